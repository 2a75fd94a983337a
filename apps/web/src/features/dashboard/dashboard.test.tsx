import type { Dashboard, HierarchyReport } from "@cm/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeDashboardFigures } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { changeText } from "./components/change-figure";
import { DashboardView } from "./components/dashboard-view";
import { PeriodFigures } from "./components/period-figures";
import { HierarchyReportsView } from "./components/reports-view";

const nationalAdmin = { ...localAdmin, role: "SUPER_ADMIN" as const, church: null };

const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  scope: "national",
  region: null,
  region_name: "",
  as_of: "2026-03-18T10:05:00.000Z",
  churches: {
    total: 40,
    active: 38,
    by_subscription: { ACTIVE: 30, TRIAL: 2, GRACE_PERIOD: 1, EXPIRED: 5, CANCELLED: 0, PENDING: 0, NONE: 2 },
  },
  regions: 2,
  regions_list: [
    { id: 1, name: "Ashanti" },
    { id: 2, name: "Greater Accra" },
  ],
  subscriptions: {
    expiring_soon: 3,
    by_plan: [{ plan: "Premium", churches: 30 }],
    revenue_by_month: [{ month: "2026-02", currency: "GHS", total: "3000.00" }],
  },
  pending_church_requests: 4,
  figures: makeDashboardFigures(),
  ...over,
});

describe("changeText", () => {
  it("says how a figure moved against the period before", () => {
    expect(changeText(12, 8)).toEqual({ text: "+50 % on the previous period", direction: "up" });
    expect(changeText(95, 100)).toEqual({ text: "-5 % on the previous period", direction: "down" });
    expect(changeText(3, 3).text).toBe("Same as the previous period");
    expect(changeText(2, 0).text).toBe("Up from none in the previous period");
  });
});

describe("the dashboard", () => {
  signInForEachTest(nationalAdmin);

  it("shows the organisation's figures with their change and links to the lists behind them", async () => {
    const calls = stubApi(({ url }) => {
      const u = new URL(url, "http://x");
      if (u.pathname === "/api/churches/churches/dashboard/") {
        const region = u.searchParams.get("region");
        return jsonResponse(
          200,
          region
            ? dashboard({
                scope: "region",
                region: 2,
                region_name: "Greater Accra",
                churches: { ...dashboard().churches, total: 7 },
              })
            : dashboard(),
        );
      }
      return undefined;
    });
    renderWithProviders(<DashboardView />);
    expect(await screen.findByText("38 active")).toBeTruthy();
    expect(screen.getByText("+50 % on the previous period")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the expiring subscriptions" }).getAttribute("href")).toBe(
      "/subscriptions?expiring=soon",
    );
    expect(screen.getByRole("link", { name: "Review the requests" }).getAttribute("href")).toBe(
      "/churches/requests",
    );
    expect(screen.getByText("Expired: 5")).toBeTruthy();
    // Finance is left out until some books are kept.
    expect(screen.queryByText("Finance")).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Quarter" }));
    await waitFor(() => expect(calls.some((c) => c.url.includes("period=quarter"))).toBe(true));

    const regionInput = screen.getAllByLabelText("Region").find((e) => e.tagName === "INPUT") as HTMLElement;
    fireEvent.click(regionInput);
    fireEvent.click(await screen.findByRole("option", { name: "Greater Accra", hidden: true }));
    expect(await screen.findByText("Region: Greater Accra")).toBeTruthy();
    expect(calls.at(-1)?.url).toContain("region=2");
    expect(screen.getByRole("link", { name: "See the churches" }).getAttribute("href")).toBe(
      "/churches?region=2",
    );
  });

  it("says what to do when nothing has been recorded", () => {
    const empty = makeDashboardFigures({
      members: { ...makeDashboardFigures().members, active: 0, joined: { value: 0, previous: 0 } },
      attendance: { ...makeDashboardFigures().attendance, events_held: { value: 0, previous: 0 } },
      sunday_school: { enrolled: 0, attendance_rate: { value: null, previous: null } },
    });
    renderWithProviders(<PeriodFigures figures={empty} />);
    expect(screen.getByText("Nothing has been recorded yet")).toBeTruthy();
  });

  it("shows finance only where books are kept", () => {
    const figures = makeDashboardFigures({
      finance: {
        income: [{ currency: "GHS", total: "1500.00", previous: "1000.00" }],
        approved_expenses: [],
      },
    });
    renderWithProviders(<PeriodFigures figures={figures} />);
    expect(screen.getByText("Income (GHS)")).toBeTruthy();
    expect(screen.getAllByText("+50 % on the previous period").length).toBe(2);
  });
});

const comparison: HierarchyReport = {
  report: "church_comparison",
  title: "Church comparison",
  scope: "region",
  church: null,
  church_name: "",
  region: 2,
  region_name: "Greater Accra",
  grouping: "church",
  date_from: "2026-01-01",
  date_to: "2026-12-31",
  generated_at: "2026-03-18T10:05:00.000Z",
  columns: [{ header: "Church" }, { header: "Active members", numeric: true }],
  rows: [{ cells: ["Grace Cathedral", { count: 120 }] }],
  chart: {
    series: [{ key: "members", label: "Active members" }],
    points: [{ label: "Grace Cathedral", members: 120 }],
  },
};
const catalogue = [
  {
    report: "church_comparison",
    title: "Church comparison",
    description: "One row per church.",
    groupings: ["church"],
    scopes: ["church", "region"],
  },
];

describe("the dashboard in French", () => {
  signInForEachTest(nationalAdmin);
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the organisation's figures, their change and their links in French", async () => {
    await i18n.changeLanguage("fr");
    stubApi(({ url }) =>
      url.startsWith("/api/churches/churches/dashboard/") ? jsonResponse(200, dashboard()) : undefined,
    );
    renderWithProviders(<DashboardView />);
    expect(await screen.findByRole("heading", { name: "L’organisation" })).toBeTruthy();
    expect(screen.getByText("38 actives")).toBeTruthy();
    expect(screen.getByText("+50 % par rapport à la période précédente")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Examiner les demandes" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Trimestre" })).toBeTruthy();
  });

  it("says what to do when nothing has been recorded, in French", async () => {
    await i18n.changeLanguage("fr");
    const empty = makeDashboardFigures({
      members: { ...makeDashboardFigures().members, active: 0, joined: { value: 0, previous: 0 } },
      attendance: { ...makeDashboardFigures().attendance, events_held: { value: 0, previous: 0 } },
      sunday_school: { enrolled: 0, attendance_rate: { value: null, previous: null } },
    });
    renderWithProviders(<PeriodFigures figures={empty} />);
    expect(screen.getByText("Rien n’a encore été enregistré")).toBeTruthy();
  });
});

describe("the reports page", () => {
  signInForEachTest({ ...localAdmin, role: "REGIONAL_ADMIN", church: null });

  it("shows the chosen report as a chart and a table", async () => {
    const calls = stubApi(({ url }) => {
      if (url.startsWith("/api/churches/churches/reports/")) return jsonResponse(200, catalogue);
      if (url.startsWith("/api/churches/churches/report/")) return jsonResponse(200, comparison);
      return undefined;
    });
    renderWithProviders(<HierarchyReportsView ownChurch={null} nationalRegions={false} />);
    const table = await screen.findByRole("table", { name: "Church comparison" });
    expect(within(table).getByText("Grace Cathedral")).toBeTruthy();
    expect(within(table).getByText("120")).toBeTruthy();
    const asked = calls.find((c) => c.url.startsWith("/api/churches/churches/report/"))?.url ?? "";
    expect(asked).toContain("scope=region");
    expect(asked).toContain("period=year");
    expect(screen.getByRole("button", { name: "Download Excel" })).toBeTruthy();
  });

  it("shows the plans when the church's plan lacks advanced reporting", async () => {
    stubApi(({ url }) => {
      if (url.startsWith("/api/churches/churches/reports/")) return jsonResponse(200, catalogue);
      if (url.startsWith("/api/churches/churches/report/"))
        return jsonResponse(403, {
          detail: "Your church's plan does not include Advanced reporting.",
          code: "feature_not_available",
          feature: "ADVANCED_REPORTING",
        });
      return undefined;
    });
    renderWithProviders(<HierarchyReportsView ownChurch={5} nationalRegions={false} />);
    expect(await screen.findByText("Reports come with plans that include advanced reporting")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/subscriptions/plans",
    );
  });
});
