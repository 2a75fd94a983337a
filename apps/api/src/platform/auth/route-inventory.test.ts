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

it("the only public write routes are sign-in, account recovery, the contact form and payment confirmations", () => {
  const publicWrites = t.app.apiRoutes
    .filter((r) => r.access === "public" && !["GET", "HEAD"].includes(r.method))
    .map((r) => r.url);
  expect(publicWrites.sort()).toEqual([
    "/api/auth/login/",
    "/api/auth/logout/",
    "/api/auth/password-reset/",
    "/api/auth/password-reset/:uid/:token/",
    "/api/auth/register/",
    "/api/auth/token/refresh/",
    "/api/contact/messages/",
    // Signed gateway notifications, and the sandbox checkout's buttons (test payments only).
    "/api/subscriptions/payments/sandbox/checkout/:reference/fail/",
    "/api/subscriptions/payments/sandbox/checkout/:reference/pay/",
    "/api/subscriptions/payments/webhooks/paystack/",
    "/api/subscriptions/payments/webhooks/stripe/",
  ]);
});
