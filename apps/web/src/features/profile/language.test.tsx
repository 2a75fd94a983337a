import { formatMoney } from "@cm/contracts/rules";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followUserLanguage } from "../../lib/auth-store";
import { formatDate } from "../../lib/format-date";
import { i18n } from "../../lib/i18n";
import { sessionStore } from "../../lib/session";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, localAdminMe, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { LanguageCard } from "./components/language-card";

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "refresh-1", user: localAdmin });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("the user's language", () => {
  it("is kept on the profile when chosen, and the app speaks it at once", async () => {
    const calls = stubApi(({ method }) =>
      method === "PUT"
        ? jsonResponse(200, { ...localAdmin, language: "fr" })
        : jsonResponse(200, localAdminMe),
    );
    renderWithProviders(<LanguageCard user={localAdmin} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "fr" } });
    await waitFor(() => expect(i18n.language).toBe("fr"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      first_name: localAdmin.first_name,
      last_name: localAdmin.last_name,
      email: localAdmin.email,
      language: "fr",
    });
    expect(await screen.findByRole("combobox", { name: "Langue" })).toBeTruthy();
  });

  it("follows the user's own choice, else the church's, else stays as this device has it", async () => {
    followUserLanguage({ language: null, effective_language: "sw" });
    await waitFor(() => expect(i18n.language).toBe("sw"));
    followUserLanguage({ language: "pt", effective_language: "pt" });
    await waitFor(() => expect(i18n.language).toBe("pt"));
    followUserLanguage({ language: null, effective_language: "en" });
    expect(i18n.language).toBe("pt");
  });
});

describe("money and dates in the language shown", () => {
  it("writes amounts and dates the French way in French, and the reader's way in English", async () => {
    const english = formatMoney("1250", "GHS");
    await i18n.changeLanguage("fr");
    expect(formatMoney("1250", "GHS").replace(/\s/g, " ")).toBe("1 250,00 GHS");
    expect(formatDate("2026-03-12")).toBe("12 mars 2026");
    await i18n.changeLanguage("en");
    expect(formatMoney("1250", "GHS")).toBe(english);
  });
});
