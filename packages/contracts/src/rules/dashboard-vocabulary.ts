// The dashboard's periods and thresholds, without zod: the web's pages import them from
// "@cm/contracts/rules" (see index.ts).

export const DASHBOARD_PERIODS = ["month", "quarter", "year", "custom"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  month: "This month",
  quarter: "This quarter",
  year: "This year",
  custom: "Dates",
};
/** Subscriptions ending within this many days count as expiring (the banner's warning too). */
export const EXPIRING_WITHIN_DAYS = 7;
