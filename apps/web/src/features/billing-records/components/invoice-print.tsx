import type { Invoice } from "@cm/contracts";
import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/retry-alert";
import { fetchInvoiceHtml } from "../api/invoices-api";

/**
 * The printable invoice in a preview window. The page needs the bearer token, so it is fetched
 * through the API client and shown in a frame of its own; Print prints only that frame.
 */
export function InvoicePrintModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: Pick<Invoice, "id" | "number" | "print_url">;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("billing-records");
  const frame = useRef<HTMLIFrameElement>(null);
  const page = useQuery({
    queryKey: ["subscriptions/invoices", "print", invoice.id],
    queryFn: () => fetchInvoiceHtml(invoice),
    enabled: opened,
    // Always the invoice as it stands now (its status may just have changed).
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={
        <Text fw={700} fz="lg">
          {t("Invoice {number}", { number: invoice.number })}
        </Text>
      }
    >
      <Stack gap="md">
        {page.isPending && (
          <Group justify="center" py="xl" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed" fz="sm">
              {t("Preparing the printable invoice…")}
            </Text>
          </Group>
        )}
        {page.isError && (
          <RetryAlert title={t("The invoice could not be prepared for printing")} error={page.error} />
        )}
        {page.data !== undefined && (
          <iframe
            ref={frame}
            title={t("Printable invoice {number}", { number: invoice.number })}
            srcDoc={page.data}
            // No scripts run inside; same origin only so that Print can reach the frame.
            sandbox="allow-same-origin allow-modals"
            style={{
              width: "100%",
              height: "60vh",
              border: "1px solid var(--mantine-color-gray-3)",
              borderRadius: 8,
            }}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("Close")}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            disabled={page.data === undefined}
            onClick={() => {
              const view = frame.current?.contentWindow;
              view?.focus();
              view?.print();
            }}
          >
            {t("Print")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
