import { allFeatures } from "@cm/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session";
import { stubApi } from "../../test/api-stub";
import { jsonResponse, localAdmin, makeCurrentSubscription, tokenExpiringIn } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { RequireFeature } from "./require-feature";

function MembersPage({ onMount }: { onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return <h1>Members page</h1>;
}

function renderMembersPage(page: ReactNode = <MembersPage />) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireFeature feature="MEMBER_MANAGEMENT" />}>
        <Route path="/church/members" element={page} />
      </Route>
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/subscriptions/plans" element={<p>Plans page</p>} />
    </Routes>,
    { route: "/church/members" },
  );
}

const signInWithChurch = (church: number | null) =>
  sessionStore.set({ access: tokenExpiringIn(900), refresh: "r", user: { ...localAdmin, church } });

/** Answers the current-subscription call (the only one the gate makes). */
const answer = (status: number, body: unknown) => stubApi(() => jsonResponse(status, body));

describe("a feature-gated church page", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens when the church's subscription gives the feature", async () => {
    signInWithChurch(1);
    answer(200, makeCurrentSubscription({ has_feature: { ...allFeatures(false), MEMBER_MANAGEMENT: true } }));
    renderMembersPage();
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
  });

  it("starts the page only once the subscription allows it", async () => {
    signInWithChurch(1);
    let reply: (response: Response) => void = () => {};
    const calls = stubApi(() => new Promise<Response>((resolve) => (reply = resolve)));
    const mounted = vi.fn();
    renderMembersPage(<MembersPage onMount={mounted} />);

    // While the subscription is checked the page has not started: its calls would be refused
    // (403) if the church turned out not to have the feature.
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(mounted).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();

    reply(
      jsonResponse(
        200,
        makeCurrentSubscription({ has_feature: { ...allFeatures(false), MEMBER_MANAGEMENT: true } }),
      ),
    );
    expect(await screen.findByRole("heading", { name: "Members page" })).toBeTruthy();
    expect(mounted).toHaveBeenCalled();
    expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  });

  it("never starts the page of a church whose subscription has expired", async () => {
    signInWithChurch(1);
    answer(200, makeCurrentSubscription({ status: "EXPIRED", has_feature: allFeatures(true) }));
    const mounted = vi.fn();
    renderMembersPage(<MembersPage onMount={mounted} />);
    expect(await screen.findByText("Plans page")).toBeTruthy();
    expect(mounted).not.toHaveBeenCalled();
  });

  it("goes to /dashboard when no church is selected", async () => {
    signInWithChurch(null);
    const calls = answer(200, makeCurrentSubscription());
    renderMembersPage();
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("goes to the plans when the church has no subscription", async () => {
    signInWithChurch(1);
    answer(404, { detail: "Your church has no subscription.", code: "no_subscription" });
    renderMembersPage();
    expect(await screen.findByText("Plans page")).toBeTruthy();
  });

  it("goes to the plans when the plan lacks the feature", async () => {
    signInWithChurch(1);
    answer(200, makeCurrentSubscription({ has_feature: allFeatures(false) }));
    renderMembersPage();
    expect(await screen.findByText("Plans page")).toBeTruthy();
  });

  it("goes to the plans when the subscription has expired", async () => {
    signInWithChurch(1);
    answer(
      200,
      makeCurrentSubscription({ status: "EXPIRED", days_remaining: 0, has_feature: allFeatures(true) }),
    );
    renderMembersPage();
    expect(await screen.findByText("Plans page")).toBeTruthy();
  });
});
