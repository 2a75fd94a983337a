import type { Expense, FinanceCategory, Income } from "@cm/contracts";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { sessionStore } from "../lib/session";
import { churchChoice } from "../lib/working-church";
import { type ApiCall, page, stubApi } from "./api-stub";
import { jsonResponse, localAdmin, tokenExpiringIn } from "./fixtures";

// What the finance pages' tests share: their records, the finance calls answered, a signed-in admin.

export const NOW = "2026-03-01T10:00:00.000Z";
export const category = (id: number, name: string, kind: "INCOME" | "EXPENSE"): FinanceCategory => ({
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
export const TITHE = category(1, "Tithe", "INCOME");
export const OFFERING = category(2, "Offering", "INCOME");
export const UTILITIES = category(8, "Utilities", "EXPENSE");

export const incomeRow = (id: number, amount: string, overrides: Partial<Income> = {}): Income => ({
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
export const expenseRow = (id: number, overrides: Partial<Expense> = {}): Expense => ({
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
export async function choose(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const listbox = await vi.waitFor(() => {
    const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("The list did not open.");
    return found;
  });
  fireEvent.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

export function mockFinance(routes: (call: ApiCall) => Response | undefined = () => undefined) {
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

/** Each test starts signed in as a local admin, and leaves nothing behind. */
export function financeTestSession() {
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
}
