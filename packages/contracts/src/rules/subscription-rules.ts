import { allFeatures, FEATURES, type Feature, type FeatureMap } from "../access/features";
import { addDays } from "../common/dates";

/** Subscription statuses (spec section 4): the first three give access to the plan's features. */
export const SUBSCRIPTION_STATUSES = [
  "ACTIVE",
  "TRIAL",
  "GRACE_PERIOD",
  "EXPIRED",
  "CANCELLED",
  "PENDING",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ["ACTIVE", "TRIAL", "GRACE_PERIOD"];

export const CHANGE_TYPES = ["UPGRADE", "DOWNGRADE", "CANCEL", "RENEW"] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

type SubscriptionLike = { status: SubscriptionStatus; end_date: string | null };
type ChangeLike = { status: string; effective_date: string };

export const givesAccess = (status: SubscriptionStatus) => ACCESS_STATUSES.includes(status);

/**
 * Whether a church's current subscription (null: it has none) lets its people use a feature now:
 * its status gives access and its plan has the feature. The API's gate answers 403 otherwise.
 */
export function unlocksFeature(
  subscription: { status: SubscriptionStatus; has_feature: Partial<Record<Feature, boolean>> } | null,
  feature: Feature,
): boolean {
  return (
    subscription !== null && givesAccess(subscription.status) && subscription.has_feature[feature] === true
  );
}

/**
 * The current subscription: the first with access in the order ACTIVE, TRIAL, GRACE_PERIOD;
 * otherwise the one without access that has the latest end_date.
 */
export function currentSubscription<S extends SubscriptionLike>(subscriptions: readonly S[]): S | undefined {
  for (const status of ACCESS_STATUSES) {
    const found = subscriptions.find((s) => s.status === status);
    if (found) return found;
  }
  return [...subscriptions].sort((a, b) => (b.end_date ?? "").localeCompare(a.end_date ?? ""))[0];
}

/** The pending change: the earliest effective_date among APPROVED or PENDING change requests. */
export function pendingChange<C extends ChangeLike>(requests: readonly C[]): C | undefined {
  return requests
    .filter((r) => r.status === "APPROVED" || r.status === "PENDING")
    .sort((a, b) => a.effective_date.localeCompare(b.effective_date))[0];
}

/** Whole days from today to an end date (never negative). */
export function daysRemaining(endDate: string | null, today: Date): number {
  if (!endDate) return 0;
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, Math.round((end - start) / 86_400_000));
}

/** The last day of grace: end_date plus the grace days. */
export const graceEndDate = (endDate: string, graceDays: number) => addDays(endDate, graceDays);

/**
 * Days left of what a subscription gives now: to end_date while ACTIVE or TRIAL, to the end
 * of grace while GRACE_PERIOD, and 0 for a status without access.
 */
export function subscriptionDaysRemaining(
  s: { status: SubscriptionStatus; end_date: string; grace_days: number },
  today: Date,
): number {
  if (s.status === "GRACE_PERIOD") return daysRemaining(graceEndDate(s.end_date, s.grace_days), today);
  return givesAccess(s.status) ? daysRemaining(s.end_date, today) : 0;
}

/** What a subscription unlocks now: the plan's features while its status gives access, else none. */
export function unlockedFeatures(
  status: SubscriptionStatus,
  planFeatures: Partial<Record<string, boolean>> | null | undefined,
): FeatureMap {
  if (!givesAccess(status)) return allFeatures(false);
  return Object.fromEntries(FEATURES.map((f) => [f, planFeatures?.[f] === true])) as FeatureMap;
}
