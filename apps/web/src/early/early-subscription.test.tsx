import { allFeatures } from "@cm/contracts";
import { cleanup, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireFeature } from "../app/guards/require-feature";
import { sessionStore } from "../lib/session";
import { churchChoice } from "../lib/working-church";
import { type ApiCall, headersOf, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, makeCurrentSubscription, tokenExpiringIn } from "../test/fixtures";
import { renderWithProviders } from "../test/render";
import { askForSubscriptionEarly, dropEarlySubscription } from "./early-subscription";

const CURRENT = "/api/subscriptions/subscriptions/current/";
const withMembers = () =>
  makeCurrentSubscription({ has_feature: { ...allFeatures(false), MEMBER_MANAGEMENT: true } });
const NO_SUBSCRIPTION = { detail: "Your church has no subscription.", code: "no_subscription" };

function renderMembersPage() {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireFeature feature="MEMBER_MANAGEMENT" />}>
        <Route path="/church/members" element={<h1>Members page</h1>} />
      </Route>
      <Route path="/subscriptions/plans" element={<p>Plans page</p>} />
    </Routes>,
    { route: "/church/members" },
  );
}

/**
 * Answers the subscription with `answers` in turn (the early request first, when there is one);
 * any other request, a renewal above all, is left unanswered and fails the test.
 */
function answerSubscription(...answers: Response[]): ApiCall[] {
  return stubApi((call) => (call.url.startsWith(CURRENT) ? answers.shift() : undefined));
}

describe("the subscription asked for as the page is read", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: { ...localAdmin, church: 1 } });
  });
  afterEach(() => {
    cleanup();
    dropEarlySubscription();
    churchChoice.clear();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it("is asked for with the stored session, and the page uses that answer without asking again", async () => {
    const calls = answerSubscription(jsonResponse(200, withMembers()));
    askForSubscriptionEarly();
    expect(calls.map((c) => c.url)).toEqual([CURRENT]);
    expect(headersOf(calls[0]).get("Authorization")).toBe(`Bearer ${sessionStore.get()?.access}`);
    expect(headersOf(calls[0]).get("X-User-Role")).toBe("LOCAL_ADMIN");

    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("leads to the plans when the church has no subscription, still asked once", async () => {
    const calls = answerSubscription(jsonResponse(404, NO_SUBSCRIPTION));
    askForSubscriptionEarly();
    renderMembersPage();
    expect(await screen.findByText("Plans page")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("is dropped when refused, without renewing the session: the page asks as usual", async () => {
    const calls = answerSubscription(
      jsonResponse(401, { detail: "Token is invalid or expired.", code: "token_not_valid" }),
      jsonResponse(200, withMembers()),
    );
    const session = sessionStore.get();
    askForSubscriptionEarly();
    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    // Only the two asks of the subscription: no renewal (it would have failed as unanswered).
    expect(calls.map((c) => c.url)).toEqual([CURRENT, CURRENT]);
    expect(sessionStore.get()).toEqual(session);
  });

  it("is dropped when it did not arrive: the page asks as usual", async () => {
    // The first request fails as one that never reached the server; the next is answered.
    const calls: ApiCall[] = stubApi(() => (calls.length > 1 ? jsonResponse(200, withMembers()) : undefined));
    askForSubscriptionEarly();
    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("is not used once the tokens were renewed since it was asked", async () => {
    const calls = answerSubscription(jsonResponse(200, withMembers()), jsonResponse(200, withMembers()));
    askForSubscriptionEarly();
    sessionStore.setTokens(tokenExpiringIn(1800), "r2");
    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(headersOf(calls[1]).get("Authorization")).toBe(`Bearer ${sessionStore.get()?.access}`);
  });

  it("names an officer's chosen church as the app does, and the page uses it", async () => {
    sessionStore.set({
      access: tokenExpiringIn(900),
      refresh: "r",
      user: { ...localAdmin, role: "REGIONAL_ADMIN", church: null },
    });
    churchChoice.select({ id: 7, name: "Grace Cathedral" });
    const calls = answerSubscription(jsonResponse(200, withMembers()));
    askForSubscriptionEarly();
    expect(calls.map((c) => c.url)).toEqual([`${CURRENT}?church_id=7`]);
    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("is not asked for without a church to ask about, without a session or with an expired token", () => {
    const calls = answerSubscription();
    sessionStore.set({
      access: tokenExpiringIn(900),
      refresh: "r",
      user: { ...localAdmin, role: "REGIONAL_ADMIN", church: null },
    });
    askForSubscriptionEarly();
    sessionStore.set({ access: tokenExpiringIn(-5), refresh: "r", user: { ...localAdmin, church: 1 } });
    askForSubscriptionEarly();
    sessionStore.clear();
    askForSubscriptionEarly();
    expect(calls).toEqual([]);
  });

  it("is for the first page only: a page reached after it was dropped asks afresh", async () => {
    const calls = answerSubscription(jsonResponse(200, withMembers()), jsonResponse(200, withMembers()));
    askForSubscriptionEarly();
    dropEarlySubscription();
    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
