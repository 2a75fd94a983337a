import type { ChangeRequest, GatewayName, InvoiceStatus, PaymentStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";

export const GATEWAY_LABELS: Record<GatewayName, string> = {
  sandbox: "Sandbox (test)",
  manual: "Bank transfer",
  paystack: "Paystack",
  stripe: "Stripe",
};

const PAYMENT: Record<PaymentStatus, { label: string; color: string }> = {
  PENDING: { label: "Pending", color: "yellow" },
  SUCCEEDED: { label: "Paid", color: "teal" },
  FAILED: { label: "Failed", color: "red" },
  REFUNDED: { label: "Refunded", color: "gray" },
};
export const PAYMENT_STATUS_CHOICES = Object.entries(PAYMENT).map(([value, s]) => ({
  value,
  label: s.label,
}));

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={PAYMENT[status].color} variant="light">
      {PAYMENT[status].label}
    </Badge>
  );
}

const INVOICE: Record<InvoiceStatus, { label: string; color: string }> = {
  DRAFT: { label: "Draft", color: "gray" },
  ISSUED: { label: "Unpaid", color: "yellow" },
  PAID: { label: "Paid", color: "teal" },
  VOID: { label: "Void", color: "dark" },
  REFUNDED: { label: "Refunded", color: "grape" },
};
export const INVOICE_STATUS_CHOICES = Object.entries(INVOICE).map(([value, s]) => ({
  value,
  label: s.label,
}));

/** Marks a payment or invoice made through the sandbox: no money was received for it. */
export function TestPaymentBadge() {
  return (
    <Badge color="red.9" variant="outline" title="Made through the sandbox: no money was received">
      Test payment
    </Badge>
  );
}

/** Marks a gateway that takes no money (the sandbox). */
export function TestOnlyBadge() {
  return (
    <Badge color="red.9" variant="outline" title="Takes no money: for demonstrations and testing">
      Test only
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={INVOICE[status].color} variant="light">
      {INVOICE[status].label}
    </Badge>
  );
}

type ChangeStatus = ChangeRequest["status"];
const CHANGE: Record<ChangeStatus, { label: string; color: string }> = {
  PENDING: { label: "Waiting", color: "yellow" },
  APPROVED: { label: "Approved", color: "blue" },
  REJECTED: { label: "Rejected", color: "red" },
  APPLIED: { label: "Applied", color: "teal" },
  CANCELLED: { label: "Cancelled", color: "gray" },
};
export const CHANGE_STATUS_CHOICES = Object.entries(CHANGE).map(([value, s]) => ({
  value,
  label: s.label,
}));

export function ChangeStatusBadge({ status }: { status: ChangeStatus }) {
  return (
    <Badge color={CHANGE[status].color} variant="light">
      {CHANGE[status].label}
    </Badge>
  );
}
