import { addDays, todayIso } from "@cm/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  makeBranch,
  makeChurch,
  makePlan,
  makeRegion,
  makeSubscription,
  makeUser,
  signedInUser,
} from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { nationalReach } from "../../../test/reach";
import {
  churches,
  eventAttendance,
  events,
  income,
  members,
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolSessions,
} from "../../db/tables";
import { dataOf } from "../../platform/resources/scoped-data";
import { defaultCategory } from "../finance/finance.fixtures.test-support";
import { regionAnalyticsOf } from "./regions.service";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("lists regions to anyone, signed in or not", async () => {
  const region = await makeRegion(t.db);
  const res = await t.call({ method: "GET", url: `/api/regions/?country=${region.country}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().results).toEqual([expect.objectContaining({ id: region.id, name: region.name })]);
  expect((await t.call({ method: "GET", url: `/api/regions/${region.id}/` })).statusCode).toBe(200);
});

it("analytics count the region's churches, branches, seats and people", async () => {
  const region = await makeRegion(t.db);
  const other = await makeRegion(t.db);
  const a = await makeChurch(t.db, region.id);
  const b = await makeChurch(t.db, region.id);
  await t.db.insert(churches).values({ name: "Closed church", region: region.id, is_active: false });
  const elsewhere = await makeChurch(t.db, other.id);
  await makeBranch(t.db, a.id, { capacity: 200, occupancy: 150 });
  await makeBranch(t.db, b.id, { capacity: 100, occupancy: 40 });
  await makeBranch(t.db, elsewhere.id, { capacity: 999, occupancy: 999 });
  await makeUser(t.db, { role: "MEMBER", church: a });
  await makeUser(t.db, { role: "MEMBER", church: elsewhere });
  const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: a });

  const res = await t.call({ method: "GET", url: `/api/regions/${region.id}/analytics/`, token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    region: region.id,
    churches: 3,
    active_churches: 2,
    branches: 2,
    users: 2, // the member of church a and the regional admin
    seating_capacity: 300,
    occupancy: 190,
    members: 0,
    active_members: 0,
    attendance_since: addDays(todayIso(), -29),
    events_held: 0,
    event_attendance: 0,
    event_visitors: 0,
    sunday_school_sessions: 0,
    sunday_school_present: 0,
    sunday_school_visitors: 0,
    churches_by_subscription: {
      ACTIVE: 0,
      TRIAL: 0,
      GRACE_PERIOD: 0,
      EXPIRED: 0,
      CANCELLED: 0,
      PENDING: 0,
      NONE: 3,
    },
    income_last_30_days: [],
    income_year_start: `${todayIso().slice(0, 4)}-01-01`,
    income_this_year: [],
  });
  const foreign = await t.call({ method: "GET", url: `/api/regions/${other.id}/analytics/`, token });
  expect(foreign.statusCode).toBe(404);
});

it("only national officers create regions, and names are unique within a country", async () => {
  const region = await makeRegion(t.db);
  const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
  const payload = { name: "Volta", country: region.country };
  const created = await t.call({ method: "POST", url: "/api/regions/", token, payload });
  expect(created.statusCode).toBe(201);
  const again = await t.call({ method: "POST", url: "/api/regions/", token, payload });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ name: ["A record with this name already exists."] });
  const missing = await t.call({
    method: "POST",
    url: "/api/regions/",
    token,
    payload: { name: "X", country: 999999 },
  });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toHaveProperty("country");
});

it("analytics count members, the last 30 days' attendance and churches by subscription", async () => {
  const region = await makeRegion(t.db);
  const a = await makeChurch(t.db, region.id);
  const b = await makeChurch(t.db, region.id);
  await makeChurch(t.db, region.id); // a church without a subscription
  const elsewhere = await makeChurch(t.db, (await makeRegion(t.db)).id);
  const today = todayIso(t.clock.now());
  const daysAgo = (n: number) => new Date(t.clock.now().getTime() - n * 86_400_000);

  const person = (church: number, n: number, is_active = true) => ({
    church,
    first_name: `Person${n}`,
    last_name: "Test",
    is_active,
  });
  const people = await t.db
    .insert(members)
    .values([person(a.id, 1), person(a.id, 2), person(b.id, 3, false), person(elsewhere.id, 4)])
    .returning();
  const [m1, m2, m3, m4] = people.map((m) => m.id) as [number, number, number, number];

  const held = await t.db
    .insert(events)
    .values([
      { church: a.id, title: "Sunday service", starts_at: daysAgo(3), visitor_count: 5 },
      { church: b.id, title: "Prayer night", starts_at: daysAgo(10), visitor_count: 2 },
      { church: a.id, title: "Last quarter", starts_at: daysAgo(45), visitor_count: 50 },
      {
        church: a.id,
        title: "Next week",
        starts_at: new Date(t.clock.now().getTime() + 7 * 86_400_000),
        visitor_count: 9,
      },
      { church: elsewhere.id, title: "Elsewhere", starts_at: daysAgo(1), visitor_count: 99 },
    ])
    .returning();
  const [recentA, recentB, old, future, foreign] = held.map((e) => e.id) as number[];
  await t.db.insert(eventAttendance).values([
    { church: a.id, event: recentA as number, member: m1 },
    { church: a.id, event: recentA as number, member: m2 },
    { church: b.id, event: recentB as number, member: m3 },
    { church: a.id, event: old as number, member: m1 },
    { church: a.id, event: future as number, member: m2 },
    { church: elsewhere.id, event: foreign as number, member: m4 },
  ]);

  const [school] = await t.db
    .insert(sundaySchoolClasses)
    .values({ church: a.id, name: "Juniors" })
    .returning();
  const sessions = await t.db
    .insert(sundaySchoolSessions)
    .values([
      { church: a.id, sunday_school: school?.id ?? 0, date: addDays(today, -7), visitor_count: 3 },
      { church: a.id, sunday_school: school?.id ?? 0, date: addDays(today, -60), visitor_count: 8 },
    ])
    .returning();
  const [recent, older] = sessions.map((s) => s.id) as [number, number];
  await t.db.insert(sundaySchoolAttendance).values([
    { church: a.id, session: recent, member: m1, present: true },
    { church: a.id, session: recent, member: m2, present: false },
    { church: a.id, session: older, member: m1, present: true },
  ]);

  const plan = await makePlan(t.db);
  // Church a: an old expired period and a current ACTIVE one; b: only an expired one; c: none.
  await makeSubscription(t.db, a.id, plan.id, { status: "EXPIRED", end_date: addDays(today, -40) });
  await makeSubscription(t.db, a.id, plan.id, { status: "ACTIVE" });
  await makeSubscription(t.db, b.id, plan.id, { status: "CANCELLED", end_date: addDays(today, -90) });
  await makeSubscription(t.db, b.id, plan.id, { status: "EXPIRED", end_date: addDays(today, -5) });
  await makeSubscription(t.db, elsewhere.id, plan.id, { status: "TRIAL" });

  const { token } = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const res = await t.call({ method: "GET", url: `/api/regions/${region.id}/analytics/`, token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    churches: 3,
    members: 3,
    active_members: 2,
    attendance_since: addDays(today, -29),
    events_held: 2,
    event_attendance: 3,
    event_visitors: 7,
    sunday_school_sessions: 1,
    sunday_school_present: 1,
    sunday_school_visitors: 3,
    churches_by_subscription: {
      ACTIVE: 1,
      TRIAL: 0,
      GRACE_PERIOD: 0,
      EXPIRED: 1,
      CANCELLED: 0,
      PENDING: 0,
      NONE: 1,
    },
  });
});

it("analytics total the income of the region's churches per currency, last 30 days and this year", async () => {
  const region = await makeRegion(t.db);
  const a = await makeChurch(t.db, region.id);
  const b = await makeChurch(t.db, region.id);
  const elsewhere = await makeChurch(t.db, (await makeRegion(t.db)).id);
  // A fixed "now" keeps the year and the 30-day window apart: 10 March, window from 9 February.
  const now = new Date("2026-03-10T12:00:00Z");
  const row = (church: number, received_on: string, amount: string, currency = "GHS") => ({
    church,
    received_on,
    amount,
    currency,
    category: offering,
  });
  const offering = await defaultCategory(t.db, "OFFERING");
  await t.db.insert(income).values([
    row(a.id, "2026-03-08", "0.10"),
    row(b.id, "2026-03-01", "0.20"),
    row(a.id, "2026-02-09", "1234.56"), // first day of the window
    row(a.id, "2026-02-08", "100.00"), // the day before: this year only
    row(b.id, "2026-01-01", "9999999999.99"),
    row(a.id, "2025-12-31", "500.00"), // last year: not counted
    row(a.id, "2026-03-11", "70.00"), // after today: not counted
    row(b.id, "2026-01-15", "25.50", "USD"), // this year only, so no USD line in the window
    row(elsewhere.id, "2026-03-08", "777.77"),
  ]);
  const figures = await regionAnalyticsOf(
    dataOf(t.db, null),
    await nationalReach(t.db, { region: region.id }),
    now,
  );
  expect(figures).toMatchObject({
    attendance_since: "2026-02-09",
    income_last_30_days: [{ currency: "GHS", total: "1234.86" }],
    income_year_start: "2026-01-01",
    income_this_year: [
      { currency: "GHS", total: "10000001334.85" },
      { currency: "USD", total: "25.50" },
    ],
  });

  // Through the API, with today's dates: this year and the last 30 days hold the same rows.
  const today = todayIso(t.clock.now());
  const fresh = await makeRegion(t.db);
  const c = await makeChurch(t.db, fresh.id);
  await t.db.insert(income).values([row(c.id, today, "19.99"), row(elsewhere.id, today, "5.00")]);
  const { token } = await signedInUser(t, { role: "NATIONAL_TREASURER" });
  const res = await t.call({ method: "GET", url: `/api/regions/${fresh.id}/analytics/`, token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    income_last_30_days: [{ currency: "GHS", total: "19.99" }],
    income_this_year: [{ currency: "GHS", total: "19.99" }],
  });
});
