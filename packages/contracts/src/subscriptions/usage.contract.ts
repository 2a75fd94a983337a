import { z } from "zod";
import { feature } from "../access/schemas";
import { id, ref, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

/** A usage period is a calendar month, `YYYY-MM`. */
export const usagePeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg("Enter a month such as 2026-03."))
  .describe("Calendar month YYYY-MM");
/** The month of a date, as a usage period. */
export const periodOf = (now: Date) => now.toISOString().slice(0, 7);

/** How much of a feature a subscription used in a month (members added, messages sent...). */
export const usage = z.object({
  id,
  subscription: id,
  church: id,
  feature,
  period: usagePeriod,
  amount: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const usageCreate = z.strictObject({
  church: ref,
  subscription: ref.describe("A subscription of that church"),
  feature,
  period: usagePeriod.optional().describe("Defaults to the current month"),
  amount: z.number().int().min(0).max(1_000_000_000).default(0),
});
export const usageIncrementInput = z.strictObject({
  amount: z.number().int().positive().max(1_000_000).default(1),
});
export const usageBySubscriptionQuery = z.object({ subscription_id: ref, period: usagePeriod.optional() });
export const usageByFeatureQuery = z.object({ period: usagePeriod.optional() });
export const usageByFeature = z.array(z.object({ feature, amount: z.number().int() }));
export type Usage = z.infer<typeof usage>;
