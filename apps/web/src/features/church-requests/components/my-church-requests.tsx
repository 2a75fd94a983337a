import type { ChurchRequest } from "@cm/contracts";
import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBuildingChurch, IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { QueryRetryAlert } from "../../../components/shared-parts/query-retry-alert";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useCancelChurchRequest, useMyChurchRequests } from "../api/church-requests-api";
import { ChurchRequestForm } from "./church-request-form";
import { RequestStatusBadge } from "./request-status-badge";

/** The profile's Church requests tab: the user's own requests, a new one, and cancelling a pending one. */
export function MyChurchRequests() {
  const { t } = useTranslation("church-requests");
  const requests = useMyChurchRequests();
  const cancel = useCancelChurchRequest();
  const [formOpened, formModal] = useDisclosure(false);
  const [cancelling, setCancelling] = useState<ChurchRequest | null>(null);

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      notify.success(t("Your request for {church} has been cancelled.", { church: cancelling.church_name }));
    } catch (error) {
      notify.error({ title: t("The request was not cancelled"), message: errorMessage(error) });
    } finally {
      setCancelling(null);
    }
  }

  let body: ReactNode;
  if (requests.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-label={t("Loading your requests")}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  } else if (requests.isError) {
    body = <QueryRetryAlert title={t("Failed to load your requests")} query={requests} />;
  } else if (requests.data.length === 0) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <IconBuildingChurch size={32} color="var(--mantine-color-dimmed)" />
        <Text fw={600} mt="xs">
          {t("No church requests yet")}
        </Text>
        <Text c="dimmed" fz="sm">
          {t("Ask for your church to be added, and an officer will review it.")}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="my-church-requests">
        {requests.data.map((r) => (
          <Paper key={r.id} withBorder p="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{r.church_name}</Text>
                  <RequestStatusBadge status={r.status} />
                </Group>
                <Text fz="sm" c="dimmed">
                  {t("{region} · requested {date}", {
                    region: r.region_name,
                    date: formatDate(r.created_at),
                  })}
                </Text>
                {r.notes && <Text fz="sm">{r.notes}</Text>}
                {r.review_notes && (
                  <Text fz="sm" fs="italic">
                    {t("Reviewer: {notes}", { notes: r.review_notes })}
                  </Text>
                )}
              </Stack>
              {r.status === "PENDING" && (
                <Button size="xs" variant="light" color="red" onClick={() => setCancelling(r)}>
                  {t("Cancel request")}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t("Your church requests")}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={formModal.open}>
          {t("Request a Church")}
        </Button>
      </Group>
      {body}
      <Modal opened={formOpened} onClose={formModal.close} title={t("Request a Church")} size="lg">
        <ChurchRequestForm onDone={formModal.close} />
      </Modal>
      <ConfirmDialog
        opened={cancelling !== null}
        title={t("Cancel this request?")}
        confirmLabel={t("Cancel request")}
        danger
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {t("Your request for {church} will be withdrawn. You can send a new one later.", {
          church: cancelling?.church_name ?? "",
        })}
      </ConfirmDialog>
    </Stack>
  );
}
