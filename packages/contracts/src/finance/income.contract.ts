import { z } from "zod";
import { calendarDate, id, optionalText, ref, timestamp } from "../common/fields";
import { currencyCode, money } from "../common/money";
import { pastDate } from "../common/past-dates";
import { msg } from "../i18n/languages";
import {
  currencyTotal,
  MAX_FINANCE_AMOUNT,
  PAYMENT_METHODS,
  type PaymentMethod,
  positiveAmount,
  RANGE_MESSAGE,
  rangeInOrder,
} from "./finance-fields";

/** How income was paid (the payment methods every finance record shares). */
export const INCOME_PAYMENT_METHODS = PAYMENT_METHODS;
export type IncomePaymentMethod = PaymentMethod;
/** The largest amount one income record may hold. */
export const MAX_INCOME_AMOUNT = MAX_FINANCE_AMOUNT;
/** An income amount as a client sends it (see positiveAmount). */
export const incomeAmount = positiveAmount;

/** Income as the API shows it; `amount` is a decimal string with two places. */
export const income = z.object({
  id,
  church: id,
  amount: money,
  currency: z.string().describe("ISO 4217 code: the church's currency"),
  received_on: calendarDate,
  category: id.describe("An INCOME category: a national default or the church's own"),
  category_name: z.string(),
  financial_year: id
    .nullable()
    .describe("The church's financial year that contains received_on (derived from the date)"),
  payment_method: z.enum(PAYMENT_METHODS),
  description: z.string(),
  reference: z.string(),
  recorded_by: id.nullable().describe("The user who recorded it (set by the server)"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Income = z.infer<typeof income>;

const incomeFields = {
  amount: positiveAmount,
  currency: currencyCode
    .optional()
    .describe("The church's currency (from its plan); may be left out, and any other is refused"),
  received_on: pastDate("The date received")
    .optional()
    .describe("Defaults to today; never in the future, never in a closed financial year"),
  category: ref.describe("An active INCOME category the church may use (income_categories/)"),
  payment_method: z.enum(PAYMENT_METHODS, msg("Choose how the money was paid.")).default("CASH"),
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
  .refine((q) => rangeInOrder(q.received_on__gte, q.received_on__lte), {
    path: ["received_on__lte"],
    message: RANGE_MESSAGE,
  });

const previousFigures = {
  previous_total: money
    .nullable()
    .describe("The same figure in the previous equal period (null without one)"),
  previous_count: z.number().int().nullable(),
};
export const incomeSummary = z.object({
  received_on__gte: calendarDate.nullable(),
  received_on__lte: calendarDate.nullable(),
  previous_from: calendarDate
    .nullable()
    .describe("The previous period of equal length (whole months for a range of whole months)"),
  previous_to: calendarDate.nullable(),
  totals: z.array(currencyTotal.extend(previousFigures)).describe("Per currency, sorted by currency"),
  by_category: z
    .array(currencyTotal.extend({ category: id, category_name: z.string(), ...previousFigures }))
    .describe("Per currency and category, largest first within a currency"),
  by_month: z
    .array(currencyTotal.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) }))
    .describe("Per currency and month (YYYY-MM) of the period, oldest first"),
  previous_by_month: z
    .array(currencyTotal.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) }))
    .describe("Per currency and month of the previous period, oldest first"),
});
export type IncomeSummary = z.infer<typeof incomeSummary>;

/** Totals per currency, as the region figures show them. */
export const currencyTotals = z.array(z.object({ currency: z.string(), total: money }));
export type CurrencyTotals = z.infer<typeof currencyTotals>;

/** The totals of a list's filtered rows, per currency (the income and expense pages show them). */
export const listTotals = z.array(currencyTotal).describe("Per currency, sorted by currency");
export type ListTotals = z.infer<typeof listTotals>;

/** The format of a list export. */
export const financeExportQuery = z.object({
  format: z.enum(["xlsx", "csv"]).default("xlsx").describe("xlsx (default) or csv"),
});

/** The body of `incomeCreate`, what a form fills in. */
export type IncomeInput = z.input<typeof incomeCreate>;
