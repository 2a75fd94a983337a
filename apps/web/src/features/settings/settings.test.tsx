import { DEFAULT_MAINTENANCE, type MaintenanceRecord, type SiteBanner } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { SITE_INFO_KEY } from "../../lib/site-info";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { bannerShowingNow } from "./components/banners-table";
import { checkTimes } from "./components/maintenance-form";
import { MaintenancePanel } from "./components/maintenance-panel";
import { maintenanceState } from "./components/maintenance-state";
import { ReportingCurrencyForm } from "./components/reporting-currency-form";
import { SiteContactForm } from "./components/site-contact-form";

// happy-dom has no FontFaceSet, which Mantine's growing text areas listen to.
if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });

const OFF: MaintenanceRecord = { ...DEFAULT_MAINTENANCE, is_enabled: false, is_active: false };
const now = new Date("2026-03-01T12:00:00Z");

describe("maintenance rules", () => {
  it("tell on, scheduled and off apart", () => {
    expect(maintenanceState({ ...OFF, is_enabled: true, is_active: true }, now)).toBe("on");
    expect(maintenanceState({ ...OFF, is_enabled: true, start_time: "2026-03-02T00:00:00Z" }, now)).toBe(
      "scheduled",
    );
    expect(maintenanceState({ ...OFF, start_time: "2026-03-02T00:00:00Z" }, now)).toBe("off");
    expect(maintenanceState(OFF, now)).toBe("off");
  });

  it("need a future start for a schedule and an end after the start", () => {
    expect(checkTimes("schedule", null, null, now)?.field).toBe("start_time");
    expect(checkTimes("schedule", "2026-03-01T11:00:00Z", null, now)?.message).toMatch(/in the future/);
    expect(checkTimes("schedule", "2026-03-02T10:00:00Z", "2026-03-02T09:00:00Z", now)?.field).toBe(
      "expected_end_time",
    );
    expect(checkTimes("schedule", "2026-03-02T10:00:00Z", "2026-03-02T12:00:00Z", now)).toBeNull();
    // Starting now: the end is measured from now.
    expect(checkTimes("start", null, "2026-03-01T11:00:00Z", now)?.field).toBe("expected_end_time");
    expect(checkTimes("start", null, null, now)).toBeNull();
  });

  it("show a banner only while it is active and inside its window", () => {
    const banner: SiteBanner = {
      id: 1,
      title: "",
      message: "Office closed on Monday",
      level: "info",
      is_active: true,
      starts_at: null,
      ends_at: null,
      created_at: "2026-02-01T00:00:00Z",
    };
    expect(bannerShowingNow(banner, now)).toBe(true);
    expect(bannerShowingNow({ ...banner, is_active: false }, now)).toBe(false);
    expect(bannerShowingNow({ ...banner, starts_at: "2026-03-02T00:00:00Z" }, now)).toBe(false);
    expect(bannerShowingNow({ ...banner, ends_at: "2026-03-01T12:00:00Z" }, now)).toBe(false);
  });
});

describe("MaintenancePanel", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("starts maintenance now only after confirmation, with the notice written", async () => {
    const success = vi.spyOn(notify, "success");
    const calls = stubApi(({ method, body }) =>
      method === "PUT" ? jsonResponse(200, { ...OFF, ...(body as object) }) : jsonResponse(200, OFF),
    );
    renderWithProviders(<MaintenancePanel />);
    const form = await screen.findByRole("form", { name: "Start maintenance" });
    fireEvent.change(within(form).getByLabelText(/title/i), { target: { value: "Database upgrade" } });
    fireEvent.click(within(form).getByRole("button", { name: "Start maintenance" }));
    const notice = await screen.findByText(/will be sent to the maintenance page/);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    // The confirmation is the dialog that says so (a dialog another file closed may still be leaving).
    const confirmation = notice.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(confirmation).getByRole("button", { name: "Start maintenance" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Maintenance is on. Only super admins can use the app."),
    );
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/settings/maintenance/1/",
      body: {
        is_enabled: true,
        is_active: true,
        title: "Database upgrade",
        maintenance_type: "SCHEDULED",
        start_time: null,
        progress: 0,
      },
    });
    expect(await screen.findByText("Maintenance is on")).toBeTruthy();
  });

  it("ends maintenance that is on", async () => {
    const on = {
      ...OFF,
      is_enabled: true,
      is_active: true,
      start_time: "2026-03-01T10:00:00Z",
      progress: 40,
    };
    const calls = stubApi(({ url }) =>
      url.endsWith("/end_maintenance/")
        ? jsonResponse(200, { ...OFF, actual_end_time: "2026-03-01T12:00:00Z", progress: 100 })
        : jsonResponse(200, on),
    );
    renderWithProviders(<MaintenancePanel />);
    expect(await screen.findByText("40%")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "End maintenance now" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "End maintenance" }),
    );
    expect(await screen.findByText("Off: everyone can use the app")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/settings/maintenance/end_maintenance/");
  });
});

describe("SiteContactForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves the contact details and updates what the public pages show", async () => {
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
    const settings = {
      organisation_name: "Grace Fellowship",
      contact_email: "office@grace.example",
      contact_phone: "",
      location: "Accra",
      reporting_currency: "GHS",
    };
    const calls = stubApi(({ method, body }) => jsonResponse(200, method === "PUT" ? body : settings));
    const { client } = renderWithProviders(<SiteContactForm />);
    const form = await screen.findByRole("form", { name: "Public contact details" });
    fireEvent.change(within(form).getByLabelText(/telephone/i), { target: { value: "+233 30 000 0000" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save contact details" }));
    await vi.waitFor(() =>
      expect(client.getQueryData(SITE_INFO_KEY)).toMatchObject({ contact_phone: "+233 30 000 0000" }),
    );
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      url: "/api/settings/site/1/",
      method: "PUT",
      body: { ...settings, contact_phone: "+233 30 000 0000" },
    });
  });
});

describe("ReportingCurrencyForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves the organisation's reporting currency with the contact details as they are", async () => {
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
    const settings = {
      organisation_name: "Grace Fellowship",
      contact_email: "office@grace.example",
      contact_phone: "",
      location: "Accra",
      reporting_currency: "GHS",
    };
    const calls = stubApi(({ method, body }) => jsonResponse(200, method === "PUT" ? body : settings));
    renderWithProviders(<ReportingCurrencyForm />);
    const form = await screen.findByRole("form", { name: "Reporting currency" });
    const input = within(form).getByRole("combobox", { name: "Reporting currency" });
    expect((input as HTMLInputElement).value).toBe("GHS — Ghanaian Cedi");
    fireEvent.click(input);
    const listbox = await vi.waitFor(() => {
      const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("The list did not open.");
      return found;
    });
    fireEvent.click(within(listbox).getByRole("option", { name: "NGN — Nigerian Naira", hidden: true }));
    fireEvent.click(within(form).getByRole("button", { name: "Save the reporting currency" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ ...settings, reporting_currency: "NGN" });
  });
});

describe("the maintenance page in French", () => {
  beforeEach(() => {
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage("en");
  });

  it("shows the status and the start form in French", async () => {
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces("settings");
    stubApi(() => jsonResponse(200, OFF));
    renderWithProviders(<MaintenancePanel />);
    expect(await screen.findByRole("heading", { name: "État actuel" })).toBeTruthy();
    // The text matcher reads the no-break space before the colon as a plain one.
    expect(screen.getByText("Arrêtée : tout le monde peut utiliser l’application")).toBeTruthy();
    const form = await screen.findByRole("form", { name: "Lancer la maintenance" });
    expect(within(form).getByLabelText(/Message aux utilisateurs/)).toBeTruthy();
  });
});
