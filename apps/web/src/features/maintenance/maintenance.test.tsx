import { DEFAULT_MAINTENANCE } from "@cm/contracts/rules";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { renderWithProviders } from "../../test/render";
import { MaintenanceNotice } from "./components/maintenance-notice";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const record = { ...DEFAULT_MAINTENANCE, maintenance_type: "UPGRADE" as const, progress: 40 };

describe("the maintenance notice", () => {
  it("names the kind of work and its progress", async () => {
    renderWithProviders(
      <MaintenanceNotice record={record} checking={false} onCheckNow={vi.fn()} account={null} />,
    );
    expect(await screen.findByText("System upgrade")).toBeTruthy();
    expect(screen.getByText("40%")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check now" })).toBeTruthy();
  });

  it("speaks French around the office's own title and message", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(
      <MaintenanceNotice record={record} checking={false} onCheckNow={vi.fn()} account={null} />,
    );
    expect(await screen.findByText("Mise à niveau du système")).toBeTruthy();
    expect(screen.getByText("40 %")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vérifier maintenant" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Avancement de la maintenance" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: DEFAULT_MAINTENANCE.title })).toBeTruthy();
  });
});
