import type { RegionAnalytics } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "../../lib/format-date";
import { i18n } from "../../lib/i18n";
import { sessionStore } from "../../lib/session";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { RegionsTable } from "./components/regions-table";

const analytics: RegionAnalytics = {
  region: 2,
  churches: 3,
  active_churches: 2,
  branches: 4,
  users: 11,
  seating_capacity: 1200,
  occupancy: 700,
  members: 1534,
  active_members: 1490,
  attendance_since: "2026-05-03",
  events_held: 9,
  event_attendance: 812,
  event_visitors: 41,
  sunday_school_sessions: 4,
  sunday_school_present: 96,
  sunday_school_visitors: 7,
  churches_by_subscription: {
    ACTIVE: 1,
    TRIAL: 1,
    GRACE_PERIOD: 0,
    EXPIRED: 0,
    CANCELLED: 0,
    PENDING: 0,
    NONE: 1,
  },
  income_last_30_days: [{ currency: "GHS", total: "1234.56" }],
  income_year_start: "2026-01-01",
  income_this_year: [
    { currency: "GHS", total: "10250.00" },
    { currency: "USD", total: "75.50" },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({
    access: tokenExpiringIn(900),
    refresh: "r",
    user: { ...localAdmin, role: "NATIONAL_SECRETARY", church: null },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RegionsTable", () => {
  it("shows a region's members, attendance and churches by subscription", async () => {
    stubApi(({ url }) => {
      if (url === "/api/regions/2/analytics/") return jsonResponse(200, analytics);
      if (url.startsWith("/api/regions/?"))
        return jsonResponse(
          200,
          page([
            {
              id: 2,
              name: "Greater Accra",
              code: "GA",
              country: 1,
              description: "",
              created_at: "2026-01-01T00:00:00.000Z",
            },
          ]),
        );
      return undefined;
    });
    renderWithProviders(<RegionsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Analytics for Greater Accra" }));
    const figures = await screen.findByTestId("region-analytics");
    const tile = (label: string) => within(figures).getByText(label).parentElement?.textContent;
    expect(tile("Members")).toBe(`Members${(1534).toLocaleString()}`);
    expect(tile("Members present at events")).toBe("Members present at events812");
    expect(tile("Sunday-school visitors")).toBe("Sunday-school visitors7");
    expect(tile("No subscription")).toBe("No subscription1");
    expect(within(figures).getByText(`Attendance since ${formatDate("2026-05-03")}`)).toBeTruthy();
    const money = (amount: number, currency: string) =>
      new Intl.NumberFormat(undefined, { style: "currency", currency }).format(amount);
    expect(tile("Last 30 days")).toBe(`Last 30 days${money(1234.56, "GHS")}`);
    expect(tile("This year (2026)")).toBe(`This year (2026)${money(10250, "GHS")}${money(75.5, "USD")}`);
  });

  it("shows a region's figures in French", async () => {
    await i18n.changeLanguage("fr");
    try {
      stubApi(({ url }) => {
        if (url === "/api/regions/2/analytics/")
          return jsonResponse(200, { ...analytics, income_last_30_days: [] });
        if (url.startsWith("/api/regions/?"))
          return jsonResponse(
            200,
            page([
              {
                id: 2,
                name: "Ashanti",
                code: "AS",
                country: 1,
                description: "",
                created_at: "2026-01-01T00:00:00.000Z",
              },
            ]),
          );
        return undefined;
      });
      renderWithProviders(<RegionsTable />);
      expect(await screen.findByRole("table", { name: "Régions" })).toBeTruthy();
      fireEvent.click(await screen.findByRole("button", { name: "Chiffres de Ashanti" }));
      const figures = await screen.findByTestId("region-analytics");
      expect(within(figures).getByText("Membres présents aux événements")).toBeTruthy();
      expect(within(figures).getByText("Recettes")).toBeTruthy();
      expect(within(figures).getByText("Rien d’enregistré")).toBeTruthy();
      expect(within(figures).getByText("Cette année (2026)")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("says so when a region's churches have recorded no income", async () => {
    stubApi(({ url }) => {
      if (url === "/api/regions/2/analytics/")
        return jsonResponse(200, { ...analytics, income_last_30_days: [], income_this_year: [] });
      if (url.startsWith("/api/regions/?"))
        return jsonResponse(
          200,
          page([
            {
              id: 2,
              name: "Ashanti",
              code: "AS",
              country: 1,
              description: "",
              created_at: "2026-01-01T00:00:00.000Z",
            },
          ]),
        );
      return undefined;
    });
    renderWithProviders(<RegionsTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Analytics for Ashanti" }));
    const figures = await screen.findByTestId("region-analytics");
    expect(within(figures).getByText("Income")).toBeTruthy();
    expect(within(figures).getAllByText("None recorded")).toHaveLength(2);
  });
});
