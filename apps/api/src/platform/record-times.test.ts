import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

/**
 * The times a record keeps (reviewed, published, cancelled) are the app's time, not the machine's:
 * with the app's clock moved ten days on, each is ten days on too.
 */
const TEN_DAYS = 10 * 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.advance(TEN_DAYS);
});
afterAll(() => t.close());

/** The moment a write was stamped, within the minute around the app's now. */
const expectAppTime = (stamp: string | null | undefined) => {
  const distance = Math.abs(new Date(String(stamp)).getTime() - t.clock.now().getTime());
  expect(distance).toBeLessThan(60_000);
};

it("a church request's review is stamped with the app's time", async () => {
  const region = await makeRegion(t.db);
  const { token } = await signedInUser(t, { role: "MEMBER" });
  const filed = await t.call({
    method: "POST",
    url: "/api/churches/requests/",
    token,
    payload: { church_name: "Later Chapel", region: region.id, contact_email: "later@example.org" },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const rejected = await t.call({
    method: "POST",
    url: `/api/churches/requests/${filed.json().id}/reject/`,
    token: national.token,
    payload: { notes: "Please send the address." },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  expectAppTime(rejected.json().reviewed_at);
});

it("an announcement's publication is stamped with the app's time", async () => {
  const superAdmin = await signedInUser(t, { role: "SUPER_ADMIN" });
  const published = await t.call({
    method: "POST",
    url: "/api/announcements/",
    token: superAdmin.token,
    payload: { title: "Harvest", content: "Harvest service on Sunday.", status: "published" },
  });
  expect(published.statusCode).toBe(201);
  expectAppTime(published.json().published_at);
});

it("a super admin's cancellation of a subscription is stamped with the app's time", async () => {
  const church = await makeChurch(t.db);
  const superAdmin = await signedInUser(t, { role: "SUPER_ADMIN" });
  const sub = await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const cancelled = await t.call({
    method: "PATCH",
    url: `/api/subscriptions/subscriptions/${sub.id}/`,
    token: superAdmin.token,
    payload: { status: "CANCELLED" },
  });
  expect(cancelled.statusCode).toBe(200);
  expectAppTime(cancelled.json().cancelled_at);
});
