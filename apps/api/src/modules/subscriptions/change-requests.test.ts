import { addDays, addMonths, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { changeRequests, subscriptions } from "../../db/tables";

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/change-requests/";
const today = todayIso();

/** A church on a mid-priced plan, with its admin signed in. */
async function subscribed(values: Partial<typeof subscriptions.$inferInsert> = {}) {
  const church = await makeChurch(t.db);
  const plan = await makePlan(t.db, { MEMBER_MANAGEMENT: true }, { name: unique("Middle"), price: "100.00" });
  const sub = await makeSubscription(t.db, church.id, plan.id, { end_date: addDays(today, 20), ...values });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, plan, sub, token };
}
const ask = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: URL, token, payload });
const processIt = (id: number, action: "approve" | "reject", notes = "") =>
  t.call({
    method: "POST",
    url: `${URL}${id}/process_request/`,
    token: superAdmin,
    payload: { action, notes },
  });
const current = async (token: string) =>
  (await t.call({ method: "GET", url: "/api/subscriptions/subscriptions/current/", token })).json();
const subscription = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

describe("upgrades and downgrades", () => {
  it("an upgrade shows as the pending change, and applies at once when approved on its date", async () => {
    const { sub, token } = await subscribed();
    // 2,400.00 a year is 200.00 a month: dearer than 100.00 a month (1,200.00 a year would be equal).
    const gold = await makePlan(t.db, "all", { name: "Gold", price: "2400.00", billing_interval: "YEARLY" });
    const res = await ask(token, { subscription: sub.id, request_type: "UPGRADE", target_plan: gold.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "PENDING",
      request_type_display: "Upgrade",
      current_plan_name: expect.stringContaining("Middle"),
      target_plan_name: "Gold",
      effective_date: today,
    });
    expect((await current(token)).pending_change).toEqual({
      id: res.json().id,
      request_type: "UPGRADE",
      request_type_display: "Upgrade",
      status: "PENDING",
      effective_date: today,
      target_plan: gold.id,
      target_plan_name: "Gold",
    });
    const second = await ask(token, { subscription: sub.id, request_type: "RENEW" });
    expect(second.json().subscription[0]).toContain("already has a change waiting");

    const approved = await processIt(res.json().id, "approve", "Enjoy Gold");
    expect(approved.json()).toMatchObject({ status: "APPLIED", admin_notes: "Enjoy Gold" });
    const after = await current(token);
    expect(after).toMatchObject({
      plan_name: "Gold",
      pending_change: null,
      has_feature: { MARKETING: true },
    });
    expect((await processIt(res.json().id, "approve")).statusCode).toBe(409);
  });

  it("a downgrade waits for the end date once approved", async () => {
    const { sub, token } = await subscribed();
    const lite = await makePlan(t.db, "all", {
      name: "Lite",
      price: "240.00",
      billing_interval: "QUARTERLY",
    });
    const res = await ask(token, { subscription: sub.id, request_type: "DOWNGRADE", target_plan: lite.id });
    expect(res.json().effective_date).toBe(sub.end_date);
    expect((await processIt(res.json().id, "approve")).json().status).toBe("APPROVED");
    expect((await subscription(sub.id))?.plan).toBe(sub.plan);
    expect((await current(token)).pending_change).toMatchObject({
      request_type: "DOWNGRADE",
      status: "APPROVED",
      target_plan_name: "Lite",
      effective_date: sub.end_date,
    });
  });

  it("refuses the wrong direction, a missing or foreign-currency plan, a past date and ended subscriptions", async () => {
    const { sub, token } = await subscribed();
    const cheaper = await makePlan(t.db, "all", { price: "50.00" });
    const same = await makePlan(t.db, "all", { price: "1200.00", billing_interval: "YEARLY" });
    const dollars = await makePlan(t.db, "all", { price: "500.00", currency: "USD" });
    const cases: [Record<string, unknown>, string][] = [
      [{ request_type: "UPGRADE", target_plan: cheaper.id }, "target_plan"],
      [{ request_type: "UPGRADE", target_plan: same.id }, "target_plan"],
      [{ request_type: "DOWNGRADE", target_plan: same.id }, "target_plan"],
      [{ request_type: "UPGRADE" }, "target_plan"],
      [{ request_type: "UPGRADE", target_plan: dollars.id }, "target_plan"],
      [{ request_type: "CANCEL", target_plan: cheaper.id }, "target_plan"],
      [{ request_type: "RENEW", effective_date: addDays(today, -1) }, "effective_date"],
      [{ request_type: "SWAP" }, "request_type"],
    ];
    for (const [payload, field] of cases) {
      const res = await ask(token, { subscription: sub.id, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty([field]);
    }
    const ended = await subscribed({ status: "EXPIRED" });
    const res = await ask(ended.token, { subscription: ended.sub.id, request_type: "RENEW" });
    expect(res.json().subscription[0]).toContain("Only a subscription that is active");
    const foreign = await ask(token, { subscription: ended.sub.id, request_type: "RENEW" });
    expect(foreign.statusCode).toBe(400);
    const secretary = await signedInUser(t, { role: "LOCAL_SECRETARY", church: ended.church });
    expect((await ask(secretary.token, { subscription: sub.id, request_type: "RENEW" })).statusCode).toBe(
      403,
    );
  });
});

describe("cancellations, renewals and rejections", () => {
  it("a cancellation due today ends access; a renewal adds a billing period and leaves grace", async () => {
    const cancel = await subscribed();
    const asked = await ask(cancel.token, {
      subscription: cancel.sub.id,
      request_type: "CANCEL",
      effective_date: today,
      reason: "Merging with another church",
    });
    await processIt(asked.json().id, "approve");
    expect(await subscription(cancel.sub.id)).toMatchObject({
      status: "CANCELLED",
      end_date: today,
      cancellation_reason: "Merging with another church",
    });
    expect((await current(cancel.token)).has_feature.MEMBER_MANAGEMENT).toBe(false);

    const lapsed = await subscribed({ status: "GRACE_PERIOD", end_date: addDays(today, -2) });
    const renew = await ask(lapsed.token, {
      subscription: lapsed.sub.id,
      request_type: "RENEW",
      effective_date: today,
    });
    expect((await processIt(renew.json().id, "approve")).json().status).toBe("APPLIED");
    expect(await subscription(lapsed.sub.id)).toMatchObject({
      status: "ACTIVE",
      end_date: addMonths(addDays(today, -2), 1),
    });
  });

  it("a rejection changes nothing; by_subscription lists a subscription's requests newest first", async () => {
    const { sub, token } = await subscribed();
    const first = await ask(token, { subscription: sub.id, request_type: "RENEW" });
    expect((await processIt(first.json().id, "reject", "Pay the invoice first")).json()).toMatchObject({
      status: "REJECTED",
      admin_notes: "Pay the invoice first",
    });
    expect(await subscription(sub.id)).toMatchObject({ status: "ACTIVE", end_date: sub.end_date });
    const second = await ask(token, { subscription: sub.id, request_type: "CANCEL" });
    expect(second.statusCode).toBe(201);
    const list = await t.call({
      method: "GET",
      url: `${URL}by_subscription/?subscription_id=${sub.id}`,
      token,
    });
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([second.json().id, first.json().id]);
  });
});

describe("withdrawing and searching", () => {
  const withdraw = (id: number, token: string, payload?: Record<string, unknown>) =>
    t.call({ method: "POST", url: `${URL}${id}/cancel/`, token, ...(payload ? { payload } : {}) });
  const statusOf = async (id: number) =>
    (await t.db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0]?.status;

  it("the church admin withdraws a pending request, with or without a reason, and may then ask again", async () => {
    const { sub, token, church } = await subscribed();
    const asked = await ask(token, { subscription: sub.id, request_type: "RENEW" });
    const id = asked.json().id;

    // Someone without subscriptions.manage, and another church's admin, cannot withdraw it.
    const secretary = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    expect((await withdraw(id, secretary.token)).statusCode).toBe(403);
    const other = await subscribed();
    expect((await withdraw(id, other.token)).statusCode).toBe(404);
    expect(await statusOf(id)).toBe("PENDING");

    const res = await withdraw(id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "CANCELLED", admin_notes: "" });
    expect(res.json().processed_at).not.toBeNull();
    expect((await current(token)).pending_change).toBeNull();
    const again = await withdraw(id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "invalid_status",
      detail: "This change request is already cancelled: only a pending one can be withdrawn.",
    });
    expect((await processIt(id, "approve")).statusCode).toBe(409);

    const next = await ask(token, { subscription: sub.id, request_type: "CANCEL" });
    expect(next.statusCode).toBe(201);
    const withReason = await withdraw(next.json().id, token, { reason: "  We will stay after all " });
    expect(withReason.json()).toMatchObject({ status: "CANCELLED", admin_notes: "We will stay after all" });
    const junk = await withdraw(next.json().id, token, { reason: "x", colour: "red" });
    expect(junk.statusCode).toBe(400);
  });

  it("an approved, rejected or applied request can no longer be withdrawn", async () => {
    const { sub, token } = await subscribed();
    const lite = await makePlan(t.db, "all", { price: "10.00" });
    const waiting = await ask(token, {
      subscription: sub.id,
      request_type: "DOWNGRADE",
      target_plan: lite.id,
    });
    await processIt(waiting.json().id, "approve");
    const res = await withdraw(waiting.json().id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      "This change request is already approved: only a pending one can be withdrawn.",
    );
    expect(await statusOf(waiting.json().id)).toBe("APPROVED");
  });

  it("the list searches the reason, the admin notes and the plans' names", async () => {
    const { sub, token } = await subscribed();
    const platinum = await makePlan(t.db, "all", { name: unique("Platinum"), price: "900.00" });
    const up = await ask(token, { subscription: sub.id, request_type: "UPGRADE", target_plan: platinum.id });
    await processIt(up.json().id, "reject", "Settle the March invoice first");
    const renew = await ask(token, { subscription: sub.id, request_type: "RENEW", reason: "Festive season" });
    // Another church's request with the same words never shows.
    const other = await subscribed();
    await ask(other.token, { subscription: other.sub.id, request_type: "RENEW", reason: "Festive season" });

    const ids = async (search: string) => {
      const res = await t.call({ method: "GET", url: `${URL}?search=${encodeURIComponent(search)}`, token });
      expect(res.statusCode).toBe(200);
      return res.json().results.map((r: { id: number }) => r.id);
    };
    expect(await ids("festive")).toEqual([renew.json().id]);
    expect(await ids("MARCH INVOICE")).toEqual([up.json().id]);
    expect(await ids(platinum.name)).toEqual([up.json().id]);
    expect(await ids("middle")).toEqual([renew.json().id, up.json().id]);
    expect(await ids("nothing like this")).toEqual([]);
  });
});
