import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { divideCents, fromCents, money, moneyInput, toCents } from "../common/money";
import { msg } from "../i18n/languages";
import { invoiceLine } from "./invoice.contract";
import { PAYMENT_PURPOSES } from "./payment.contract";

export const DISCOUNT_KINDS = ["PERCENTAGE", "FIXED"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A discount code; `value` is a percentage ("15.00") or an amount in the plan's currency. */
export const discount = z.object({
  id,
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: money,
  valid_from: calendarDate.nullable(),
  valid_until: calendarDate.nullable(),
  usage_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  plans: z.array(id).describe("The plans it applies to; empty for every plan"),
  is_active: z.boolean(),
  is_public: z.boolean().describe("An advertised offer whose code church admins may see"),
  created_at: timestamp,
  updated_at: timestamp,
});
export const discountCreate = z.strictObject({
  code: requiredText(50)
    .regex(/^[A-Za-z0-9_-]+$/, msg("Use letters, digits, - and _ only."))
    .describe("Unique whatever the case"),
  description: optionalText(500).default(""),
  kind: z.enum(DISCOUNT_KINDS),
  value: moneyInput,
  valid_from: calendarDate.nullable().default(null),
  valid_until: calendarDate.nullable().default(null),
  usage_limit: z.number().int().positive().nullable().default(null),
  plans: z.array(ref).max(100).default([]),
  is_active: z.boolean().default(true),
  is_public: z.boolean().default(false),
});
export const discountUpdate = discountCreate;
/**
 * A discount usable today as those who pay for a subscription see it: the code of an advertised
 * offer, never the code of a private one (null), which only its holder can enter.
 */
export const availableDiscount = discount
  .pick({ id: true, description: true, kind: true, value: true, valid_until: true, plans: true })
  .extend({ code: z.string().nullable() });
export type AvailableDiscount = z.infer<typeof availableDiscount>;

export const validateDiscountInput = z.strictObject({ code: requiredText(50), plan: ref });
export const validateDiscountResult = z.object({
  valid: z.boolean(),
  amount_off: money,
  final_amount: money,
  reason: z.string().describe("Why the code does not apply; empty when valid"),
});
export const applyDiscountInput = z.strictObject({
  code: requiredText(50),
  plan: ref.describe("The plan your church is about to pay for (for a renewal, its current plan)"),
});
/** A checkout priced with a code: what `process` (or `renew`) would charge now, line by line. */
export const appliedDiscount = z.object({
  discount: discount.pick({ id: true, code: true, description: true, kind: true, value: true }),
  plan: id,
  purpose: z.enum(PAYMENT_PURPOSES),
  original_amount: money.describe("The charge before the discount"),
  discount_amount: money.describe("What the code takes off"),
  final_amount: money.describe("What the church pays"),
  currency: z.string(),
  lines: z.array(invoiceLine).describe("The invoice lines the payment will carry"),
});

/** What a discount takes off a price, in cents: a percentage rounds half up; neither goes below zero. */
export function discountOff(
  kind: DiscountKind,
  value: string,
  price: string,
): { off: string; final: string } {
  const cents = toCents(price);
  const raw = kind === "PERCENTAGE" ? divideCents(cents * toCents(value), 10_000n) : toCents(value);
  const off = raw > cents ? cents : raw;
  return { off: fromCents(off), final: fromCents(cents - off) };
}
export type Discount = z.infer<typeof discount>;
