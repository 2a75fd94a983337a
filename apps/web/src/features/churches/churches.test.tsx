import type { Church, ChurchStatistics, User } from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeDashboardFigures, makeSubscription } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { ChurchDetail } from "./components/church-detail";
import { ChurchesTable } from "./components/churches-table";

const church: Church = {
  id: 1,
  name: "Grace Cathedral",
  region: 2,
  address: "12 Ring Road",
  city: "Accra",
  phone: "+233 20 000 0000",
  email: "office@grace.example.org",
  pastor_name: "Rev. Samuel Mensah",
  founded_date: "1998-05-10",
  is_active: true,
  time_zone: "Africa/Accra",
  currency: "GHS",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};
const stats: ChurchStatistics = {
  church: 1,
  branches: 2,
  active_branches: 2,
  seating_capacity: 500,
  occupancy: 250,
  occupancy_rate: 50,
  users: 4,
  users_by_role: { LOCAL_ADMIN: 1, MEMBER: 3 },
  subscription: {
    id: 3,
    status: "ACTIVE",
    plan_name: "Premium",
    end_date: "2027-01-01",
    days_remaining: 300,
  },
  figures: makeDashboardFigures(),
};

function mockApi(statistics: () => Response, extra: (url: string) => Response | undefined = () => undefined) {
  const calls = stubApi(({ url }) => {
    if (url === "/api/churches/churches/1/statistics/") return statistics();
    if (url === "/api/churches/churches/1/") return jsonResponse(200, church);
    if (url === "/api/regions/2/")
      return jsonResponse(200, {
        id: 2,
        name: "Greater Accra",
        code: "GA",
        country: 1,
        description: "",
        created_at: "2026-01-01T00:00:00.000Z",
      });
    if (url.startsWith("/api/branches/"))
      return jsonResponse(
        200,
        page([
          {
            id: 9,
            church: 1,
            name: "Main sanctuary",
            address: "",
            phone: "",
            capacity: 400,
            occupancy: 200,
            is_active: true,
            created_at: "2026-01-01T00:00:00.000Z",
          },
        ]),
      );
    return extra(url);
  });
  return { urls: () => calls.map((c) => c.url) };
}

signInForEachTest();

describe("ChurchDetail", () => {
  it("shows the church, its branches and its statistics", async () => {
    const api = mockApi(() => jsonResponse(200, stats));
    renderWithProviders(<ChurchDetail id="1" user={localAdmin} />);
    expect(await screen.findByRole("heading", { name: "Grace Cathedral" })).toBeTruthy();
    expect(screen.getByText("Rev. Samuel Mensah")).toBeTruthy();
    expect(await screen.findByText("Main sanctuary")).toBeTruthy();
    expect(await screen.findByText("Seats filled")).toBeTruthy();
    expect(screen.getByText("Local Admin: 1")).toBeTruthy();
    expect(api.urls()).toContain("/api/branches/?page=1&page_size=100&ordering=name&church=1");
    // A local officer does not get the officers' subscription summary.
    expect(api.urls().some((u) => u.includes("subscriptions_by_church"))).toBe(false);
  });

  it("shows a plain plan panel, not an error, when the plan lacks the dashboard", async () => {
    mockApi(() =>
      jsonResponse(403, {
        detail: "Your plan does not include BASIC_DASHBOARD.",
        code: "feature_not_available",
        feature: "BASIC_DASHBOARD",
      }),
    );
    renderWithProviders(<ChurchDetail id="1" user={localAdmin} />);
    expect(await screen.findByText("This church's plan does not include the dashboard")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/subscriptions/plans",
    );
    expect(screen.queryByText("The statistics could not be loaded")).toBeNull();
    expect(screen.queryByText(/feature_not_available/)).toBeNull();
  });

  it("gives national officers the church's current subscription, and no plans link", async () => {
    const national: User = {
      ...localAdmin,
      id: 2,
      role: "NATIONAL_SECRETARY",
      church: null,
      is_church_admin: false,
    };
    mockApi(
      () => jsonResponse(403, { detail: "No subscription.", code: "subscription_required" }),
      (url) =>
        url.startsWith("/api/subscriptions/subscriptions/subscriptions_by_church/?church_id=1")
          ? jsonResponse(200, [
              makeSubscription({
                id: 3,
                status: "EXPIRED",
                plan_name: "Basic",
                end_date: "2025-01-01",
                days_remaining: 0,
              }),
              makeSubscription({
                id: 4,
                status: "ACTIVE",
                plan: 3,
                plan_name: "Premium",
                end_date: "2027-01-01",
                days_remaining: 300,
              }),
            ])
          : undefined,
    );
    renderWithProviders(<ChurchDetail id="1" user={national} />);
    expect(await screen.findByText("Premium")).toBeTruthy();
    expect(screen.getByText("300")).toBeTruthy();
    expect(await screen.findByText("This church's plan does not include the dashboard")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See the plans" })).toBeNull();
  });

  it("says plainly when the church is not found", async () => {
    stubApi(() => jsonResponse(404, { detail: "Not found.", code: "not_found" }));
    renderWithProviders(<ChurchDetail id="99" user={localAdmin} />);
    expect(await screen.findByText("This church was not found")).toBeTruthy();
  });
});

describe("a church's page in French", () => {
  it("shows the church's details, branches and statistics in French", async () => {
    await i18n.changeLanguage("fr");
    try {
      mockApi(() => jsonResponse(200, stats));
      renderWithProviders(<ChurchDetail id="1" user={localAdmin} />);
      expect(await screen.findByRole("heading", { name: "Grace Cathedral" })).toBeTruthy();
      expect(screen.getByText("Pasteur")).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Annexes" })).toBeTruthy();
      expect(await screen.findByText("Places occupées")).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Statistiques" })).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("says in French that the plan lacks the dashboard", async () => {
    await i18n.changeLanguage("fr");
    try {
      mockApi(() => jsonResponse(403, { detail: "No.", code: "feature_not_available" }));
      renderWithProviders(<ChurchDetail id="1" user={localAdmin} />);
      expect(
        await screen.findByText("La formule de cette Église n’inclut pas le tableau de bord"),
      ).toBeTruthy();
      expect(screen.getByRole("link", { name: "Voir les formules" })).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

/** Opens a Mantine select (its options live in a portal named by the input) and picks one. */
async function choose(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const listbox = await vi.waitFor(() => {
    const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("The list did not open.");
    return found;
  });
  fireEvent.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

describe("the church's currency and time zone", () => {
  it("are shown on the church's page, and its admin changes the currency", async () => {
    const success = vi.spyOn(notify, "success");
    const calls = stubApi((call) => {
      if (call.method === "PATCH" && call.url === "/api/churches/churches/1/")
        return jsonResponse(200, { ...church, ...(call.body as object) });
      if (call.url === "/api/churches/churches/1/statistics/") return jsonResponse(200, stats);
      if (call.url === "/api/churches/churches/1/") return jsonResponse(200, church);
      if (call.url.startsWith("/api/branches/")) return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<ChurchDetail id="1" user={localAdmin} />);
    const form = await screen.findByRole("form", { name: "Currency and time zone" });
    // On the page's details too, besides the form.
    expect(screen.getAllByText("GHS — Ghanaian Cedi").length).toBeGreaterThan(0);
    const currency = within(form).getByRole("combobox", { name: "Currency" });
    expect((currency as HTMLInputElement).value).toBe("GHS — Ghanaian Cedi");
    await choose(currency, "NGN — Nigerian Naira");
    fireEvent.click(within(form).getByRole("button", { name: "Save settings" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      currency: "NGN",
      time_zone: "Africa/Accra",
    });
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("The church's currency and time zone have been saved."),
    );
  });

  it("put the server's refusal under the currency", async () => {
    stubApi((call) => {
      if (call.method === "PATCH")
        return jsonResponse(400, { currency: ["Choose a currency code in use, such as GHS, NGN or XOF."] });
      if (call.url === "/api/churches/churches/1/statistics/") return jsonResponse(200, stats);
      if (call.url === "/api/churches/churches/1/") return jsonResponse(200, church);
      if (call.url.startsWith("/api/branches/")) return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<ChurchDetail id="1" user={localAdmin} />);
    const form = await screen.findByRole("form", { name: "Currency and time zone" });
    await choose(within(form).getByRole("combobox", { name: "Currency" }), "KES — Kenyan Shilling");
    fireEvent.click(within(form).getByRole("button", { name: "Save settings" }));
    expect(
      await within(form).findByText("Choose a currency code in use, such as GHS, NGN or XOF."),
    ).toBeTruthy();
  });

  it("are not offered to a member, who sees the currency only", async () => {
    const member: User = { ...localAdmin, role: "MEMBER", is_church_admin: false };
    mockApi(() => jsonResponse(403, { detail: "No.", code: "forbidden" }));
    renderWithProviders(<ChurchDetail id="1" user={member} />);
    expect(await screen.findByText("GHS — Ghanaian Cedi")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Currency and time zone" })).toBeNull();
  });
});

describe("ChurchesTable", () => {
  it("links each church to its page", async () => {
    stubApi(() => jsonResponse(200, page([church])));
    renderWithProviders(<ChurchesTable />);
    const link = await screen.findByRole("link", { name: "Grace Cathedral" });
    expect(link.getAttribute("href")).toBe("/churches/1");
  });
});
