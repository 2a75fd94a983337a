import { type Expense, isOwn } from "@cm/contracts";
import { Badge, Button, Drawer, Group, Modal, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("finance");
  return (
    <Badge color={EXPENSE_STATUS_COLORS[status] ?? "gray"} variant="light">
      {t(statusLabel(status))}
    </Badge>
  );
}

/** Approves an expense after a confirmation, or rejects it with the reason its submitter will read. */
export function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation("finance");
  const [shown, release] = useHeldValue(review);
  const mutation = useReviewExpense();
  const [reason, setReason] = useState("");
  const rejecting = shown?.decision === "reject";
  const server = useServerErrors(rejecting ? { reason } : {});

  async function confirm() {
    if (!shown) return;
    server.clear();
    if (rejecting && !reason.trim()) return server.say(t("Give the reason for rejecting it."), "reason");
    try {
      await mutation.mutateAsync({ id: shown.expense.id, reason: rejecting ? reason.trim() : null });
      notify.success(rejecting ? t("The expense has been rejected.") : t("The expense has been approved."));
      setReason("");
      onClose();
    } catch (e) {
      notify.error({
        title: rejecting ? t("The expense was not rejected") : t("The expense was not approved"),
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
          {rejecting ? t("Reject this expense?") : t("Approve this expense?")}
        </Text>
      }
      centered
    >
      {expense && (
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <Text fz="sm">
            {expense.submitted_by_name
              ? t("{amount} to {payee} on {date} ({category}), submitted by {name}.", {
                  amount: money(expense.amount, expense.currency),
                  payee: expense.payee,
                  date: formatDate(expense.spent_on),
                  category: expense.category_name,
                  name: expense.submitted_by_name,
                })
              : t("{amount} to {payee} on {date} ({category}), submitted by a former user.", {
                  amount: money(expense.amount, expense.currency),
                  payee: expense.payee,
                  date: formatDate(expense.spent_on),
                  category: expense.category_name,
                })}
          </Text>
          <Text fz="sm" c="dimmed">
            {rejecting
              ? t("A rejected expense is final; the submitter can submit a corrected one.")
              : t("An approved expense is final and counts in the church''s totals and reports.")}
          </Text>
          {rejecting && (
            <Textarea
              label={t("Reason")}
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
            label={rejecting ? t("Reject") : t("Approve")}
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
  const { t } = useTranslation("finance");
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
          {t("Expense")}
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
            <Fact label={t("Paid to")}>{shown.payee}</Fact>
            <Fact label={t("Date spent")}>{formatDate(shown.spent_on)}</Fact>
            <Fact label={t("Category")}>{shown.category_name}</Fact>
            <Fact label={t("Reference")}>{shown.reference}</Fact>
            <Fact label={t("Submitted by")}>{shown.submitted_by_name}</Fact>
            <Fact label={shown.status === "REJECTED" ? t("Rejected by") : t("Approved by")}>
              {shown.reviewed_by_name
                ? `${shown.reviewed_by_name}, ${formatDateTime(shown.reviewed_at)}`
                : ""}
            </Fact>
          </SimpleGrid>
          {shown.description && <Fact label={t("Description")}>{shown.description}</Fact>}
          {shown.rejection_reason && <Fact label={t("Reason for rejecting")}>{shown.rejection_reason}</Fact>}
          {shown.has_receipt ? (
            <StoredReceipt expenseId={shown.id} />
          ) : (
            <Text fz="sm" c="dimmed">
              {t("No receipt attached.")}
            </Text>
          )}
          {pending && canApprove && (
            <Stack gap="xs">
              {ownExpense && (
                <Text fz="sm" c="dimmed">
                  {t("You submitted this expense, so someone else must approve or reject it.")}
                </Text>
              )}
              <Group gap="xs">
                <Button
                  color="teal"
                  disabled={ownExpense}
                  onClick={() => onReview({ expense: shown, decision: "approve" })}
                >
                  {t("Approve")}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  disabled={ownExpense}
                  onClick={() => onReview({ expense: shown, decision: "reject" })}
                >
                  {t("Reject")}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
