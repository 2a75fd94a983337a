import {
  ATTENDANCE_WINDOW_DAYS,
  addDays,
  type RegionAnalytics,
  SUBSCRIPTION_STATUSES,
  todayIso,
} from "@cm/contracts";
import { and, count, eq, gte, lte, or, sql } from "drizzle-orm";
import {
  branches,
  churches,
  eventAttendance,
  events,
  income,
  members,
  subscriptions,
  sundaySchoolAttendance,
  sundaySchoolSessions,
  users,
} from "../../db/tables";
import type { Reach } from "../../platform/reach";
import { recordOf } from "../../platform/records";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
const int = (sqlText: ReturnType<typeof sql>) => sql<number>`${sqlText}`.mapWith(Number);

/**
 * Live figures for one region, each one aggregate query over the region's churches: churches,
 * branches, seats and users; members on the rolls; attendance over the last
 * ATTENDANCE_WINDOW_DAYS days (events that started in the window with their attendance and
 * visitors, Sunday-school sessions held in it); churches by their current subscription's status;
 * income per currency over the same window and since 1 January.
 */
export async function regionAnalyticsOf(db: Conn, reach: Reach, now: Date): Promise<RegionAnalytics> {
  const regionId = reach.region;
  if (regionId === null) throw new Error("Region analytics need a reach narrowed to one region");
  const today = todayIso(now);
  const since = addDays(today, -(ATTENDANCE_WINDOW_DAYS - 1));
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const [churchCounts] = await db
    .select({
      churches: count(),
      active: int(sql`count(*) filter (where ${churches.is_active})`),
    })
    .from(churches)
    .where(reach.regionIn(churches.region));
  const [branchCounts] = await db
    .select({
      branches: count(),
      capacity: int(sql`coalesce(sum(${branches.capacity}), 0)`),
      occupancy: int(sql`coalesce(sum(${branches.occupancy}), 0)`),
    })
    .from(branches)
    .where(reach.churchIn(branches.church));
  const [userCounts] = await db
    .select({ users: count() })
    .from(users)
    .where(and(eq(users.is_active, true), or(reach.churchIn(users.church), reach.regionIn(users.region))));
  const [memberCounts] = await db
    .select({ total: count(), active: int(sql`count(*) filter (where ${members.is_active})`) })
    .from(members)
    .where(reach.churchIn(members.church));
  // Events that started in the window and not later than now; attendance counted per event.
  const [eventCounts] = await db
    .select({
      held: count(),
      visitors: int(sql`coalesce(sum(${events.visitor_count}), 0)`),
      present: int(
        sql`coalesce(sum((select count(*) from ${eventAttendance} where ${eventAttendance.event} = ${events.id})), 0)`,
      ),
    })
    .from(events)
    .where(
      and(
        reach.churchIn(events.church),
        gte(events.starts_at, new Date(`${since}T00:00:00Z`)),
        lte(events.starts_at, now),
      ),
    );
  const [schoolCounts] = await db
    .select({
      sessions: count(),
      visitors: int(sql`coalesce(sum(${sundaySchoolSessions.visitor_count}), 0)`),
      present: int(
        sql`coalesce(sum((select count(*) from ${sundaySchoolAttendance} where ${sundaySchoolAttendance.session} = ${sundaySchoolSessions.id} and ${sundaySchoolAttendance.present})), 0)`,
      ),
    })
    .from(sundaySchoolSessions)
    .where(
      and(
        reach.churchIn(sundaySchoolSessions.church),
        gte(sundaySchoolSessions.date, since),
        lte(sundaySchoolSessions.date, today),
      ),
    );
  return {
    region: regionId,
    churches: Number(churchCounts?.churches ?? 0),
    active_churches: churchCounts?.active ?? 0,
    branches: Number(branchCounts?.branches ?? 0),
    users: Number(userCounts?.users ?? 0),
    seating_capacity: branchCounts?.capacity ?? 0,
    occupancy: branchCounts?.occupancy ?? 0,
    members: Number(memberCounts?.total ?? 0),
    active_members: memberCounts?.active ?? 0,
    attendance_since: since,
    events_held: Number(eventCounts?.held ?? 0),
    event_attendance: eventCounts?.present ?? 0,
    event_visitors: eventCounts?.visitors ?? 0,
    sunday_school_sessions: Number(schoolCounts?.sessions ?? 0),
    sunday_school_present: schoolCounts?.present ?? 0,
    sunday_school_visitors: schoolCounts?.visitors ?? 0,
    churches_by_subscription: await churchesBySubscription(db, reach, Number(churchCounts?.churches ?? 0)),
    ...(await incomeOf(db, reach, since, yearStart, today)),
  };
}

/**
 * Income per currency since `since` and since `yearStart` (both up to today), in one pass over the
 * region's rows from the earlier of the two. Sums stay numeric and leave SQL as text: never a float.
 */
async function incomeOf(db: Conn, reach: Reach, since: string, yearStart: string, today: string) {
  const from = since < yearStart ? since : yearStart;
  const rows = await db
    .select({
      currency: income.currency,
      recent: sql<
        string | null
      >`(sum(${income.amount}) filter (where ${income.received_on} >= ${since}::date))::numeric(16, 2)::text`,
      year: sql<
        string | null
      >`(sum(${income.amount}) filter (where ${income.received_on} >= ${yearStart}::date))::numeric(16, 2)::text`,
    })
    .from(income)
    .where(and(reach.churchIn(income.church), gte(income.received_on, from), lte(income.received_on, today)))
    .groupBy(income.currency)
    .orderBy(income.currency);
  const totals = (pick: (r: (typeof rows)[number]) => string | null) =>
    rows.flatMap((r) => {
      const total = pick(r);
      return total === null ? [] : [{ currency: r.currency, total }];
    });
  return {
    income_last_30_days: totals((r) => r.recent),
    income_year_start: yearStart,
    income_this_year: totals((r) => r.year),
  };
}

/**
 * Each church counted once, by its current subscription (spec section 4): the first that gives
 * access in the order ACTIVE, TRIAL, GRACE_PERIOD, else the one with the latest end date.
 */
async function churchesBySubscription(db: Conn, reach: Reach, churchCount: number) {
  const current = db
    .selectDistinctOn([subscriptions.church], { church: subscriptions.church, status: subscriptions.status })
    .from(subscriptions)
    .where(reach.churchIn(subscriptions.church))
    .orderBy(
      subscriptions.church,
      sql`case ${subscriptions.status} when 'ACTIVE' then 0 when 'TRIAL' then 1 when 'GRACE_PERIOD' then 2 else 3 end`,
      sql`${subscriptions.end_date} desc`,
      sql`${subscriptions.id} desc`,
    )
    .as("current");
  const rows = await db
    .select({ status: current.status, churches: count() })
    .from(current)
    .groupBy(current.status);
  const out = recordOf([...SUBSCRIPTION_STATUSES, "NONE" as const], () => 0);
  let withOne = 0;
  for (const r of rows) {
    out[r.status] = Number(r.churches);
    withOne += Number(r.churches);
  }
  out.NONE = churchCount - withOne;
  return out;
}
