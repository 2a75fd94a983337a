import { periodOf } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { subscriptionUsage } from "../../db/tables";

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/usage/";

async function subscribed() {
  const church = await makeChurch(t.db);
  const sub = await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, sub, token };
}
const counter = (sub: { id: number; church: number }, feature: string, period?: string) =>
  t.call({
    method: "POST",
    url: URL,
    token: superAdmin,
    payload: { church: sub.church, subscription: sub.id, feature, period },
  });

describe("usage counters", () => {
  it("a counter belongs to its subscription's church and starts in the current month", async () => {
    const { church, sub } = await subscribed();
    const res = await counter(sub, "MEMBER_MANAGEMENT");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ church: church.id, period: periodOf(t.clock.now()), amount: 0 });
    const again = await counter(sub, "MEMBER_MANAGEMENT");
    expect(again.statusCode).toBe(400);
    expect((await counter(sub, "NOT_A_FEATURE")).json()).toHaveProperty("feature");
  });

  it("concurrent increments all count", async () => {
    const { sub, token } = await subscribed();
    const { id } = (await counter(sub, "EVENT_MANAGEMENT")).json();
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.call({ method: "POST", url: `${URL}${id}/increment/`, token, payload: { amount: 2 } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    const [row] = await t.db.select().from(subscriptionUsage).where(eq(subscriptionUsage.id, id));
    expect(row?.amount).toBe(50);
    const bad = await t.call({
      method: "POST",
      url: `${URL}${id}/increment/`,
      token,
      payload: { amount: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("by_subscription and by_feature report the caller's church only", async () => {
    const { sub, token } = await subscribed();
    const other = await subscribed();
    const a = (await counter(sub, "MEMBER_MANAGEMENT", "2026-01")).json();
    const b = (await counter(sub, "MEMBER_MANAGEMENT", "2026-02")).json();
    const c = (await counter(sub, "SUNDAY_SCHOOL", "2026-02")).json();
    const theirs = (await counter(other.sub, "MEMBER_MANAGEMENT", "2026-02")).json();
    for (const [id, amount] of [
      [a.id, 3],
      [b.id, 4],
      [c.id, 5],
      [theirs.id, 100],
    ])
      await t.call({ method: "POST", url: `${URL}${id}/increment/`, token: superAdmin, payload: { amount } });
    const bySub = await t.call({
      method: "GET",
      url: `${URL}by_subscription/?subscription_id=${sub.id}`,
      token,
    });
    expect(bySub.json().map((u: { id: number }) => u.id)).toEqual([b.id, c.id, a.id]);
    const foreign = await t.call({
      method: "GET",
      url: `${URL}by_subscription/?subscription_id=${other.sub.id}`,
      token,
    });
    expect(foreign.statusCode).toBe(400);
    const all = await t.call({ method: "GET", url: `${URL}by_feature/`, token });
    expect(all.json()).toEqual([
      { feature: "MEMBER_MANAGEMENT", amount: 7 },
      { feature: "SUNDAY_SCHOOL", amount: 5 },
    ]);
    const feb = await t.call({ method: "GET", url: `${URL}by_feature/?period=2026-02`, token });
    expect(feb.json()).toEqual([
      { feature: "MEMBER_MANAGEMENT", amount: 4 },
      { feature: "SUNDAY_SCHOOL", amount: 5 },
    ]);
  });
});
