import { addDays, type DashboardQuery, periodDates, todayIso } from "@cm/contracts";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { nationalReach } from "../../../test/reach";
import { eventAttendance } from "../../db/tables";
import { makeEvent, makeMember } from "../events/church-life.test-support";
import { DASHBOARD_CACHE_MS } from "./dashboard.service";
import { at, organisation, PERIOD } from "./dashboard.test-support";
import { churchFigureParts, dashboardFigureParts } from "./dashboard-figures.service";

import { apart, inOneStatement, type Rows } from "./figure-parts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let org: Awaited<ReturnType<typeof organisation>>;
beforeAll(async () => {
  org = await organisation(t);
});

const get = (url: string, token: string) => t.call({ method: "GET", url, token });

/** Counts straight from the rows, for a region: what the dashboard must agree with. */
async function directCounts(region: number) {
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await t.db.execute(query)) as unknown as { rows: { n: unknown }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  const inRegion = sql`(select id from churches where region_id = ${region})`;
  return {
    active: await one(sql`select count(*) as n from members where is_active and church_id in ${inRegion}`),
    joined: await one(
      sql`select count(*) as n from members where church_id in ${inRegion} and coalesce(membership_date, created_at::date) between '2025-01-01' and '2025-03-31'`,
    ),
    attendance: await one(
      sql`select (select count(*) from event_attendance a join events e on e.id = a.event_id where e.church_id in ${inRegion} and e.starts_at >= '2025-01-01' and e.starts_at < '2025-04-01') + (select coalesce(sum(visitor_count), 0) from events where church_id in ${inRegion} and starts_at >= '2025-01-01' and starts_at < '2025-04-01') as n`,
    ),
  };
}

describe("the dashboard", () => {
  it("counts every figure of a region against the rows, and the period before", async () => {
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const res = await get(`/api/churches/churches/dashboard/?${PERIOD}`, token);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      scope: "region",
      region: org.regionA.id,
      region_name: org.regionA.name,
      churches: {
        total: 2,
        active: 2,
        by_subscription: {
          ACTIVE: 1,
          EXPIRED: 1,
          TRIAL: 0,
          GRACE_PERIOD: 0,
          CANCELLED: 0,
          PENDING: 0,
          NONE: 0,
        },
      },
      regions: 1,
      regions_list: [{ id: org.regionA.id, name: org.regionA.name }],
      subscriptions: {
        expiring_soon: 1,
        by_plan: [{ plan: org.plan.name, churches: 1 }],
        revenue_by_month: [{ month: "2025-03", currency: "GHS", total: "120.00" }],
      },
      pending_church_requests: 1,
    });
    const f = d.figures;
    expect(f).toMatchObject({
      date_from: "2025-01-01",
      date_to: "2025-03-31",
      previous_from: "2024-10-01",
      previous_to: "2024-12-31",
      members: {
        active: 4,
        joined: { value: 4, previous: 1 },
        by_gender: { MALE: 1, FEMALE: 2, unknown: 1 },
      },
      attendance: {
        // 5 in the quarter's 90 days (12.86 weeks); 1 in the previous 92 days (13.14 weeks).
        average_weekly: { value: 0.4, previous: 0.1 },
        events_held: { value: 1, previous: 1 },
        by_week: [{ week: "2025-01-27", attendance: 5 }],
      },
      sunday_school: { enrolled: 2, attendance_rate: { value: 50, previous: null } },
      finance: {
        income: [{ currency: "GHS", total: "100.00", previous: "40.00" }],
        approved_expenses: [{ currency: "GHS", total: "30.00", previous: "0.00" }],
      },
      programs: { planned: { value: 2, previous: 1 }, accomplished: { value: 1, previous: 1 } },
    });
    expect(f.members.by_age_band).toEqual([
      { band: "0-12", members: 1 },
      { band: "13-19", members: 0 },
      { band: "20-35", members: 0 },
      { band: "36-59", members: 1 },
      { band: "60+", members: 1 },
      { band: "unknown", members: 1 },
    ]);
    expect(f.members.joined_by_month).toHaveLength(12);
    expect(f.members.joined_by_month.slice(-3)).toEqual([
      { month: "2025-01", joined: 1 },
      { month: "2025-02", joined: 2 },
      { month: "2025-03", joined: 1 },
    ]);
    const direct = await directCounts(org.regionA.id);
    expect(f.members.active).toBe(direct.active);
    expect(f.members.joined.value).toBe(direct.joined);
    expect(f.attendance.by_week.reduce((s: number, w: { attendance: number }) => s + w.attendance, 0)).toBe(
      direct.attendance,
    );
  });

  it("stays equal to a direct count after more writes, once the minute it is kept has passed", async () => {
    const { token } = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const url = `/api/churches/churches/dashboard/?region=${org.regionA.id}&${PERIOD}`;
    const first = (await get(url, token)).json();
    const service = await makeEvent(t.db, org.a2.id, {
      starts_at: at("2025-03-16T09:00:00Z"),
      visitor_count: 7,
    });
    await t.db.insert(eventAttendance).values({ church: org.a2.id, event: service.id, member: org.m1.id });
    await makeMember(t.db, org.a2.id, { membership_date: "2025-03-20" });
    await makeMember(t.db, org.b1.id, { membership_date: "2025-03-20" });

    // Within the minute the same figures come back, saying when they were counted.
    const kept = (await get(url, token)).json();
    expect(kept.as_of).toBe(first.as_of);
    expect(kept.figures.members.joined.value).toBe(first.figures.members.joined.value);

    t.clock.advance(DASHBOARD_CACHE_MS + 1);
    const fresh = (await get(url, token)).json();
    expect(fresh.as_of).not.toBe(first.as_of);
    const direct = await directCounts(org.regionA.id);
    expect(fresh.figures.members.joined.value).toBe(direct.joined);
    expect(fresh.figures.members.joined.value).toBe(first.figures.members.joined.value + 1);
    expect(fresh.figures.members.active).toBe(direct.active);
    const weekly = fresh.figures.attendance.by_week.reduce(
      (s: number, w: { attendance: number }) => s + w.attendance,
      0,
    );
    expect(weekly).toBe(direct.attendance);
    expect(weekly).toBe(5 + 8);
  });

  it("national officers see every region, or one they choose", async () => {
    const { token } = await signedInUser(t, { role: "NATIONAL_CORRESPONDENT" });
    const all = (await get(`/api/churches/churches/dashboard/?${PERIOD}`, token)).json();
    expect(all.scope).toBe("national");
    expect(all.regions_list.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([org.regionA.id, org.regionB.id]),
    );
    const b = (
      await get(`/api/churches/churches/dashboard/?region=${org.regionB.id}&${PERIOD}`, token)
    ).json();
    expect(b).toMatchObject({ scope: "region", region: org.regionB.id, pending_church_requests: 1 });
    expect(b.churches.total).toBe(1);
    expect(b.figures.finance.income).toEqual([{ currency: "GHS", total: "999.00", previous: "0.00" }]);
    expect(b.figures.members.joined.value).toBe(await directCounts(org.regionB.id).then((d) => d.joined));
    // The whole organisation holds at least both regions.
    expect(all.churches.total).toBeGreaterThanOrEqual(3);
    expect(all.pending_church_requests).toBeGreaterThanOrEqual(2);
  });

  it("refuses another region to a regional officer, and the dashboard to church roles", async () => {
    const regional = await signedInUser(t, { role: "REGIONAL_SECRETARY", church: org.a1 });
    const other = await get(`/api/churches/churches/dashboard/?region=${org.regionB.id}`, regional.token);
    expect(other.statusCode).toBe(404);
    for (const role of ["LOCAL_ADMIN", "MEMBER", "FINANCE_MANAGER"] as const) {
      const local = await signedInUser(t, { role, church: org.a1 });
      expect((await get("/api/churches/churches/dashboard/", local.token)).statusCode).toBe(403);
    }
    expect((await t.call({ method: "GET", url: "/api/churches/churches/dashboard/" })).statusCode).toBe(401);
  });

  it("answers bad periods with a field message", async () => {
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const long = await get(
      "/api/churches/churches/dashboard/?period=custom&date_from=2019-01-01&date_to=2025-01-02",
      token,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().date_to[0]).toContain("at most 5 years");
    const missing = await get("/api/churches/churches/dashboard/?period=custom&date_from=2025-01-01", token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().date_to).toBeDefined();
    expect((await get("/api/churches/churches/dashboard/?period=week", token)).statusCode).toBe(400);
    expect((await get("/api/churches/churches/dashboard/?region=abc", token)).statusCode).toBe(400);
    expect((await get("/api/churches/churches/dashboard/?region=999999", token)).statusCode).toBe(404);
  });

  it("this month by default, compared with last month", async () => {
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const d = (await get("/api/churches/churches/dashboard/", token)).json();
    const today = todayIso(t.clock.now());
    expect(d.figures.date_from).toBe(`${today.slice(0, 7)}-01`);
    expect(d.figures.date_to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(d.figures.previous_to).toBe(addDays(d.figures.date_from, -1));
  });
});

describe("the list behind the expiring figure", () => {
  it("lists the subscriptions that give access and end within the days asked for", async () => {
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const today = todayIso(t.clock.now());
    const url = `/api/subscriptions/subscriptions/?gives_access=true&end_date__gte=${today}&end_date__lte=${addDays(today, 7)}`;
    const res = await get(url, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((s: { church: number }) => s.church)).toEqual([org.a1.id]);
    const ended = (await get("/api/subscriptions/subscriptions/?gives_access=false", token)).json();
    expect(ended.results.map((s: { church: number }) => s.church)).toEqual([org.a2.id]);
    expect((await get("/api/subscriptions/subscriptions/?gives_access=maybe", token)).statusCode).toBe(400);
  });
});

describe("a church's statistics", () => {
  it("hold the church's own figures for its officers, gated by BASIC_DASHBOARD", async () => {
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church: org.a1 });
    const url = `/api/churches/churches/${org.a1.id}/statistics/?${PERIOD}`;
    const res = await get(url, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().figures).toMatchObject({
      members: { active: 3, joined: { value: 3, previous: 1 } },
      attendance: { events_held: { value: 1, previous: 1 } },
      sunday_school: { enrolled: 2, attendance_rate: { value: 50, previous: null } },
      finance: { income: [{ currency: "GHS", total: "100.00", previous: "40.00" }] },
    });
    // a2's subscription has expired: its admin is sent to the plans.
    const lapsed = await signedInUser(t, { role: "LOCAL_ADMIN", church: org.a2 });
    const gated = await get(`/api/churches/churches/${org.a2.id}/statistics/`, lapsed.token);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe("subscription_required");
    // Another region's officer does not find the church.
    const stranger = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.b1 });
    expect((await get(url, stranger.token)).statusCode).toBe(404);
    const bad = await get(
      `/api/churches/churches/${org.a1.id}/statistics/?period=custom&date_from=2025-02-01`,
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("count every figure in one statement, rendered once per period, exactly as one statement per figure does", async () => {
    const run = async (statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: Rows }).rows;
    const periods: Pick<DashboardQuery, "period" | "date_from" | "date_to">[] = [
      { period: "custom", date_from: "2025-01-01", date_to: "2025-03-31" },
      // Days at both edges of the months: finance adds rows to the month totals.
      { period: "custom", date_from: "2024-12-15", date_to: "2025-02-20" },
      { period: "year" },
      { period: "month" },
    ];
    for (const period of periods) {
      const p = periodDates(period, t.clock.now());
      // Twice over: the second time every church's statement comes from the one rendered for the period.
      for (const church of [org.a1.id, org.a2.id, org.b1.id, org.a1.id, org.a2.id, org.b1.id]) {
        const reach = await nationalReach(t.db, { church });
        const separately = await apart(run, dashboardFigureParts(reach, p));
        expect(await inOneStatement(run, dashboardFigureParts(reach, p))).toEqual(separately);
        expect(await inOneStatement(run, churchFigureParts(reach, p))).toEqual(separately);
      }
    }
  });

  it("show the church's officers a member added a moment ago, and one who left", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(
      t.db,
      church.id,
      (await makePlan(t.db, { BASIC_DASHBOARD: true, MEMBER_MANAGEMENT: true })).id,
    );
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const url = `/api/churches/churches/${church.id}/statistics/`;
    const active = async () => (await get(url, admin.token)).json().figures.members.active;
    expect(await active()).toBe(0);
    const member = await makeMember(t.db, church.id);
    expect(await active()).toBe(1);
    const left = await t.call({
      method: "PATCH",
      url: `/api/churches/members/${member.id}/`,
      token: admin.token,
      payload: { is_active: false },
    });
    expect(left.statusCode).toBe(200);
    expect(await active()).toBe(0);
  });
});
