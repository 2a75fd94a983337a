import type { User } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { LoadError } from "../../../components/load-error";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useChangeRequest, useWithdrawChangeRequest } from "../api/change-requests-api";
import { ChangeStatusBadge } from "./billing-badges";
import { describeChange, ProcessChangeModal, type ProcessDecision } from "./process-change-modal";
import { Field, RecordSkeleton } from "./record-states";

const STATUS_NOTE = {
  PENDING: "Waiting for the national office to approve or reject it.",
  APPROVED: "Approved; it applies automatically on its date.",
  REJECTED: "Rejected; the subscription stays as it is.",
  APPLIED: "Applied to the subscription.",
  CANCELLED: "Withdrawn or cancelled; nothing changes.",
} as const;

/** One change request: what it asks for, from when, and what the national office decided. */
export function ChangeRequestDetail({ id, user }: { id: string; user: User }) {
  const query = useChangeRequest(id);
  const [decision, setDecision] = useState<ProcessDecision>(null);
  const withdraw = useWithdrawChangeRequest();
  const [withdrawing, setWithdrawing] = useState(false);
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError)
    return <LoadError error={query.error} what="change request" onRetry={() => void query.refetch()} />;
  const c = query.data;
  const pending = c.status === "PENDING";
  const canProcess = hasPermission(user, "subscriptions.write") && pending;
  // The church's own administrator may take back a request nobody has decided on yet.
  const canWithdraw = pending && user.church !== null && hasPermission(user, "subscriptions.manage");

  async function confirmWithdraw() {
    try {
      await withdraw.mutateAsync(c.id);
      notify.success("The change request has been withdrawn.");
    } catch (error) {
      notify.error({ title: "The request was not withdrawn", message: errorMessage(error) });
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
              {c.request_type_display}
            </Title>
            <ChangeStatusBadge status={c.status} />
          </Group>
          <Text fz="sm" c="dimmed">
            {describeChange(c)}. {STATUS_NOTE[c.status]}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Field label="Current plan">{c.current_plan_name}</Field>
          <Field label="New plan">{c.target_plan_name || "No plan change"}</Field>
          <Field label="Effective date">{formatDate(c.effective_date)}</Field>
          <Field label="Requested">{formatDateTime(c.created_at)}</Field>
          <Field label="Decided">{formatDateTime(c.processed_at, "Not yet")}</Field>
        </SimpleGrid>
        <Field label="Reason">{c.reason || "None given"}</Field>
        <Field label="Notes from the national office">{c.admin_notes || "None"}</Field>
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
                  Withdraw request
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
                    Reject
                  </Button>
                  <Button
                    color="teal"
                    leftSection={<IconCheck size={16} />}
                    onClick={() => setDecision({ change: c, action: "approve" })}
                  >
                    Approve
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
        title="Withdraw this change request?"
        confirmLabel="Withdraw request"
        danger
        busy={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(false)}
      >
        The national office will no longer be asked to decide on it, and the subscription stays as it is. To
        change the plan later, send a new request.
      </ConfirmDialog>
    </Paper>
  );
}
