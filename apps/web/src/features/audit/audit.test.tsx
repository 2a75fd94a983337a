import type { AuditLog } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { sessionStore } from "../../lib/session";
import { type ApiCall, headersOf, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import {
  auditQuery,
  changeRows,
  choicesOf,
  dateRangeProblem,
  humanize,
  NO_FILTERS,
} from "./components/audit-filters";
import { AuditTable } from "./components/audit-table";

describe("audit filters", () => {
  it("map to the API's query, leaving empty ones out", () => {
    expect(auditQuery(NO_FILTERS)).toEqual({});
    expect(
      auditQuery({
        user: "4",
        church: "12",
        action: "change_status",
        resource: "contact-messages",
        from: "2026-03-01",
        to: "2026-03-31",
      }),
    ).toEqual({
      user: 4,
      church: 12,
      action: "change_status",
      resource: "contact-messages",
      created_at__gte: "2026-03-01",
      created_at__lte: "2026-03-31",
    });
    // One bound alone is a half-open range; a half-typed date is not sent.
    expect(auditQuery({ ...NO_FILTERS, from: "2026-03-01" })).toEqual({ created_at__gte: "2026-03-01" });
    expect(auditQuery({ ...NO_FILTERS, to: "2026-0" })).toEqual({});
  });

  it("point out a range that ends before it starts", () => {
    expect(dateRangeProblem({ ...NO_FILTERS, from: "2026-03-10", to: "2026-03-01" })).toBe(
      "The end date is before the start date.",
    );
    expect(dateRangeProblem({ ...NO_FILTERS, from: "2026-03-01", to: "2026-03-01" })).toBeNull();
  });

  it("name actions and records in words and keep the choices unique", () => {
    expect(humanize("change_status")).toBe("Change status");
    expect(humanize("contact-messages")).toBe("Contact messages");
    const choices = choicesOf(["create", "update"], ["update", "approve", ""]);
    expect(choices.map((c) => c.value)).toEqual(["approve", "create", "update"]);
    expect(choices[0]).toEqual({ value: "approve", label: "Approve" });
  });

  it("show the recorded changes as readable pairs", () => {
    expect(
      changeRows({ status: "RESOLVED", is_active: false, assigned_to: null, progress: 40, tags: ["a"] }),
    ).toEqual([
      { field: "Status", value: "RESOLVED" },
      { field: "Is active", value: "No" },
      { field: "Assigned to", value: "(empty)" },
      { field: "Progress", value: "40" },
      { field: "Tags", value: '[\n  "a"\n]' },
    ]);
    expect(changeRows(undefined)).toEqual([]);
  });
});

const log: AuditLog = {
  id: 31,
  user: 1,
  username: "super_admin",
  role: "SUPER_ADMIN",
  church: null,
  action: "change_status",
  resource: "contact-messages",
  object_id: "5",
  changes: { status: "RESOLVED" },
  ip_address: "10.0.0.8",
  created_at: "2026-03-02T09:30:00Z",
};

describe("AuditTable", () => {
  let calls: ApiCall[];

  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN" },
    });
    calls = stubApi(({ url }) => {
      if (url.startsWith("/api/audit/logs/export/"))
        return new Response("id,created_at\n31,2026-03-02T09:30:00Z\n", {
          headers: { "Content-Type": "text/csv" },
        });
      if (url.startsWith("/api/audit/logs/")) return jsonResponse(200, page([log]));
      return jsonResponse(200, page([]));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows who did what, and the recorded values in the detail", async () => {
    renderWithProviders(<AuditTable />);
    const row = (await screen.findByText("@super_admin")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Change status")).toBeTruthy();
    expect(within(row).getByText("Contact messages")).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain("/api/audit/logs/?page=1&page_size=20&ordering=-created_at");
    // The user and church pickers ask for nothing until they are opened.
    expect(calls.some((c) => c.url.startsWith("/api/users/"))).toBe(false);
    fireEvent.click(within(row).getByRole("button", { name: "View entry 31" }));
    const values = await screen.findByRole("table", { name: "Recorded values" });
    expect(within(values).getByText("Status")).toBeTruthy();
    expect(within(values).getByText("RESOLVED")).toBeTruthy();
    expect(screen.getByText("10.0.0.8")).toBeTruthy();
  });

  it("shows the log, its actions and records and the entry's detail in French", async () => {
    await i18n.changeLanguage("fr");
    try {
      renderWithProviders(<AuditTable />);
      const row = (await screen.findByText("@super_admin")).closest("tr") as HTMLElement;
      expect(within(row).getByText("Changement de statut")).toBeTruthy();
      expect(within(row).getByText("Messages de contact")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Exporter en CSV" })).toBeTruthy();
      fireEvent.click(within(row).getByRole("button", { name: "Voir l’entrée 31" }));
      const values = await screen.findByRole("table", { name: "Valeurs enregistrées" });
      expect(within(values).getByText("Champ")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("filters by date and exports the same rows with the bearer token", async () => {
    const createObjectURL = vi.fn(() => "blob:audit");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderWithProviders(<AuditTable />);
    await screen.findByText("@super_admin");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-31" } });
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/audit/logs/?page=1&page_size=20&ordering=-created_at&created_at__gte=2026-03-01&created_at__lte=2026-03-31",
      ),
    );

    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.url.startsWith("/api/audit/logs/export/"));
    expect(exported?.url).toBe(
      "/api/audit/logs/export/?ordering=-created_at&created_at__gte=2026-03-01&created_at__lte=2026-03-31",
    );
    expect(headersOf(exported).get("Authorization")).toMatch(/^Bearer /);
    const blob = createObjectURL.mock.calls[0]?.at(0) as unknown as Blob;
    expect(await blob.text()).toContain("31,2026-03-02T09:30:00Z");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
