import { z } from "zod";
import {
  calendarDate,
  id,
  monthText,
  optionalText,
  queryNumber,
  ref,
  requiredText,
  timestamp,
} from "../common/fields";
import { currencyCode, fromCents, money, toCents } from "../common/money";
import { pastDate, pastMonth } from "../common/past-dates";
import { msg } from "../i18n/languages";
import { PAYMENT_METHODS, positiveAmount } from "./finance-fields";

export const SUPPORT_STATUSES = ["RECORDED", "CONFIRMED", "DISPUTED"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export type SupportKind = "ministry" | "regional";

/**
 * Support a church remits for a month: ministry support to the national office, regional support
 * to its region. The church records it; the receiving side confirms it, or disputes it with a
 * note, after which the church corrects it. A confirmed payment is final.
 */
export const supportPayment = z.object({
  id,
  church: id,
  church_name: z.string(),
  period: monthText.describe("The month the payment is for, YYYY-MM"),
  amount: money,
  currency: z.string(),
  paid_on: calendarDate,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  dispute_note: z.string(),
  recorded_by: id.nullable(),
  confirmed_by: id.nullable().describe("Who confirmed or disputed it"),
  confirmed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SupportPayment = z.infer<typeof supportPayment>;

const supportFields = {
  period: pastMonth("The month"),
  amount: positiveAmount,
  currency: currencyCode
    .optional()
    .describe("The church's currency; may be left out, and any other is refused"),
  paid_on: pastDate("The date paid")
    .optional()
    .describe("Defaults to today; never in the future, never in a closed financial year"),
  method: z.enum(PAYMENT_METHODS, msg("Choose how the money was paid.")).default("BANK_TRANSFER"),
  reference: optionalText(100).default(""),
};
export const supportCreate = z.strictObject({
  church: ref.optional().describe("Defaults to the signed-in user's church."),
  ...supportFields,
});
/** A recorded or disputed payment may be corrected (a disputed one is then recorded again). */
export const supportUpdate = z.strictObject(supportFields);
export const supportDisputeInput = z.strictObject({
  note: requiredText(500).describe("What does not match; the church sees it"),
});

const monthFigures = z.object({ month: monthText, paid: money, confirmed: money });
export const supportSummaryQuery = z.object({
  year: queryNumber(z.number().int().min(2000).max(2100))
    .optional()
    .describe("Calendar year of the periods (defaults to this year)"),
  church: ref.optional().describe("Only this church"),
  region: ref.optional().describe("Only the churches of this region"),
});
const churchFigures = z.object({
  church: id,
  church_name: z.string(),
  currency: z.string(),
  paid: money.describe("Recorded, confirmed or disputed payments of the year"),
  confirmed: money,
  months: z.array(monthFigures).describe("January to December of the year"),
});
export const supportChurchSummary = z.object({
  year: z.number().int(),
  churches: z.array(churchFigures).describe("Each church in reach with a payment in the year, by name"),
});
export type SupportChurchSummary = z.infer<typeof supportChurchSummary>;
export const supportRegionSummary = z.object({
  year: z.number().int(),
  regions: z
    .array(
      z.object({
        region: id,
        region_name: z.string(),
        currency: z.string(),
        paid: money,
        confirmed: money,
        months: z.array(monthFigures),
        churches: z.array(churchFigures.omit({ currency: true })),
      }),
    )
    .describe("Each region (and currency) with a payment in the year, by name"),
});
export type SupportRegionSummary = z.infer<typeof supportRegionSummary>;

/** The share of tithes and offerings a region's churches remit, as percentages with two decimals. */
export const remittanceRate = z.object({
  id,
  region: id,
  ministry_percent: money.describe("Percent of tithes and offerings expected as ministry support"),
  regional_percent: money.describe("Percent of tithes and offerings expected as regional support"),
  updated_at: timestamp,
});
export type RemittanceRate = z.infer<typeof remittanceRate>;
/** The rate a region without one of its own uses. */
export const DEFAULT_REMITTANCE_PERCENT = "10.00";
const percent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine(
    (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100,
    msg("Enter a percentage from 0 to 100."),
  )
  .transform((v) => fromCents(toCents(v)));
const rateFields = {
  ministry_percent: percent.default(DEFAULT_REMITTANCE_PERCENT),
  regional_percent: percent.default(DEFAULT_REMITTANCE_PERCENT),
};
export const remittanceRateCreate = z.strictObject({ region: ref, ...rateFields });
export const remittanceRateUpdate = z.strictObject(rateFields);
