import { type ChangeRequest, formatMoney } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { sessionStore } from "../../lib/session";
import { headersOf, page } from "../../test/api-stub";
import { invoice, mockApi, money, superAdmin } from "../../test/billing-fixtures";
import {
  jsonResponse,
  localAdmin,
  makeCurrentSubscription,
  makePayment,
  makePlan,
  tokenExpiringIn,
} from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { ChangeRequestDetail } from "./components/change-request-detail";
import { ChangeRequestForm } from "./components/change-request-form";
import { InvoiceDetail } from "./components/invoice-detail";
import { PaymentsTable } from "./components/payments-table";

// The change request's reason grows with its text and listens for web fonts, which the test DOM lacks.
if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });

signInForEachTest(superAdmin);

describe("PaymentsTable", () => {
  it("asks before refunding, then shows the API's message when the refund fails", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "POST" && url === "/api/subscriptions/payments/11/refund/")
        return jsonResponse(502, {
          detail: "The payment service refused the refund.",
          code: "gateway_error",
        });
      if (url.startsWith("/api/subscriptions/payments/")) return jsonResponse(200, page([makePayment({})]));
      return undefined;
    });
    const failed = vi.spyOn(notify, "error");
    renderWithProviders(<PaymentsTable user={superAdmin} />);

    const row = (await screen.findByText("PAY-PAID")).closest("tr") as HTMLElement;
    expect(within(row).getByText(money("1250.00", "GHS"))).toBeTruthy();
    expect(await within(row).findByText("Grace Cathedral")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Actions for payment PAY-PAID" }));
    expect(screen.queryByRole("menuitem", { name: "Mark as paid" })).toBeNull();
    fireEvent.click(await screen.findByRole("menuitem", { name: "Refund" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/loses what this payment bought/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith("/refund/"))).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Refund payment" }));
    await vi.waitFor(() =>
      expect(failed).toHaveBeenCalledWith({
        title: "The payment was not refunded",
        message: "The payment service refused the refund.",
      }),
    );
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/subscriptions/payments/11/refund/")).toBe(
      true,
    );
  });

  it("offers Mark as paid only for a pending bank transfer, and only to the super admin", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "POST" && url.endsWith("/mark_paid/"))
        return jsonResponse(200, makePayment({ id: 12, gateway: "manual", reference: "PAY-BANK" }));
      if (url.startsWith("/api/subscriptions/payments/"))
        return jsonResponse(
          200,
          page([
            makePayment({
              id: 12,
              gateway: "manual",
              status: "PENDING",
              reference: "PAY-BANK",
              paid_at: null,
            }),
          ]),
        );
      return undefined;
    });
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<PaymentsTable user={superAdmin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for payment PAY-BANK" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark as paid" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as paid" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        `The payment of ${formatMoney("1250.00", "GHS")} is recorded as paid.`,
      ),
    );
    expect(
      calls.some((c) => c.method === "POST" && c.url === "/api/subscriptions/payments/12/mark_paid/"),
    ).toBe(true);
  });

  it("gives a church officer the history without settling actions or the gateways link", async () => {
    sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: localAdmin });
    mockApi(({ url }) =>
      url.startsWith("/api/subscriptions/payments/")
        ? jsonResponse(
            200,
            page([makePayment({ gateway: "manual", status: "PENDING", reference: "PAY-MINE" })]),
          )
        : undefined,
    );
    renderWithProviders(<PaymentsTable user={localAdmin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for payment PAY-MINE" }));
    expect(await screen.findByRole("menuitem", { name: "View details" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Mark as paid" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Payment gateways" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Church" })).toBeNull();
  });
});

describe("InvoiceDetail", () => {
  it("prints the invoice page fetched with the bearer token", async () => {
    const html = "<!doctype html><html><body><h1>Invoice INV-2026-000005</h1></body></html>";
    const calls = mockApi(({ url }) => {
      if (url === "/api/subscriptions/invoices/5/print/")
        return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
      if (url === "/api/subscriptions/invoices/5/") return jsonResponse(200, invoice);
      if (url.startsWith("/api/subscriptions/payments/")) return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<InvoiceDetail id="5" user={localAdmin} />);
    expect(await screen.findByText("Invoice INV-2026-000005")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Invoice lines" })).toBeTruthy();
    // A church officer reads and prints; only the super admin changes an invoice.
    expect(screen.queryByRole("button", { name: "Void invoice" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    const frame = (await screen.findByTitle("Printable invoice INV-2026-000005")) as HTMLIFrameElement;
    expect(frame.getAttribute("srcdoc")).toBe(html);
    const printCall = calls.find((c) => c.url === "/api/subscriptions/invoices/5/print/");
    expect(headersOf(printCall).get("Authorization")).toMatch(/^Bearer .+/);
  });

  it("lets the super admin void an unpaid invoice after confirming", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "POST" && url === "/api/subscriptions/invoices/5/process_action/")
        return jsonResponse(200, { ...invoice, status: "VOID" });
      if (url === "/api/subscriptions/invoices/5/")
        return jsonResponse(200, { ...invoice, status: "ISSUED" });
      if (url.startsWith("/api/subscriptions/payments/")) return jsonResponse(200, page([]));
      return undefined;
    });
    renderWithProviders(<InvoiceDetail id="5" user={superAdmin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Void invoice" }));
    const dialog = await screen.findByRole("dialog");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Void invoice" }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "void" }));
  });
});

describe("InvoiceDetail in Portuguese", () => {
  it("titles the invoice, its lines and the super admin's actions in Portuguese", async () => {
    await i18n.changeLanguage("pt");
    try {
      mockApi(({ url }) => {
        if (url === "/api/subscriptions/invoices/5/")
          return jsonResponse(200, { ...invoice, status: "ISSUED" });
        if (url.startsWith("/api/subscriptions/payments/")) return jsonResponse(200, page([]));
        return undefined;
      });
      renderWithProviders(<InvoiceDetail id="5" user={superAdmin} />);
      expect(await screen.findByText("Fatura INV-2026-000005")).toBeTruthy();
      expect(screen.getByText("Por pagar")).toBeTruthy();
      expect(screen.getByRole("table", { name: "Linhas da fatura" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Anular fatura" }));
      expect(await screen.findByText("Anular esta fatura?")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

const upgrade: ChangeRequest = {
  id: 12,
  subscription: 4,
  church: 1,
  request_type: "UPGRADE",
  request_type_display: "Upgrade",
  current_plan: 1,
  current_plan_name: "Basic",
  target_plan: 2,
  target_plan_name: "Standard",
  status: "PENDING",
  effective_date: "2026-04-01",
  reason: "We have grown.",
  admin_notes: "",
  requested_by: 7,
  processed_by: null,
  processed_at: null,
  created_at: "2026-03-20T10:00:00.000Z",
  updated_at: "2026-03-20T10:00:00.000Z",
};

describe("ChangeRequestDetail", () => {
  it("lets the church admin withdraw a pending request after confirming", async () => {
    sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: localAdmin });
    const calls = mockApi(({ url, method }) => {
      if (method === "POST" && url === "/api/subscriptions/change-requests/12/cancel/")
        return jsonResponse(200, { ...upgrade, status: "CANCELLED" });
      if (url === "/api/subscriptions/change-requests/12/") return jsonResponse(200, upgrade);
      if (url.startsWith("/api/subscriptions/")) return jsonResponse(200, page([]));
      return undefined;
    });
    const success = vi.spyOn(notify, "success");
    renderWithProviders(<ChangeRequestDetail id="12" user={localAdmin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw request" }));
    // The church decides nothing itself: no approve or reject here.
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    const dialog = await screen.findByRole("dialog");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw request" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("The change request has been withdrawn."));
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/subscriptions/change-requests/12/cancel/");
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Withdraw request" })).toBeNull());
  });

  it("offers no withdrawal once the request is decided, nor to a reader", async () => {
    mockApi(({ url }) =>
      url === "/api/subscriptions/change-requests/12/"
        ? jsonResponse(200, { ...upgrade, status: "APPROVED" })
        : undefined,
    );
    renderWithProviders(<ChangeRequestDetail id="12" user={localAdmin} />);
    expect(await screen.findByText(/Approved; it applies/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw request" })).toBeNull();
    cleanup();
    mockApi(({ url }) =>
      url === "/api/subscriptions/change-requests/12/" ? jsonResponse(200, upgrade) : undefined,
    );
    renderWithProviders(
      <ChangeRequestDetail
        id="12"
        user={{ ...localAdmin, role: "LOCAL_TREASURER", is_church_admin: false }}
      />,
    );
    expect(await screen.findByText("Standard")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw request" })).toBeNull();
  });
});

describe("ChangeRequestForm", () => {
  const answer = (create: () => Response) =>
    mockApi(({ url, method }) => {
      if (method === "POST" && url === "/api/subscriptions/change-requests/") return create();
      if (url.startsWith("/api/subscriptions/subscriptions/current/"))
        return jsonResponse(200, makeCurrentSubscription());
      if (url.startsWith("/api/subscriptions/plans/active_plans/"))
        return jsonResponse(200, [makePlan(1, "Basic", "100.00"), makePlan(3, "Premium", "300.00")]);
      return undefined;
    });

  async function openForm() {
    sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: localAdmin });
    renderWithProviders(<ChangeRequestForm onDone={() => undefined} onCancel={() => undefined} />);
    return screen.findByRole("form", { name: "Request a change" });
  }

  it("asks for the new plan of an upgrade under its field, sending nothing", async () => {
    const calls = answer(() => jsonResponse(500, { detail: "unexpected" }));
    const form = await openForm();
    fireEvent.click(within(form).getByRole("button", { name: "Send request" }));
    expect(await within(form).findByText("Choose the plan to change to.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's message about the date under that field, with the focus on it", async () => {
    const calls = answer(() =>
      jsonResponse(400, { effective_date: ["An upgrade starts within the current period."] }),
    );
    const form = await openForm();
    fireEvent.click(within(form).getByRole("combobox", { name: "New plan" }));
    fireEvent.click(await screen.findByRole("option", { name: /Premium/, hidden: true }));
    const date = within(form).getByLabelText("From which date?");
    fireEvent.change(date, { target: { value: "2099-01-01" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send request" }));
    await vi.waitFor(() => expect(date.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("An upgrade starts within the current period.")).toBeTruthy();
    expect(document.activeElement).toBe(date);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      subscription: 2,
      request_type: "UPGRADE",
      target_plan: 3,
      effective_date: "2099-01-01",
      reason: "",
    });
  });
});
