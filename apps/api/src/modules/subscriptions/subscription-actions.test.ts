import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, subscriptions, users } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/subscriptions/subscriptions/";
const today = todayIso();
const post = (action: string, token: string, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: `${URL}${action}/`, token, payload });

describe("trials", () => {
  it("a church admin starts the church's one trial; eligibility says why not afterwards", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(t.db, "all", { name: "Trial plan", trial_days: 21 });
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const eligibility = () => t.call({ method: "GET", url: `${URL}check_trial_eligibility/`, token });
    expect((await eligibility()).json()).toEqual({
      eligible: true,
      reason: "This church has not used its free trial yet.",
    });

    const started = await post("start_trial", token, { plan: plan.id });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      church: church.id,
      status: "TRIAL",
      is_trial: true,
      start_date: today,
      end_date: addDays(today, 21),
      days_remaining: 21,
      plan_name: "Trial plan",
    });
    expect((await eligibility()).json()).toEqual({
      eligible: false,
      reason: "This church has already used its free trial.",
    });
    // In the reader's language.
    const reader = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, reader.user.id));
    const inFrench = await t.call({
      method: "GET",
      url: `${URL}check_trial_eligibility/`,
      token: reader.token,
    });
    expect(inFrench.json().reason).toBe("Cette église a déjà utilisé son essai gratuit.");
    // Even once the trial has ended, a church gets no second one.
    await t.db.update(subscriptions).set({ status: "EXPIRED" }).where(eq(subscriptions.church, church.id));
    const again = await post("start_trial", token, { plan: plan.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ["This church has already used its free trial."] });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.church, church.id));
    expect(rows).toHaveLength(1);
  });

  it("needs an active plan with trial days, church-admin rights, and a church in reach", async () => {
    const church = await makeChurch(t.db);
    const noTrial = await makePlan(t.db, "all", { trial_days: 0 });
    const retired = await makePlan(t.db, "all", { trial_days: 14, is_active: false });
    const admin = await signedInUser(t, { role: "MEMBER", church, isChurchAdmin: true });
    for (const plan of [noTrial, retired]) {
      const res = await post("start_trial", admin.token, { plan: plan.id });
      expect(res.json()).toEqual({ plan: ["Choose an active plan that offers a free trial."] });
    }
    const trial = await makePlan(t.db, "all", { trial_days: 14 });
    const secretary = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    expect((await post("start_trial", secretary.token, { plan: trial.id })).statusCode).toBe(403);
    const other = await makeChurch(t.db);
    const foreign = await post("start_trial", admin.token, { plan: trial.id, church: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: "This church was not found." });
    const active = await makeChurch(t.db);
    await makeSubscription(t.db, active.id, trial.id);
    const activeAdmin = await signedInUser(t, { role: "LOCAL_ADMIN", church: active });
    const refused = await post("start_trial", activeAdmin.token, { plan: trial.id });
    expect(refused.json()).toEqual({ non_field_errors: ["This church already has an active subscription."] });
  });
});

describe("cancel/", () => {
  it("cancels now with the default reason and empty feedback, audited", async () => {
    const church = await makeChurch(t.db);
    const sub = await makeSubscription(t.db, church.id, (await makePlan(t.db)).id, {
      end_date: addDays(today, 60),
    });
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const res = await post("cancel", token, { subscription: sub.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: sub.id,
      status: "CANCELLED",
      cancellation_reason: "Cancelled by user",
      cancellation_feedback: "",
      end_date: today,
      auto_renew: false,
      days_remaining: 0,
    });
    expect(res.json().cancelled_at).not.toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "subscriptions"), eq(auditLogs.action, "cancel")));
    expect(audit?.changes).toMatchObject({ subscription: sub.id });
    const twice = await post("cancel", token, { subscription: sub.id });
    expect(twice.json()).toEqual({ subscription: ["This subscription is already cancelled."] });
  });

  it("keeps a given reason and feedback, refuses future dates and other churches' subscriptions", async () => {
    const church = await makeChurch(t.db);
    const sub = await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const future = await post("cancel", token, {
      subscription: sub.id,
      cancellation_date: addDays(today, 5),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toHaveProperty("cancellation_date");

    const stranger = await signedInUser(t, { role: "LOCAL_ADMIN", church: await makeChurch(t.db) });
    const foreign = await post("cancel", stranger.token, { subscription: sub.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty("subscription");

    const res = await post("cancel", token, {
      subscription: sub.id,
      reason: "Moving to another system",
      feedback: "Too expensive",
    });
    expect(res.json()).toMatchObject({
      cancellation_reason: "Moving to another system",
      cancellation_feedback: "Too expensive",
    });
  });
});

describe("statistics/", () => {
  it("counts by status and plan, and sums monthly recurring revenue per currency in exact cents", async () => {
    const national = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const stats = async () =>
      (await t.call({ method: "GET", url: `${URL}statistics/`, token: national.token })).json();
    const before = await stats();
    const monthly = await makePlan(t.db, "all", { price: "100.00", currency: "XTS", name: "Stats monthly" });
    const quarterly = await makePlan(t.db, "all", {
      price: "100.00",
      currency: "XTS",
      billing_interval: "QUARTERLY",
    });
    const yearly = await makePlan(t.db, "all", {
      price: "1000.00",
      currency: "XAU",
      billing_interval: "YEARLY",
    });
    const yearlyXts = await makePlan(t.db, "all", {
      price: "100.00",
      currency: "XTS",
      billing_interval: "YEARLY",
    });
    for (const plan of [monthly, monthly, quarterly, yearly, yearlyXts]) {
      await makeSubscription(t.db, (await makeChurch(t.db)).id, plan.id);
    }
    await makeSubscription(t.db, (await makeChurch(t.db)).id, monthly.id, { status: "TRIAL" });
    const after = await stats();
    expect(after.total - before.total).toBe(6);
    expect(after.by_status.ACTIVE - before.by_status.ACTIVE).toBe(5);
    expect(after.by_status.TRIAL - before.by_status.TRIAL).toBe(1);
    expect(after.active_by_plan).toContainEqual({ plan: monthly.id, plan_name: "Stats monthly", count: 2 });
    const mrr = Object.fromEntries(
      after.monthly_recurring_revenue.map((r: { currency: string; amount: string }) => [
        r.currency,
        r.amount,
      ]),
    );
    // 2 x 100.00 + 100.00 / 3 + 100.00 / 12 = 241.666... -> 241.67; 1000.00 / 12 = 83.33
    expect(mrr).toMatchObject({ XTS: "241.67", XAU: "83.33" });

    const local = await signedInUser(t, { role: "LOCAL_ADMIN", church: await makeChurch(t.db) });
    expect((await t.call({ method: "GET", url: `${URL}statistics/`, token: local.token })).statusCode).toBe(
      403,
    );
  });
});
