import { z } from "zod";
import { featureMap } from "../access/schemas";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";
import { money } from "../common/money";
import { CHANGE_TYPES, SUBSCRIPTION_STATUSES } from "../rules/subscription-rules";
import { GATEWAY_NAMES } from "./payment.contract";

export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
/** The reason a cancellation records when none is given (spec section 5); the feedback defaults to "". */
export const DEFAULT_CANCELLATION_REASON = "Cancelled by user";

export const subscription = z.object({
  id,
  church: id,
  church_name: z.string(),
  plan: id,
  plan_name: z.string(),
  status: subscriptionStatus,
  start_date: calendarDate,
  end_date: calendarDate,
  grace_days: z.number().int(),
  auto_renew: z.boolean(),
  is_trial: z.boolean().describe("Started as the church's one free trial"),
  cancelled_at: timestamp.nullable(),
  cancellation_reason: z.string(),
  cancellation_feedback: z.string(),
  days_remaining: z
    .number()
    .int()
    .describe("Days to end_date; in GRACE_PERIOD, days to the end of grace; 0 without access"),
  is_in_grace_period: z.boolean(),
  has_feature: featureMap.describe(
    "What the subscription unlocks now: the plan's features while it gives access",
  ),
  created_at: timestamp,
  updated_at: timestamp,
});

export const subscriptionCreate = z.strictObject({
  church: ref,
  plan: ref,
  status: subscriptionStatus.default("ACTIVE"),
  start_date: calendarDate.optional().describe("Defaults to today"),
  end_date: calendarDate.optional().describe("Defaults to one billing interval of the plan after start_date"),
  grace_days: z.coerce.number().int().min(0).max(90).default(7),
  auto_renew: z.boolean().default(true),
});
export const subscriptionUpdate = subscriptionCreate.omit({ church: true });
export type Subscription = z.infer<typeof subscription>;

/** The change a subscription is waiting for (spec section 3); null until change requests exist. */
export const pendingChangeSummary = z.object({
  id,
  request_type: z.enum(CHANGE_TYPES),
  request_type_display: z.string(),
  status: z.string(),
  effective_date: calendarDate,
  target_plan: id.nullable(),
  target_plan_name: z.string(),
});
export const currentSubscriptionAnswer = subscription.extend({
  pending_change: pendingChangeSummary.nullable(),
});

export const churchQuery = z.object({
  church_id: ref.optional().describe("A church you may see; defaults to your own church"),
});
export const trialEligibility = z.object({ eligible: z.boolean(), reason: z.string() });
export const startTrialInput = z.strictObject({
  plan: ref.describe("An active plan with trial days"),
  church: ref.optional().describe("Defaults to your own church"),
});
export const cancelSubscriptionInput = z.strictObject({
  subscription: ref,
  reason: optionalText(500).optional().describe(`Defaults to "${DEFAULT_CANCELLATION_REASON}"`),
  feedback: optionalText(2000).optional().describe("Defaults to empty"),
  cancellation_date: calendarDate.optional().describe("Today or earlier; defaults to today"),
});
/** An ACTIVE subscription may be renewed once its end date is this many days away or closer. */
export const RENEWAL_WINDOW_DAYS = 30;
export const renewSubscriptionInput = z.strictObject({
  subscription: ref.optional().describe("Defaults to your church's current subscription"),
  gateway: z.enum(GATEWAY_NAMES),
  discount_code: optionalText(50)
    .optional()
    .describe("A discount code; refused with a reason when it does not apply"),
});
export const subscriptionStatistics = z.object({
  total: z.number().int(),
  by_status: z.record(subscriptionStatus, z.number().int()),
  active_by_plan: z.array(z.object({ plan: id, plan_name: z.string(), count: z.number().int() })),
  monthly_recurring_revenue: z
    .array(z.object({ currency: z.string(), amount: money }))
    .describe(
      "ACTIVE subscriptions' prices per month (quarterly / 3, yearly / 12), per currency; " +
        "subscriptions last paid through the sandbox are not counted",
    ),
  test_monthly_recurring_revenue: z
    .array(z.object({ currency: z.string(), amount: money }))
    .describe(
      "The same figure for ACTIVE subscriptions last paid through the sandbox: test payments, " +
        "no money received, kept apart from the revenue",
    ),
});

/** The body of `renewSubscriptionInput`, what a form fills in. */
export type RenewSubscriptionInput = z.input<typeof renewSubscriptionInput>;

/** The body of `cancelSubscriptionInput`, what a form fills in. */
export type CancelSubscriptionInput = z.input<typeof cancelSubscriptionInput>;
