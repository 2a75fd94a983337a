import type { Asset, AssetMaintenance } from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { AssetForm } from "./components/asset-form";
import { ChangeStatusDialog, UpdateValueDialog } from "./components/asset-status-dialogs";
import { AssetsTable } from "./components/assets-table";
import { AssignDialog } from "./components/assignment-dialogs";
import { DocumentDialog } from "./components/document-dialog";
import { MaintenanceTable } from "./components/maintenance-table";

const NOW = "2026-03-01T10:00:00.000Z";
const asset = (overrides: Partial<Asset> = {}): Asset => ({
  id: 7,
  church: 1,
  church_name: "Grace Cathedral",
  name: "Toyota Coaster bus",
  category: 3,
  category_name: "Vehicles",
  asset_tag: "GC-0006",
  serial_number: "",
  description: "",
  location: "Car park",
  purchase_date: null,
  purchase_cost: null,
  current_value: "310000.00",
  currency: "GHS",
  condition: "GOOD",
  status: "ACTIVE",
  has_photo: false,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});
const work = (overrides: Partial<AssetMaintenance> = {}): AssetMaintenance => ({
  id: 5,
  church: 1,
  asset: 7,
  asset_name: "Toyota Coaster bus",
  asset_tag: "GC-0006",
  kind: "REPAIR",
  scheduled_for: "2026-02-10",
  description: "Brakes",
  vendor: "Kantanka",
  cost: "800.00",
  currency: "GHS",
  status: "SCHEDULED",
  is_overdue: true,
  completed_on: null,
  notes: "",
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

signInForEachTest(localAdmin);

describe("the register", () => {
  it("lists assets with their totals and prints labels for the chosen rows", async () => {
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/assets/assets/") return jsonResponse(200, page([asset()]));
      if (path === "/api/assets/assets/totals/")
        return jsonResponse(200, {
          count: 1,
          by_currency: [{ currency: "GHS", total: "310000.00", count: 1 }],
        });
      if (path === "/api/assets/categories/") return jsonResponse(200, page([]));
      if (path === "/api/assets/labels/")
        return new Response("%PDF-1.4", { status: 200, headers: { "Content-Type": "application/pdf" } });
      return undefined;
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
    renderWithProviders(<AssetsTable canWrite heading={<h1>Assets</h1>} />);
    const table = await screen.findByRole("table", { name: "Assets" });
    expect(await within(table).findByRole("link", { name: "Toyota Coaster bus" })).toBeTruthy();
    expect(await screen.findByText("1 asset match the filters")).toBeTruthy();
    const print = screen.getByRole("button", { name: /Print labels/ });
    expect((print as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select row" }));
    fireEvent.click(screen.getByRole("button", { name: "Print labels (1)" }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.startsWith("/api/assets/labels/?ids=7"))).toBe(true),
    );
  });

  it("the form refuses a negative value before anything is sent, and shows the server's message on its field", async () => {
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/assets/categories/")
        return jsonResponse(
          200,
          page([{ id: 3, church: 1, name: "Vehicles", description: "", created_at: NOW, updated_at: NOW }]),
        );
      if (path === "/api/assets/assets/" && call.method === "POST")
        return jsonResponse(400, { asset_tag: ["A record with this asset tag already exists."] });
      return undefined;
    });
    renderWithProviders(<AssetForm asset={asset()} onDone={() => {}} />);
    const form = await screen.findByRole("form", { name: "Edit asset" });
    fireEvent.change(within(form).getByLabelText("Current value"), { target: { value: "-4" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The amount cannot be negative.")).toBeTruthy();
    expect(calls.some((c) => c.method !== "GET")).toBe(false);
  });

  it("puts the server's refusal of a new value under the value, not in an alert pointing at nothing", async () => {
    const calls = stubApi((call) =>
      call.url === "/api/assets/assets/7/update_value/"
        ? jsonResponse(400, { current_value: ["The amount cannot be negative."] })
        : undefined,
    );
    renderWithProviders(<UpdateValueDialog asset={asset()} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Update the value" });
    const input = within(dialog).getByLabelText(/Current value/);
    fireEvent.change(input, { target: { value: "-20" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save value" }));
    const message = await within(dialog).findByText("The amount cannot be negative.");
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ current_value: "-20" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("offers only the statuses the asset's current one allows", async () => {
    stubApi(() => undefined);
    renderWithProviders(<ChangeStatusDialog asset={asset({ status: "RETIRED" })} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Change the status" });
    const input = within(dialog).getByLabelText(/New status/);
    fireEvent.click(input);
    // Mantine keeps the options in a portal; the input names its listbox.
    const listbox = await vi.waitFor(() => {
      const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("The list did not open.");
      return found;
    });
    const options = within(listbox)
      .getAllByRole("option", { hidden: true })
      .map((o) => o.textContent);
    expect(options).toEqual(["Active", "Disposed"]);
  });
});

describe("the asset dialogs", () => {
  it("ask for the new status under its field before anything is sent", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<ChangeStatusDialog asset={asset()} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Change the status" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Change status" }));
    const message = await within(dialog).findByText("Choose the new status.");
    const input = within(dialog).getByRole("combobox", { name: /New status/ });
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("ask for the document's file under the file field before anything is sent", async () => {
    const calls = stubApi(() => undefined);
    renderWithProviders(<DocumentDialog asset={asset()} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Add a document" });
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: "Warranty" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByText("Choose the file (PDF or a picture).")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("put the server's message under the field it names, with the focus on it", async () => {
    const calls = stubApi((call) =>
      call.method === "POST" && call.url === "/api/assets/assignments/"
        ? jsonResponse(400, { due_back: ["The date it is due back cannot be in the past."] })
        : undefined,
    );
    renderWithProviders(<AssignDialog asset={asset()} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Assign this asset" });
    fireEvent.change(within(dialog).getByLabelText("Or a department or ministry"), {
      target: { value: "Youth ministry" },
    });
    const due = within(dialog).getByLabelText("Due back");
    fireEvent.change(due, { target: { value: "2020-01-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Assign" }));
    await vi.waitFor(() => expect(due.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("The date it is due back cannot be in the past.")).toBeTruthy();
    expect(document.activeElement).toBe(due);
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      asset: 7,
      member: null,
      assigned_to: "Youth ministry",
      due_back: "2020-01-01",
      notes: "",
    });
  });
});

describe("maintenance", () => {
  it("marks overdue work and completes it with its cost", async () => {
    const calls = stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/assets/maintenance/" && call.method === "GET")
        return jsonResponse(200, page([work()]));
      if (path === "/api/assets/maintenance/5/complete_maintenance/")
        return jsonResponse(200, work({ status: "COMPLETED", is_overdue: false }));
      return undefined;
    });
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<MaintenanceTable canWrite />);
    const table = await screen.findByRole("table", { name: "Maintenance" });
    expect(await within(table).findByText("Overdue")).toBeTruthy();
    fireEvent.click(
      within(table).getByRole("button", { name: /Actions for the maintenance of Toyota Coaster bus/ }),
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark completed" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete the maintenance" });
    fireEvent.change(within(dialog).getByLabelText("Final cost"), { target: { value: "950" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark completed" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("The maintenance has been completed."));
    expect(calls.find((c) => c.url.endsWith("/complete_maintenance/"))?.body).toMatchObject({ cost: "950" });
  });
});

describe("in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the register and its status words in French", async () => {
    await i18n.changeLanguage("fr");
    stubApi((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/assets/assets/")
        return jsonResponse(200, page([asset({ status: "UNDER_MAINTENANCE" })]));
      if (path === "/api/assets/assets/totals/")
        return jsonResponse(200, {
          count: 2,
          by_currency: [{ currency: "GHS", total: "310000.00", count: 2 }],
        });
      if (path === "/api/assets/categories/") return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<AssetsTable canWrite heading={<h1>Biens</h1>} />);
    const table = await screen.findByRole("table", { name: "Biens" });
    const row = (await within(table).findByRole("link", { name: "Toyota Coaster bus" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("En entretien")).toBeTruthy();
    expect(within(row).getByText("Bon")).toBeTruthy();
    expect(await screen.findByText("2 biens correspondent aux filtres")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajouter un bien" })).toBeTruthy();
  });
});
