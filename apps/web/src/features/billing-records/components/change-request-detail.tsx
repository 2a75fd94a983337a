import { hasPermission, type User } from "@cm/contracts";
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useChangeRequest } from "../api/change-requests-api";
import { ChangeStatusBadge } from "./billing-badges";
import { describeChange, ProcessChangeModal, type ProcessDecision } from "./process-change-modal";
import { Field, RecordError, RecordSkeleton } from "./record-states";

const STATUS_NOTE = {
  PENDING: "Waiting for the national office to approve or reject it.",
  APPROVED: "Approved; it applies automatically on its date.",
  REJECTED: "Rejected; the subscription stays as it is.",
  APPLIED: "Applied to the subscription.",
  CANCELLED: "Cancelled; nothing changes.",
} as const;

/** One change request: what it asks for, from when, and what the national office decided. */
export function ChangeRequestDetail({ id, user }: { id: string; user: User }) {
  const query = useChangeRequest(id);
  const [decision, setDecision] = useState<ProcessDecision>(null);
  if (query.isPending) return <RecordSkeleton />;
  if (query.isError)
    return <RecordError error={query.error} what="change request" onRetry={() => void query.refetch()} />;
  const c = query.data;
  const canProcess = hasPermission(user, "subscriptions.write") && c.status === "PENDING";

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
        {canProcess && (
          <>
            <Divider />
            <Group justify="flex-end" gap="xs">
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
            </Group>
          </>
        )}
      </Stack>
      <ProcessChangeModal decision={decision} onClose={() => setDecision(null)} />
    </Paper>
  );
}
