import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, gateways, paymentCredits, payments } from "../../db/tables";
import type { GatewayHttp } from "./gateways";

let t: TestApp;
let superAdmin: string;
const PAYSTACK_SECRET = "sk_test_paystack_secret";
const STRIPE_WEBHOOK_SECRET = "whsec_stripe_secret";
const calls: Parameters<GatewayHttp>[0][] = [];
let answer: (url: string) => { status: number; json: unknown } = () => ({ status: 500, json: {} });

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  // No test reaches the network: the adapters' one HTTP call answers from here.
  t.app.gatewayHttp = async (request) => {
    calls.push(request);
    return answer(request.url);
  };
});
afterAll(() => t.close());

const URL = "/api/subscriptions/payments/";
const GATEWAYS = "/api/subscriptions/gateways/";

async function configure() {
  for (const [name, body] of [
    ["paystack", { secret_key: PAYSTACK_SECRET }],
    ["stripe", { secret_key: "sk_test_stripe", webhook_secret: STRIPE_WEBHOOK_SECRET }],
  ] as const) {
    const res = await t.call({
      method: "POST",
      url: GATEWAYS,
      token: superAdmin,
      payload: { name, display_name: name, public_key: `pk_${name}`, ...body },
    });
    expect(res.statusCode).toBe(201);
  }
}

async function pendingPayment(gateway: "paystack" | "stripe") {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { price: "120.50" });
  await makeSubscription(t.db, church.id, plan.id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  answer = (url) =>
    url.includes("paystack")
      ? {
          status: 200,
          json: { data: { authorization_url: "https://checkout.paystack.test/abc", access_code: "abc" } },
        }
      : { status: 200, json: { id: "cs_test_1", url: "https://checkout.stripe.test/cs_test_1" } };
  const res = await t.call({
    method: "POST",
    url: `${URL}process/`,
    token,
    // A forged Host: the gateway's return address must not follow it.
    headers: { host: "attacker.example.net" },
    payload: { plan: plan.id, gateway },
  });
  expect(res.statusCode).toBe(200);
  return { ...res.json(), token } as {
    token: string;
    reference: string;
    payment_id: number;
    redirect_url: string;
  };
}

const paystackHook = (body: object, secret = PAYSTACK_SECRET) => {
  const raw = JSON.stringify(body);
  const signature = createHmac("sha512", secret).update(raw).digest("hex");
  return t.call({
    method: "POST",
    url: `${URL}webhooks/paystack/`,
    headers: { "content-type": "application/json", "x-paystack-signature": signature },
    payload: raw,
  });
};
const stripeHook = (
  body: object,
  at = Math.floor(t.clock.now().getTime() / 1000),
  secret = STRIPE_WEBHOOK_SECRET,
) => {
  const raw = JSON.stringify(body);
  const v1 = createHmac("sha256", secret).update(`${at}.${raw}`).digest("hex");
  return t.call({
    method: "POST",
    url: `${URL}webhooks/stripe/`,
    headers: { "content-type": "application/json", "stripe-signature": `t=${at},v1=${v1}` },
    payload: raw,
  });
};
const statusOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]?.status;
const creditsOf = async (id: number) =>
  (await t.db.select().from(paymentCredits).where(eq(paymentCredits.payment, id))).length;

describe("gateways", () => {
  beforeAll(configure);

  it("never shows a secret, in answers or in the audit log, and keeps it when an update omits it", async () => {
    const list = await t.call({ method: "GET", url: GATEWAYS, token: superAdmin });
    expect(list.body).not.toContain(PAYSTACK_SECRET);
    expect(list.body).not.toContain(STRIPE_WEBHOOK_SECRET);
    const paystack = list.json().results.find((g: { name: string }) => g.name === "paystack");
    expect(paystack).toMatchObject({
      public_key: "pk_paystack",
      has_secret_key: true,
      has_webhook_secret: false,
    });
    expect(paystack).not.toHaveProperty("secret_key");
    const patched = await t.call({
      method: "PATCH",
      url: `${GATEWAYS}${paystack.id}/`,
      token: superAdmin,
      payload: { display_name: "Card or mobile money" },
    });
    expect(patched.json()).toMatchObject({ display_name: "Card or mobile money", has_secret_key: true });
    const [stored] = await t.db.select().from(gateways).where(eq(gateways.id, paystack.id));
    expect(stored?.secret_key).toBe(PAYSTACK_SECRET);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.resource, "gateways"));
    expect(JSON.stringify(audit)).not.toContain(PAYSTACK_SECRET);
    expect(audit.find((a) => a.action === "create")?.changes).toMatchObject({ secret_key: "[hidden]" });
  });

  it("churches see the active gateways' names only", async () => {
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: await makeChurch(t.db) });
    const res = await t.call({ method: "GET", url: `${GATEWAYS}active_gateways/`, token });
    expect(
      res
        .json()
        .map((g: { name: string }) => g.name)
        .sort(),
    ).toEqual(["manual", "paystack", "sandbox", "stripe"]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(["display_name", "name"]);
    expect((await t.call({ method: "GET", url: GATEWAYS, token })).statusCode).toBe(403);
  });
});

describe("paystack", () => {
  it("starts a checkout with the amount in minor units and verifies the charge", async () => {
    const p = await pendingPayment("paystack");
    expect(p.redirect_url).toBe("https://checkout.paystack.test/abc");
    const init = calls.find((c) => c.url.endsWith("/transaction/initialize"));
    expect(JSON.parse(init?.body ?? "{}")).toMatchObject({
      amount: "12050",
      currency: "GHS",
      reference: p.reference,
      // The site's own address (no PUBLIC_URL here: the embedded default's own host), though the
      // request named another host.
      callback_url: `http://localhost:${t.app.config.port}/subscriptions/payment-status?reference=${p.reference}`,
    });
    answer = () => ({ status: 200, json: { data: { status: "success", amount: 12050, currency: "GHS" } } });
    const res = await t.call({
      method: "POST",
      url: `${URL}verify/`,
      token: p.token,
      payload: { reference: p.reference },
    });
    expect(res.json().status).toBe("SUCCEEDED");
    expect(calls.at(-1)?.headers.authorization).toBe(`Bearer ${PAYSTACK_SECRET}`);
  });

  it("a verification for another amount fails the payment", async () => {
    const p = await pendingPayment("paystack");
    answer = () => ({ status: 200, json: { data: { status: "success", amount: 100, currency: "GHS" } } });
    await t.call({
      method: "POST",
      url: `${URL}verify/`,
      token: p.token,
      payload: { reference: p.reference },
    });
    expect(await statusOf(p.reference)).toBe("FAILED");
  });

  it("accepts a webhook only with a valid signature, and a repeated delivery credits once", async () => {
    const p = await pendingPayment("paystack");
    const event = {
      event: "charge.success",
      data: { reference: p.reference, status: "success", amount: 12050, currency: "GHS" },
    };
    const forged = await paystackHook(event, "not-the-secret");
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe("invalid_signature");
    expect(await statusOf(p.reference)).toBe("PENDING");
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => paystackHook(event)));
    expect(deliveries.map((d) => d.statusCode)).toEqual(Array(10).fill(200));
    expect(await statusOf(p.reference)).toBe("SUCCEEDED");
    expect(await creditsOf(p.payment_id)).toBe(1);
  });
});

describe("stripe", () => {
  const completed = (reference: string) => ({
    type: "checkout.session.completed",
    data: {
      object: {
        client_reference_id: reference,
        payment_status: "paid",
        amount_total: 12050,
        currency: "ghs",
      },
    },
  });

  it("refuses a stale or forged signature and credits on a fresh one", async () => {
    const p = await pendingPayment("stripe");
    expect(p.redirect_url).toBe("https://checkout.stripe.test/cs_test_1");
    const stale = await stripeHook(completed(p.reference), Math.floor(t.clock.now().getTime() / 1000) - 600);
    expect(stale.statusCode).toBe(401);
    expect((await stripeHook(completed(p.reference), undefined, "whsec_wrong")).statusCode).toBe(401);
    const unsigned = await t.call({
      method: "POST",
      url: `${URL}webhooks/stripe/`,
      payload: completed(p.reference),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(p.reference)).toBe("PENDING");
    expect((await stripeHook(completed(p.reference))).statusCode).toBe(200);
    expect(await statusOf(p.reference)).toBe("SUCCEEDED");
  });

  it("webhooks are processed during maintenance", async () => {
    const p = await pendingPayment("stripe");
    const on = await t.call({
      method: "PUT",
      url: "/api/settings/maintenance/1/",
      token: superAdmin,
      payload: { is_enabled: true, title: "Upgrade", message: "Back soon.", maintenance_type: "UPGRADE" },
    });
    expect(on.statusCode).toBe(200);
    const blocked = await t.call({
      method: "POST",
      url: `${URL}verify/`,
      token: p.token,
      payload: { reference: p.reference },
    });
    expect(blocked.statusCode).toBe(503);
    expect((await stripeHook(completed(p.reference))).statusCode).toBe(200);
    expect(await statusOf(p.reference)).toBe("SUCCEEDED");
    await t.call({ method: "POST", url: "/api/settings/maintenance/end_maintenance/", token: superAdmin });
  });
});
