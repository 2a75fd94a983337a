import { describe, expect, it } from "vitest";
import { dashboardQuery, periodDates } from "./dashboard.contract";
import { hierarchyReportQuery, reportsFor } from "./hierarchy-report.contract";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("periodDates", () => {
  it("takes the calendar month, quarter or year of the day, and the one before it", () => {
    expect(periodDates({ period: "month" }, on("2026-03-18"))).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-31",
      previous: { from: "2026-02-01", to: "2026-02-28" },
    });
    expect(periodDates({ period: "quarter" }, on("2026-11-25"))).toMatchObject({
      from: "2026-10-01",
      to: "2026-12-31",
      previous: { from: "2026-07-01", to: "2026-09-30" },
    });
    expect(periodDates({ period: "year" }, on("2026-01-01"))).toMatchObject({
      from: "2026-01-01",
      to: "2026-12-31",
      previous: { from: "2025-01-01", to: "2025-12-31" },
    });
  });

  it("compares custom dates with as many days before them", () => {
    const p = periodDates(
      { period: "custom", date_from: "2026-03-10", date_to: "2026-03-19" },
      on("2026-04-01"),
    );
    expect(p.previous).toEqual({ from: "2026-02-28", to: "2026-03-09" });
  });
});

describe("the queries", () => {
  it("refuse a period over five years, dates out of order and half a custom period", () => {
    const long = dashboardQuery.safeParse({
      period: "custom",
      date_from: "2019-01-01",
      date_to: "2025-01-02",
    });
    expect(long.success).toBe(false);
    expect(
      dashboardQuery.safeParse({ period: "custom", date_from: "2025-02-01", date_to: "2025-01-01" }).success,
    ).toBe(false);
    expect(dashboardQuery.safeParse({ period: "custom", date_from: "2025-02-01" }).success).toBe(false);
    expect(
      dashboardQuery.safeParse({ period: "custom", date_from: "2020-01-01", date_to: "2024-12-31" }).success,
    ).toBe(true);
  });

  it("refuse a grouping the report does not have", () => {
    expect(hierarchyReportQuery.safeParse({ report: "attendance", grouping: "class" }).success).toBe(false);
    expect(hierarchyReportQuery.safeParse({ report: "sunday_school", grouping: "class" }).success).toBe(true);
  });

  it("offer the subscription history to national officers only", () => {
    expect(reportsFor("NATIONAL_TREASURER").map((r) => r.report)).toContain("subscription_history");
    expect(reportsFor("REGIONAL_ADMIN").map((r) => r.report)).not.toContain("subscription_history");
    expect(reportsFor("LOCAL_SECRETARY").every((r) => r.scopes.join() === "church")).toBe(true);
  });
});
