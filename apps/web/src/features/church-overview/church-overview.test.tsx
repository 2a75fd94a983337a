import type { MemberStatistics } from "@cm/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { ChurchOverview } from "./components/church-overview";
import { chartRows } from "./components/statistics-rows";

const stats: MemberStatistics = {
  total: 50,
  active: 45,
  inactive: 5,
  new_this_month: 7,
  by_category: [
    { value: "Women", count: 20 },
    { value: "Men", count: 18 },
    { value: "", count: 12 },
  ],
  by_gender: [
    { value: "MALE", count: 20 },
    { value: "FEMALE", count: 28 },
    { value: "", count: 2 },
  ],
  by_age_band: [
    { value: "0-12", count: 4 },
    { value: "13-19", count: 6 },
    { value: "20-35", count: 20 },
    { value: "36-59", count: 15 },
    { value: "60+", count: 3 },
    { value: "", count: 2 },
  ],
  by_home_cell: [{ value: "Dansoman Cell", count: 30 }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("chartRows", () => {
  it("orders groups largest first, names the empty one and keeps the largest few", () => {
    const { rows, more } = chartRows(stats.by_category, "No category", 2);
    expect(rows.map((r) => [r.label, r.count])).toEqual([
      ["Women", 20],
      ["Men", 18],
    ]);
    expect(more).toBe(1);
    expect(chartRows(stats.by_category, "No category").rows.at(-1)?.label).toBe("No category");
  });
});

describe("ChurchOverview", () => {
  it("shows the member figures, the charts and the links to the church pages", async () => {
    stubApi(({ url }) =>
      url === "/api/churches/members/statistics/" ? jsonResponse(200, stats) : undefined,
    );
    renderWithProviders(<ChurchOverview />);
    expect(await screen.findByText("New this month")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
    expect(screen.getByText("90% of all members")).toBeTruthy();
    expect(await screen.findByText("By home cell")).toBeTruthy();
    expect(screen.getByText("Dansoman Cell")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Members/ }).getAttribute("href")).toBe("/church/members");
    expect(screen.getByRole("link", { name: /Leadership/ }).getAttribute("href")).toBe("/church/leadership");
  }, 20_000);

  it("shows the figures, the charts' titles and the church pages in French", async () => {
    await i18n.changeLanguage("fr");
    try {
      stubApi(({ url }) =>
        url === "/api/churches/members/statistics/" ? jsonResponse(200, stats) : undefined,
      );
      renderWithProviders(<ChurchOverview />);
      expect(await screen.findByText("Nouveaux ce mois-ci")).toBeTruthy();
      expect(screen.getByText("90 % de tous les membres")).toBeTruthy();
      expect(await screen.findByText("Par cellule de maison")).toBeTruthy();
      expect(screen.getByText("Pages de l’Église")).toBeTruthy();
      expect(screen.getByRole("link", { name: /École du dimanche/ }).getAttribute("href")).toBe(
        "/church/sunday-school",
      );
    } finally {
      await i18n.changeLanguage("en");
    }
  }, 20_000);

  it("explains in plain words when the plan has no member management", async () => {
    stubApi(() =>
      jsonResponse(403, {
        detail: "Your plan does not include Member management.",
        code: "feature_not_available",
        feature: "MEMBER_MANAGEMENT",
      }),
    );
    renderWithProviders(<ChurchOverview />);
    expect(await screen.findByText("Member figures are not part of your plan")).toBeTruthy();
    expect(screen.queryByText("feature_not_available")).toBeNull();
  });
});
