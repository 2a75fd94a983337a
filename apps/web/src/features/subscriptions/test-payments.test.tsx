import { formatMoney as format } from "@cm/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, stubApi } from "../../test/api-stub";
import { jsonResponse, makePayment } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import type { SubscriptionStatistics } from "./api/subscriptions-api";
import { SubscriptionFigures } from "./components/all-subscriptions";
import { PaymentSuccessView } from "./components/payment-success-view";

// Testing Library reads non-breaking spaces (which Intl puts in amounts) as plain spaces.
const formatMoney = (amount: string, currency: string) => format(amount, currency).replace(/\s/g, " ");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const statistics: SubscriptionStatistics = {
  total: 3,
  by_status: {
    ACTIVE: 3,
    TRIAL: 0,
    GRACE_PERIOD: 0,
    EXPIRED: 0,
    CANCELLED: 0,
    PENDING: 0,
  },
  active_by_plan: [{ plan: 1, plan_name: "Premium", count: 3 }],
  monthly_recurring_revenue: [{ currency: "GHS", amount: "300.00" }],
  test_monthly_recurring_revenue: [{ currency: "GHS", amount: "150.00" }],
};

describe("test payments", () => {
  it("are kept out of the monthly recurring revenue and shown apart, labelled", async () => {
    stubApi(({ url }) =>
      url.startsWith("/api/subscriptions/subscriptions/statistics/")
        ? jsonResponse(200, statistics)
        : undefined,
    );
    renderWithProviders(<SubscriptionFigures />);
    const figures = await screen.findByRole("region", { name: "Subscription figures" });
    expect(within(figures).getByText(formatMoney("300.00", "GHS"))).toBeTruthy();
    expect(within(figures).getByText("Test payments (no money received)")).toBeTruthy();
    expect(within(figures).getByText(`${formatMoney("150.00", "GHS")} a month`)).toBeTruthy();
  });

  it("say so on the confirmation after paying through the sandbox", async () => {
    stubApi(({ url }) =>
      url.startsWith("/api/subscriptions/payments/")
        ? jsonResponse(200, page([makePayment({ reference: "PAY-TEST", is_test: true })]))
        : undefined,
    );
    renderWithProviders(<PaymentSuccessView reference="PAY-TEST" church={null} />);
    expect(await screen.findByText("Test payment")).toBeTruthy();
    expect(screen.getByText("Made through the sandbox: no money was received.")).toBeTruthy();
  });
});
