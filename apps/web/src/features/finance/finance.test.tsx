import type { Expense, FinanceCategory, FinanceReport, Income, User } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { churchChoice } from "../../lib/working-church";
import { type ApiCall, page, stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeChurch, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { ExpensesTable } from "./components/expenses-table";
import { IncomeTable } from "./components/income-table";
import { ReportsView } from "./components/reports-view";
import { SupportByRegion } from "./components/support-by-region";
import { SupportTable } from "./components/support-table";

const NOW = "2026-03-01T10:00:00.000Z";
const category = (id: number, name: string, kind: "INCOME" | "EXPENSE"): FinanceCategory => ({
  id,
  church: null,
  name,
  kind,
  description: "",
  is_active: true,
  counts_for_support: name === "Tithe",
  code: name.toUpperCase(),
  created_at: NOW,
  updated_at: NOW,
});
const TITHE = category(1, "Tithe", "INCOME");
const OFFERING = category(2, "Offering", "INCOME");
const UTILITIES = category(8, "Utilities", "EXPENSE");

const incomeRow = (id: number, amount: string, overrides: Partial<Income> = {}): Income => ({
  id,
  church: 1,
  amount,
  currency: "GHS",
  received_on: "2026-02-22",
  category: 1,
  category_name: "Tithe",
  financial_year: null,
  payment_method: "CASH",
  description: "Sunday tithes",
  reference: "",
  recorded_by: 7,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});
const expenseRow = (id: number, overrides: Partial<Expense> = {}): Expense => ({
  id,
  church: 1,
  category: 8,
  category_name: "Utilities",
  financial_year: null,
  amount: "450.00",
  currency: "GHS",
  spent_on: "2026-02-20",
  payee: "Electricity Company",
  description: "",
  reference: "",
  has_receipt: false,
  receipt_type: null,
  status: "PENDING",
  submitted_by: 9,
  submitted_by_name: "Ama Treasurer",
  reviewed_by: null,
  reviewed_by_name: "",
  reviewed_at: null,
  rejection_reason: "",
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

/** Opens a Mantine select (its options live in a portal named by the input) and picks one. */
async function choose(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const listbox = await vi.waitFor(() => {
    const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("The list did not open.");
    return found;
  });
  fireEvent.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

function mockFinance(routes: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi((call) => {
    const answer = routes(call);
    if (answer) return answer;
    const path = call.url.split("?")[0];
    if (path === "/api/finance/categories/income_categories/") return jsonResponse(200, [OFFERING, TITHE]);
    if (path === "/api/finance/categories/expense_categories/") return jsonResponse(200, [UTILITIES]);
    if (path === "/api/finance/income/totals/")
      return jsonResponse(200, [{ currency: "GHS", total: "1500.50", count: 2 }]);
    if (path === "/api/finance/expenses/totals/")
      return jsonResponse(200, [{ currency: "GHS", total: "450.00", count: 1 }]);
    if (path === "/api/finance/income/")
      return jsonResponse(
        200,
        page([incomeRow(1, "1000.00"), incomeRow(2, "500.50", { category: 2, category_name: "Offering" })]),
      );
    return undefined;
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: localAdmin });
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  churchChoice.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("IncomeTable", () => {
  it("lists the income with the totals of the filtered rows, and filters by category", async () => {
    const calls = mockFinance();
    renderWithProviders(<IncomeTable canWrite heading="Income" />);
    const table = await screen.findByRole("table", { name: "Income" });
    expect(await within(table).findByText("Offering")).toBeTruthy();
    expect(await screen.findByText(/Total of the filtered rows/)).toBeTruthy();
    expect(screen.getByText(/2 records/)).toBeTruthy();

    const input = screen.getAllByLabelText("Category").find((el) => el.tagName === "INPUT") as HTMLElement;
    await choose(input, "Tithe");
    await vi.waitFor(() => {
      const totals = calls.filter((c) => c.url.startsWith("/api/finance/income/totals/")).at(-1);
      expect(new URL(totals?.url ?? "", "http://x").searchParams.get("category")).toBe("1");
    });
  });

  it("records income from the drawer with the amount exactly as typed", async () => {
    const calls = mockFinance((call) =>
      call.method === "POST" && call.url === "/api/finance/income/"
        ? jsonResponse(201, incomeRow(3, "1234.56"))
        : undefined,
    );
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<IncomeTable canWrite heading="Income" />);
    fireEvent.click(await screen.findByRole("button", { name: "Record income" }));
    const form = await screen.findByRole("form", { name: "Record income" });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: "1234.56" } });
    const select = within(form)
      .getAllByLabelText(/Category/)
      .find((el) => el.tagName === "INPUT") as HTMLElement;
    await choose(select, "Tithe");
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: "MOMO-1" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record income" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === "POST" && c.url === "/api/finance/income/");
    expect(sent?.body).toMatchObject({
      amount: "1234.56",
      category: 1,
      payment_method: "CASH",
      reference: "MOMO-1",
    });
  });

  it("shows a naira church's income in naira, and its new records' amounts in naira", async () => {
    const naira = (id: number, amount: string) => incomeRow(id, amount, { currency: "NGN" });
    mockFinance((call) => {
      const path = call.url.split("?")[0];
      if (path === "/api/churches/churches/1/")
        return jsonResponse(200, makeChurch({ currency: "NGN", time_zone: "Africa/Lagos" }));
      if (path === "/api/finance/income/totals/")
        return jsonResponse(200, [{ currency: "NGN", total: "250000.00", count: 2 }]);
      if (path === "/api/finance/income/")
        return jsonResponse(200, page([naira(1, "150000.00"), naira(2, "100000.00")]));
      return undefined;
    });
    renderWithProviders(<IncomeTable canWrite heading="Income" />);
    const table = await screen.findByRole("table", { name: "Income" });
    // Each amount in naira, in the reader's way of writing money (₦ or NGN): never in cedis.
    const amount = await within(table).findByText(/150,000\.00/);
    expect(amount.textContent).toMatch(/NGN|₦/);
    expect(within(table).queryByText(/GH₵|GHS/)).toBeNull();
    const total = await screen.findByText(/250,000\.00/);
    expect(total.textContent).toMatch(/NGN|₦/);
    fireEvent.click(screen.getByRole("button", { name: "Record income" }));
    const form = await screen.findByRole("form", { name: "Record income" });
    expect(await within(form).findByTestId("amount-currency")).toHaveProperty("textContent", "NGN");
  });

  it("refuses three decimals before sending anything", async () => {
    const calls = mockFinance();
    renderWithProviders(<IncomeTable canWrite heading="Income" />);
    fireEvent.click(await screen.findByRole("button", { name: "Record income" }));
    const form = await screen.findByRole("form", { name: "Record income" });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: "10.005" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record income" }));
    expect(await within(form).findByText("Enter the amount with at most two decimal places.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's message beside a search it refuses, instead of a failed list", async () => {
    mockFinance((call) =>
      call.url.startsWith("/api/finance/income/") && call.url.includes("search=")
        ? jsonResponse(400, { search: ["Use at most 200 characters."] })
        : undefined,
    );
    renderWithProviders(<IncomeTable canWrite heading="Income" />);
    await within(await screen.findByRole("table", { name: "Income" })).findByText("Offering");
    const search = screen.getByRole("textbox", { name: "Search" });
    fireEvent.change(search, { target: { value: "a".repeat(300) } });
    fireEvent.keyDown(search, { key: "Enter" });
    const message = await screen.findByText("Use at most 200 characters.");
    expect(search.getAttribute("aria-invalid")).toBe("true");
    expect(search.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(screen.queryByText(/We could not load/)).toBeNull();
    expect(screen.queryByText(/highlighted/)).toBeNull();
  });

  it("offers no writes to a reader", async () => {
    mockFinance();
    renderWithProviders(<IncomeTable canWrite={false} heading="Income" />);
    await screen.findByRole("table", { name: "Income" });
    expect(screen.queryByRole("button", { name: "Record income" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Actions for/ })).toBeNull();
  });
});

describe("the finance lists in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the income, its totals, its payment methods and its buttons in French", async () => {
    await i18n.changeLanguage("fr");
    mockFinance();
    renderWithProviders(<IncomeTable canWrite heading="Recettes" />);
    const table = await screen.findByRole("table", { name: "Recettes" });
    expect(await within(table).findByText("Offering")).toBeTruthy();
    expect(within(table).getAllByText("Espèces").length).toBe(2);
    expect(await screen.findByText(/Total des lignes filtrées/)).toBeTruthy();
    expect(screen.getByText(/2 écritures/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enregistrer une recette" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Actions pour la recette du / }).length).toBe(2);
  });

  it("asks the reason for rejecting an expense in French", async () => {
    await i18n.changeLanguage("fr");
    const row = expenseRow(5);
    mockFinance((call) =>
      call.url.startsWith("/api/finance/expenses/?") ? jsonResponse(200, page([row])) : undefined,
    );
    renderWithProviders(<ExpensesTable permissions={permissions(localAdmin, true)} heading="Dépenses" />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Actions pour la dépense payée à Electricity Company" }),
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Refuser" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Refuser cette dépense ?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    expect(await within(dialog).findByText("Indiquez le motif du refus.")).toBeTruthy();
  });
});

const treasurer: User = {
  ...localAdmin,
  id: 9,
  username: "local_treasurer",
  role: "LOCAL_TREASURER",
  is_church_admin: false,
};
const permissions = (user: User, admin = false) => ({
  canWrite: true,
  canApprove: true,
  isChurchAdmin: admin,
  userId: user.id,
});

describe("ExpensesTable", () => {
  it("lets an approver reject with a reason, and sends it", async () => {
    const row = expenseRow(5);
    const calls = mockFinance((call) => {
      if (call.url.startsWith("/api/finance/expenses/?")) return jsonResponse(200, page([row]));
      if (call.url === "/api/finance/expenses/5/reject/")
        return jsonResponse(200, { ...row, status: "REJECTED", rejection_reason: "No receipt" });
      return undefined;
    });
    renderWithProviders(<ExpensesTable permissions={permissions(localAdmin, true)} heading="Expenses" />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Actions for the expense paid to Electricity Company" }),
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Give the reason for rejecting it.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "No receipt" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await vi.waitFor(() => {
      const sent = calls.find((c) => c.url === "/api/finance/expenses/5/reject/");
      expect(sent?.body).toEqual({ reason: "No receipt" });
    });
  });

  it("does not offer its submitter the approval of their own expense", async () => {
    sessionStore.set({ access: tokenExpiringIn(600), refresh: "r", user: treasurer });
    mockFinance((call) =>
      call.url.startsWith("/api/finance/expenses/?") ? jsonResponse(200, page([expenseRow(5)])) : undefined,
    );
    renderWithProviders(<ExpensesTable permissions={permissions(treasurer)} heading="Expenses" />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Actions for the expense paid to Electricity Company" }),
    );
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Approve" })).toBeNull();
  });

  it("submits an expense and then sends its receipt", async () => {
    const created = expenseRow(11, { submitted_by: 7 });
    const calls = mockFinance((call) => {
      if (call.url.startsWith("/api/finance/expenses/?")) return jsonResponse(200, page([]));
      if (call.method === "POST" && call.url === "/api/finance/expenses/") return jsonResponse(201, created);
      return undefined;
    });
    const uploads: string[] = [];
    class FakeRequest {
      status = 0;
      responseText = "";
      upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
      onload?: () => void;
      open(_method: string, url: string) {
        uploads.push(url);
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      send() {
        this.upload.onload?.();
        this.status = 200;
        this.responseText = JSON.stringify({
          ...created,
          has_receipt: true,
          receipt_type: "application/pdf",
        });
        this.onload?.();
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:receipt", revokeObjectURL: () => {} }),
    );
    renderWithProviders(<ExpensesTable permissions={permissions(localAdmin, true)} heading="Expenses" />);
    fireEvent.click(await screen.findByRole("button", { name: "Submit an expense" }));
    const form = await screen.findByRole("form", { name: "Submit an expense" });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: "450" } });
    fireEvent.change(within(form).getByLabelText(/Paid to/), { target: { value: "Electricity Company" } });
    const select = within(form)
      .getAllByLabelText(/Category/)
      .find((el) => el.tagName === "INPUT") as HTMLElement;
    await choose(select, "Utilities");
    const file = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });
    const picker = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    expect(await within(form).findByText("Open receipt.pdf")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Submit for approval" }));
    await vi.waitFor(() => expect(uploads).toEqual(["/api/finance/expenses/11/upload-receipt/"]));
    expect(calls.find((c) => c.method === "POST" && c.url === "/api/finance/expenses/")?.body).toMatchObject({
      amount: "450.00",
      category: 8,
      payee: "Electricity Company",
    });
  });
});

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
