import { z } from "zod";
import { addMonths } from "../common/dates";
import { calendarDate, id, ref, requiredText, timestamp } from "../common/fields";
import { msg } from "../i18n/languages";

/**
 * A church's financial year: the period its books are kept and closed for. Years of one church
 * never overlap; at most one is the current year. A closed year refuses new or changed records
 * dated inside it.
 */
export const financialYear = z.object({
  id,
  church: id,
  name: z.string(),
  start_date: calendarDate,
  end_date: calendarDate,
  is_current: z.boolean(),
  is_closed: z.boolean(),
  closed_at: timestamp.nullable(),
  closed_by: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type FinancialYear = z.infer<typeof financialYear>;

/** The longest a financial year may run: two years (a first, extended year after a change of dates). */
export const MAX_FINANCIAL_YEAR_MONTHS = 24;

const yearFields = {
  name: requiredText(100).describe('e.g. "2026" or "2025/26"'),
  start_date: z.iso.date(msg("Enter a date as YYYY-MM-DD.")),
  end_date: z.iso.date(msg("Enter a date as YYYY-MM-DD.")),
  is_current: z
    .boolean()
    .default(false)
    .describe("Making this year current makes any other year not current"),
  is_closed: z
    .boolean()
    .default(false)
    .describe("A closed year refuses new or changed records dated inside it"),
};

/** The end of a year comes after its start, within MAX_FINANCIAL_YEAR_MONTHS. */
export const yearDatesProblem = (start: string, end: string): string | null => {
  if (end <= start) return "The end date must come after the start date.";
  if (end >= addMonths(start, MAX_FINANCIAL_YEAR_MONTHS))
    return `A financial year may not run longer than ${MAX_FINANCIAL_YEAR_MONTHS} months.`;
  return null;
};

export const financialYearCreate = z
  .strictObject({
    church: ref.optional().describe("Defaults to the signed-in user's church."),
    ...yearFields,
  })
  .superRefine((y, ctx) => {
    const problem = yearDatesProblem(y.start_date, y.end_date);
    if (problem) ctx.addIssue({ code: "custom", path: ["end_date"], message: problem });
  });
/** A year stays with its church. */
export const financialYearUpdate = z.strictObject(yearFields);

export const currentYearQuery = z.object({
  church: ref.optional().describe("Only this church (for users who reach several)."),
});
export const currentYearAnswer = financialYear
  .nullable()
  .describe("The year marked current, else the year that contains today, else null");
