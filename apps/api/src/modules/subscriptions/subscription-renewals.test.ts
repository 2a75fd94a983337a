import { addDays, addMonths, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { changeRequests, discounts, invoices, payments, subscriptions } from "../../db/tables";
import { issueRenewalInvoices } from "./subscription-jobs";

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const SUBS = "/api/subscriptions/subscriptions/";
const PAYMENTS = "/api/subscriptions/payments/";
const today = todayIso();

/** A church admin whose church has one subscription in the given state. */
async function subscribed(values: Partial<typeof subscriptions.$inferInsert>, price = "100.00") {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, "all", { price });
  const sub = await makeSubscription(t.db, church.id, plan.id, values);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, plan, sub, token };
}
const renew = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: `${SUBS}renew/`, token, payload });
const subOf = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0];
/** The tester presses Pay on the sandbox page, and the church admin verifies. */
async function payAndVerify(token: string, reference: string) {
  await t.call({
    method: "POST",
    url: `${PAYMENTS}sandbox/checkout/${reference}/pay/`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  return t.call({ method: "POST", url: `${PAYMENTS}verify/`, token, payload: { reference } });
}

describe("renew through the sandbox", () => {
  it("a subscription in grace renews from today: checkout, payment, ACTIVE with a new end date", async () => {
    const { plan, sub, token } = await subscribed({ status: "GRACE_PERIOD", end_date: addDays(today, -3) });
    const res = await renew(token, { gateway: "sandbox" });
    expect(res.statusCode).toBe(200);
    const { payment_id, reference, redirect_url } = res.json();
    expect(Object.keys(res.json()).sort()).toEqual(["payment_id", "redirect_url", "reference"]);
    expect(redirect_url).toBe(`${PAYMENTS}sandbox/checkout/${reference}`);
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ id: payment_id, subscription: sub.id, plan: plan.id, amount: "100.00" });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment?.invoice ?? 0));
    const until = addMonths(today, 1);
    expect(invoice).toMatchObject({
      status: "ISSUED",
      amount: "100.00",
      description: `Renewal of ${plan.name} from ${today} to ${until}`,
    });

    const verified = await payAndVerify(token, reference);
    expect(verified.json()).toMatchObject({ status: "SUCCEEDED", subscription: sub.id });
    expect(await subOf(sub.id)).toMatchObject({ status: "ACTIVE", end_date: until });
    const current = await t.call({ method: "GET", url: `${SUBS}current/`, token });
    expect(current.json()).toMatchObject({ id: sub.id, status: "ACTIVE", end_date: until });
  });

  it("an expired subscription renews in place from today", async () => {
    const { sub, token } = await subscribed({ status: "EXPIRED", end_date: addDays(today, -40) });
    const { reference } = (await renew(token, { subscription: sub.id, gateway: "sandbox" })).json();
    expect((await paymentOf(reference))?.subscription).toBe(sub.id);
    await payAndVerify(token, reference);
    expect(await subOf(sub.id)).toMatchObject({ status: "ACTIVE", end_date: addMonths(today, 1) });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.church, sub.church));
    expect(rows).toHaveLength(1);
  });

  it("an active subscription near its end pays the scheduler's renewal invoice and runs on from its end date", async () => {
    const end = addDays(today, 5);
    const { plan, sub, token } = await subscribed({ status: "ACTIVE", end_date: end });
    await issueRenewalInvoices(t.app);
    const [issued] = await t.db.select().from(invoices).where(eq(invoices.subscription, sub.id));
    expect(issued?.description).toBe(`Renewal of ${plan.name} from ${end} to ${addMonths(end, 1)}`);

    const { reference } = (await renew(token, { gateway: "sandbox" })).json();
    expect((await paymentOf(reference))?.invoice).toBe(issued?.id);
    await payAndVerify(token, reference);
    expect((await subOf(sub.id))?.end_date).toBe(addMonths(end, 1));
    const all = await t.db.select().from(invoices).where(eq(invoices.subscription, sub.id));
    expect(all.map((i) => [i.id, i.status])).toEqual([[issued?.id, "PAID"]]);
  });

  it("a discount code prices the renewal; the undiscounted renewal invoice is voided and replaced", async () => {
    const end = addDays(today, 3);
    const { plan, sub, token } = await subscribed({ status: "ACTIVE", end_date: end });
    await issueRenewalInvoices(t.app);
    const code = unique("Renew");
    await t.db.insert(discounts).values({ code, kind: "PERCENTAGE", value: "25.00" });
    const quoted = await t.call({
      method: "POST",
      url: "/api/subscriptions/discounts/apply_discount/",
      token,
      payload: { code, plan: plan.id },
    });
    expect(quoted.json()).toMatchObject({ original_amount: "100.00", final_amount: "75.00" });

    const { reference } = (await renew(token, { gateway: "sandbox", discount_code: code })).json();
    expect(await paymentOf(reference)).toMatchObject({
      amount: quoted.json().final_amount,
      discount_amount: "25.00",
    });
    const rows = await t.db.select().from(invoices).where(eq(invoices.subscription, sub.id));
    expect(rows.map((i) => [i.status, i.amount]).sort()).toEqual([
      ["ISSUED", "75.00"],
      ["VOID", "100.00"],
    ]);
    const bad = await renew(token, { gateway: "sandbox", discount_code: "NO-SUCH-CODE" });
    expect(bad.json()).toEqual({ discount_code: ["No discount has this code."] });
  });
});

describe("what renew refuses", () => {
  it("explains why a subscription cannot be renewed now", async () => {
    const far = await subscribed({ status: "ACTIVE", end_date: addDays(today, 60) });
    expect((await renew(far.token, { gateway: "sandbox" })).json()).toEqual({
      subscription: [
        `This subscription runs until ${addDays(today, 60)}; it can be renewed from ${addDays(today, 30)}.`,
      ],
    });
    const trial = await subscribed({ status: "TRIAL", is_trial: true, end_date: addDays(today, 3) });
    expect((await renew(trial.token, { gateway: "sandbox" })).json()).toEqual({
      subscription: ["A free trial is not renewed: choose a plan to subscribe."],
    });
    const cancelled = await subscribed({ status: "CANCELLED", end_date: addDays(today, -1) });
    expect((await renew(cancelled.token, { gateway: "sandbox" })).json()).toEqual({
      subscription: ["This subscription is cancelled; choose a plan to subscribe again."],
    });
    const retired = await subscribed({ status: "GRACE_PERIOD", end_date: addDays(today, -1) });
    await t.call({
      method: "PATCH",
      url: `/api/subscriptions/plans/${retired.plan.id}/`,
      token: superAdmin,
      payload: { is_active: false },
    });
    expect((await renew(retired.token, { gateway: "sandbox" })).json()).toEqual({
      subscription: ["Its plan is no longer offered; choose another plan to subscribe."],
    });
    expect(await t.db.select().from(payments).where(eq(payments.church, far.church.id))).toEqual([]);
  });

  it("refuses while a renewal change is waiting, and another church's subscription", async () => {
    const { sub, token } = await subscribed({ status: "ACTIVE", end_date: addDays(today, 4) });
    await t.db.insert(changeRequests).values({
      subscription: sub.id,
      church: sub.church,
      request_type: "RENEW",
      current_plan: sub.plan,
      status: "APPROVED",
      effective_date: sub.end_date,
    });
    expect((await renew(token, { gateway: "sandbox" })).json()).toEqual({
      subscription: [`A renewal of this subscription is already set for ${sub.end_date}.`],
    });
    const other = await subscribed({ status: "GRACE_PERIOD", end_date: addDays(today, -1) });
    const foreign = await renew(token, { subscription: other.sub.id, gateway: "sandbox" });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty("subscription");
    expect(await t.db.select().from(payments).where(eq(payments.subscription, other.sub.id))).toEqual([]);
  });

  it("is for church admins", async () => {
    const { church } = await subscribed({ status: "GRACE_PERIOD", end_date: addDays(today, -1) });
    const { token } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
    expect((await renew(token, { gateway: "sandbox" })).statusCode).toBe(403);
  });
});
