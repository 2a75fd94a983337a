import type { DashboardPeriod, HierarchyReportKind, ReportGrouping, ReportScope } from "@cm/contracts";
import { churchesEndpoints } from "@cm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, type QueryParams } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/file-transfer";
import { clientOf } from "../../../lib/typed-client";

const churchesClient = clientOf(churchesEndpoints);

/** A period as the dashboard, statistics and reports take it: this month, quarter, year or dates. */
export type PeriodChoice = { period: DashboardPeriod; date_from: string; date_to: string };

/** The period's query: custom dates only for a custom period. */
export function periodQuery(p: PeriodChoice): QueryParams {
  return p.period === "custom"
    ? { period: "custom", date_from: p.date_from, date_to: p.date_to }
    : { period: p.period };
}

const PLAN_CODES = ["subscription_required", "feature_not_available"];

/** Whether the API refused because the church's plan lacks what was asked (the dashboard, reporting). */
export const refusedByPlan = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && PLAN_CODES.includes(error.code);

/** Whether a custom period is complete and in order (the others always are). */
export const periodReady = (p: PeriodChoice) =>
  p.period !== "custom" || Boolean(p.date_from && p.date_to && p.date_from <= p.date_to);

/** The organisation's or one region's dashboard. */
export function useDashboard(region: number | null, period: PeriodChoice) {
  const query = { ...periodQuery(period), region: region ?? undefined };
  return useQuery({
    queryKey: ["dashboard", query],
    queryFn: ({ signal }) => churchesClient.run("dashboard", { query: query, signal }),
    enabled: periodReady(period),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One church's statistics over a period (BASIC_DASHBOARD for its own people). */
export function useChurchPeriodStatistics(churchId: number, period: PeriodChoice) {
  const query = periodQuery(period);
  return useQuery({
    queryKey: [churchesClient.path, "detail", String(churchId), "statistics", query],
    queryFn: ({ signal }) => churchesClient.run("statistics", { id: churchId, query: query, signal }),
    enabled: periodReady(period),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type ReportChoice = {
  report: HierarchyReportKind;
  scope: ReportScope;
  region: number | null;
  church: number | null;
  grouping: ReportGrouping;
  period: PeriodChoice;
};

function reportQuery(r: ReportChoice): QueryParams {
  return {
    report: r.report,
    scope: r.scope,
    region: r.scope === "region" ? (r.region ?? undefined) : undefined,
    church: r.scope === "church" ? (r.church ?? undefined) : undefined,
    grouping: r.grouping,
    ...periodQuery(r.period),
  };
}

/** The reports the signed-in user may run. */
export function useReportCatalogue() {
  return useQuery({
    queryKey: ["reports", "catalogue"],
    queryFn: ({ signal }) => churchesClient.run("reports", { signal }),
    staleTime: 300_000,
  });
}

/** A report's table and chart; null while the choice is incomplete. */
export function useHierarchyReport(choice: ReportChoice | null) {
  const query = choice ? reportQuery(choice) : null;
  return useQuery({
    queryKey: ["reports", "report", query],
    queryFn: ({ signal }) => churchesClient.run("report", { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Saves the report as XLSX, CSV or PDF under the server's file name. */
export function downloadHierarchyReport(choice: ReportChoice, format: "xlsx" | "csv" | "pdf") {
  return downloadFile(
    churchesClient.actionPath("report_download"),
    { ...reportQuery(choice), format },
    `${choice.report}.${format}`,
  );
}
