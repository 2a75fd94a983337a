import type { FinanceReport } from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { churchChoice } from "../../lib/working-church";
import { page } from "../../test/api-stub";
import { financeTestSession, mockFinance, NOW } from "../../test/finance-records";
import { jsonResponse, localAdmin, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { ReportsView } from "./components/reports-view";
import { SupportByRegion } from "./components/support-by-region";
import { SupportTable } from "./components/support-table";

financeTestSession();

const report: FinanceReport = {
  report: "income_statement",
  title: "Income statement",
  scope: "church",
  church: 1,
  church_name: "Grace Cathedral",
  region: null,
  region_name: "",
  date_from: "2026-01-01",
  date_to: "2026-12-31",
  previous_from: "2025-01-01",
  previous_to: "2025-12-31",
  generated_at: NOW,
  currencies: [
    {
      currency: "GHS",
      income: [{ name: "Tithe", amount: "1500.50", previous: "800.00" }],
      expenses: [{ name: "Utilities", amount: "300.00", previous: "100.00" }],
      total_income: "1500.50",
      total_expenses: "300.00",
      net: "1200.50",
      previous_total_income: "800.00",
      previous_total_expenses: "100.00",
      previous_net: "700.00",
    },
  ],
};

describe("ReportsView", () => {
  it("shows the current year's income statement and downloads it with the same query", async () => {
    const calls = mockFinance((call) => {
      if (call.url.startsWith("/api/finance/financial-years/current/"))
        return jsonResponse(200, {
          id: 4,
          church: 1,
          name: "2026",
          start_date: "2026-01-01",
          end_date: "2026-12-31",
          is_current: true,
          is_closed: false,
          closed_at: null,
          closed_by: null,
          created_at: NOW,
          updated_at: NOW,
        });
      if (call.url.startsWith("/api/finance/financial-years/?")) return jsonResponse(200, page([]));
      if (call.url.startsWith("/api/finance/reports/generate-report/")) return jsonResponse(200, report);
      return undefined;
    });
    renderWithProviders(<ReportsView userRole="LOCAL_TREASURER" />);
    expect(await screen.findByRole("table", { name: "Amounts in GHS" })).toBeTruthy();
    expect(screen.getByText("Net (income less expenses)")).toBeTruthy();
    const asked = calls.find((c) => c.url.startsWith("/api/finance/reports/generate-report/"));
    const params = new URL(asked?.url ?? "", "http://x").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      report: "income_statement",
      scope: "church",
      financial_year: "4",
      format: "json",
    });
    // A church user is offered their church only.
    expect(screen.queryByText("Whose books")).toBeNull();
  });

  it("asks a national report without the church an officer works on", async () => {
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN", church: null, region: null },
    });
    churchChoice.select({ id: 1, name: "Grace Cathedral" });
    const calls = mockFinance((call) => {
      if (call.url.startsWith("/api/finance/financial-years/current/")) return jsonResponse(200, null);
      if (call.url.startsWith("/api/finance/financial-years/")) return jsonResponse(200, page([]));
      if (call.url.startsWith("/api/finance/reports/generate-report/"))
        return jsonResponse(200, { ...report, scope: "national", church: null, church_name: "" });
      return undefined;
    });
    renderWithProviders(
      <ReportsView userRole="SUPER_ADMIN" fixedReport="support_remittance" defaultScope="national" />,
    );
    await vi.waitFor(() => {
      const asked = calls.find((c) => c.url.startsWith("/api/finance/reports/generate-report/"));
      const params = new URL(asked?.url ?? "", "http://x").searchParams;
      expect(params.get("scope")).toBe("national");
      expect(params.get("report")).toBe("support_remittance");
      expect(params.has("church")).toBe(false);
    });
  });
});

describe("SupportTable", () => {
  it("records a month's support, and shows the server's refusal under the month it concerns", async () => {
    const calls = mockFinance((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/finance/ministry-support/" && call.method === "GET")
        return jsonResponse(200, page([]));
      if (path === "/api/finance/ministry-support/" && call.method === "POST")
        return jsonResponse(400, { period: ["Ministry support for this month is already recorded."] });
      return undefined;
    });
    const failure = vi.spyOn(notify, "error");
    renderWithProviders(<SupportTable kind="ministry" canRecord canConfirm={false} />);
    fireEvent.click(await screen.findByRole("button", { name: "Record ministry support" }));
    const form = await screen.findByRole("form", { name: "Record ministry support" });
    const month = within(form).getByLabelText(/For the month/);
    fireEvent.change(month, { target: { value: "2026-02" } });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: "300.00" } });
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: "SLIP-9" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record payment" }));

    const message = await within(form).findByText("Ministry support for this month is already recorded.");
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      period: "2026-02",
      amount: "300.00",
      method: "BANK_TRANSFER",
      reference: "SLIP-9",
    });
    expect(month.getAttribute("aria-invalid")).toBe("true");
    expect(month.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(failure).toHaveBeenCalledWith(expect.objectContaining({ title: "The payment was not saved" }));
  });
});

describe("SupportByRegion", () => {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, "0")}`,
    paid: "0.00",
    confirmed: "0.00",
  }));
  const byRegion = (kind: string) => ({
    year: 2026,
    regions: [
      {
        region: 3,
        region_name: kind === "ministry" ? "Greater Accra" : "Ashanti",
        currency: "GHS",
        paid: "1200.00",
        confirmed: "900.00",
        months,
        churches: [
          { church: 1, church_name: "Grace Cathedral", paid: "1000.00", confirmed: "900.00", months },
          { church: 2, church_name: "Bethel Chapel", paid: "200.00", confirmed: "0.00", months },
        ],
      },
    ],
  });

  it("shows each region's paid and confirmed support, opens to its churches, and switches kind", async () => {
    // The browser's year, from a clock the test sets (only Date is faked, so waiting still works).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 5, 15, 12));
    sessionStore.set({
      access: tokenExpiringIn(600),
      refresh: "r",
      user: { ...localAdmin, role: "SUPER_ADMIN", church: null, region: null },
    });
    const calls = mockFinance((call) => {
      const kind = call.url.match(/\/api\/finance\/(ministry|regional)-support\/region-summary\//)?.[1];
      return kind ? jsonResponse(200, byRegion(kind)) : undefined;
    });
    renderWithProviders(<SupportByRegion />);
    const region = await screen.findByRole("button", { name: /Greater Accra/ });
    expect(region.textContent).toContain("paid");
    expect(region.textContent).toContain("2 churches");
    fireEvent.click(region);
    const churches = await screen.findByRole("table", { name: /Churches of Greater Accra/ });
    expect(within(churches).getByText("Bethel Chapel")).toBeTruthy();
    const asked = calls.find((c) => c.url.includes("/ministry-support/region-summary/"));
    expect(new URL(asked?.url ?? "", "http://x").searchParams.get("year")).toBe("2026");

    fireEvent.click(screen.getByText("Regional support"));
    expect(await screen.findByRole("button", { name: /Ashanti/ })).toBeTruthy();
  });

  it("says so when no support was recorded in the year", async () => {
    mockFinance((call) =>
      call.url.includes("/region-summary/") ? jsonResponse(200, { year: 2026, regions: [] }) : undefined,
    );
    renderWithProviders(<SupportByRegion />);
    expect(await screen.findByText(/No ministry support was recorded for/)).toBeTruthy();
  });
});
