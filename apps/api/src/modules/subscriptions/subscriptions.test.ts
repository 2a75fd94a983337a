import { addDays, addMonths, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs } from "../../db/tables";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/subscriptions/";
const today = todayIso();

describe("the super admin's writes", () => {
  it("create a subscription ending one billing interval later, with the computed fields, audited", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(
      t.db,
      { MEMBER_MANAGEMENT: true },
      { name: "Yearly", billing_interval: "YEARLY" },
    );
    const res = await t.call({
      method: "POST",
      url: URL,
      token: admin,
      payload: { church: church.id, plan: plan.id },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      church: church.id,
      church_name: church.name,
      plan: plan.id,
      plan_name: "Yearly",
      status: "ACTIVE",
      start_date: today,
      end_date: addMonths(today, 12),
      grace_days: 7,
      auto_renew: true,
      is_trial: false,
      is_in_grace_period: false,
      cancelled_at: null,
      cancellation_reason: "",
    });
    expect(body.days_remaining).toBeGreaterThanOrEqual(365);
    expect(body.has_feature).toMatchObject({ MEMBER_MANAGEMENT: true, MARKETING: false });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "subscriptions"), eq(auditLogs.object_id, String(body.id))));
    expect(audit?.action).toBe("create");
  });

  it("refuse a second access-giving subscription and an end before the start", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(t.db);
    const first = await makeSubscription(t.db, church.id, plan.id, { status: "TRIAL" });
    const second = await t.call({
      method: "POST",
      url: URL,
      token: admin,
      payload: { church: church.id, plan: plan.id, status: "ACTIVE" },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().status[0]).toContain(`number ${first.id}`);
    const backwards = await t.call({
      method: "POST",
      url: URL,
      token: admin,
      payload: {
        church: church.id,
        plan: plan.id,
        status: "PENDING",
        start_date: today,
        end_date: "2020-01-01",
      },
    });
    expect(backwards.json()).toEqual({ end_date: ["The end date cannot be before the start date."] });
    const moved = await t.call({
      method: "PATCH",
      url: `${URL}${first.id}/`,
      token: admin,
      payload: { status: "CANCELLED" },
    });
    expect(moved.json()).toMatchObject({ status: "CANCELLED", has_feature: { MARKETING: false } });
    expect(moved.json().cancelled_at).not.toBeNull();
  });
});

describe("reads", () => {
  it("show each page's plan names and grace, and keep to the caller's church or region", async () => {
    const region = await makeRegion(t.db);
    const mine = await makeChurch(t.db, region.id);
    const neighbour = await makeChurch(t.db, region.id);
    const elsewhere = await makeChurch(t.db);
    const gold = await makePlan(t.db, "all", { name: "Gold plan" });
    const basic = await makePlan(t.db, { BASIC_DASHBOARD: true }, { name: "Basic plan" });
    const lapsed = await makeSubscription(t.db, mine.id, gold.id, {
      status: "GRACE_PERIOD",
      end_date: addDays(today, -2),
      grace_days: 7,
    });
    const old = await makeSubscription(t.db, mine.id, basic.id, {
      status: "EXPIRED",
      end_date: "2024-01-31",
    });
    const theirs = await makeSubscription(t.db, neighbour.id, basic.id);
    const far = await makeSubscription(t.db, elsewhere.id, basic.id);

    const local = await signedInUser(t, { role: "LOCAL_TREASURER", church: mine });
    const page = (
      await t.call({ method: "GET", url: `${URL}?ordering=end_date`, token: local.token })
    ).json();
    expect(page.results.map((s: { id: number }) => s.id)).toEqual([old.id, lapsed.id]);
    expect(page.results[0]).toMatchObject({
      plan_name: "Basic plan",
      days_remaining: 0,
      has_feature: { BASIC_DASHBOARD: false },
    });
    expect(page.results[1]).toMatchObject({
      plan_name: "Gold plan",
      is_in_grace_period: true,
      days_remaining: 5,
    });

    const regional = await signedInUser(t, { role: "REGIONAL_TREASURER", church: mine });
    const ids = (await t.call({ method: "GET", url: `${URL}?page_size=100`, token: regional.token }))
      .json()
      .results.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([lapsed.id, old.id, theirs.id]));
    expect(ids).not.toContain(far.id);
    const member = await signedInUser(t, { role: "MEMBER", church: mine });
    expect((await t.call({ method: "GET", url: URL, token: member.token })).statusCode).toBe(403);
  });
});

describe("current/", () => {
  it("answers the church's current subscription by the specification's rule, with pending_change", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(t.db, { EVENT_MANAGEMENT: true }, { name: "Events plan" });
    await makeSubscription(t.db, church.id, plan.id, { status: "EXPIRED", end_date: "2030-01-01" });
    const active = await makeSubscription(t.db, church.id, plan.id, { end_date: addDays(today, 40) });
    const member = await signedInUser(t, { role: "MEMBER", church });
    const res = await t.call({ method: "GET", url: `${URL}current/`, token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: active.id,
      status: "ACTIVE",
      plan_name: "Events plan",
      days_remaining: 40,
      end_date: addDays(today, 40),
      is_in_grace_period: false,
      has_feature: { EVENT_MANAGEMENT: true, MARKETING: false },
      pending_change: null,
    });
  });

  it("without access, answers the one with the latest end date", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(t.db);
    await makeSubscription(t.db, church.id, plan.id, { status: "EXPIRED", end_date: "2025-01-01" });
    const cancelled = await makeSubscription(t.db, church.id, plan.id, {
      status: "CANCELLED",
      end_date: "2025-06-01",
    });
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const body = (await t.call({ method: "GET", url: `${URL}current/`, token })).json();
    expect(body).toMatchObject({ id: cancelled.id, status: "CANCELLED", days_remaining: 0 });
    expect(Object.values(body.has_feature).some(Boolean)).toBe(false);
  });

  it("is a clear 404 without a subscription or a church, and stays within reach", async () => {
    const church = await makeChurch(t.db);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const none = await t.call({ method: "GET", url: `${URL}current/`, token });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: "no_subscription",
      detail: expect.stringContaining("no subscription"),
    });
    const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const noChurch = await t.call({ method: "GET", url: `${URL}current/`, token: national.token });
    expect(noChurch.json()).toMatchObject({ code: "no_church" });

    const other = await makeChurch(t.db);
    const sub = await makeSubscription(t.db, other.id, (await makePlan(t.db)).id);
    const asked = await t.call({
      method: "GET",
      url: `${URL}current/?church_id=${other.id}`,
      token: national.token,
    });
    expect(asked.json().id).toBe(sub.id);
    const foreign = await t.call({ method: "GET", url: `${URL}current/?church_id=${other.id}`, token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: "This church was not found." });
  });
});

describe("subscriptions_by_church/ and history/", () => {
  it("list a church's subscriptions newest first, the caller's own by default", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(t.db);
    const first = await makeSubscription(t.db, church.id, plan.id, { status: "EXPIRED" });
    const second = await makeSubscription(t.db, church.id, plan.id, { status: "ACTIVE" });
    const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    for (const action of ["subscriptions_by_church", "history"]) {
      const res = await t.call({ method: "GET", url: `${URL}${action}/`, token });
      expect(res.json().map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
      const national = await signedInUser(t, { role: "STAFF" });
      const named = await t.call({
        method: "GET",
        url: `${URL}${action}/?church_id=${church.id}`,
        token: national.token,
      });
      expect(named.json()).toHaveLength(2);
      const missing = await t.call({ method: "GET", url: `${URL}${action}/`, token: national.token });
      expect(missing.json()).toEqual({ church_id: ["Choose a church."] });
    }
  });
});
