import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { sessionStore } from "../../lib/session";
import { churchChoice } from "../../lib/working-church";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeCurrentSubscription, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { signInForEachTest } from "../../test/session";
import { SubscriptionBanner } from "./components/subscription-banner";

/** Answers the current-subscription call (the only one the banner makes). */
function mockCurrent(status: number, body: unknown) {
  return stubApi(() => jsonResponse(status, body));
}

signInForEachTest();
afterEach(() => churchChoice.clear());

const nationalOfficer = {
  ...localAdmin,
  id: 90,
  role: "NATIONAL_SECRETARY" as const,
  church: null,
  region: null,
};
const signInAs = (user: typeof localAdmin) =>
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user });

describe("SubscriptionBanner", () => {
  it("warns about a trial and links to the plans", async () => {
    mockCurrent(200, makeCurrentSubscription({ status: "TRIAL", is_trial: true, days_remaining: 5 }));
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
    mockCurrent(
      200,
      makeCurrentSubscription({
        status: "ACTIVE",
        days_remaining: 40,
        pending_change: {
          id: 12,
          request_type: "UPGRADE",
          request_type_display: "Upgrade",
          status: "APPROVED",
          effective_date: "2026-12-01",
          target_plan: 3,
          target_plan_name: "Premium",
        },
      }),
    );
    renderWithProviders(<SubscriptionBanner user={localAdmin} />);
    expect(await screen.findByText("Current Subscription: 40 days remaining")).toBeTruthy();
    expect(screen.getByText("Upgrade to Premium on 2026-12-01")).toBeTruthy();
  });

  it("asks nothing for a member or an officer who has not chosen a church", () => {
    const calls = mockCurrent(200, makeCurrentSubscription());
    renderWithProviders(<SubscriptionBanner user={{ ...localAdmin, role: "MEMBER" }} />);
    signInAs(nationalOfficer);
    renderWithProviders(<SubscriptionBanner user={nationalOfficer} />);
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId("subscription-banner")).toBeNull();
  });

  it("shows an officer the banner of the church they work on, as its admin sees it", async () => {
    const calls = mockCurrent(
      200,
      makeCurrentSubscription({ status: "TRIAL", is_trial: true, days_remaining: 9 }),
    );
    signInAs(nationalOfficer);
    churchChoice.select({ id: 4, name: "Hope Tabernacle" });
    renderWithProviders(<SubscriptionBanner user={nationalOfficer} />);
    expect(await screen.findByText("Trial subscription: 9 days remaining")).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringContaining("/subscriptions/subscriptions/current/?church_id=4"),
    ]);
  });
});

describe("SubscriptionBanner in other languages", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says the trial's days and the button in French", async () => {
    await i18n.changeLanguage("fr");
    mockCurrent(200, makeCurrentSubscription({ status: "TRIAL", is_trial: true, days_remaining: 5 }));
    renderWithProviders(<SubscriptionBanner user={localAdmin} />);
    expect(await screen.findByText("Abonnement d’essai : 5 jours restants")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Monter en gamme" }).getAttribute("href")).toBe(
      "/subscriptions/plans",
    );
  });

  it("puts a pending change's plan and date into the Swahili sentence", async () => {
    await i18n.changeLanguage("sw");
    mockCurrent(
      200,
      makeCurrentSubscription({
        status: "ACTIVE",
        days_remaining: 40,
        pending_change: {
          id: 12,
          request_type: "DOWNGRADE",
          request_type_display: "Downgrade",
          status: "APPROVED",
          effective_date: "2026-12-01",
          target_plan: 3,
          target_plan_name: "Premium",
        },
      }),
    );
    renderWithProviders(<SubscriptionBanner user={localAdmin} />);
    expect(await screen.findByText("Usajili wa sasa: zimebaki siku 40")).toBeTruthy();
    expect(screen.getByText("Kinakuja: Premium tarehe 2026-12-01")).toBeTruthy();
  });
});
