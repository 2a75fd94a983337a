import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, gateways, invoices, payments, subscriptions } from "../../db/tables";
import { TEST_PAYMENT_LINE } from "./invoice-print.service";

// The test template turns the sandbox on, as the demo data does; a real installation has it off
// (migration 0007), so the tests that need it off turn it off themselves.
let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const PAYMENTS = "/api/subscriptions/payments/";
const GATEWAYS = "/api/subscriptions/gateways/";
const INVOICES = "/api/subscriptions/invoices/";
const SUBS = "/api/subscriptions/subscriptions/";
const today = todayIso();

const setSandbox = (on: boolean) =>
  t.db.update(gateways).set({ is_active: on }).where(eq(gateways.name, "sandbox"));
const gatewayRow = async (name: "sandbox" | "manual") =>
  (await t.db.select().from(gateways).where(eq(gateways.name, name)))[0] as typeof gateways.$inferSelect;

/** A church admin whose church has an ACTIVE subscription ending in 10 days. */
async function churchAdmin(values: Parameters<typeof makePlan>[2] = {}) {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", values);
  const sub = await makeSubscription(t.db, church.id, plan.id, { end_date: addDays(today, 10) });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, plan, sub, token };
}
const processIt = (token: string, plan: number, gateway = "sandbox") =>
  t.call({ method: "POST", url: `${PAYMENTS}process/`, token, payload: { plan, gateway } });
const verify = (token: string, reference: string) =>
  t.call({ method: "POST", url: `${PAYMENTS}verify/`, token, payload: { reference } });
const press = (reference: string, button: "pay" | "fail") =>
  t.call({
    method: "POST",
    url: `${PAYMENTS}sandbox/checkout/${reference}/${button}/`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0];
const endOf = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.end_date;

describe("an installation without the demo data (sandbox off)", () => {
  it("refuses to start a payment or a renewal with the sandbox, and does not offer it", async () => {
    await setSandbox(false);
    const { plan, sub, token } = await churchAdmin();
    const started = await processIt(token, plan.id);
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({ gateway: ["This payment method is not available."] });
    const renewed = await t.call({
      method: "POST",
      url: `${SUBS}renew/`,
      token,
      payload: { gateway: "sandbox" },
    });
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json()).toEqual({ gateway: ["This payment method is not available."] });
    expect(await t.db.select().from(payments).where(eq(payments.subscription, sub.id))).toEqual([]);
    const offered = await t.call({ method: "GET", url: `${GATEWAYS}active_gateways/`, token });
    expect(offered.json().map((g: { name: string }) => g.name)).not.toContain("sandbox");
  });

  it("credits nothing for a payment started while it was on: page, Pay and Fail are gone, verify waits", async () => {
    await setSandbox(true);
    const { plan, sub, token } = await churchAdmin();
    const pressedEarly = (await processIt(token, plan.id)).json().reference as string;
    // Pay pressed while the sandbox was on, verified only after it was turned off.
    expect((await press(pressedEarly, "pay")).statusCode).toBe(303);
    const late = (await processIt(token, plan.id)).json().reference as string;
    await setSandbox(false);

    const page = await t.call({ method: "GET", url: `${PAYMENTS}sandbox/checkout/${late}/` });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ detail: "The sandbox test checkout is turned off.", code: "not_found" });
    for (const button of ["pay", "fail"] as const) expect((await press(late, button)).statusCode).toBe(404);
    expect((await paymentOf(late))?.gateway_response).toEqual({});

    for (const reference of [late, pressedEarly]) {
      expect((await verify(token, reference)).json().status).toBe("PENDING");
      expect((await paymentOf(reference))?.status).toBe("PENDING");
    }
    expect(await endOf(sub.id)).toBe(addDays(today, 10));
    const paid = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.subscription, sub.id), eq(invoices.status, "PAID")));
    expect(paid).toEqual([]);
  });
});

describe("turning the sandbox on", () => {
  it("needs the super admin's acknowledgement that it takes no money, and is audited", async () => {
    await setSandbox(false);
    const { id } = await gatewayRow("sandbox");
    const refused =
      "Confirm that you understand the sandbox takes no money before turning it on: any church that pays through it gets its plan for free.";
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: "PATCH", url: `${GATEWAYS}${id}/`, token: superAdmin, payload });
    for (const payload of [{ is_active: true }, { is_active: true, acknowledge_test_payments: false }]) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ acknowledge_test_payments: [refused] });
    }
    // PUT turns a gateway on unless told otherwise.
    const put = await t.call({
      method: "PUT",
      url: `${GATEWAYS}${id}/`,
      token: superAdmin,
      payload: { display_name: "Sandbox (test payments)" },
    });
    expect(put.statusCode).toBe(400);
    expect((await gatewayRow("sandbox")).is_active).toBe(false);
    expect(
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.resource, "gateways"), eq(auditLogs.object_id, String(id)))),
    ).toEqual([]);

    const on = await patch({ is_active: true, acknowledge_test_payments: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ name: "sandbox", is_active: true });
    expect(on.json()).not.toHaveProperty("acknowledge_test_payments");
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "gateways"), eq(auditLogs.object_id, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", role: "SUPER_ADMIN", changes: { is_active: true } });

    // Once on, editing it needs no new acknowledgement; turning it off needs none either.
    expect((await patch({ display_name: "Test checkout" })).statusCode).toBe(200);
    expect((await patch({ is_active: false })).statusCode).toBe(200);
    // A gateway that takes real money is turned on without one.
    const manual = await gatewayRow("manual");
    const manualPatch = (is_active: boolean) =>
      t.call({ method: "PATCH", url: `${GATEWAYS}${manual.id}/`, token: superAdmin, payload: { is_active } });
    expect((await manualPatch(false)).statusCode).toBe(200);
    expect((await manualPatch(true)).statusCode).toBe(200);
  });

  it("is refused to anyone but the super admin", async () => {
    await setSandbox(false);
    const { id } = await gatewayRow("sandbox");
    const { token } = await churchAdmin();
    const res = await t.call({
      method: "PATCH",
      url: `${GATEWAYS}${id}/`,
      token,
      payload: { is_active: true, acknowledge_test_payments: true },
    });
    expect(res.statusCode).toBe(403);
    expect((await gatewayRow("sandbox")).is_active).toBe(false);
  });
});

describe("test payments", () => {
  it("a sandbox payment and its invoice are test ones, shown so; a bank transfer's are not", async () => {
    await setSandbox(true);
    const { plan, token } = await churchAdmin();
    const { reference, payment_id } = (await processIt(token, plan.id)).json();
    await press(reference, "pay");
    expect((await verify(token, reference)).json().status).toBe("SUCCEEDED");
    const shown = (await t.call({ method: "GET", url: `${PAYMENTS}${payment_id}/`, token })).json();
    expect(shown).toMatchObject({ status: "SUCCEEDED", is_test: true });
    const invoice = (await t.call({ method: "GET", url: `${INVOICES}${shown.invoice}/`, token })).json();
    expect(invoice).toMatchObject({ status: "PAID", is_test: true });
    const printed = await t.call({ method: "GET", url: `${INVOICES}${shown.invoice}/print/`, token });
    expect(printed.body).toContain(TEST_PAYMENT_LINE);
    expect(TEST_PAYMENT_LINE).toBe("TEST PAYMENT — no money was received");
    const tests = (await t.call({ method: "GET", url: `${PAYMENTS}?is_test=true`, token })).json();
    expect(tests.results.map((p: { id: number }) => p.id)).toEqual([payment_id]);

    const bank = await churchAdmin();
    const transfer = (await processIt(bank.token, bank.plan.id, "manual")).json();
    const real = (
      await t.call({ method: "GET", url: `${PAYMENTS}${transfer.payment_id}/`, token: bank.token })
    ).json();
    expect(real.is_test).toBe(false);
    const realInvoice = (
      await t.call({ method: "GET", url: `${INVOICES}${real.invoice}/`, token: bank.token })
    ).json();
    expect(realInvoice.is_test).toBe(false);
    const page = await t.call({ method: "GET", url: `${INVOICES}${real.invoice}/print/`, token: bank.token });
    expect(page.body).not.toContain("TEST PAYMENT");
  });

  it("an invoice a failed sandbox attempt left open becomes a real one when a bank transfer charges it", async () => {
    await setSandbox(true);
    const { plan, token } = await churchAdmin();
    const attempt = (await processIt(token, plan.id)).json();
    await press(attempt.reference, "fail");
    expect((await verify(token, attempt.reference)).json().status).toBe("FAILED");
    const invoice = (await paymentOf(attempt.reference))?.invoice ?? 0;
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice)))[0]?.is_test).toBe(true);

    const transfer = (await processIt(token, plan.id, "manual")).json();
    expect((await paymentOf(transfer.reference))?.invoice).toBe(invoice);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice)))[0]?.is_test).toBe(false);
  });

  it("revenue does not count subscriptions paid through the sandbox; they are reported apart", async () => {
    await setSandbox(true);
    const national = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const stats = async () =>
      (await t.call({ method: "GET", url: `${SUBS}statistics/`, token: national.token })).json();
    type Monthly = { currency: string; amount: string }[];
    const xts = (figures: Monthly) => figures.filter((r) => r.currency === "XTS");
    const before = await stats();
    expect(xts(before.monthly_recurring_revenue)).toEqual([]);
    expect(xts(before.test_monthly_recurring_revenue)).toEqual([]);

    // One church pays 30.00 a month by bank transfer, another 12.00 through the sandbox.
    const paying = await churchAdmin({ price: "30.00", currency: "XTS" });
    const transfer = (await processIt(paying.token, paying.plan.id, "manual")).json();
    await t.call({ method: "POST", url: `${PAYMENTS}${transfer.payment_id}/mark_paid/`, token: superAdmin });
    const testing = await churchAdmin({ price: "12.00", currency: "XTS" });
    const { reference } = (await processIt(testing.token, testing.plan.id)).json();
    await press(reference, "pay");
    expect((await verify(testing.token, reference)).json().status).toBe("SUCCEEDED");

    const after = await stats();
    expect(xts(after.monthly_recurring_revenue)).toEqual([{ currency: "XTS", amount: "30.00" }]);
    expect(xts(after.test_monthly_recurring_revenue)).toEqual([{ currency: "XTS", amount: "12.00" }]);
  });
});
