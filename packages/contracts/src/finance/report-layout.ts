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
};

const amount = (value: string): ReportCell => ({ amount: value });
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "report";

/** "2026-03-18T10:21:07.123Z" -> "2026-03-18 10:21 UTC". */
export const generatedText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** What a report covers, in words: the church, the region or the whole organisation. */
export function scopeText(report: FinanceReport): [string, string] {
  if (report.scope === "church") return ["Church", report.church_name];
  if (report.scope === "region") return ["Region", report.region_name];
  return ["Scope", "National: every church"];
}

function tablesOf(report: FinanceReport): ReportTable[] {
  switch (report.report) {
    case "income_statement":
      return report.currencies.map((c) => ({
        title: `Amounts in ${c.currency}`,
        currency: c.currency,
        columns: [
          { header: "Category" },
          { header: "This period", numeric: true },
          { header: "Previous period", numeric: true },
        ],
        rows: [
          { cells: ["Income", "", ""], style: "section" },
          ...c.income.map((l) => ({ cells: [l.name, amount(l.amount), amount(l.previous)] })),
          {
            cells: ["Total income", amount(c.total_income), amount(c.previous_total_income)],
            style: "total",
          },
          { cells: ["Expenses (approved)", "", ""], style: "section" },
          ...c.expenses.map((l) => ({ cells: [l.name, amount(l.amount), amount(l.previous)] })),
          {
            cells: ["Total expenses", amount(c.total_expenses), amount(c.previous_total_expenses)],
            style: "total",
          },
          { cells: ["Net (income less expenses)", amount(c.net), amount(c.previous_net)], style: "total" },
        ],
      }));
    case "cash_flow":
      return report.currencies.map((c) => ({
        title: `Amounts in ${c.currency}`,
        currency: c.currency,
        columns: [
          { header: "Month" },
          { header: "Income", numeric: true },
          { header: "Expenses", numeric: true },
          { header: "Net", numeric: true },
          { header: "Balance", numeric: true },
        ],
        rows: [
          ...c.months.map((m) => ({
            cells: [m.month, amount(m.income), amount(m.expenses), amount(m.net), amount(m.balance)],
          })),
          {
            cells: ["Total", amount(c.total_income), amount(c.total_expenses), amount(c.net), amount(c.net)],
            style: "total" as const,
          },
        ],
      }));
    case "top_categories":
      return report.currencies.flatMap((c) =>
        (["income", "expenses"] as const).map((kind) => ({
          title: `Top ${kind === "income" ? "income" : "expense"} categories, amounts in ${c.currency}`,
          currency: c.currency,
          columns: [
            { header: "Category" },
            { header: "Amount", numeric: true },
            { header: "Share %", numeric: true },
          ],
          rows: [
            ...c[kind].map((l) => ({ cells: [l.name, amount(l.amount), { percent: l.share_percent }] })),
            {
              cells: ["Total", amount(kind === "income" ? c.total_income : c.total_expenses), ""],
              style: "total" as const,
            },
          ],
        })),
      );
    case "support_remittance": {
      const columns = [
        { header: "Church" },
        { header: "Region" },
        { header: "Currency" },
        { header: "Tithes and offerings", numeric: true },
        { header: "Ministry %", numeric: true },
        { header: "Ministry expected", numeric: true },
        { header: "Ministry paid", numeric: true },
        { header: "Ministry confirmed", numeric: true },
        { header: "Regional %", numeric: true },
        { header: "Regional expected", numeric: true },
        { header: "Regional paid", numeric: true },
        { header: "Regional confirmed", numeric: true },
        { header: "Outstanding", numeric: true },
      ];
      return [
        {
          title: "Expected and paid support per church",
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
            ...report.totals.map((t) => ({
              currency: t.currency,
              cells: [
                "Total",
                "",
                t.currency,
                amount(t.base),
                "",
                amount(t.ministry_expected),
                amount(t.ministry_paid),
                amount(t.ministry_confirmed),
                "",
                amount(t.regional_expected),
                amount(t.regional_paid),
                amount(t.regional_confirmed),
                amount(t.outstanding),
              ],
              style: "total" as const,
            })),
          ],
        },
      ];
    }
  }
}

/** Lays a report out once for the page and the downloads (XLSX, CSV, PDF): one layout, four renderings. */
export function reportDocument(report: FinanceReport): ReportDocument {
  const [label, who] = scopeText(report);
  const meta: [string, string][] = [
    [label, who],
    ["Period", `${report.date_from} to ${report.date_to}`],
  ];
  if (report.report === "income_statement")
    meta.push(["Compared with", `${report.previous_from} to ${report.previous_to}`]);
  meta.push(["Generated", generatedText(report.generated_at)]);
  const tables = tablesOf(report);
  const noData = tables.length === 0 || (report.report === "support_remittance" && report.rows.length === 0);
  return {
    title: report.title,
    meta,
    tables: noData ? [] : tables,
    landscape: report.report === "support_remittance",
    filename: `${slug(report.title)}-${slug(who)}-${report.date_from}-${report.date_to}`,
  };
}
