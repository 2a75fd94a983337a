import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { sessionStore } from "../../lib/session";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { PublicHeader } from "./public-header";

function stubAnnouncements(response: () => Response) {
  return stubApi(response);
}

describe("PublicHeader", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for published announcements and caps the badge at 99+", async () => {
    const calls = stubAnnouncements(() => jsonResponse(200, page([], 120)));
    renderWithProviders(<PublicHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const link = within(nav).getByRole("link", { name: /notifications/i });
    expect(await within(link).findByText("99+")).toBeTruthy();
    expect(calls[0]?.url).toBe("/api/announcements/?page=1&status=published");
  });

  it("quietly shows no badge when the announcements list is missing", async () => {
    const calls = stubAnnouncements(() => jsonResponse(404, { detail: "Not found.", code: "not_found" }));
    renderWithProviders(<PublicHeader />);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getByRole("link", { name: /notifications/i })
        .querySelector(".mantine-Badge-root"),
    ).toBeNull();
  });

  it("offers Login and Register to guests and My Dashboard to signed-in users", () => {
    stubAnnouncements(() => jsonResponse(404, { detail: "Not found.", code: "not_found" }));
    renderWithProviders(<PublicHeader />);
    expect(screen.getAllByRole("link", { name: /login/i }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: /register/i }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: /my dashboard/i })).toBeNull();
    cleanup();

    sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
    renderWithProviders(<PublicHeader />);
    expect(screen.getByRole("link", { name: /my dashboard/i }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: /login/i })).toBeNull();
  });
});

describe("choosing a language in the public header", () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage("en");
  });

  it("shows the header in French, marks the page French and remembers the choice", async () => {
    sessionStore.clear();
    stubApi(() => jsonResponse(200, page([], 0)));
    renderWithProviders(<PublicHeader />);
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "fr" } });
    const nav = await screen.findByRole("navigation", { name: "Principal" });
    expect(within(nav).getByRole("link", { name: "Accueil" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Connexion" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("cm.language")).toBe("fr");
  });
});
