import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { stubApi } from "../../test/api-stub";
import { jsonResponse } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { Hero } from "./components/hero";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("the home page's figures", () => {
  it("are the installation's own, the members rounded down", async () => {
    stubApi(() => jsonResponse(200, { churches: 4, regions: 2, members_at_least: 100 }));
    renderWithProviders(<Hero />);
    expect(await screen.findByText("4")).toBeTruthy();
    expect(screen.getByText("Churches")).toBeTruthy();
    expect(screen.getByText("2")).toBeTruthy();
    expect(screen.getByText(`${new Intl.NumberFormat().format(100)}+`)).toBeTruthy();
    expect(screen.queryByText("12,480")).toBeNull();
  });

  it("are left out on an installation with no church yet", async () => {
    stubApi(() => jsonResponse(200, { churches: 0, regions: 0, members_at_least: 0 }));
    renderWithProviders(<Hero />);
    expect(await screen.findByText(/appear here as soon as the first church is registered/)).toBeTruthy();
    expect(screen.queryByText("Churches")).toBeNull();
  });
});

describe("the home page in French", () => {
  it("greets the visitor and counts the churches in French", async () => {
    await i18n.changeLanguage("fr");
    stubApi(() => jsonResponse(200, { churches: 1, regions: 2, members_at_least: 100 }));
    renderWithProviders(<Hero />);
    expect(
      await screen.findByRole("heading", {
        name: "Gérez toute votre famille d’Églises depuis un seul endroit",
      }),
    ).toBeTruthy();
    expect(await screen.findByText("Église")).toBeTruthy();
    expect(screen.getByText("Régions")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se connecter" })).toBeTruthy();
  });
});
