import type { User } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { LoadError } from "../../../components/load-error";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChangeRequest, useWithdrawChangeRequest } from "../api/change-requests-api";
import { ChangeStatusBadge, changeTypeLabel } from "./billing-badges";
import { describeChange, ProcessChangeModal, type ProcessDecision } from "./process-change-modal";
import { Field, RecordSkeleton } from "./record-states";

// After the change in one sentence: "{change}. Waiting for …" (shown through `t`).
const STATUS_NOTE = {
  PENDING: msg("{change}. Waiting for the national office to approve or reject it."),
  APPROVED: msg("{change}. Approved; it applies automatically on its date."),
  REJECTED: msg("{change}. Rejected; the subscription stays as it is."),
  APPLIED: msg("{change}. Applied to the subscription."),
  CANCELLED: msg("{change}. Withdrawn or cancelled; nothing changes."),
} as const;

/** One change request: what it asks for, from when, and what the national office decided. */
export function ChangeRequestDetail({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation("billing-records");
  const query = useChangeRequest(id);
  const [decision, setDecision] = useState<ProcessDecision>(null);
  const withdraw = useWithdrawChangeRequest();
  const [withdrawing, setWithdrawing] = useState(false);
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError)
    return <LoadError error={query.error} what={t("change request")} onRetry={() => void query.refetch()} />;
  const c = query.data;
  const pending = c.status === "PENDING";
  const canProcess = hasPermission(user, "subscriptions.write") && pending;
  // The church's own administrator may take back a request nobody has decided on yet.
  const canWithdraw = pending && user.church !== null && hasPermission(user, "subscriptions.manage");

  async function confirmWithdraw() {
    try {
      await withdraw.mutateAsync(c.id);
      notify.success(t("The change request has been withdrawn."));
    } catch (error) {
      notify.error({ title: t("The request was not withdrawn"), message: errorMessage(error) });
      // Someone may have decided on it meanwhile: show its state now.
      void query.refetch();
    } finally {
      setWithdrawing(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="lg">
        <div>
          <Group gap="sm">
            <Title order={2} fz={24}>
              {changeTypeLabel(c.request_type)}
            </Title>
            <ChangeStatusBadge status={c.status} />
          </Group>
          <Text fz="sm" c="dimmed">
            {t(STATUS_NOTE[c.status], { change: describeChange(c) })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Field label={t("Current plan")}>{c.current_plan_name}</Field>
          <Field label={t("New plan")}>{c.target_plan_name || t("No plan change")}</Field>
          <Field label={t("Effective date")}>{formatDate(c.effective_date)}</Field>
          <Field label={t("Requested")}>{formatDateTime(c.created_at)}</Field>
          <Field label={t("Decided")}>{formatDateTime(c.processed_at, t("Not yet"))}</Field>
        </SimpleGrid>
        <Field label={t("Reason")}>{c.reason || t("None given")}</Field>
        <Field label={t("Notes from the national office")}>{c.admin_notes || t("None")}</Field>
        {(canProcess || canWithdraw) && (
          <>
            <Divider />
            <Group justify="flex-end" gap="xs">
              {canWithdraw && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconArrowBackUp size={16} />}
                  onClick={() => setWithdrawing(true)}
                >
                  {t("Withdraw request")}
                </Button>
              )}
              {canProcess && (
                <>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconX size={16} />}
                    onClick={() => setDecision({ change: c, action: "reject" })}
                  >
                    {t("Reject")}
                  </Button>
                  <Button
                    color="teal"
                    leftSection={<IconCheck size={16} />}
                    onClick={() => setDecision({ change: c, action: "approve" })}
                  >
                    {t("Approve")}
                  </Button>
                </>
              )}
            </Group>
          </>
        )}
      </Stack>
      <ProcessChangeModal decision={decision} onClose={() => setDecision(null)} />
      <ConfirmDialog
        opened={withdrawing}
        title={t("Withdraw this change request?")}
        confirmLabel={t("Withdraw request")}
        danger
        busy={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(false)}
      >
        {t(
          "The national office will no longer be asked to decide on it, and the subscription stays as it is. To change the plan later, send a new request.",
        )}
      </ConfirmDialog>
    </Paper>
  );
}
