import { z } from "zod";
import { todayIso } from "../common/dates";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";
import { currencyCode, fromCents, money, toCents } from "../common/money";

export const INCOME_CATEGORIES = [
  "TITHE",
  "OFFERING",
  "DONATION",
  "PLEDGE",
  "THANKSGIVING",
  "FUNDRAISING",
  "OTHER",
] as const;
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export const INCOME_PAYMENT_METHODS = [
  "CASH",
  "MOBILE_MONEY",
  "BANK_TRANSFER",
  "CARD",
  "CHEQUE",
  "OTHER",
] as const;
export type IncomePaymentMethod = (typeof INCOME_PAYMENT_METHODS)[number];

/** The largest amount one income record may hold; a bigger figure is almost surely a typing slip. */
export const MAX_INCOME_AMOUNT = "1000000000.00";
const MAX_INCOME_CENTS = toCents(MAX_INCOME_AMOUNT);

/** Income as the API shows it; `amount` is a decimal string with two places. */
export const income = z.object({
  id,
  church: id,
  amount: money,
  currency: z.string().describe("ISO 4217 code"),
  received_on: calendarDate,
  category: z.enum(INCOME_CATEGORIES),
  payment_method: z.enum(INCOME_PAYMENT_METHODS),
  description: z.string(),
  reference: z.string(),
  recorded_by: id.nullable().describe("The user who recorded it (set by the server)"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Income = z.infer<typeof income>;

/**
 * An income amount as a client sends it: a decimal string ("1234.56") or a number (1234.56),
 * more than zero, at most two decimal places; stored exactly as sent, with two places.
 */
export const incomeAmount = z
  .union([z.string(), z.number()], 'Enter the amount, such as "1250.00".')
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    };
    if (!/^-?\d+(\.\d+)?$/.test(text)) return fail("Enter an amount such as 1250.00.");
    if (/\.\d{3,}$/.test(text)) return fail("Enter the amount with at most two decimal places.");
    const cents = toCents(text);
    if (cents <= 0n) return fail("The amount must be more than zero.");
    if (cents > MAX_INCOME_CENTS) return fail(`The amount cannot be more than ${MAX_INCOME_AMOUNT}.`);
    return fromCents(cents);
  })
  .describe('Amount as a decimal string ("1250.00") or a number; more than zero, at most two decimals');

const receivedOn = z.iso
  .date("Enter a date as YYYY-MM-DD.")
  .refine((d) => d <= todayIso(), "The date received cannot be in the future.");

const incomeFields = {
  amount: incomeAmount,
  currency: currencyCode
    .optional()
    .describe("Defaults to the currency of the church's subscription plan when left out"),
  received_on: receivedOn.default(() => todayIso()).describe("Defaults to today; never in the future"),
  category: z.enum(INCOME_CATEGORIES, "Choose a category."),
  payment_method: z.enum(INCOME_PAYMENT_METHODS, "Choose how the money was paid.").default("CASH"),
  description: optionalText(1000).default(""),
  reference: optionalText(100).default(""),
};
export const incomeCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...incomeFields,
});
/** Income stays in the church that received it: the church cannot be changed. */
export const incomeUpdate = z.strictObject(incomeFields);

export const incomeSummaryQuery = z
  .object({
    church: ref.optional().describe("Only this church (for users who reach several)."),
    received_on__gte: calendarDate.optional().describe("Received on or after this date"),
    received_on__lte: calendarDate.optional().describe("Received on or before this date"),
  })
  .refine((q) => !q.received_on__gte || !q.received_on__lte || q.received_on__gte <= q.received_on__lte, {
    path: ["received_on__lte"],
    message: "The end date cannot be before the start date.",
  });

const total = { currency: z.string(), total: money, count: z.number().int() };
export const incomeSummary = z.object({
  received_on__gte: calendarDate.nullable(),
  received_on__lte: calendarDate.nullable(),
  totals: z.array(z.object(total)).describe("Per currency, sorted by currency"),
  by_category: z
    .array(z.object({ ...total, category: z.enum(INCOME_CATEGORIES) }))
    .describe("Per currency and category, largest first within a currency"),
  by_month: z
    .array(z.object({ ...total, month: z.string().regex(/^\d{4}-\d{2}$/) }))
    .describe("Per currency and month (YYYY-MM), oldest first"),
});
export type IncomeSummary = z.infer<typeof incomeSummary>;

/** Totals per currency, as the region figures show them. */
export const currencyTotals = z.array(z.object({ currency: z.string(), total: money }));
export type CurrencyTotals = z.infer<typeof currencyTotals>;
