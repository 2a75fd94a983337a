import { z } from "zod";
import { allFeatures, FEATURES, type Feature } from "../access/features";
import { featureMap } from "../access/schemas";
import { id, optionalText, requiredText, timestamp } from "../common/fields";
import { currencyCode, money, moneyInput } from "../common/money";

export const BILLING_INTERVALS = ["MONTHLY", "QUARTERLY", "YEARLY"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
/** Months in one billing period. */
export const INTERVAL_MONTHS: Record<BillingInterval, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };

export const plan = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: money,
  currency: z.string().describe("ISO 4217 code"),
  billing_interval: z.enum(BILLING_INTERVALS),
  trial_days: z.number().int(),
  features: featureMap,
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** Flags for some or all features; a feature left out is not included; unknown names are refused. */
const featureFlags = z
  .strictObject(
    Object.fromEntries(FEATURES.map((f) => [f, z.boolean().optional()])) as Record<
      Feature,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .transform((flags) => ({ ...allFeatures(false), ...flags }))
  .describe("Feature name to true/false; features left out are not included (the whole map is replaced)");

export const planCreate = z.strictObject({
  name: requiredText(100),
  description: optionalText(2000).default(""),
  price: moneyInput,
  currency: currencyCode,
  billing_interval: z.enum(BILLING_INTERVALS).default("MONTHLY"),
  trial_days: z.coerce.number().int().min(0).max(365).default(0),
  features: featureFlags.default(allFeatures(false)),
  is_active: z.boolean().default(true),
});
export const planUpdate = planCreate;
export type Plan = z.infer<typeof plan>;
