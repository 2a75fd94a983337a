import { allFeatures, formatMoney as format } from "@cm/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n";
import { notify } from "../../lib/notify";
import { type ApiCall, page, stubApi } from "../../test/api-stub";
import {
  jsonResponse,
  makeCurrentSubscription,
  makePayment,
  makePlan,
  makeSubscription,
} from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { CancelSubscriptionDialog } from "./components/cancel-subscription-dialog";
import { CheckoutForm } from "./components/checkout-form";
import { PaymentStatusView } from "./components/payment-status-view";
import { PlanCards } from "./components/plan-cards";

// Testing Library reads non-breaking spaces (which Intl puts in amounts) as plain spaces.
const formatMoney = (amount: string, currency: string) => format(amount, currency).replace(/\s/g, " ");

// The cancellation's feedback box grows with its text and listens for web fonts, which the test DOM lacks.
if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });

type Handler = (call: ApiCall) => Response | undefined;

/** Answers the API's calls from `handler`; anything it does not answer is a 404. */
function mockApi(handler: Handler) {
  return stubApi((call) => handler(call) ?? jsonResponse(404, { detail: "Not found.", code: "not_found" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const basic = makePlan(1, "Basic", "150.00", { MEMBER_MANAGEMENT: true });
const premium = makePlan(3, "Premium", "9000.00", allFeatures(true));

const verified = (status: string) => ({
  payment_id: 5,
  reference: "PAY-ABC",
  status,
  subscription: 2,
  invoice: 9,
});

function renderStatusPage() {
  return renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/subscriptions/payment-status" element={<PaymentStatusView reference="PAY-ABC" />} />
        <Route path="/subscriptions/payment-success" element={<p>Success page</p>} />
      </Routes>
    </StrictMode>,
    { route: "/subscriptions/payment-status?reference=PAY-ABC" },
  );
}

const verifyCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.endsWith("/payments/verify/"));

describe("payment status", () => {
  it("verifies once and goes on to the confirmation when the payment succeeded", async () => {
    localStorage.setItem("payment_id", "5");
    const calls = mockApi((c) =>
      c.url.endsWith("/payments/verify/") ? jsonResponse(200, verified("SUCCEEDED")) : undefined,
    );
    renderStatusPage();
    expect(await screen.findByText("Success page")).toBeTruthy();
    expect(verifyCalls(calls)).toHaveLength(1);
    expect(verifyCalls(calls)[0]?.body).toEqual({ reference: "PAY-ABC" });
    expect(localStorage.getItem("payment_id")).toBeNull();
  });

  it("explains a failed payment and offers to try again", async () => {
    const calls = mockApi((c) =>
      c.url.endsWith("/payments/verify/") ? jsonResponse(200, verified("FAILED")) : undefined,
    );
    renderStatusPage();
    expect(await screen.findByText("The payment did not go through")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      "/subscriptions/checkout",
    );
    expect(screen.queryByText("Success page")).toBeNull();
    expect(verifyCalls(calls)).toHaveLength(1);
  });

  it("shows a bank transfer as waiting for confirmation, and checks again on request", async () => {
    const calls = mockApi((c) => {
      if (c.url.endsWith("/payments/verify/")) return jsonResponse(200, verified("PENDING"));
      if (c.url.startsWith("/api/subscriptions/payments/?"))
        return jsonResponse(
          200,
          page([makePayment({ reference: "PAY-ABC", gateway: "manual", status: "PENDING", paid_at: null })]),
        );
      return undefined;
    });
    renderStatusPage();
    expect(await screen.findByText("Waiting for your bank transfer")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByText("Waiting for your bank transfer")).toBeTruthy();
    expect(verifyCalls(calls)).toHaveLength(2);
  });
});

describe("checkout", () => {
  const gateways = [
    { name: "sandbox", display_name: "Sandbox (test payments)" },
    { name: "manual", display_name: "Bank transfer" },
  ];

  function renderCheckout(handler: Handler) {
    const redirect = vi.fn();
    const calls = mockApi((c) =>
      c.url.endsWith("/gateways/active_gateways/") ? jsonResponse(200, gateways) : handler(c),
    );
    renderWithProviders(
      <CheckoutForm plans={[basic, premium]} initialPlanId={3} current={null} redirect={redirect} />,
    );
    return { calls, redirect };
  }

  it("shows the original amount, the discount and what is left to pay once a code applies", async () => {
    const { calls, redirect } = renderCheckout((c) => {
      if (c.url.endsWith("/discounts/apply_discount/"))
        return jsonResponse(200, {
          discount: { id: 1, code: "WELCOME10", description: "", kind: "PERCENTAGE", value: "10.00" },
          plan: 3,
          purpose: "NEW",
          original_amount: "9000.00",
          discount_amount: "900.00",
          final_amount: "8100.00",
          currency: "GHS",
          lines: [],
        });
      if (c.url.endsWith("/payments/process/"))
        return jsonResponse(201, { payment_id: 5, reference: "PAY-ABC", redirect_url: "/pay/PAY-ABC" });
      return undefined;
    });
    const summary = screen.getByRole("region", { name: "Order summary" });
    // Before a code: the plan's price, and the same to pay today.
    expect(within(summary).getAllByText(formatMoney("9000.00", "GHS"))).toHaveLength(2);

    fireEvent.change(screen.getByRole("textbox", { name: "Discount code" }), {
      target: { value: "WELCOME10" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await within(summary).findByText("Discount (WELCOME10)")).toBeTruthy();
    expect(within(summary).getByText(`− ${formatMoney("900.00", "GHS")}`)).toBeTruthy();
    expect(within(summary).getByText(formatMoney("8100.00", "GHS"))).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/apply_discount/"))?.body).toEqual({
      code: "WELCOME10",
      plan: 3,
    });

    await screen.findByRole("radio", { name: /^Sandbox \(test payments\)/ });
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith("/pay/PAY-ABC"));
    expect(calls.find((c) => c.url.endsWith("/payments/process/"))?.body).toEqual({
      plan: 3,
      gateway: "sandbox",
      discount_code: "WELCOME10",
    });
    expect(localStorage.getItem("payment_id")).toBe("5");
  });

  it("lists the advertised offers for the plan, never a private code, and fills the field with one", async () => {
    const offer = { id: 1, description: "Harvest", kind: "PERCENTAGE", value: "10.00", valid_until: null };
    renderCheckout((c) =>
      c.url.endsWith("/discounts/active_discounts/")
        ? jsonResponse(200, [
            { ...offer, code: "HARVEST10", plans: [] },
            { ...offer, id: 2, code: null, description: "For one church", plans: [] },
            { ...offer, id: 3, code: "BASICONLY", plans: [1] },
          ])
        : undefined,
    );
    const offers = await screen.findByRole("region", { name: "Offers you can use" });
    expect(within(offers).getByText(/Harvest/)).toBeTruthy();
    expect(within(offers).queryByText(/For one church/)).toBeNull();
    expect(within(offers).queryByText("BASICONLY")).toBeNull();
    fireEvent.click(within(offers).getByRole("button", { name: "Use HARVEST10" }));
    expect((screen.getByRole("textbox", { name: "Discount code" }) as HTMLInputElement).value).toBe(
      "HARVEST10",
    );
  });

  it("says why a code does not apply", async () => {
    renderCheckout((c) =>
      c.url.endsWith("/discounts/apply_discount/")
        ? jsonResponse(400, { code: ["This code has expired."] })
        : undefined,
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Discount code" }), { target: { value: "OLD" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This code has expired.")).toBeTruthy();
    expect(screen.queryByText(/^Discount \(/)).toBeNull();
  });
});

describe("plan comparison", () => {
  it("marks the church's current plan and lets it choose the others", () => {
    renderWithProviders(
      <PlanCards
        plans={[basic, premium]}
        currentPlanId={1}
        currentAction="choose"
        canChoose
        trialEligible={false}
        startingTrial={null}
        onStartTrial={() => {}}
      />,
    );
    const basicCard = screen.getByRole("region", { name: "Basic plan" });
    const premiumCard = screen.getByRole("region", { name: "Premium plan" });
    expect(within(basicCard).getByText("Current plan")).toBeTruthy();
    expect(within(premiumCard).queryByText("Current plan")).toBeNull();
    expect(within(premiumCard).getByRole("link", { name: "Choose Premium" }).getAttribute("href")).toBe(
      "/subscriptions/checkout/3",
    );
    expect(within(basicCard).getByText("Member management")).toBeTruthy();
    expect(within(basicCard).getAllByText(": not included", { exact: false })).toHaveLength(13);
  });

  it("offers the free trial only when the church may start one", () => {
    const onStartTrial = vi.fn();
    renderWithProviders(
      <PlanCards
        plans={[basic, premium]}
        currentPlanId={null}
        currentAction="choose"
        canChoose
        trialEligible
        startingTrial={null}
        onStartTrial={onStartTrial}
      />,
    );
    // Only Basic has trial days.
    expect(screen.getAllByRole("button", { name: /Start free trial/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Start free trial of Basic" }));
    expect(onStartTrial).toHaveBeenCalledWith(basic);
  });
});

describe("plan comparison in French", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("names the plans, the current one and the choices in French", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(
      <PlanCards
        plans={[basic, premium]}
        currentPlanId={1}
        currentAction="choose"
        canChoose
        trialEligible={false}
        startingTrial={null}
        onStartTrial={() => {}}
      />,
    );
    const basicCard = await screen.findByRole("region", { name: "Formule Basic" });
    expect(within(basicCard).getByText("Formule actuelle")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choisir Premium" }).getAttribute("href")).toBe(
      "/subscriptions/checkout/3",
    );
    expect(within(basicCard).getAllByText(": non inclus", { exact: false })).toHaveLength(13);
  });
});

describe("cancelling the subscription", () => {
  const CANCEL = "/api/subscriptions/subscriptions/cancel/";
  const cancelled = makeSubscription({ status: "CANCELLED", cancelled_at: "2026-03-01T10:00:00.000Z" });

  it("sends the default reason when the reason is emptied, and the feedback as typed", async () => {
    const calls = mockApi((c) => (c.url === CANCEL ? jsonResponse(200, cancelled) : undefined));
    const success = vi.spyOn(notify, "success");
    const onClose = vi.fn();
    renderWithProviders(
      <CancelSubscriptionDialog subscription={makeCurrentSubscription()} opened onClose={onClose} />,
    );
    const form = await screen.findByRole("form", { name: "Cancel the subscription" });
    expect((within(form).getByLabelText("Reason") as HTMLInputElement).value).toBe("Cancelled by user");
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "  " } });
    fireEvent.change(within(form).getByLabelText(/Anything you would like to tell us/), {
      target: { value: " Too dear for us. " },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Cancel the subscription" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("The subscription has been cancelled."));
    expect(calls.find((c) => c.url === CANCEL)?.body).toEqual({
      subscription: 2,
      reason: "Cancelled by user",
      feedback: "Too dear for us.",
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal of the reason under it, and the rest in the alert, without a toast", async () => {
    mockApi((c) =>
      c.url === CANCEL
        ? jsonResponse(400, {
            reason: ["Use at most 500 characters."],
            non_field_errors: ["This subscription is already cancelled."],
          })
        : undefined,
    );
    const failure = vi.spyOn(notify, "error");
    renderWithProviders(
      <CancelSubscriptionDialog subscription={makeCurrentSubscription()} opened onClose={() => {}} />,
    );
    const form = await screen.findByRole("form", { name: "Cancel the subscription" });
    fireEvent.click(within(form).getByRole("button", { name: "Cancel the subscription" }));
    const message = await within(form).findByText("Use at most 500 characters.");
    const reason = within(form).getByLabelText("Reason");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(within(form).getByRole("alert").textContent).toContain("This subscription is already cancelled.");
    expect(failure).not.toHaveBeenCalled();
  });
});
