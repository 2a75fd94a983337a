import { inEnglish, type MessageTranslator } from "../common/messages";
import type { FinanceReport } from "./finance-report.contract";

/** A cell of a report table: text, an amount (a decimal string), a percentage or a count. */
export type ReportCell = string | { amount: string } | { percent: string } | { count: number };
/** `currency`: the row's own, where one table holds several (the remittance table). */
export type ReportRow = { cells: ReportCell[]; style?: "section" | "total"; currency?: string };
export type ReportTable = {
  title: string;
  /** The currency of the table's amounts. */
  currency?: string;
  columns: { header: string; numeric?: boolean }[];
  rows: ReportRow[];
};

/** A report laid out once for every download: its title, who and when it is about, its tables. */
export type ReportDocument = {
  title: string;
  meta: [string, string][];
  tables: ReportTable[];
  /** Wide tables print on landscape pages. */
  landscape: boolean;
  filename: string;
  /** The locale its amounts and counts are printed in ("fr": 1 250,00); en-GB when not named. */
  locale?: string;
};

const amount = (value: string): ReportCell => ({ amount: value });
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "report";

/** "2026-03-18T10:21:07.123Z" -> "2026-03-18 10:21 UTC". */
export const generatedText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** How a document writes its dates: calendar days, and the moment it was made. */
export type DocumentDates = { day: (day: string) => string; moment: (iso: string) => string };
/** Days as ISO dates and the moment in UTC ("2026-03-18", "2026-03-18 10:21 UTC"). */
export const ISO_DATES: DocumentDates = { day: (day) => day, moment: generatedText };

/** What a report covers, in words: the church, the region or the whole organisation. */
export function scopeText(report: FinanceReport, t: MessageTranslator = inEnglish): [string, string] {
  if (report.scope === "church") return [t("Church"), report.church_name];
  if (report.scope === "region") return [t("Region"), report.region_name];
  return [t("Scope"), t("National: every church")];
}

function tablesOf(report: FinanceReport, t: MessageTranslator): ReportTable[] {
  switch (report.report) {
    case "income_statement":
      return report.currencies.map((c) => ({
        title: t("Amounts in {currency}", { currency: c.currency }),
        currency: c.currency,
        columns: [
          { header: t("Category") },
          { header: t("This period"), numeric: true },
          { header: t("Previous period"), numeric: true },
        ],
        rows: [
          { cells: [t("Income"), "", ""], style: "section" },
          ...c.income.map((l) => ({ cells: [l.name, amount(l.amount), amount(l.previous)] })),
          {
            cells: [t("Total income"), amount(c.total_income), amount(c.previous_total_income)],
            style: "total",
          },
          { cells: [t("Expenses (approved)"), "", ""], style: "section" },
          ...c.expenses.map((l) => ({ cells: [l.name, amount(l.amount), amount(l.previous)] })),
          {
            cells: [t("Total expenses"), amount(c.total_expenses), amount(c.previous_total_expenses)],
            style: "total",
          },
          {
            cells: [t("Net (income less expenses)"), amount(c.net), amount(c.previous_net)],
            style: "total",
          },
        ],
      }));
    case "cash_flow":
      return report.currencies.map((c) => ({
        title: t("Amounts in {currency}", { currency: c.currency }),
        currency: c.currency,
        columns: [
          { header: t("Month") },
          { header: t("Income"), numeric: true },
          { header: t("Expenses"), numeric: true },
          { header: t("Net"), numeric: true },
          { header: t("Balance"), numeric: true },
        ],
        rows: [
          ...c.months.map((m) => ({
            cells: [m.month, amount(m.income), amount(m.expenses), amount(m.net), amount(m.balance)],
          })),
          {
            cells: [
              t("Total"),
              amount(c.total_income),
              amount(c.total_expenses),
              amount(c.net),
              amount(c.net),
            ],
            style: "total" as const,
          },
        ],
      }));
    case "top_categories":
      return report.currencies.flatMap((c) =>
        (["income", "expenses"] as const).map((kind) => ({
          title:
            kind === "income"
              ? t("Top income categories, amounts in {currency}", { currency: c.currency })
              : t("Top expense categories, amounts in {currency}", { currency: c.currency }),
          currency: c.currency,
          columns: [
            { header: t("Category") },
            { header: t("Amount"), numeric: true },
            { header: t("Share %"), numeric: true },
          ],
          rows: [
            ...c[kind].map((l) => ({ cells: [l.name, amount(l.amount), { percent: l.share_percent }] })),
            {
              cells: [t("Total"), amount(kind === "income" ? c.total_income : c.total_expenses), ""],
              style: "total" as const,
            },
          ],
        })),
      );
    case "support_remittance": {
      const columns = [
        { header: t("Church") },
        { header: t("Region") },
        { header: t("Currency") },
        { header: t("Tithes and offerings"), numeric: true },
        { header: t("Ministry %"), numeric: true },
        { header: t("Ministry expected"), numeric: true },
        { header: t("Ministry paid"), numeric: true },
        { header: t("Ministry confirmed"), numeric: true },
        { header: t("Regional %"), numeric: true },
        { header: t("Regional expected"), numeric: true },
        { header: t("Regional paid"), numeric: true },
        { header: t("Regional confirmed"), numeric: true },
        { header: t("Outstanding"), numeric: true },
      ];
      return [
        {
          title: t("Expected and paid support per church"),
          columns,
          rows: [
            ...report.rows.map((r) => ({
              currency: r.currency,
              cells: [
                r.church_name,
                r.region_name,
                r.currency,
                amount(r.base),
                { percent: r.ministry_percent },
                amount(r.ministry_expected),
                amount(r.ministry_paid),
                amount(r.ministry_confirmed),
                { percent: r.regional_percent },
                amount(r.regional_expected),
                amount(r.regional_paid),
                amount(r.regional_confirmed),
                amount(r.outstanding),
              ],
            })),
            ...report.totals.map((total) => ({
              currency: total.currency,
              cells: [
                t("Total"),
                "",
                total.currency,
                amount(total.base),
                "",
                amount(total.ministry_expected),
                amount(total.ministry_paid),
                amount(total.ministry_confirmed),
                "",
                amount(total.regional_expected),
                amount(total.regional_paid),
                amount(total.regional_confirmed),
                amount(total.outstanding),
              ],
              style: "total" as const,
            })),
          ],
        },
      ];
    }
  }
}

/**
 * Lays a report out once for the page and the downloads (XLSX, CSV, PDF): one layout, four
 * renderings. Its words are put in the reader's language by `t` (English by default), its dates
 * written by `dates` (ISO by default); the church's own names (categories, churches) stay as they are.
 */
export function reportDocument(
  report: FinanceReport,
  t: MessageTranslator = inEnglish,
  dates: DocumentDates = ISO_DATES,
): ReportDocument {
  const [label, who] = scopeText(report, t);
  const period = (from: string, to: string) =>
    t("{from} to {to}", { from: dates.day(from), to: dates.day(to) });
  const meta: [string, string][] = [
    [label, who],
    [t("Period"), period(report.date_from, report.date_to)],
  ];
  if (report.report === "income_statement")
    meta.push([t("Compared with"), period(report.previous_from, report.previous_to)]);
  meta.push([t("Generated"), dates.moment(report.generated_at)]);
  const tables = tablesOf(report, t);
  const noData = tables.length === 0 || (report.report === "support_remittance" && report.rows.length === 0);
  return {
    title: t(report.title),
    meta,
    tables: noData ? [] : tables,
    landscape: report.report === "support_remittance",
    filename: `${slug(report.title)}-${slug(who)}-${report.date_from}-${report.date_to}`,
  };
}
