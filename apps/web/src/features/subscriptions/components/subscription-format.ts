import {
  type BillingInterval,
  type ChangeType,
  formatMoney,
  msg,
  type SubscriptionStatus,
  subscriptionBanner,
} from "@cm/contracts";
import { translator } from "../../../lib/i18n";
import { bannerLine } from "./banner-text";

const t = translator("subscriptions");

/** Each status in the words of a church office, with its badge colour (shown through `t`). */
export const STATUS_TEXT: Record<SubscriptionStatus, { label: string; color: string }> = {
  ACTIVE: { label: msg("Active"), color: "teal" },
  TRIAL: { label: msg("Free trial"), color: "blue" },
  GRACE_PERIOD: { label: msg("Grace period"), color: "orange" },
  PENDING: { label: msg("Pending activation"), color: "yellow" },
  EXPIRED: { label: msg("Expired"), color: "red" },
  CANCELLED: { label: msg("Cancelled"), color: "gray" },
};

export const INTERVAL_TEXT: Record<BillingInterval, { per: string; price: string; label: string }> = {
  MONTHLY: { per: msg("per month"), price: msg("{price} per month"), label: msg("Monthly") },
  QUARTERLY: { per: msg("per quarter"), price: msg("{price} per quarter"), label: msg("Every three months") },
  YEARLY: { per: msg("per year"), price: msg("{price} per year"), label: msg("Yearly") },
};

/** "GH₵ 150.00 per month". */
export function formatPrice(plan: { price: string; currency: string; billing_interval: BillingInterval }) {
  return t(INTERVAL_TEXT[plan.billing_interval].price, { price: formatMoney(plan.price, plan.currency) });
}

/** "1 day" / "12 days". */
export const daysText = (n: number) => t("{count, plural, one {# day} other {# days}}", { count: n });

export type PendingChange = { request_type: ChangeType; target_plan_name: string; effective_date: string };

/** The pending change in the banner's exact words ("Upgrade to Premium on 2026-12-01"). */
export function pendingChangeText(change: PendingChange): string {
  // The banner rule owns the wording; an ACTIVE subscription with a change shows it as its detail.
  const detail =
    subscriptionBanner({ subscription: { status: "ACTIVE", days_remaining: 365 }, pendingChange: change })
      .detail ?? "";
  return bannerLine(detail, { days: 365, change });
}
