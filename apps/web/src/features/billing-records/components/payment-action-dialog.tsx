import type { Payment } from "@cm/contracts";
import { formatMoney } from "@cm/contracts";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("billing-records");
  const run = usePaymentAction();
  const payment = pending?.payment;
  const refund = pending?.action === "refund";
  const amount = payment ? formatMoney(payment.amount, payment.currency) : "";
  const values = { amount, plan: payment?.plan_name ?? "", reference: payment?.reference ?? "" };

  async function confirm() {
    if (!pending) return;
    try {
      await run.mutateAsync({ id: pending.payment.id, action: pending.action });
      notify.success(
        refund
          ? t("The payment of {amount} has been refunded.", { amount })
          : t("The payment of {amount} is recorded as paid.", { amount }),
      );
      onClose();
    } catch (error) {
      notify.error({
        title: refund ? t("The payment was not refunded") : t("The payment was not marked as paid"),
        message: errorMessage(error),
      });
    }
  }

  return (
    <ConfirmDialog
      opened={pending !== null}
      title={refund ? t("Refund this payment?") : t("Mark this payment as paid?")}
      confirmLabel={refund ? t("Refund payment") : t("Mark as paid")}
      danger={refund}
      busy={run.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {!refund
        ? t(
            "Only do this once the bank transfer of {amount} (reference {reference}) has reached the account. The invoice will show as paid and the church's subscription is activated or extended at once.",
            values,
          )
        : payment?.gateway === "manual"
          ? t(
              "The full {amount} paid for the {plan} plan (reference {reference}) will be given back; for a bank transfer you send the money back yourself. The payment and its invoice will show as refunded, and the church's subscription loses what this payment bought: the days it added, or the upgraded plan. If no days are left, the subscription ends now. This cannot be undone.",
              values,
            )
          : t(
              "The full {amount} paid for the {plan} plan (reference {reference}) will be given back through the payment service. The payment and its invoice will show as refunded, and the church's subscription loses what this payment bought: the days it added, or the upgraded plan. If no days are left, the subscription ends now. This cannot be undone.",
              values,
            )}
    </ConfirmDialog>
  );
}
