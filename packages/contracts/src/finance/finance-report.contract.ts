import { z } from "zod";
import { REPORT_SCOPES } from "../rules/report-vocabulary";

// Kept in the zod-free rules; said here too, where the reports are.
export { REPORT_SCOPES, type ReportScope, reportScopesFor } from "../rules/report-vocabulary";

import { calendarDate, id, monthText, ref, timestamp } from "../common/fields";
import { phrase } from "../common/messages";
import { money } from "../common/money";
import { msg } from "../i18n/languages";
import { RANGE_MESSAGE, rangeInOrder } from "./finance-fields";

export const FINANCE_REPORTS = [
  "income_statement",
  "cash_flow",
  "support_remittance",
  "top_categories",
] as const;
export type FinanceReportKind = (typeof FINANCE_REPORTS)[number];
export const REPORT_FORMATS = ["json", "xlsx", "csv", "pdf"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Each report's title, as pages and documents show it. */
export const REPORT_TITLES: Record<FinanceReportKind, string> = {
  income_statement: msg("Income statement"),
  cash_flow: msg("Monthly cash flow"),
  support_remittance: msg("Support remittance"),
  top_categories: msg("Top categories"),
};

/** The longest period one report covers. */
export const MAX_REPORT_YEARS = 5;

export const generateReportQuery = z
  .object({
    report: z.enum(FINANCE_REPORTS, msg("Choose a report.")),
    scope: z
      .enum(REPORT_SCOPES, msg("Choose church, region or national."))
      .default("church")
      .describe("church (one church), region (its churches) or national (every church): as far as you reach"),
    church: ref.optional().describe("The church of a church report (defaults to yours)"),
    region: ref.optional().describe("The region of a region report (defaults to yours, or the church's)"),
    financial_year: ref.optional().describe("A financial year of the church: the report covers its dates"),
    date_from: calendarDate
      .optional()
      .describe("Start of the period (with date_to, instead of a financial year)"),
    date_to: calendarDate.optional().describe("End of the period"),
    format: z
      .enum(REPORT_FORMATS, msg("Choose on screen, Excel, CSV or PDF."))
      .default("json")
      .describe("json for the page; xlsx, csv or pdf download"),
  })
  .superRefine((q, ctx) => {
    if (q.financial_year !== undefined && (q.date_from || q.date_to)) {
      ctx.addIssue({
        code: "custom",
        path: ["financial_year"],
        message: msg("Choose a financial year or dates, not both."),
      });
    }
    if (Boolean(q.date_from) !== Boolean(q.date_to)) {
      ctx.addIssue({
        code: "custom",
        path: [q.date_from ? "date_to" : "date_from"],
        message: msg("Give both the start and the end of the period."),
      });
    }
    if (!rangeInOrder(q.date_from, q.date_to)) {
      ctx.addIssue({ code: "custom", path: ["date_to"], message: RANGE_MESSAGE });
    } else if (q.date_from && q.date_to) {
      const years = (Date.parse(q.date_to) - Date.parse(q.date_from)) / (365.25 * 86_400_000);
      if (years > MAX_REPORT_YEARS)
        ctx.addIssue({
          code: "custom",
          path: ["date_to"],
          message: phrase(msg("A report covers at most {count, number} years."), { count: MAX_REPORT_YEARS }),
        });
    }
  });
export type GenerateReportQuery = z.output<typeof generateReportQuery>;

const header = {
  title: z.string(),
  scope: z.enum(REPORT_SCOPES),
  church: id.nullable(),
  church_name: z.string().describe("The church of a church report; empty otherwise"),
  region: id.nullable(),
  region_name: z.string().describe("The region of a region report; empty otherwise"),
  date_from: calendarDate,
  date_to: calendarDate,
  previous_from: calendarDate.describe("The previous period of equal length, for comparison"),
  previous_to: calendarDate,
  generated_at: timestamp,
};

const categoryLine = z.object({
  name: z.string(),
  amount: money,
  previous: money.describe("The same category in the previous period"),
});
export const incomeStatementReport = z.object({
  report: z.literal("income_statement"),
  ...header,
  currencies: z.array(
    z.object({
      currency: z.string(),
      income: z.array(categoryLine).describe("Income by category, largest first"),
      expenses: z.array(categoryLine).describe("Approved expenses by category, largest first"),
      total_income: money,
      total_expenses: money,
      net: money,
      previous_total_income: money,
      previous_total_expenses: money,
      previous_net: money,
    }),
  ),
});

export const cashFlowReport = z.object({
  report: z.literal("cash_flow"),
  ...header,
  currencies: z.array(
    z.object({
      currency: z.string(),
      months: z.array(
        z.object({
          month: monthText,
          income: money,
          expenses: money,
          net: money,
          balance: money.describe("Net of the period up to and including this month"),
        }),
      ),
      total_income: money,
      total_expenses: money,
      net: money,
    }),
  ),
});

const remittanceFigures = {
  currency: z.string(),
  base: money.describe("Income counting for support (tithes and offerings) in the period"),
  ministry_expected: money,
  ministry_paid: money.describe("Ministry support for the period's months, recorded or confirmed"),
  ministry_confirmed: money,
  regional_expected: money,
  regional_paid: money,
  regional_confirmed: money,
  outstanding: money.describe("Expected less paid, both kinds together (negative when paid ahead)"),
};
export const supportRemittanceReport = z.object({
  report: z.literal("support_remittance"),
  ...header,
  rows: z
    .array(
      z.object({
        church: id,
        church_name: z.string(),
        region_name: z.string(),
        ministry_percent: money,
        regional_percent: money,
        ...remittanceFigures,
      }),
    )
    .describe("Each church in scope with income counting for support or a payment, by region and name"),
  totals: z.array(z.object(remittanceFigures)).describe("Per currency"),
});

const shareLine = z.object({
  name: z.string(),
  amount: money,
  share_percent: money.describe("Share of the currency's total, in percent"),
});
export const TOP_CATEGORY_COUNT = 10;
export const topCategoriesReport = z.object({
  report: z.literal("top_categories"),
  ...header,
  currencies: z.array(
    z.object({
      currency: z.string(),
      income: z.array(shareLine).describe(`The ${TOP_CATEGORY_COUNT} largest income categories`),
      expenses: z.array(shareLine).describe(`The ${TOP_CATEGORY_COUNT} largest expense categories`),
      total_income: money,
      total_expenses: money,
    }),
  ),
});

export const financeReport = z.discriminatedUnion("report", [
  incomeStatementReport,
  cashFlowReport,
  supportRemittanceReport,
  topCategoriesReport,
]);
export type FinanceReport = z.infer<typeof financeReport>;
export type IncomeStatementReport = z.infer<typeof incomeStatementReport>;
export type CashFlowReport = z.infer<typeof cashFlowReport>;
export type SupportRemittanceReport = z.infer<typeof supportRemittanceReport>;
export type TopCategoriesReport = z.infer<typeof topCategoriesReport>;

/** A report someone downloaded (xlsx, csv or pdf): who, what, for which period and when. */
export const financeReportRecord = z.object({
  id,
  report: z.enum(FINANCE_REPORTS),
  scope: z.enum(REPORT_SCOPES),
  church: id.nullable(),
  region: id.nullable(),
  date_from: calendarDate,
  date_to: calendarDate,
  format: z.enum(REPORT_FORMATS),
  generated_by: id.nullable(),
  created_at: timestamp,
});
export type FinanceReportRecord = z.infer<typeof financeReportRecord>;
