import {
  type BillingInterval,
  type ChangeType,
  formatMoney,
  type SubscriptionStatus,
  subscriptionBanner,
} from "@cm/contracts";

/** Each status in the words of a church office, with its badge colour. */
export const STATUS_TEXT: Record<SubscriptionStatus, { label: string; color: string }> = {
  ACTIVE: { label: "Active", color: "teal" },
  TRIAL: { label: "Free trial", color: "blue" },
  GRACE_PERIOD: { label: "Grace period", color: "orange" },
  PENDING: { label: "Pending activation", color: "yellow" },
  EXPIRED: { label: "Expired", color: "red" },
  CANCELLED: { label: "Cancelled", color: "gray" },
};

export const INTERVAL_TEXT: Record<BillingInterval, { per: string; label: string }> = {
  MONTHLY: { per: "per month", label: "Monthly" },
  QUARTERLY: { per: "per quarter", label: "Every three months" },
  YEARLY: { per: "per year", label: "Yearly" },
};

/** "GH₵ 150.00 per month". */
export function formatPrice(plan: { price: string; currency: string; billing_interval: BillingInterval }) {
  return `${formatMoney(plan.price, plan.currency)} ${INTERVAL_TEXT[plan.billing_interval].per}`;
}

/** "1 day" / "12 days". */
export const daysText = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export type PendingChange = { request_type: ChangeType; target_plan_name: string; effective_date: string };

/** The pending change in the banner's exact words ("Upgrade to Premium on 2026-12-01"). */
export function pendingChangeText(change: PendingChange): string {
  // The banner rule owns the wording; an ACTIVE subscription with a change shows it as its detail.
  return (
    subscriptionBanner({ subscription: { status: "ACTIVE", days_remaining: 365 }, pendingChange: change })
      .detail ?? ""
  );
}
