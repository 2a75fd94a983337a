import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import { Forbidden } from "./error-pages";
import NotFoundPage from "./not-found";

describe("the error pages", () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage("en");
  });

  it("say why in English", () => {
    renderWithProviders(<Forbidden />);
    expect(screen.getByRole("heading", { name: "Access denied" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go back" })).toBeTruthy();
    expect(document.title).toBe("Access denied · Church Management");
  });

  it("say why in French, the page's title too", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(<Forbidden />);
    expect(screen.getByRole("heading", { name: "Accès refusé" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retour" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contacter l’assistance" })).toBeTruthy();
    expect(document.title).toBe("Accès refusé · Church Management");
  });

  it("show the not-found page in Swahili", async () => {
    await i18n.changeLanguage("sw");
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole("heading", { name: "Hatuwezi kupata ukurasa huo" })).toBeTruthy();
  });
});
