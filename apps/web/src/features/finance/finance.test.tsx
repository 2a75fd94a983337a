import type { User } from "@cm/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { page } from "../../test/api-stub";
import { choose, expenseRow, financeTestSession, incomeRow, mockFinance } from "../../test/finance-records";
import { jsonResponse, localAdmin, makeChurch, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { ExpensesTable } from "./components/expenses-table";
import { IncomeTable } from "./components/income-table";

financeTestSession();

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
