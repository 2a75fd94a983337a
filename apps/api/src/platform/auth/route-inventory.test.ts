import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { requireAccessDeclarations } from "./access";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("every API route declares its access rule", () => {
  expect(t.app.apiRoutes.length).toBeGreaterThan(30);
  const undeclared = t.app.apiRoutes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
  expect(undeclared).toEqual([]);
});

it("a route without an access rule cannot be registered", () => {
  const app = Fastify();
  requireAccessDeclarations(app);
  expect(() => app.get("/api/forgotten/", () => ({}))).toThrow(/no access declaration/);
  expect(() => app.get("/api/declared/", { config: { access: "public" } }, () => ({}))).not.toThrow();
});

it("the only public write routes are sign-in, account recovery, the contact form, online gifts, payment confirmations, campaign tracking, referral links and answers to serve", () => {
  const publicWrites = t.app.apiRoutes
    .filter((r) => r.access === "public" && !["GET", "HEAD"].includes(r.method))
    .map((r) => r.url);
  expect(publicWrites.sort()).toEqual([
    // A visitor's ?ref= link is counted; the answer is the same for any code (no enumeration).
    "/api/affiliates/process-referral/",
    "/api/auth/login/",
    "/api/auth/logout/",
    "/api/auth/password-reset/",
    "/api/auth/password-reset/:uid/:token/",
    "/api/auth/register/",
    "/api/auth/token/refresh/",
    "/api/contact/messages/",
    // A church's public giving page starts a gift (rate limited per address, small bodies only).
    "/api/giving/online-gifts/give/",
    // Public campaign pages count views, clicks and shares of running campaigns (spec section 6).
    "/api/marketing/campaigns/track_click/",
    "/api/marketing/campaigns/track_impression/",
    "/api/marketing/campaigns/track_share/",
    // An e-mailed "can you serve?" link answers its one assignment, named by a 192-bit token.
    "/api/serving/respond/",
    // Signed gateway notifications, and the sandbox checkout's buttons (test payments only).
    "/api/subscriptions/payments/sandbox/checkout/:reference/fail/",
    "/api/subscriptions/payments/sandbox/checkout/:reference/pay/",
    "/api/subscriptions/payments/webhooks/paystack/",
    "/api/subscriptions/payments/webhooks/stripe/",
  ]);
});

/**
 * Routes written by hand, outside the resource mechanism, with why each needs no tenant scope.
 * A new hand-written route fails this test until it is listed here; one that reads or writes a
 * church's data belongs in a resource (an action), where the mechanism scopes it and the access
 * matrix checks it.
 */
const HAND_WRITTEN: Record<string, string> = {
  "GET /api/openapi.json": "the API's own description",
  "GET /api/docs": "the API's own description",
  "GET /api/docs/json": "the API's own description",
  "GET /api/docs/yaml": "the API's own description",
  "GET /api/docs/static/index.html": "the API's own description",
  "GET /api/docs/static/swagger-initializer.js": "the API's own description",
  "GET /api/docs/static/*": "the API's own description",
  "GET /api/health/": "liveness and readiness, no data",
  "GET /api/health/live": "liveness, no data",
  "GET /api/health/ready": "readiness, no data",
  "GET /api/metrics": "the instance's own figures, only from this machine or with the metrics token",
  "GET /api/settings/maintenance/current/":
    "the installation's maintenance record, public by the specification",
  "PUT /api/settings/maintenance/1/": "installation-wide, super admin only",
  "POST /api/settings/maintenance/schedule_maintenance/": "installation-wide, super admin only",
  "POST /api/settings/maintenance/end_maintenance/": "installation-wide, super admin only",
  "POST /api/settings/maintenance/update_progress/": "installation-wide, super admin only",
  "GET /api/settings/site/current/": "the installation's public contact details",
  "PUT /api/settings/site/1/": "installation-wide, super admin only",
  "POST /api/auth/login/": "the caller's own account",
  "POST /api/auth/token/refresh/": "the caller's own session",
  "POST /api/auth/logout/": "the caller's own session",
  "POST /api/auth/register/": "a new account of the caller's own",
  "POST /api/auth/password-reset/": "mails the owner of an address; answers the same for every address",
  "GET /api/auth/password-reset/:uid/:token/": "a one-time link of one account",
  "POST /api/auth/password-reset/:uid/:token/": "a one-time link of one account",
  "GET /api/user-profile/profile/": "the caller's own account",
  "PUT /api/user-profile/update_profile/": "the caller's own account",
  "PATCH /api/user-profile/update_profile/": "the caller's own account",
  "POST /api/user-profile/change_password/": "the caller's own account",
  "POST /api/user-profile/deactivate_account/": "the caller's own account",
  "POST /api/user-profile/delete_account/": "the caller's own account",
  "POST /api/user-profile/toggle_two_factor/": "the caller's own account",
  "POST /api/user-profile/export_my_data/": "the caller's own data, found by their user id",
  "GET /api/files/:name": "public pictures under unguessable generated names",
  "GET /api/marketing/campaign-images/:name":
    "pictures of campaigns under unguessable generated names; only names of campaign pictures",
  "GET /api/programs/calendar.ics":
    "one church's published program calendar, named by that church's unguessable feed token; nothing else",
  "GET /api/serving/respond/": "one assignment, named by the e-mailed link's unguessable token; nothing else",
  "POST /api/serving/respond/":
    "accepts or declines the one assignment its unguessable token names; nothing else",
  "POST /api/affiliates/process-referral/":
    "a visitor's link visit (same answer for any code), or the signed-in caller's own referral",
  "POST /api/affiliates/update-church/": "the caller's own approved church request and their own referral",
  "POST /api/subscriptions/payments/webhooks/paystack/": "signed by the gateway; settles by reference",
  "POST /api/subscriptions/payments/webhooks/stripe/": "signed by the gateway; settles by reference",
  "GET /api/subscriptions/payments/sandbox/checkout/:reference/":
    "the test checkout of one payment reference",
  "POST /api/subscriptions/payments/sandbox/checkout/:reference/pay/":
    "the test checkout of one payment reference",
  "POST /api/subscriptions/payments/sandbox/checkout/:reference/fail/":
    "the test checkout of one payment reference",
};

it("every route written by hand is listed with why it needs no tenant scope", () => {
  const generated = new Set<string>();
  for (const def of t.app.resources.resources.values()) {
    for (const method of ["GET", "POST"]) generated.add(`${method} ${def.path}`);
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) generated.add(`${method} ${def.path}:id/`);
    for (const [name, a] of Object.entries(def.actions ?? {}))
      generated.add(`${a.method} ${a.on === "detail" ? `${def.path}:id/` : def.path}${name}/`);
  }
  const handWritten = t.app.apiRoutes
    .filter((r) => r.method !== "HEAD" && !generated.has(`${r.method} ${r.url}`))
    .map((r) => `${r.method} ${r.url}`);
  expect(handWritten.sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
});

it("has no route that moves the clock unless the server was started for browser tests", () => {
  expect(t.app.apiRoutes.some((r) => r.url.startsWith("/api/testing/"))).toBe(false);
});

it("a server started for browser tests moves its clock forward on request", async () => {
  const clocked = await startTestApp({ config: { testClock: true } });
  try {
    const before = clocked.clock.now().getTime();
    const res = await clocked.call({
      method: "POST",
      url: "/api/testing/clock/advance/",
      payload: { days: 15 },
    });
    expect(res.statusCode).toBe(200);
    expect(clocked.clock.now().getTime() - before).toBeGreaterThanOrEqual(15 * 86_400_000);
    const refused = await clocked.call({
      method: "POST",
      url: "/api/testing/clock/advance/",
      payload: { days: -1 },
    });
    expect(refused.statusCode).toBe(400);
  } finally {
    await clocked.close();
  }
});
