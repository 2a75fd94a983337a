import type { ChangeRequest, ChangeType, GatewayName, InvoiceStatus, PaymentStatus } from "@cm/contracts";
import { msg, SANDBOX_WARNING } from "@cm/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translator } from "../../../lib/i18n";

const t = translator("billing-records");

const GATEWAY_LABELS: Record<GatewayName, string> = {
  sandbox: msg("Sandbox (test)"),
  manual: msg("Bank transfer"),
  paystack: "Paystack",
  stripe: "Stripe",
};

// The contracts' warning before the sandbox is turned on, word for word, so that it is translated here.
const SANDBOX_TEXT = msg(
  "The sandbox takes no money: any church that pays through it gets its plan for free. Turn it on only for demonstrations and testing.",
);
/** The sandbox warning in the language shown (the contracts' English when it has changed since). */
export const sandboxWarning = () => (SANDBOX_WARNING === SANDBOX_TEXT ? t(SANDBOX_TEXT) : SANDBOX_WARNING);

/** A status's word and colour. */
type StatusWord = { label: string; color: string };

/** From one table of a status's words and colours: its badge, and the statuses as filter choices. */
function statusParts<S extends string>(words: Record<S, StatusWord>) {
  function StatusBadge({ status }: { status: S }) {
    const { t } = useTranslation("billing-records");
    return (
      <Badge color={words[status].color} variant="light">
        {t(words[status].label)}
      </Badge>
    );
  }
  const choices = () =>
    Object.entries<StatusWord>(words).map(([value, word]) => ({ value, label: t(word.label) }));
  return { StatusBadge, choices };
}

/** A gateway's name in the language shown (Paystack and Stripe are names, kept as they are). */
export const gatewayLabel = (name: GatewayName) => t(GATEWAY_LABELS[name]);

/** The gateways as filter choices, in the language shown. */
export const gatewayChoices = () =>
  (Object.keys(GATEWAY_LABELS) as GatewayName[]).map((value) => ({ value, label: gatewayLabel(value) }));

const PAYMENT: Record<PaymentStatus, { label: string; color: string }> = {
  PENDING: { label: msg("Pending"), color: "yellow" },
  SUCCEEDED: { label: msg("Paid"), color: "teal" },
  FAILED: { label: msg("Failed"), color: "red" },
  REFUNDED: { label: msg("Refunded"), color: "gray" },
};
const payment = statusParts(PAYMENT);
export const PaymentStatusBadge = payment.StatusBadge;
/** The payment statuses as filter choices, in the language shown. */
export const paymentStatusChoices = payment.choices;

const INVOICE: Record<InvoiceStatus, { label: string; color: string }> = {
  DRAFT: { label: msg("Draft"), color: "gray" },
  ISSUED: { label: msg("Unpaid"), color: "yellow" },
  PAID: { label: msg("Paid"), color: "teal" },
  VOID: { label: msg("Void"), color: "dark" },
  REFUNDED: { label: msg("Refunded"), color: "grape" },
};
const invoice = statusParts(INVOICE);
export const InvoiceStatusBadge = invoice.StatusBadge;
/** The invoice statuses as filter choices, in the language shown. */
export const invoiceStatusChoices = invoice.choices;

/** Marks a payment or invoice made through the sandbox: no money was received for it. */
export function TestPaymentBadge() {
  const { t } = useTranslation("billing-records");
  return (
    <Badge color="red.9" variant="outline" title={t("Made through the sandbox: no money was received")}>
      {t("Test payment")}
    </Badge>
  );
}

/** Marks a gateway that takes no money (the sandbox). */
export function TestOnlyBadge() {
  const { t } = useTranslation("billing-records");
  return (
    <Badge color="red.9" variant="outline" title={t("Takes no money: for demonstrations and testing")}>
      {t("Test only")}
    </Badge>
  );
}

// The contracts' words for each kind of change (the API's request_type_display), said here.
const CHANGE_TYPE: Record<ChangeType, string> = {
  UPGRADE: msg("Upgrade"),
  DOWNGRADE: msg("Downgrade"),
  CANCEL: msg("Cancellation"),
  RENEW: msg("Renewal"),
};
/** A kind of change in the language shown. */
export const changeTypeLabel = (type: ChangeType) => t(CHANGE_TYPE[type]);
/** The kinds of change as choices, in the language shown. */
export const changeTypeChoices = () =>
  (Object.keys(CHANGE_TYPE) as ChangeType[]).map((value) => ({ value, label: changeTypeLabel(value) }));

type ChangeStatus = ChangeRequest["status"];
const CHANGE: Record<ChangeStatus, { label: string; color: string }> = {
  PENDING: { label: msg("Waiting"), color: "yellow" },
  APPROVED: { label: msg("Approved"), color: "blue" },
  REJECTED: { label: msg("Rejected"), color: "red" },
  APPLIED: { label: msg("Applied"), color: "teal" },
  CANCELLED: { label: msg("Cancelled"), color: "gray" },
};
const change = statusParts(CHANGE);
export const ChangeStatusBadge = change.StatusBadge;
/** The change statuses as filter choices, in the language shown. */
export const changeStatusChoices = change.choices;
