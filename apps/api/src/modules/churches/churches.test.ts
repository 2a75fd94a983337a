import { roundDownMembers } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  makeBranch,
  makeChurch,
  makePlan,
  makeRegion,
  makeSubscription,
  makeUser,
  signedInUser,
  signIn,
} from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churchRequests, members, users } from "../../db/tables";
import { FIGURES_CACHE_MS } from "./organisation-figures.service";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("mine/ answers the signed-in user's church, and a clear 404 without one", async () => {
  const church = await makeChurch(t.db);
  const member = await signedInUser(t, { role: "MEMBER", church });
  const res = await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: member.token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id: church.id, name: church.name });
  const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const none = await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: national.token });
  expect(none.statusCode).toBe(404);
  expect(none.json().detail).toContain("not linked to a church");
});

it("national officers create churches; church admins update their own", async () => {
  const region = await makeRegion(t.db);
  const national = await signedInUser(t, { role: "NATIONAL_CORRESPONDENT" });
  const payload = {
    name: "St. Peter's",
    region: region.id,
    city: "Ho",
    email: "office@stpeters.example.org",
  };
  const created = await t.call({
    method: "POST",
    url: "/api/churches/churches/",
    token: national.token,
    payload,
  });
  expect(created.statusCode).toBe(201);
  const church = created.json();
  expect(church).toMatchObject({
    name: "St. Peter's",
    region: region.id,
    is_active: true,
    founded_date: null,
  });

  const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const url = `/api/churches/churches/${church.id}/`;
  const patched = await t.call({
    method: "PATCH",
    url,
    token: admin.token,
    payload: { pastor_name: "Rev. Ama" },
  });
  expect(patched.json()).toMatchObject({ pastor_name: "Rev. Ama", city: "Ho" });
  const badEmail = await t.call({
    method: "PATCH",
    url,
    token: admin.token,
    payload: { email: "not-an-email" },
  });
  expect(badEmail.statusCode).toBe(400);
  expect(badEmail.json().email).toEqual(["Enter a valid e-mail address."]);
});

it("lists only the churches of the caller's region for regional officers, with search", async () => {
  const region = await makeRegion(t.db);
  const mine = await makeChurch(t.db, region.id);
  await makeChurch(t.db);
  const officer = await signedInUser(t, { role: "REGIONAL_SECRETARY", church: mine });
  const res = await t.call({
    method: "GET",
    url: "/api/churches/churches/?ordering=name",
    token: officer.token,
  });
  expect(res.json().results.map((c: { id: number }) => c.id)).toEqual([mine.id]);
  const search = await t.call({
    method: "GET",
    url: `/api/churches/churches/?search=${mine.name.slice(0, 9)}`,
    token: officer.token,
  });
  expect(search.json().count).toBe(1);
});

it("{id}/statistics/ counts branches, seats, users by role and shows the current subscription", async () => {
  const church = await makeChurch(t.db);
  await makeBranch(t.db, church.id, { capacity: 200, occupancy: 150 });
  await makeBranch(t.db, church.id, { capacity: 100, occupancy: 40, is_active: false });
  await makeUser(t.db, { role: "MEMBER", church });
  await makeUser(t.db, { role: "MEMBER", church });
  await makeUser(t.db, { role: "MEMBER", church, isActive: false });
  const plan = await makePlan(t.db, { BASIC_DASHBOARD: true }, { name: "Dashboard plan" });
  const sub = await makeSubscription(t.db, church.id, plan.id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const res = await t.call({ method: "GET", url: `/api/churches/churches/${church.id}/statistics/`, token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    church: church.id,
    branches: 2,
    active_branches: 1,
    seating_capacity: 300,
    occupancy: 190,
    occupancy_rate: 63.3,
    users: 3,
    users_by_role: { MEMBER: 2, LOCAL_ADMIN: 1 },
    subscription: {
      id: sub.id,
      status: "ACTIVE",
      plan_name: "Dashboard plan",
      end_date: sub.end_date,
      days_remaining: 30,
    },
    figures: expect.objectContaining({ members: expect.objectContaining({ active: 0 }) }),
  });
});

it("{id}/statistics/ is gated by BASIC_DASHBOARD for church users, and opens as soon as a trial starts", async () => {
  const church = await makeChurch(t.db);
  const url = `/api/churches/churches/${church.id}/statistics/`;
  const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const none = await t.call({ method: "GET", url, token: admin.token });
  expect(none.statusCode).toBe(403);
  expect(none.json()).toMatchObject({ code: "subscription_required", feature: "BASIC_DASHBOARD" });
  expect(none.json().detail).toContain("Basic dashboard");
  const regional = await signedInUser(t, { role: "REGIONAL_SECRETARY", church });
  const officer = await t.call({ method: "GET", url, token: regional.token });
  expect(officer.statusCode).toBe(200);
  expect(officer.json().subscription).toBeNull();

  const trialPlan = await makePlan(t.db, { MEMBER_MANAGEMENT: true }, { trial_days: 10 });
  const started = await t.call({
    method: "POST",
    url: "/api/subscriptions/subscriptions/start_trial/",
    token: admin.token,
    payload: { plan: trialPlan.id },
  });
  expect(started.statusCode).toBe(200);
  const lacking = await t.call({ method: "GET", url, token: admin.token });
  expect(lacking.json()).toMatchObject({ code: "feature_not_available", feature: "BASIC_DASHBOARD" });

  const other = await makeChurch(t.db);
  await makeSubscription(t.db, other.id, (await makePlan(t.db)).id);
  const foreign = await t.call({
    method: "GET",
    url: `/api/churches/churches/${other.id}/statistics/`,
    token: admin.token,
  });
  expect(foreign.statusCode).toBe(403); // the caller's own church lacks the feature, whatever church is asked
});

it("request_churches/ lists the churches the caller's approved requests created", async () => {
  const region = await makeRegion(t.db);
  const requester = await signedInUser(t, { role: "MEMBER" });
  const url = "/api/churches/churches/request_churches/";
  expect((await t.call({ method: "GET", url, token: requester.token })).json()).toEqual([]);
  const filed = await t.call({
    method: "POST",
    url: "/api/churches/requests/",
    token: requester.token,
    payload: { church_name: "Requested Chapel", region: region.id },
  });
  const national = await signedInUser(t, { role: "SUPER_ADMIN" });
  const approved = await t.call({
    method: "POST",
    url: `/api/churches/requests/${filed.json().id}/approve/`,
    token: national.token,
    payload: {},
  });
  expect(approved.statusCode).toBe(200);
  // Approval made the requester a church admin: their old token ends, a new sign-in carries the role.
  expect((await t.call({ method: "GET", url, token: requester.token })).statusCode).toBe(401);
  const { access } = await signIn(t, requester.user.username);
  const mine = (await t.call({ method: "GET", url, token: access })).json();
  expect(mine).toEqual([expect.objectContaining({ id: approved.json().church, name: "Requested Chapel" })]);
  const [row] = await t.db.select().from(churchRequests).where(eq(churchRequests.id, filed.json().id));
  const [user] = await t.db.select().from(users).where(eq(users.id, requester.user.id));
  expect(user?.church).toBe(row?.church);
  const stranger = await signedInUser(t, { role: "MEMBER" });
  expect((await t.call({ method: "GET", url, token: stranger.token })).json()).toEqual([]);
});

it("public_figures/ counts the organisation for the home page, members rounded down, a few minutes at a time", async () => {
  const url = "/api/churches/churches/public_figures/";
  const before = (await t.call({ method: "GET", url })).json();
  const church = await makeChurch(t.db);
  await t.db.insert(members).values(
    Array.from({ length: 23 }, (_, i) => ({
      church: church.id,
      first_name: "Kofi",
      last_name: `Figure ${i}`,
    })),
  );
  // Counted at most every five minutes: the new church shows once that time has passed.
  expect((await t.call({ method: "GET", url })).json()).toEqual(before);
  t.clock.advance(FIGURES_CACHE_MS);
  const after = (await t.call({ method: "GET", url })).json();
  expect(after.churches).toBe(before.churches + 1);
  expect(after.members_at_least).toBe(roundDownMembers(before.members_at_least + 23));
  expect(after.members_at_least % 10).toBe(0);
});
