import { SANDBOX_WARNING } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { page } from "../../test/api-stub";
import { invoice, mockApi, paystack, sandbox, superAdmin } from "../../test/billing-fixtures";
import { jsonResponse, makePayment } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { GatewaysTable } from "./components/gateways-table";
import { InvoiceDetail } from "./components/invoice-detail";
import { InvoicesTable } from "./components/invoices-table";
import { PaymentDetail } from "./components/payment-detail";
import { PaymentsTable } from "./components/payments-table";

signInForEachTest(superAdmin);

describe("GatewaysTable", () => {
  it("never shows a stored secret and leaves blank secrets unchanged", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "PATCH" && url === "/api/subscriptions/gateways/3/")
        return jsonResponse(200, { ...paystack, display_name: "Paystack cards" });
      if (url.startsWith("/api/subscriptions/gateways/")) return jsonResponse(200, page([paystack]));
      return undefined;
    });
    renderWithProviders(<GatewaysTable />);
    expect(await screen.findByText("Secret key stored")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Actions for Paystack" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));

    const form = await screen.findByRole("form", { name: "Edit Paystack" });
    const secret = within(form).getByLabelText("Secret key") as HTMLInputElement;
    const webhook = within(form).getByLabelText("Webhook secret") as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(webhook.value).toBe("");
    expect(secret.placeholder).toBe("Leave blank to keep");

    fireEvent.change(within(form).getByLabelText("Name shown to churches"), {
      target: { value: "Paystack cards" },
    });
    fireEvent.change(webhook, { target: { value: "whsec_new" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save gateway" }));

    await vi.waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const sent = calls.find((c) => c.method === "PATCH")?.body as Record<string, unknown>;
    expect(sent).toEqual({
      display_name: "Paystack cards",
      is_active: true,
      public_key: "pk_test_visible",
      webhook_secret: "whsec_new",
    });
    expect("secret_key" in sent).toBe(false);
  });

  it("asks before turning a gateway off", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "PATCH") return jsonResponse(200, { ...paystack, is_active: false });
      if (url.startsWith("/api/subscriptions/gateways/")) return jsonResponse(200, page([paystack]));
      return undefined;
    });
    renderWithProviders(<GatewaysTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Paystack" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Turn off" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/no longer be able to choose Paystack/)).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({ is_active: false }),
    );
  });
});

describe("the gateway form", () => {
  it("shows the server's message under the field it concerns, with the focus on it", async () => {
    mockApi(({ url, method }) => {
      if (method === "PATCH")
        return jsonResponse(400, { display_name: ["A gateway with this name already exists."] });
      if (url.startsWith("/api/subscriptions/gateways/")) return jsonResponse(200, page([paystack]));
      return undefined;
    });
    renderWithProviders(<GatewaysTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Paystack" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit Paystack" });
    const name = within(form).getByLabelText("Name shown to churches");
    fireEvent.change(name, { target: { value: "Bank transfer" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save gateway" }));
    await vi.waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("A gateway with this name already exists.")).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it("shows a refusal of the sandbox after its warning was confirmed in the form's alert", async () => {
    mockApi(({ url, method }) => {
      if (method === "PATCH")
        return jsonResponse(400, { non_field_errors: ["Test payments cannot be turned on here."] });
      if (url.startsWith("/api/subscriptions/gateways/")) return jsonResponse(200, page([sandbox]));
      return undefined;
    });
    renderWithProviders(<GatewaysTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Sandbox (test payments)" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit Sandbox (test payments)" });
    fireEvent.click(within(form).getByRole("switch", { name: "Churches can pay with it" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save gateway" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on the sandbox?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn on the sandbox" }));
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toContain("Test payments cannot be turned on here.");
  });
});

describe("the sandbox gateway", () => {
  it("is marked Test only, and is turned on only after its warning is confirmed", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "PATCH") return jsonResponse(200, { ...sandbox, is_active: true });
      if (url.startsWith("/api/subscriptions/gateways/")) return jsonResponse(200, page([paystack, sandbox]));
      return undefined;
    });
    renderWithProviders(<GatewaysTable />);
    const row = (await screen.findByText("Sandbox (test payments)")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Test only")).toBeTruthy();
    const paystackRow = screen.getByText("Paystack").closest("tr") as HTMLElement;
    expect(within(paystackRow).queryByText("Test only")).toBeNull();

    fireEvent.click(within(row).getByRole("button", { name: "Actions for Sandbox (test payments)" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Turn on" }));
    let dialog = await screen.findByRole("dialog", { name: "Turn on the sandbox?" });
    expect(within(dialog).getByText(SANDBOX_WARNING)).toBeTruthy();
    expect(SANDBOX_WARNING).toBe(
      "The sandbox takes no money: any church that pays through it gets its plan for free. Turn it on only for demonstrations and testing.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    cleanup();

    renderWithProviders(<GatewaysTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Sandbox (test payments)" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Turn on" }));
    dialog = await screen.findByRole("dialog", { name: "Turn on the sandbox?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn on the sandbox" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const sent = calls.find((c) => c.method === "PATCH");
    expect(sent?.url).toBe("/api/subscriptions/gateways/1/");
    expect(sent?.body).toMatchObject({ is_active: true, acknowledge_test_payments: true });
  });

  it("asks the same before its form turns it on; other gateways need no acknowledgement", async () => {
    const calls = mockApi(({ url, method }) => {
      if (method === "PATCH" && url === "/api/subscriptions/gateways/1/")
        return jsonResponse(200, { ...sandbox, is_active: true });
      if (method === "PATCH") return jsonResponse(200, { ...paystack, is_active: true });
      if (url.startsWith("/api/subscriptions/gateways/"))
        return jsonResponse(200, page([{ ...paystack, is_active: false }, sandbox]));
      return undefined;
    });
    renderWithProviders(<GatewaysTable />);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Sandbox (test payments)" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Edit Sandbox (test payments)" });
    expect(within(form).getByText(SANDBOX_WARNING)).toBeTruthy();
    fireEvent.click(within(form).getByRole("switch", { name: "Churches can pay with it" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save gateway" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn on the sandbox?" });
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn on the sandbox" }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      display_name: "Sandbox (test payments)",
      is_active: true,
      public_key: "",
      acknowledge_test_payments: true,
    });

    fireEvent.click(screen.getByRole("button", { name: "Actions for Paystack" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Turn on" }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === "PATCH" && c.url === "/api/subscriptions/gateways/3/")).toBe(
        true,
      ),
    );
    const paystackCall = calls.find((c) => c.url === "/api/subscriptions/gateways/3/");
    expect(paystackCall?.body).toMatchObject({ is_active: true });
    expect(paystackCall?.body).not.toHaveProperty("acknowledge_test_payments");
  });
});

describe("test payments", () => {
  it("are badged Test payment in the payments list and on the payment's page", async () => {
    mockApi(({ url }) => {
      if (url === "/api/subscriptions/payments/11/")
        return jsonResponse(200, makePayment({ is_test: true, reference: "PAY-TEST" }));
      if (url.startsWith("/api/subscriptions/payments/"))
        return jsonResponse(
          200,
          page([
            makePayment({ is_test: true, reference: "PAY-TEST" }),
            makePayment({ id: 12, gateway: "manual", reference: "PAY-REAL" }),
          ]),
        );
      return undefined;
    });
    renderWithProviders(<PaymentsTable user={superAdmin} />);
    const testRow = (await screen.findByText("PAY-TEST")).closest("tr") as HTMLElement;
    expect(within(testRow).getByText("Test payment")).toBeTruthy();
    const realRow = screen.getByText("PAY-REAL").closest("tr") as HTMLElement;
    expect(within(realRow).queryByText("Test payment")).toBeNull();
    cleanup();

    renderWithProviders(<PaymentDetail id="11" user={superAdmin} />);
    expect(await screen.findByText("Test payment")).toBeTruthy();
    expect(screen.getByText(/no money was received/)).toBeTruthy();
  });

  it("are badged Test payment in the invoices list and on the invoice's page", async () => {
    const testInvoice = { ...invoice, id: 6, number: "INV-2026-000006", is_test: true };
    mockApi(({ url }) => {
      if (url === "/api/subscriptions/invoices/6/") return jsonResponse(200, testInvoice);
      if (url.startsWith("/api/subscriptions/invoices/"))
        return jsonResponse(200, page([testInvoice, invoice]));
      if (url.startsWith("/api/subscriptions/payments/"))
        return jsonResponse(200, page([makePayment({ invoice: 6, is_test: true })]));
      return undefined;
    });
    renderWithProviders(<InvoicesTable user={superAdmin} />);
    const testRow = (await screen.findByText("INV-2026-000006")).closest("tr") as HTMLElement;
    expect(within(testRow).getByText("Test payment")).toBeTruthy();
    const realRow = screen.getByText("INV-2026-000005").closest("tr") as HTMLElement;
    expect(within(realRow).queryByText("Test payment")).toBeNull();
    cleanup();

    renderWithProviders(<InvoiceDetail id="6" user={superAdmin} />);
    expect(await screen.findByText("Invoice INV-2026-000006")).toBeTruthy();
    expect(screen.getByText(/a test payment, no money was received/)).toBeTruthy();
    // The invoice's own badge, and its payment's in the payments below.
    await vi.waitFor(() => expect(screen.getAllByText("Test payment")).toHaveLength(2));
  });
});
