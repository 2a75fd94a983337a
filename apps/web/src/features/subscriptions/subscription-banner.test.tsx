import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, localAdmin } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { SubscriptionBanner } from "./components/subscription-banner";

function mockCurrent(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SubscriptionBanner", () => {
  it("warns about a trial and links to the plans", async () => {
    mockCurrent(200, { status: "TRIAL", days_remaining: 5, plan_name: "Basic", pending_change: null });
    renderWithProviders(<SubscriptionBanner user={localAdmin} />);
    expect(await screen.findByText("Trial subscription: 5 days remaining")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade Now" }).getAttribute("href")).toBe(
      "/subscriptions/plans",
    );
  });

  it("shows the no-subscription banner on a 404 no_subscription", async () => {
    mockCurrent(404, { detail: "No subscription.", code: "no_subscription" });
    renderWithProviders(<SubscriptionBanner user={localAdmin} />);
    expect(await screen.findByText("Your church doesn't have an active subscription.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Subscribe Now" })).toBeTruthy();
  });

  it("shows a pending change as a second line", async () => {
    mockCurrent(200, {
      status: "ACTIVE",
      days_remaining: 40,
      plan_name: "Basic",
      pending_change: { request_type: "UPGRADE", target_plan_name: "Premium", effective_date: "2026-12-01" },
    });
    renderWithProviders(<SubscriptionBanner user={localAdmin} />);
    expect(await screen.findByText("Current Subscription: 40 days remaining")).toBeTruthy();
    expect(screen.getByText("Upgrade to Premium on 2026-12-01")).toBeTruthy();
  });

  it("asks nothing for a member or a user without a church", () => {
    const fetchMock = mockCurrent(200, {});
    renderWithProviders(<SubscriptionBanner user={{ ...localAdmin, role: "MEMBER" }} />);
    renderWithProviders(<SubscriptionBanner user={{ ...localAdmin, church: null }} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId("subscription-banner")).toBeNull();
  });
});
