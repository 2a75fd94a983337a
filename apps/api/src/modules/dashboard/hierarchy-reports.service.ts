import {
  HIERARCHY_REPORT_INFO,
  type HierarchyReport,
  type HierarchyReportQuery,
  msg,
  periodDates,
  type ReportGrouping,
  reachOf,
} from "@cm/contracts";
import { forbidden } from "../../platform/errors";
import type { ResourceContext } from "../../platform/resources/resource";
import { reportTarget } from "../finance";
import { attendanceReport, membershipReport, sundaySchoolReport } from "./church-life-reports.service";
import { churchComparisonReport, subscriptionHistoryReport } from "./comparison-reports.service";
import type { ReportBody, ReportInput } from "./report-rows";

const builders: Record<HierarchyReport["report"], (input: ReportInput) => Promise<ReportBody>> = {
  membership_growth: membershipReport,
  attendance: attendanceReport,
  sunday_school: sundaySchoolReport,
  church_comparison: churchComparisonReport,
  subscription_history: subscriptionHistoryReport,
};

/**
 * A report of the hierarchy: its scope resolved within the caller's reach (a church role asking
 * for a region or the nation, or an officer for another region, is refused), its period, its
 * grouping, then one table and its chart.
 */
export async function hierarchyReportOf(
  ctx: ResourceContext,
  q: HierarchyReportQuery,
): Promise<HierarchyReport> {
  const info = HIERARCHY_REPORT_INFO[q.report];
  if (info.nationalOnly && (q.scope !== "national" || reachOf(ctx.principal?.role ?? "VIEWER") !== "all"))
    throw forbidden(msg("This report is for national officers, over every church."));
  const period = periodDates(q, ctx.now);
  const target = await reportTarget(ctx, {
    scope: q.scope,
    church: q.church,
    region: q.region,
    financial_year: undefined,
    date_from: period.from,
    date_to: period.to,
  });
  const grouping: ReportGrouping = q.grouping ?? (info.groupings[0] as ReportGrouping);
  const body = await builders[q.report]({
    data: ctx.data,
    reach: target.reach,
    from: period.from,
    to: period.to,
    grouping,
  });
  return {
    report: q.report,
    title: info.title,
    scope: target.scope,
    church: target.church,
    church_name: target.church_name,
    region: target.scope === "church" ? null : target.region,
    region_name: target.scope === "church" ? "" : target.region_name,
    grouping,
    date_from: period.from,
    date_to: period.to,
    generated_at: ctx.now.toISOString(),
    ...body,
  };
}
