import { type Expense, isOwn } from "@cm/contracts";
import { Badge, Button, Drawer, Group, Modal, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { DialogActions } from "../../../components/dialog-actions";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useHeldValue } from "../../../lib/use-held-value";
import { useReviewExpense } from "../api/finance-api";
import { EXPENSE_STATUS_COLORS, EXPENSE_STATUS_OPTIONS, money } from "./finance-parts";
import { StoredReceipt } from "./receipt-preview";

export type Review = { expense: Expense; decision: "approve" | "reject" } | null;

const statusLabel = (status: string) =>
  EXPENSE_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? status;

export function ExpenseStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={EXPENSE_STATUS_COLORS[status] ?? "gray"} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}

/** Approves an expense after a confirmation, or rejects it with the reason its submitter will read. */
export function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const [shown, release] = useHeldValue(review);
  const mutation = useReviewExpense();
  const [reason, setReason] = useState("");
  const rejecting = shown?.decision === "reject";
  const server = useServerErrors(rejecting ? { reason } : {});

  async function confirm() {
    if (!shown) return;
    server.clear();
    if (rejecting && !reason.trim()) return server.say("Give the reason for rejecting it.", "reason");
    try {
      await mutation.mutateAsync({ id: shown.expense.id, reason: rejecting ? reason.trim() : null });
      notify.success(rejecting ? "The expense has been rejected." : "The expense has been approved.");
      setReason("");
      onClose();
    } catch (e) {
      notify.error({
        title: rejecting ? "The expense was not rejected" : "The expense was not approved",
        message: server.show(e),
      });
    }
  }

  const expense = shown?.expense;
  return (
    <Modal
      opened={review !== null}
      onClose={() => !mutation.isPending && onClose()}
      onExitTransitionEnd={release}
      title={
        <Text fw={700} fz="lg">
          {rejecting ? "Reject this expense?" : "Approve this expense?"}
        </Text>
      }
      centered
    >
      {expense && (
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <Text fz="sm">
            {money(expense.amount, expense.currency)} to {expense.payee} on {formatDate(expense.spent_on)} (
            {expense.category_name}), submitted by {expense.submitted_by_name || "a former user"}.
          </Text>
          <Text fz="sm" c="dimmed">
            {rejecting
              ? "A rejected expense is final; the submitter can submit a corrected one."
              : "An approved expense is final and counts in the church's totals and reports."}
          </Text>
          {rejecting && (
            <Textarea
              label="Reason"
              withAsterisk
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={server.fieldError("reason")}
              data-autofocus
            />
          )}
          <DialogActions
            busy={mutation.isPending}
            label={rejecting ? "Reject" : "Approve"}
            onCancel={onClose}
            onConfirm={() => void confirm()}
            color={rejecting ? "red" : "teal"}
          />
        </Stack>
      )}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{children || "—"}</Text>
    </Stack>
  );
}

/** One expense in full: its figures, who submitted and reviewed it, its receipt, and the review buttons. */
export function ExpenseDetailDrawer({
  expense,
  canApprove,
  currentUser,
  onReview,
  onClose,
}: {
  expense: Expense | null;
  canApprove: boolean;
  currentUser: number | null;
  onReview: (review: Review) => void;
  onClose: () => void;
}) {
  const [shown, release] = useHeldValue(expense);
  const pending = shown?.status === "PENDING";
  const ownExpense = shown !== null && isOwn({ userId: currentUser, isBookAdmin: false }, shown.submitted_by);
  return (
    <Drawer
      opened={expense !== null}
      onClose={onClose}
      onExitTransitionEnd={release}
      title={
        <Text fw={700} fz="lg">
          Expense
        </Text>
      }
      position="right"
      size="md"
      padding="lg"
    >
      {shown && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fz="xl" fw={700}>
              {money(shown.amount, shown.currency)}
            </Text>
            <ExpenseStatusBadge status={shown.status} />
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <Fact label="Paid to">{shown.payee}</Fact>
            <Fact label="Date spent">{formatDate(shown.spent_on)}</Fact>
            <Fact label="Category">{shown.category_name}</Fact>
            <Fact label="Reference">{shown.reference}</Fact>
            <Fact label="Submitted by">{shown.submitted_by_name}</Fact>
            <Fact label={shown.status === "REJECTED" ? "Rejected by" : "Approved by"}>
              {shown.reviewed_by_name
                ? `${shown.reviewed_by_name}, ${formatDateTime(shown.reviewed_at)}`
                : ""}
            </Fact>
          </SimpleGrid>
          {shown.description && <Fact label="Description">{shown.description}</Fact>}
          {shown.rejection_reason && <Fact label="Reason for rejecting">{shown.rejection_reason}</Fact>}
          {shown.has_receipt ? (
            <StoredReceipt expenseId={shown.id} />
          ) : (
            <Text fz="sm" c="dimmed">
              No receipt attached.
            </Text>
          )}
          {pending && canApprove && (
            <Stack gap="xs">
              {ownExpense && (
                <Text fz="sm" c="dimmed">
                  You submitted this expense, so someone else must approve or reject it.
                </Text>
              )}
              <Group gap="xs">
                <Button
                  color="teal"
                  disabled={ownExpense}
                  onClick={() => onReview({ expense: shown, decision: "approve" })}
                >
                  Approve
                </Button>
                <Button
                  color="red"
                  variant="light"
                  disabled={ownExpense}
                  onClick={() => onReview({ expense: shown, decision: "reject" })}
                >
                  Reject
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
