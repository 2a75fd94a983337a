import { type Role, sidebarFor } from "@cm/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { activeNavPath } from "./active-item";
import {
  fetchPendingChurchRequestCount,
  PENDING_REQUESTS_POLL_MS,
  watchesChurchRequests,
} from "./api/use-pending-church-requests";
import { Sidebar } from "./components/sidebar";

signInForEachTest();

const as = (role: Role) => ({ role, is_church_admin: false });

describe("Sidebar", () => {
  it("shows the role in title case and exactly the role's sections and items", () => {
    renderWithProviders(<Sidebar user={as("REGIONAL_TREASURER")} name="Ama Owusu" picture={null} />, {
      route: "/churches",
    });
    expect(screen.getByTestId("sidebar-role").textContent).toBe("Regional Treasurer");
    const expected = sidebarFor(as("REGIONAL_TREASURER"));
    expect(screen.getAllByTestId("sidebar-section-title").map((t) => t.textContent)).toEqual(
      expected.map((s) => s.title),
    );
    const paths = Array.from(document.querySelectorAll("a[data-path]")).map((a) =>
      a.getAttribute("data-path"),
    );
    expect(paths).toEqual(expected.flatMap((s) => s.items.map((i) => i.path)));
    // Global Asset View is the one administration item a regional role sees, with its badge.
    const global = screen.getByRole("link", { name: /Global Asset View/ });
    expect(within(global).getByText("Admin")).toBeTruthy();
  });

  it("highlights the most specific item and caps the pending-requests badge at 99+", () => {
    renderWithProviders(
      <Sidebar
        user={as("SUPER_ADMIN")}
        name="Grace Mensah"
        picture={null}
        counts={{ "/churches/requests": 240 }}
      />,
      { route: "/churches/requests" },
    );
    const current = document.querySelector('a[aria-current="page"]');
    expect(current?.getAttribute("data-path")).toBe("/churches/requests");
    expect(screen.getByLabelText("240 pending").textContent).toBe("99+");
  });

  describe("in French", () => {
    afterEach(async () => {
      await i18n.changeLanguage("en");
    });

    it("names every section, item and the role in French", async () => {
      await i18n.changeLanguage("fr");
      renderWithProviders(<Sidebar user={as("SUPER_ADMIN")} name="Grace Mensah" picture={null} />, {
        route: "/dashboard",
      });
      expect(screen.getByTestId("sidebar-role").textContent).toBe("Super administrateur");
      const titles = screen.getAllByTestId("sidebar-section-title").map((t) => t.textContent);
      expect(titles.slice(0, 2)).toEqual(["Général", "Gestion de l’Église"]);
      expect(screen.getByRole("link", { name: "Tableau de bord" }).getAttribute("href")).toBe("/dashboard");
      expect(screen.getByRole("link", { name: /Journal d’audit/ })).toBeTruthy();
      // No English label is left, but for "Maintenance", the same word in French.
      const english = new Set(sidebarFor(as("SUPER_ADMIN")).flatMap((s) => s.items.map((i) => i.label)));
      const shown = Array.from(document.querySelectorAll("a[data-path]")).map((a) =>
        (a.textContent ?? "").replace(/Admin$/, ""),
      );
      expect(new Set(shown.filter((label) => english.has(label)))).toEqual(new Set(["Maintenance"]));
    });
  });

  it("shows icons with names only when collapsed", () => {
    renderWithProviders(<Sidebar user={as("LOCAL_ADMIN")} name="Grace Mensah" picture={null} collapsed />);
    expect(screen.queryAllByTestId("sidebar-section-title")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Members" }).getAttribute("href")).toBe("/church/members");
  });
});

describe("activeNavPath", () => {
  const sections = sidebarFor(as("SUPER_ADMIN"));
  it("prefers the longest matching item", () => {
    expect(activeNavPath("/profile", sections)).toBe("/profile");
    expect(activeNavPath("/profile/security", sections)).toBe("/profile/security");
    expect(activeNavPath("/churches/12", sections)).toBe("/churches");
    expect(activeNavPath("/admin/marketing/campaigns/4/edit", sections)).toBe("/admin/marketing/campaigns");
    expect(activeNavPath("/nowhere", sections)).toBeNull();
  });
});

describe("pending church requests (spec section 7)", () => {
  it("are watched by national, regional and local roles only, every 300000 ms", () => {
    expect(PENDING_REQUESTS_POLL_MS).toBe(300_000);
    expect(watchesChurchRequests("SUPER_ADMIN")).toBe(true);
    expect(watchesChurchRequests("REGIONAL_SECRETARY")).toBe(true);
    expect(watchesChurchRequests("LOCAL_TREASURER")).toBe(true);
    expect(watchesChurchRequests("FINANCE_MANAGER")).toBe(false);
    expect(watchesChurchRequests("MEMBER")).toBe(false);
    expect(watchesChurchRequests("VIEWER")).toBe(false);
    expect(watchesChurchRequests(undefined)).toBe(false);
  });

  it("asks for one pending request and reads the count", async () => {
    const calls = stubApi(() => jsonResponse(200, page([], 7)));
    expect(await fetchPendingChurchRequestCount()).toBe(7);
    expect(calls[0]?.url).toBe("/api/churches/requests/?status=PENDING&page_size=1");
  });

  it("only logs a failure, such as a list that does not exist yet", async () => {
    stubApi(() => jsonResponse(404, { detail: "Not found.", code: "not_found" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(fetchPendingChurchRequestCount()).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
