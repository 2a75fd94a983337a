import { addMonths, divideCents, formatMoney, fromCents, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, invoices, paymentCredits, payments, subscriptions } from "../../db/tables";

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/payments/";
const today = todayIso();

/** A church admin, with an ACTIVE subscription ending in `days` unless `days` is null. */
async function churchAdmin(days: number | null = 30, price = "100.00") {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { price });
  const sub =
    days === null ? null : await makeSubscription(t.db, church.id, plan.id, { end_date: addDays(days) });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, plan, sub, token };
}
function addDays(days: number) {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const processIt = (token: string, plan: number, gateway = "sandbox") =>
  t.call({ method: "POST", url: `${URL}process/`, token, payload: { plan, gateway } });
const verify = (token: string, reference: string) =>
  t.call({ method: "POST", url: `${URL}verify/`, token, payload: { reference } });
const sandboxChoose = (reference: string, button: "pay" | "fail") =>
  t.call({
    method: "POST",
    url: `${URL}sandbox/checkout/${reference}/${button}/`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
const subOf = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0];

describe("the sandbox checkout", () => {
  it("a church without a subscription pays through the hosted page and becomes ACTIVE for one interval", async () => {
    const { church, plan, token } = await churchAdmin(null, "49.99");
    const started = await processIt(token, plan.id);
    expect(started.statusCode).toBe(200);
    const { payment_id, reference, redirect_url } = started.json();
    expect(redirect_url).toBe(`${URL}sandbox/checkout/${reference}`);
    const page = await t.call({ method: "GET", url: redirect_url });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(formatMoney("49.99", "GHS"));
    expect(page.body).toContain(`action="${URL}sandbox/checkout/${reference}/pay/"`);
    const back = await sandboxChoose(reference, "pay");
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/subscriptions/payment-status?reference=${reference}`);
    const verified = await verify(token, reference);
    expect(verified.json()).toMatchObject({ payment_id, reference, status: "SUCCEEDED" });
    const sub = await subOf(verified.json().subscription);
    expect(sub).toMatchObject({
      church: church.id,
      plan: plan.id,
      status: "ACTIVE",
      start_date: today,
      end_date: addMonths(today, 1),
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, verified.json().invoice));
    expect(invoice).toMatchObject({ status: "PAID", amount: "49.99", currency: "GHS" });
    const current = await t.call({ method: "GET", url: "/api/subscriptions/subscriptions/current/", token });
    expect(current.json().status).toBe("ACTIVE");
  });

  it("the Fail button leaves the payment FAILED and the subscription as it was", async () => {
    const { plan, sub, token } = await churchAdmin(10);
    const { reference } = (await processIt(token, plan.id)).json();
    await sandboxChoose(reference, "fail");
    expect((await verify(token, reference)).json().status).toBe("FAILED");
    expect((await subOf(sub?.id ?? 0))?.end_date).toBe(addDays(10));
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, (await paymentOf(reference))?.invoice ?? 0));
    expect(invoice?.status).toBe("ISSUED");
  });

  it("a reference of another church is 404, and an unknown gateway or plan is refused", async () => {
    const { plan, token } = await churchAdmin();
    const other = await churchAdmin();
    const { reference } = (await processIt(token, plan.id)).json();
    expect((await verify(other.token, reference)).statusCode).toBe(404);
    expect((await processIt(token, plan.id, "stripe")).json()).toHaveProperty("gateway");
    expect((await processIt(token, 999_999)).json()).toHaveProperty("plan");
  });
});

describe("crediting is idempotent", () => {
  it("200 concurrent verifications of one reference credit it once", async () => {
    const { plan, sub, token } = await churchAdmin(30);
    const { reference, payment_id } = (await processIt(token, plan.id)).json();
    await sandboxChoose(reference, "pay");
    const results = await Promise.all(Array.from({ length: 200 }, () => verify(token, reference)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    expect(new Set(results.map((r) => r.json().status))).toEqual(new Set(["SUCCEEDED"]));
    expect((await subOf(sub?.id ?? 0))?.end_date).toBe(addMonths(addDays(30), 1));
    const mine = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(mine.map((p) => p.status)).toEqual(["SUCCEEDED"]);
    const paid = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subscription, sub?.id ?? 0), eq(invoices.status, "PAID")));
    expect(paid).toHaveLength(1);
    expect(
      await t.db.select().from(paymentCredits).where(eq(paymentCredits.payment, payment_id)),
    ).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "payments"), eq(auditLogs.object_id, String(payment_id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["credit", "process"]);
  });
});

describe("upgrades", () => {
  it("charges the price difference for the days left, in cents, and keeps the end date", async () => {
    const { church, sub, token } = await churchAdmin(15, "100.00");
    const gold = await makePlan(t.db, "all", { price: "300.00" });
    const { reference } = (await processIt(token, gold.id)).json();
    const end = addDays(15);
    const periodDays = Math.round((Date.parse(end) - Date.parse(addMonths(end, -1))) / 86_400_000);
    const expected = fromCents(divideCents(20_000n * 15n, BigInt(periodDays)));
    expect(await paymentOf(reference)).toMatchObject({
      purpose: "UPGRADE",
      amount: expected,
      church: church.id,
    });
    await sandboxChoose(reference, "pay");
    await verify(token, reference);
    expect(await subOf(sub?.id ?? 0)).toMatchObject({ plan: gold.id, end_date: end, status: "ACTIVE" });
  });
});

describe("manual payments and refunds", () => {
  it("a bank transfer waits for the super admin, credits once, and can be refunded once", async () => {
    const { plan, sub, token } = await churchAdmin(5);
    const started = (await processIt(token, plan.id, "manual")).json();
    expect(started.redirect_url).toBe(`/subscriptions/payment-status?reference=${started.reference}`);
    expect((await verify(token, started.reference)).json().status).toBe("PENDING");
    const byChurch = await t.call({ method: "POST", url: `${URL}${started.payment_id}/mark_paid/`, token });
    expect(byChurch.statusCode).toBe(403);
    const paid = await t.call({
      method: "POST",
      url: `${URL}${started.payment_id}/mark_paid/`,
      token: superAdmin,
    });
    expect(paid.json()).toMatchObject({ status: "SUCCEEDED", plan_name: plan.name });
    expect(
      (await t.call({ method: "POST", url: `${URL}${started.payment_id}/mark_paid/`, token: superAdmin }))
        .statusCode,
    ).toBe(409);
    expect((await subOf(sub?.id ?? 0))?.end_date).toBe(addMonths(addDays(5), 1));
    const refund = await t.call({
      method: "POST",
      url: `${URL}${started.payment_id}/refund/`,
      token: superAdmin,
    });
    expect(refund.json().status).toBe("REFUNDED");
    expect(
      (await t.call({ method: "POST", url: `${URL}${started.payment_id}/refund/`, token: superAdmin }))
        .statusCode,
    ).toBe(409);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, paid.json().invoice));
    expect(invoice?.status).toBe("REFUNDED");
    const list = await t.call({ method: "GET", url: `${URL}?status=REFUNDED`, token });
    expect(list.json().results.map((p: { id: number }) => p.id)).toEqual([started.payment_id]);
  });
});
