import { z } from "zod";
import { type Role, reachOf } from "../access/roles";
import { calendarDate, id, ref, timestamp } from "../common/fields";
import { inEnglish, type MessageTranslator } from "../common/messages";
import { type DocumentDates, ISO_DATES, type ReportDocument } from "../finance/report-layout";
import { msg } from "../i18n/languages";
import {
  DOWNLOAD_FORMATS,
  GROUPING_LABELS,
  HIERARCHY_REPORT_INFO,
  HIERARCHY_REPORTS,
  type HierarchyReportKind,
  isReportWord,
  REPORT_GROUPINGS,
  REPORT_SCOPES,
  type ReportGrouping,
  type ReportScope,
} from "../rules/report-vocabulary";
import { checkPeriod, periodFields } from "./dashboard.contract";

export {
  DOWNLOAD_FORMATS,
  GROUPING_LABELS,
  HIERARCHY_REPORT_INFO,
  HIERARCHY_REPORTS,
  type HierarchyReportKind,
  REPORT_GROUPINGS,
  REPORT_WORDS,
  type ReportGrouping,
} from "../rules/report-vocabulary";

/** The reports a role may run, with the scopes it may run them on. */
export function reportsFor(role: Role) {
  const reach = reachOf(role);
  const scopes: ReportScope[] =
    reach === "all"
      ? ["church", "region", "national"]
      : reach === "region"
        ? ["church", "region"]
        : ["church"];
  return HIERARCHY_REPORTS.filter((r) => !HIERARCHY_REPORT_INFO[r].nationalOnly || reach === "all").map(
    (report) => {
      const info = HIERARCHY_REPORT_INFO[report];
      return {
        report,
        title: info.title,
        description: info.description,
        groupings: [...info.groupings],
        scopes: info.nationalOnly ? (["national"] as ReportScope[]) : scopes,
      };
    },
  );
}

export const reportCatalogue = z.array(
  z.object({
    report: z.enum(HIERARCHY_REPORTS),
    title: z.string(),
    description: z.string(),
    groupings: z.array(z.enum(REPORT_GROUPINGS)),
    scopes: z.array(z.enum(REPORT_SCOPES)),
  }),
);

const reportQueryFields = {
  report: z.enum(HIERARCHY_REPORTS, msg("Choose a report.")),
  scope: z
    .enum(REPORT_SCOPES, msg("Choose church, region or national."))
    .default("church")
    .describe("church (one church), region (its churches) or national (every church): as far as you reach"),
  church: ref.optional().describe("The church of a church report (defaults to yours)"),
  region: ref.optional().describe("The region of a region report (defaults to yours)"),
  grouping: z.enum(REPORT_GROUPINGS, msg("Choose how to group the figures.")).optional(),
  ...periodFields,
};

/** A report grouped in a way it cannot be (attendance by class) is a field error. */
function checkGrouping(
  q: { report: HierarchyReportKind; grouping?: ReportGrouping | undefined },
  ctx: z.RefinementCtx,
) {
  const allowed = HIERARCHY_REPORT_INFO[q.report].groupings;
  if (q.grouping && !allowed.includes(q.grouping))
    ctx.addIssue({
      code: "custom",
      path: ["grouping"],
      message: msg("This report cannot be grouped that way: choose one of the groupings it offers."),
    });
}

export const hierarchyReportQuery = z.object(reportQueryFields).superRefine((q, ctx) => {
  checkPeriod(q, ctx);
  checkGrouping(q, ctx);
});
export type HierarchyReportQuery = z.output<typeof hierarchyReportQuery>;

export const reportDownloadQuery = z
  .object({
    ...reportQueryFields,
    format: z.enum(DOWNLOAD_FORMATS, msg("Choose Excel, CSV or PDF.")).default("xlsx"),
  })
  .superRefine((q, ctx) => {
    checkPeriod(q, ctx);
    checkGrouping(q, ctx);
  });

const cell = z.union([
  z.string(),
  z.object({ amount: z.string() }),
  z.object({ percent: z.string() }),
  z.object({ count: z.number().int() }),
]);

/** A report of the hierarchy: one table and the chart that draws it. */
export const hierarchyReport = z.object({
  report: z.enum(HIERARCHY_REPORTS),
  title: z.string(),
  scope: z.enum(REPORT_SCOPES),
  church: id.nullable(),
  church_name: z.string(),
  region: id.nullable(),
  region_name: z.string(),
  grouping: z.enum(REPORT_GROUPINGS),
  date_from: calendarDate,
  date_to: calendarDate,
  generated_at: timestamp,
  columns: z.array(z.object({ header: z.string(), numeric: z.boolean().optional() })),
  rows: z.array(z.object({ cells: z.array(cell), currency: z.string().optional() })),
  chart: z.object({
    series: z.array(z.object({ key: z.string(), label: z.string() })),
    points: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
});
export type HierarchyReport = z.infer<typeof hierarchyReport>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "report";

/**
 * The report laid out for the downloads, as the finance reports are: its words put in the reader's
 * language by `t` and its dates written by `dates`; the names of churches and regions stay.
 */
export function hierarchyReportDocument(
  report: HierarchyReport,
  t: MessageTranslator = inEnglish,
  dates: DocumentDates = ISO_DATES,
): ReportDocument {
  const who =
    report.scope === "church"
      ? report.church_name
      : report.scope === "region"
        ? report.region_name
        : t("National: every church");
  const label =
    report.scope === "church" ? t("Church") : report.scope === "region" ? t("Region") : t("Scope");
  const grouping = t(GROUPING_LABELS[report.grouping]);
  const title = t(report.title);
  // Words of the layout ("Total") are translated; names pass through unchanged.
  const words = (cell: HierarchyReport["rows"][number]["cells"][number]) =>
    typeof cell === "string" && isReportWord(cell) ? t(cell) : cell;
  return {
    title,
    meta: [
      [label, who],
      [
        t("Period"),
        t("{from} to {to}", { from: dates.day(report.date_from), to: dates.day(report.date_to) }),
      ],
      [t("Grouped by"), grouping],
      [t("Generated"), dates.moment(report.generated_at)],
    ],
    tables:
      report.rows.length === 0
        ? []
        : [
            {
              title: t("{title} by {grouping}", { title, grouping: grouping.toLowerCase() }),
              columns: report.columns.map((c) => ({ ...c, header: t(c.header) })),
              rows: report.rows.map((r) => ({ ...r, cells: r.cells.map(words) })),
            },
          ],
    landscape: report.columns.length > 5,
    filename: `${slug(report.title)}-${slug(who)}-${report.date_from}-${report.date_to}`,
  };
}
