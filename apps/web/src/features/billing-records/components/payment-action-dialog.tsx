import type { Payment } from "@cm/contracts";
import { formatMoney } from "@cm/contracts";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { type PaymentAction, usePaymentAction } from "../api/payments-api";

export type PendingPaymentAction = { payment: Payment; action: PaymentAction } | null;

/** Asks before the super admin records a bank transfer as received or refunds a payment. */
export function PaymentActionDialog({
  pending,
  onClose,
}: {
  pending: PendingPaymentAction;
  onClose: () => void;
}) {
  const run = usePaymentAction();
  const payment = pending?.payment;
  const refund = pending?.action === "refund";
  const amount = payment ? formatMoney(payment.amount, payment.currency) : "";

  async function confirm() {
    if (!pending) return;
    try {
      await run.mutateAsync({ id: pending.payment.id, action: pending.action });
      notify.success(
        refund
          ? `The payment of ${amount} has been refunded.`
          : `The payment of ${amount} is recorded as paid.`,
      );
      onClose();
    } catch (error) {
      notify.error({
        title: refund ? "The payment was not refunded" : "The payment was not marked as paid",
        message: errorMessage(error),
      });
    }
  }

  return (
    <ConfirmDialog
      opened={pending !== null}
      title={refund ? "Refund this payment?" : "Mark this payment as paid?"}
      confirmLabel={refund ? "Refund payment" : "Mark as paid"}
      danger={refund}
      busy={run.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {refund
        ? `The full ${amount} paid for the ${payment?.plan_name ?? ""} plan (reference ${payment?.reference ?? ""}) will be given back${payment?.gateway === "manual" ? "; for a bank transfer you send the money back yourself" : " through the payment service"}. The payment and its invoice will show as refunded, and the church's subscription loses what this payment bought: the days it added, or the upgraded plan. If no days are left, the subscription ends now. This cannot be undone.`
        : `Only do this once the bank transfer of ${amount} (reference ${payment?.reference ?? ""}) has reached the account. The invoice will show as paid and the church's subscription is activated or extended at once.`}
    </ConfirmDialog>
  );
}
