import { z } from "zod";
import { addDays, addMonths } from "../common/dates";
import { ref } from "../common/fields";
import { fromCents, money, toCents } from "../common/money";

/** The largest amount one finance record may hold; a bigger figure is almost surely a typing slip. */
export const MAX_FINANCE_AMOUNT = "1000000000.00";
const MAX_FINANCE_CENTS = toCents(MAX_FINANCE_AMOUNT);

/**
 * An amount as a client sends it: a decimal string ("1234.56") or a number (1234.56), at most two
 * decimal places, more than zero (or zero and more with `allowZero`); stored exactly as sent,
 * with two places.
 */
export const amountInput = (allowZero: boolean) =>
  z.union([z.string(), z.number()], 'Enter the amount, such as "1250.00".').transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    };
    if (!/^-?\d+(\.\d+)?$/.test(text)) return fail("Enter an amount such as 1250.00.");
    if (/\.\d{3,}$/.test(text)) return fail("Enter the amount with at most two decimal places.");
    const cents = toCents(text);
    if (allowZero ? cents < 0n : cents <= 0n)
      return fail(allowZero ? "The amount cannot be negative." : "The amount must be more than zero.");
    if (cents > MAX_FINANCE_CENTS) return fail(`The amount cannot be more than ${MAX_FINANCE_AMOUNT}.`);
    return fromCents(cents);
  });

/** A finance amount: more than zero, at most two decimals. */
export const positiveAmount = amountInput(false).describe(
  'Amount as a decimal string ("1250.00") or a number; more than zero, at most two decimals',
);

/** How money was paid. */
export const PAYMENT_METHODS = ["CASH", "MOBILE_MONEY", "BANK_TRANSFER", "CARD", "CHEQUE", "OTHER"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Totals of one currency: never summed across currencies. */
export const currencyTotal = z.object({ currency: z.string(), total: money, count: z.number().int() });
export type CurrencyTotal = z.infer<typeof currencyTotal>;

/** The `church` a user who reaches several churches narrows a collection action to. */
export const financeChurchQuery = z.object({
  church: ref.optional().describe("Only this church (for users who reach several)."),
});

/** The end of a range may not come before its start (a refinement for range queries). */
export const rangeInOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;
export const RANGE_MESSAGE = "The end date cannot be before the start date.";

/** Whether a date is the first of its month. */
const isMonthStart = (date: string) => date.slice(8, 10) === "01";
/** Whether a date is the last of its month. */
const isMonthEnd = (date: string) => addDays(date, 1).slice(8, 10) === "01";

/**
 * The period of equal length just before [from, to]: the same number of whole months when the
 * range covers whole months (a year against the year before), else the same number of days.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  if (isMonthStart(from) && isMonthEnd(to)) {
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      (Number(to.slice(5, 7)) - Number(from.slice(5, 7))) +
      1;
    return { from: addMonths(from, -months), to: addDays(from, -1) };
  }
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The months a date range touches, oldest first, as YYYY-MM. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let month = `${from.slice(0, 7)}-01`;
  while (month.slice(0, 7) <= to.slice(0, 7)) {
    months.push(month.slice(0, 7));
    month = addMonths(month, 1);
  }
  return months;
}
