import { formatMoney, hasPermission, type Invoice, msg, type User } from "@cm/contracts";
import { Anchor, Button, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconBan, IconCash, IconPrinter, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { LoadError } from "../../../components/load-error";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { type InvoiceAction, useInvoice, useInvoiceAction } from "../api/invoices-api";
import { usePaymentList } from "../api/payments-api";
import { gatewayLabel, InvoiceStatusBadge, PaymentStatusBadge, TestPaymentBadge } from "./billing-badges";
import { InvoicePrintModal } from "./invoice-print";
import { Field, RecordSkeleton } from "./record-states";

// Each text is shown through `t` where the invoice is.
const ACTIONS: Record<
  InvoiceAction,
  { label: string; title: string; done: string; explain: string; danger?: boolean }
> = {
  issue: {
    label: msg("Issue invoice"),
    title: msg("Issue this invoice?"),
    done: msg("The invoice has been issued."),
    explain: msg("The church will see it as unpaid, due in 14 days unless a due date is set."),
  },
  mark_paid: {
    label: msg("Mark as paid"),
    title: msg("Mark this invoice as paid?"),
    done: msg("The invoice is recorded as paid."),
    explain: msg(
      "This only changes the invoice. It does not confirm a payment or extend the subscription; to confirm a bank transfer, mark its payment as paid instead.",
    ),
  },
  void: {
    label: msg("Void invoice"),
    title: msg("Void this invoice?"),
    done: msg("The invoice has been voided."),
    explain: msg(
      "The church will no longer owe this amount. A voided invoice cannot be issued or paid again.",
    ),
    danger: true,
  },
};

/** What the super admin may do with an invoice in its state (the API's process_action). */
function actionsFor(invoice: Invoice): InvoiceAction[] {
  if (invoice.status === "DRAFT") return ["issue", "mark_paid", "void"];
  if (invoice.status === "ISSUED") return ["mark_paid", "void"];
  return [];
}

const ICONS = { issue: IconSend, mark_paid: IconCash, void: IconBan };

function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation("billing-records");
  const payments = usePaymentList({ page: 1, page_size: 10, filters: { invoice: invoice.id } });
  const rows = payments.data?.results ?? [];
  if (payments.isPending || payments.isError || rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t("Payments")}</Text>
      {rows.map((p) => (
        <Group key={p.id} gap="sm" justify="space-between">
          <Anchor component={Link} to={`/subscriptions/payments/${p.id}`} fz="sm">
            {formatDateTime(p.created_at)} · {gatewayLabel(p.gateway)}
          </Anchor>
          <Group gap="xs">
            <Text fz="sm">{formatMoney(p.amount, p.currency)}</Text>
            <PaymentStatusBadge status={p.status} />
            {p.is_test && <TestPaymentBadge />}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** One invoice: who is billed, its lines and total, its dates, printing and (for the super admin) its actions. */
export function InvoiceDetail({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation("billing-records");
  const query = useInvoice(id);
  const act = useInvoiceAction();
  const [printing, setPrinting] = useState(false);
  const [confirming, setConfirming] = useState<InvoiceAction | null>(null);
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError)
    return <LoadError error={query.error} what={t("invoice")} onRetry={() => void query.refetch()} />;
  const inv = query.data;
  const actions = hasPermission(user, "subscriptions.write") ? actionsFor(inv) : [];

  async function run(action: InvoiceAction) {
    try {
      await act.mutateAsync({ id: inv.id, action });
      notify.success(t(ACTIONS[action].done));
    } catch (error) {
      notify.error({ title: t("The invoice was not changed"), message: errorMessage(error) });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="sm">
              <Title order={2} fz={24}>
                {t("Invoice {number}", { number: inv.number })}
              </Title>
              <InvoiceStatusBadge status={inv.status} />
              {inv.is_test && <TestPaymentBadge />}
            </Group>
            <Text fz="sm" c="dimmed">
              {t("Billed to {church}", { church: inv.church_name })}
            </Text>
            {inv.is_test && (
              <Text fz="sm" c="red.9">
                {t("Charged through the sandbox: a test payment, no money was received.")}
              </Text>
            )}
          </div>
          <Button leftSection={<IconPrinter size={16} />} variant="default" onClick={() => setPrinting(true)}>
            {t("Print")}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Field label={t("Issued")}>{formatDate(inv.issued_at, t("Not issued"))}</Field>
          <Field label={t("Due")}>{formatDate(inv.due_date)}</Field>
          <Field label={t("Paid")}>{formatDate(inv.paid_at, t("Not paid"))}</Field>
          <Field label={t("Total")}>{formatMoney(inv.amount, inv.currency)}</Field>
        </SimpleGrid>
        {inv.description && !(inv.lines.length === 1 && inv.lines[0]?.description === inv.description) && (
          <Text fz="sm">{inv.description}</Text>
        )}
        <Table.ScrollContainer minWidth={420} type="native">
          <Table aria-label={t("Invoice lines")} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Description")}</Table.Th>
                <Table.Th ta="right">{t("Amount")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inv.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines have no id and never reorder
                <Table.Tr key={index}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amount, inv.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t("Total")}</Table.Th>
                <Table.Th ta="right">{formatMoney(inv.amount, inv.currency)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        <InvoicePayments invoice={inv} />
        {actions.length > 0 && (
          <>
            <Divider />
            <Group justify="flex-end" gap="xs">
              {actions.map((action) => {
                const Icon = ICONS[action];
                return (
                  <Button
                    key={action}
                    variant={ACTIONS[action].danger ? "light" : "filled"}
                    color={ACTIONS[action].danger ? "red" : undefined}
                    leftSection={<Icon size={16} />}
                    onClick={() => setConfirming(action)}
                  >
                    {t(ACTIONS[action].label)}
                  </Button>
                );
              })}
            </Group>
          </>
        )}
      </Stack>
      <InvoicePrintModal invoice={inv} opened={printing} onClose={() => setPrinting(false)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t(ACTIONS[confirming].title) : ""}
        confirmLabel={confirming ? t(ACTIONS[confirming].label) : ""}
        danger={confirming ? ACTIONS[confirming].danger : false}
        busy={act.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? t(ACTIONS[confirming].explain) : ""}
      </ConfirmDialog>
    </Paper>
  );
}
