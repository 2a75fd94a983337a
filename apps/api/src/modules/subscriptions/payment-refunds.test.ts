import { createHmac } from "node:crypto";
import { addDays, addMonths, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, gateways, invoices, payments, subscriptions, users } from "../../db/tables";
import type { GatewayHttp } from "../payments";

let t: TestApp;
let superAdmin: string;
const STRIPE_WEBHOOK_SECRET = "whsec_refund_tests";
const calls: Parameters<GatewayHttp>[0][] = [];
// The fake gateway: each test says how it answers; no test reaches the network.
let answer: (request: Parameters<GatewayHttp>[0]) => Promise<{ status: number; json: unknown }>;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  t.app.gatewayHttp = async (request) => {
    calls.push(request);
    return answer(request);
  };
  await t.db.insert(gateways).values([
    { name: "paystack", display_name: "Paystack", secret_key: "sk_paystack_refunds" },
    {
      name: "stripe",
      display_name: "Stripe",
      secret_key: "sk_stripe_refunds",
      webhook_secret: STRIPE_WEBHOOK_SECRET,
    },
  ]);
});
afterAll(() => t.close());
beforeEach(() => {
  calls.length = 0;
  answer = async () => ({ status: 500, json: {} });
});

const URL = "/api/subscriptions/payments/";
const today = todayIso();
const refund = (id: number, token = superAdmin) =>
  t.call({ method: "POST", url: `${URL}${id}/refund/`, token });
const subOf = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const paymentOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const invoiceOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const refundCalls = () => calls.filter((c) => c.method === "POST" && c.url.includes("refund"));

/** A church admin; with `days`, the church is ACTIVE on `plan` until that many days from today. */
async function churchAdmin(days: number | null, price = "120.50") {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { price });
  const sub =
    days === null
      ? null
      : await makeSubscription(t.db, church.id, plan.id, { end_date: addDays(today, days) });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, plan, sub, token };
}

/** A paid sandbox payment for `plan`: process, the Pay button, verify. */
async function paidSandbox(token: string, plan: number) {
  const started = await t.call({
    method: "POST",
    url: `${URL}process/`,
    token,
    payload: { plan, gateway: "sandbox" },
  });
  expect(started.statusCode).toBe(200);
  const { reference } = started.json();
  await t.call({
    method: "POST",
    url: `${URL}sandbox/checkout/${reference}/pay/`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  const verified = await t.call({ method: "POST", url: `${URL}verify/`, token, payload: { reference } });
  expect(verified.json().status).toBe("SUCCEEDED");
  return verified.json() as { payment_id: number; reference: string; subscription: number; invoice: number };
}

/** A paid Paystack payment, confirmed by its verification. */
async function paidPaystack() {
  const { token, plan, sub } = await churchAdmin(20);
  answer = async () => ({
    status: 200,
    json: { data: { authorization_url: "https://checkout.paystack.test/x", access_code: "x" } },
  });
  const { reference, payment_id } = (
    await t.call({
      method: "POST",
      url: `${URL}process/`,
      token,
      payload: { plan: plan.id, gateway: "paystack" },
    })
  ).json();
  answer = async () => ({
    status: 200,
    json: { data: { status: "success", amount: 12050, currency: "GHS" } },
  });
  expect(
    (await t.call({ method: "POST", url: `${URL}verify/`, token, payload: { reference } })).json().status,
  ).toBe("SUCCEEDED");
  calls.length = 0;
  return { reference, payment_id: payment_id as number, sub: sub?.id ?? 0 };
}

describe("sandbox and manual refunds", () => {
  it("a refunded first payment is REFUNDED with its amount and time, and cancels the subscription it started", async () => {
    const { church, plan, token } = await churchAdmin(null, "49.99");
    const paid = await paidSandbox(token, plan.id);
    expect(await subOf(paid.subscription)).toMatchObject({ status: "ACTIVE", end_date: addMonths(today, 1) });

    const refundedFrom = t.clock.now().getTime();
    const res = await refund(paid.payment_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "REFUNDED",
      refund_amount: "49.99",
      refund_note: "Test refund: no money moved.",
    });
    // The refund time is the app's clock's, between the call and its answer.
    expect(Date.parse(res.json().refunded_at)).toBeGreaterThanOrEqual(refundedFrom);
    expect(Date.parse(res.json().refunded_at)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await invoiceOf(paid.invoice))?.status).toBe("REFUNDED");
    expect(await subOf(paid.subscription)).toMatchObject({
      status: "CANCELLED",
      end_date: today,
      auto_renew: false,
      cancellation_reason: "Payment refunded",
    });
    // The church loses the features at once.
    const current = await t.call({ method: "GET", url: "/api/subscriptions/subscriptions/current/", token });
    expect(current.json()).toMatchObject({ church: church.id, status: "CANCELLED" });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.object_id, String(paid.payment_id)));
    expect(audit.find((a) => a.action === "refund")?.changes).toMatchObject({
      reference: paid.reference,
      amount: "49.99",
    });
  });

  it("refunding a renewal takes back only the days it added; refunding twice refunds once", async () => {
    const { plan, sub, token } = await churchAdmin(10);
    const paid = await paidSandbox(token, plan.id);
    expect((await subOf(sub?.id ?? 0))?.end_date).toBe(addMonths(addDays(today, 10), 1));
    expect((await refund(paid.payment_id)).statusCode).toBe(200);
    expect(await subOf(sub?.id ?? 0)).toMatchObject({ status: "ACTIVE", end_date: addDays(today, 10) });

    const again = await refund(paid.payment_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "This payment is already refunded.", code: "invalid_status" });
    expect((await subOf(sub?.id ?? 0))?.end_date).toBe(addDays(today, 10));
  });

  it("refunding an upgrade puts the church back on its plan and keeps the end date", async () => {
    const { plan: silver, sub, token } = await churchAdmin(15, "100.00");
    const gold = await makePlan(t.db, "all", { price: "300.00" });
    const paid = await paidSandbox(token, gold.id);
    expect(await subOf(sub?.id ?? 0)).toMatchObject({ plan: gold.id, end_date: addDays(today, 15) });
    expect((await refund(paid.payment_id)).json().status).toBe("REFUNDED");
    expect(await subOf(sub?.id ?? 0)).toMatchObject({
      plan: silver.id,
      status: "ACTIVE",
      end_date: addDays(today, 15),
    });
  });

  it("a bank transfer is refunded with a note that the money goes back by transfer", async () => {
    const { plan, token } = await churchAdmin(5);
    const { payment_id } = (
      await t.call({
        method: "POST",
        url: `${URL}process/`,
        token,
        payload: { plan: plan.id, gateway: "manual" },
      })
    ).json();
    const pending = await refund(payment_id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().detail).toBe("Only a succeeded payment can be refunded; this one is pending.");
    await t.call({ method: "POST", url: `${URL}${payment_id}/mark_paid/`, token: superAdmin });
    expect((await refund(payment_id, token)).statusCode).toBe(403);
    expect((await refund(payment_id)).json()).toMatchObject({
      status: "REFUNDED",
      refund_amount: "120.50",
      refund_note: "The money is returned to the church by bank transfer.",
    });
    expect(refundCalls()).toEqual([]);
  });
});

describe("paystack refunds", () => {
  it("asks Paystack to refund the transaction's amount in minor units", async () => {
    const p = await paidPaystack();
    answer = async () => ({
      status: 200,
      json: {
        status: true,
        message: "Refund has been queued for processing",
        data: { id: 77, status: "pending" },
      },
    });
    const res = await refund(p.payment_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "REFUNDED", refund_amount: "120.50" });
    expect(res.json().gateway_response.refund).toMatchObject({ refund_id: 77, refund_status: "pending" });
    expect(refundCalls()).toHaveLength(1);
    const [call] = refundCalls();
    expect(call?.url).toBe("https://api.paystack.co/refund");
    expect(call?.headers.authorization).toBe("Bearer sk_paystack_refunds");
    expect(JSON.parse(call?.body ?? "{}")).toEqual({ transaction: p.reference, amount: 12050 });
  });

  it("a refusal answers 502 with Paystack's reason and leaves the payment paid; a later try succeeds", async () => {
    const p = await paidPaystack();
    const endBefore = (await subOf(p.sub))?.end_date;
    answer = async () => ({
      status: 400,
      json: { status: false, message: "Transaction has been fully reversed" },
    });
    const res = await refund(p.payment_id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: "refund_failed",
      detail:
        "The payment service did not refund this payment: Transaction has been fully reversed. The payment is unchanged.",
    });
    const row = await paymentOf(p.payment_id);
    expect(row?.status).toBe("SUCCEEDED");
    expect(row?.gateway_response).not.toHaveProperty("refund_started_at");
    expect((await invoiceOf(row?.invoice ?? 0))?.status).toBe("PAID");
    expect((await subOf(p.sub))?.end_date).toBe(endBefore);

    answer = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    const unreachable = await refund(p.payment_id);
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().detail).toContain("could not be reached");
    // The app's own reason in the reader's language.
    const french = await signedInUser(t, { role: "SUPER_ADMIN" });
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, french.user.id));
    const inFrench = await refund(p.payment_id, french.token);
    expect(inFrench.json().detail).toContain("Le service de paiement est injoignable. Réessayez plus tard.");

    answer = async () => ({ status: 200, json: { status: true, data: { id: 78, status: "processed" } } });
    expect((await refund(p.payment_id)).json().status).toBe("REFUNDED");
  });

  it("concurrent refunds of one payment reach the gateway once", async () => {
    const p = await paidPaystack();
    answer = async () => {
      await new Promise((r) => setTimeout(r, 50));
      return { status: 200, json: { status: true, data: { id: 79, status: "pending" } } };
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(p.payment_id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(refundCalls()).toHaveLength(1);
    expect((await paymentOf(p.payment_id))?.status).toBe("REFUNDED");
  });
});

describe("stripe refunds", () => {
  it("refunds the payment intent the signed webhook named, with an idempotency key", async () => {
    const { token, plan } = await churchAdmin(20);
    answer = async () => ({
      status: 200,
      json: { id: "cs_refund_1", url: "https://checkout.stripe.test/cs" },
    });
    const { reference, payment_id } = (
      await t.call({
        method: "POST",
        url: `${URL}process/`,
        token,
        payload: { plan: plan.id, gateway: "stripe" },
      })
    ).json();
    const raw = JSON.stringify({
      type: "checkout.session.completed",
      data: {
        object: {
          client_reference_id: reference,
          payment_status: "paid",
          amount_total: 12050,
          currency: "ghs",
          payment_intent: "pi_123",
        },
      },
    });
    const at = Math.floor(t.clock.now().getTime() / 1000);
    const v1 = createHmac("sha256", STRIPE_WEBHOOK_SECRET).update(`${at}.${raw}`).digest("hex");
    const hook = await t.call({
      method: "POST",
      url: `${URL}webhooks/stripe/`,
      headers: { "content-type": "application/json", "stripe-signature": `t=${at},v1=${v1}` },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);

    calls.length = 0;
    answer = async () => ({ status: 200, json: { id: "re_1", status: "succeeded" } });
    const res = await refund(payment_id);
    expect(res.json()).toMatchObject({ status: "REFUNDED", refund_amount: "120.50" });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "https://api.stripe.com/v1/refunds",
      headers: { "idempotency-key": `refund-${reference}`, authorization: "Bearer sk_stripe_refunds" },
    });
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      payment_intent: "pi_123",
      amount: "12050",
    });
  });

  it("asks the checkout session for its payment intent when none was kept, and reports Stripe's refusal", async () => {
    const { token, plan } = await churchAdmin(20);
    answer = async () => ({
      status: 200,
      json: { id: "cs_refund_2", url: "https://checkout.stripe.test/cs" },
    });
    const { payment_id } = (
      await t.call({
        method: "POST",
        url: `${URL}process/`,
        token,
        payload: { plan: plan.id, gateway: "stripe" },
      })
    ).json();
    await t.call({ method: "POST", url: `${URL}${payment_id}/mark_paid/`, token: superAdmin });
    calls.length = 0;
    answer = async (request) =>
      request.method === "GET"
        ? { status: 200, json: { id: "cs_refund_2", payment_intent: "pi_456" } }
        : { status: 400, json: { error: { message: "Charge ch_1 has already been refunded." } } };
    const res = await refund(payment_id);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toContain("Charge ch_1 has already been refunded.");
    expect(calls.map((c) => c.url)).toEqual([
      "https://api.stripe.com/v1/checkout/sessions/cs_refund_2",
      "https://api.stripe.com/v1/refunds",
    ]);
    expect((await paymentOf(payment_id))?.status).toBe("SUCCEEDED");
  });
});
