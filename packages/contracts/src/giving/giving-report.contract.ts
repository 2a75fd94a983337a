import { z } from "zod";
import { calendarDate, id, ref, timestamp } from "../common/fields";
import { inEnglish, type MessageTranslator } from "../common/messages";
import { money } from "../common/money";
import { REPORT_FORMATS } from "../finance/finance-report.contract";
import {
  type DocumentDates,
  ISO_DATES,
  type ReportDocument,
  type ReportTable,
} from "../finance/report-layout";
import { msg } from "../i18n/languages";
import { REPORT_SCOPES } from "../rules/report-vocabulary";

/** The longest period a giving report covers: its months are its columns. */
export const MAX_GIVING_REPORT_DAYS = 731;

/** A giving report's question: whose giving (your church unless told), which period, which format. */
export const givingReportQuery = z
  .object({
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
    if (q.financial_year !== undefined && (q.date_from || q.date_to))
      ctx.addIssue({
        code: "custom",
        path: ["financial_year"],
        message: msg("Choose a financial year or dates, not both."),
      });
    if (Boolean(q.date_from) !== Boolean(q.date_to))
      ctx.addIssue({
        code: "custom",
        path: [q.date_from ? "date_to" : "date_from"],
        message: msg("Give both the start and the end of the period."),
      });
    if (q.date_from && q.date_to) {
      if (q.date_to < q.date_from)
        ctx.addIssue({
          code: "custom",
          path: ["date_to"],
          message: msg("The end must not be before the start."),
        });
      else if ((Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 > MAX_GIVING_REPORT_DAYS)
        ctx.addIssue({
          code: "custom",
          path: ["date_to"],
          message: msg("A giving report covers at most two years."),
        });
    }
  });
export type GivingReportQuery = z.output<typeof givingReportQuery>;

const donorLine = z.object({
  kind: z.enum(["member", "household"]),
  id,
  name: z.string(),
  date: calendarDate.describe("First-time donors: their first gift; lapsed donors: their last gift before"),
});
export type GivingDonorLine = z.infer<typeof donorLine>;

/**
 * Giving of a church (or a region's churches, or every church) over a period, against the period of equal length before it. Gifts are
 * the confirmed ones; a reversed gift and its reversing entry are both left out.
 */
export const givingReport = z.object({
  title: z.string(),
  scope: z.enum(REPORT_SCOPES),
  church: id.nullable(),
  church_name: z.string().describe("The church of a church report; empty otherwise"),
  region: id.nullable(),
  region_name: z.string().describe("The region of a region report; empty otherwise"),
  date_from: calendarDate,
  date_to: calendarDate,
  previous_from: calendarDate,
  previous_to: calendarDate,
  generated_at: timestamp,
  months: z.array(z.string()).describe("The months of the period, YYYY-MM"),
  currencies: z.array(
    z.object({
      currency: z.string(),
      funds: z.array(
        z.object({
          fund: id,
          name: z.string(),
          months: z.array(money).describe("One amount per month of `months`"),
          total: money,
        }),
      ),
      month_totals: z.array(money),
      total: money,
      gifts: z.number().int().describe("Gifts given in the period"),
      average_gift: money.describe("Total divided by the number of gifts"),
    }),
  ),
  donors: z.number().int().describe("Members and households who gave in the period"),
  first_time_donors: z.array(donorLine).describe("Gave in the period and never before it"),
  lapsed_donors: z.array(donorLine).describe("Gave in the previous period, not in this one"),
});
export type GivingReport = z.infer<typeof givingReport>;

const amount = (value: string) => ({ amount: value });
const count = (value: number) => ({ count: value });
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "church";

/** The giving report laid out once for the page and the downloads, in the reader's language. */
export function givingReportDocument(
  report: GivingReport,
  t: MessageTranslator = inEnglish,
  dates: DocumentDates = ISO_DATES,
): ReportDocument {
  const kind = (k: GivingDonorLine["kind"]) => (k === "member" ? t("Member") : t("Household"));
  const donors = (title: string, dateHeader: string, lines: GivingDonorLine[]): ReportTable => ({
    title,
    columns: [{ header: t("Donor") }, { header: t("Member or household") }, { header: dateHeader }],
    rows: lines.map((l) => ({ cells: [l.name, kind(l.kind), l.date] })),
  });
  const tables: ReportTable[] = report.currencies.flatMap((c) => [
    {
      title: t("Giving by fund and month, amounts in {currency}", { currency: c.currency }),
      currency: c.currency,
      columns: [
        { header: t("Fund") },
        ...report.months.map((m) => ({ header: m, numeric: true })),
        { header: t("Total"), numeric: true },
      ],
      rows: [
        ...c.funds.map((f) => ({ cells: [f.name, ...f.months.map(amount), amount(f.total)] })),
        { cells: [t("Total"), ...c.month_totals.map(amount), amount(c.total)], style: "total" as const },
      ],
    },
    {
      title: t("Summary, amounts in {currency}", { currency: c.currency }),
      currency: c.currency,
      columns: [{ header: t("Figure") }, { header: t("Value"), numeric: true }],
      rows: [
        { cells: [t("Gifts"), count(c.gifts)] },
        { cells: [t("Total given"), amount(c.total)] },
        { cells: [t("Average gift"), amount(c.average_gift)] },
      ],
    },
  ]);
  tables.push({
    title: t("Donors"),
    columns: [{ header: t("Figure") }, { header: t("Count"), numeric: true }],
    rows: [
      { cells: [t("Donors in the period"), count(report.donors)] },
      { cells: [t("First-time donors"), count(report.first_time_donors.length)] },
      { cells: [t("Lapsed donors"), count(report.lapsed_donors.length)] },
    ],
  });
  if (report.first_time_donors.length)
    tables.push(donors(t("First-time donors"), t("First gift"), report.first_time_donors));
  if (report.lapsed_donors.length)
    tables.push(
      donors(
        t("Lapsed donors (gave in the previous period, not in this one)"),
        t("Last gift"),
        report.lapsed_donors,
      ),
    );
  const period = (from: string, to: string) =>
    t("{from} to {to}", { from: dates.day(from), to: dates.day(to) });
  return {
    title: t(report.title),
    meta: [
      report.scope === "church"
        ? [t("Church"), report.church_name]
        : report.scope === "region"
          ? [t("Region"), report.region_name]
          : [t("Scope"), t("National: every church")],
      [t("Period"), period(report.date_from, report.date_to)],
      [t("Compared with"), period(report.previous_from, report.previous_to)],
      [t("Generated"), dates.moment(report.generated_at)],
    ],
    tables: report.currencies.length || report.lapsed_donors.length ? tables : [],
    landscape: report.months.length > 4,
    filename: `giving-report-${slug(report.church_name || report.region_name || "national")}-${report.date_from}-${report.date_to}`,
  };
}

/** The title of a giving report, translated where it is shown. */
export const GIVING_REPORT_TITLE = msg("Giving report");
