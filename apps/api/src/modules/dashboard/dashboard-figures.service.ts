import { addDays, addMonths, DASHBOARD_AGE_BANDS, type DashboardFigures, fromCents } from "@cm/contracts";
import { and, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  eventAttendance,
  events,
  members,
  programOccurrences,
  sundaySchoolAttendance,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import { type ChurchReach, churchCondition, periodTotals } from "../finance/finance-totals.service";

type Conn = Db | Tx;
export type Period = { from: string; to: string; previous: { from: string; to: string }; today: string };

const int = (text: ReturnType<typeof sql>) => sql<number>`${text}`.mapWith(Number);
/** The first instant of a calendar day (UTC) and of the day after another. */
const dayStart = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;
const dayAfter = (day: string) => dayStart(addDays(day, 1));
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
/** A percentage with one decimal, or null when nothing was counted. */
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

/** The day a member joined: their membership date, else the day they were recorded. */
const joinedOn = sql`coalesce(${members.membership_date}, (${members.created_at} at time zone 'UTC')::date)`;
/** The birthday before which a member is at least `years` old today (a date comparison, not age() per row). */
const bornBy = (today: string, years: number) => addMonths(today, -12 * years);

/**
 * Every figure of a church, a region or the organisation (`reach`) over a period and the one
 * before it. Each is one aggregate over the rows of the churches in reach, read through the
 * indexes that lead with the church (or, for finance, from the month totals).
 */
export async function dashboardFiguresOf(db: Conn, reach: ChurchReach, p: Period): Promise<DashboardFigures> {
  const [membersPart, attendance, school, finance, programs] = await Promise.all([
    membersOf(db, reach, p),
    attendanceOf(db, reach, p),
    sundaySchoolOf(db, reach, p),
    financeOf(db, reach, p),
    programsOf(db, reach, p),
  ]);
  return {
    date_from: p.from,
    date_to: p.to,
    previous_from: p.previous.from,
    previous_to: p.previous.to,
    members: membersPart,
    attendance,
    sunday_school: school,
    finance,
    programs,
  };
}

async function membersOf(db: Conn, reach: ChurchReach, p: Period) {
  const inReach = churchCondition(members.church, reach);
  const between = (from: string, to: string) => sql`${joinedOn} between ${from}::date and ${to}::date`;
  const born = members.date_of_birth;
  const bands = DASHBOARD_AGE_BANDS.map((band) => {
    if (band === "unknown") return sql`${born} is null`;
    if (band === "60+") return sql`${born} <= ${bornBy(p.today, 60)}::date`;
    const [lo = 0, hi = 0] = band.split("-").map(Number);
    return sql`${born} <= ${bornBy(p.today, lo)}::date and ${born} > ${bornBy(p.today, hi + 1)}::date`;
  });
  // The twelve months ending with the period's last month, counted in the same pass over the rows.
  const firstMonth = addMonths(`${p.to.slice(0, 7)}-01`, -11);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(firstMonth, i));
  const [row] = await db
    .select({
      active: int(sql`count(*) filter (where ${members.is_active})`),
      joined: int(sql`count(*) filter (where ${between(p.from, p.to)})`),
      joined_before: int(sql`count(*) filter (where ${between(p.previous.from, p.previous.to)})`),
      male: int(sql`count(*) filter (where ${members.is_active} and ${members.gender} = 'MALE')`),
      female: int(sql`count(*) filter (where ${members.is_active} and ${members.gender} = 'FEMALE')`),
      ...Object.fromEntries(
        bands.map((cond, i) => [
          `band${i}`,
          int(sql`count(*) filter (where ${members.is_active} and ${cond})`),
        ]),
      ),
      ...Object.fromEntries(
        months.map((m, i) => [
          `month${i}`,
          int(sql`count(*) filter (where ${between(m, addDays(addMonths(m, 1), -1))})`),
        ]),
      ),
    })
    .from(members)
    .where(inReach);
  const r = (row ?? {}) as Record<string, number>;
  const active = r.active ?? 0;
  return {
    active,
    joined: { value: r.joined ?? 0, previous: r.joined_before ?? 0 },
    by_gender: {
      MALE: r.male ?? 0,
      FEMALE: r.female ?? 0,
      unknown: active - (r.male ?? 0) - (r.female ?? 0),
    },
    by_age_band: DASHBOARD_AGE_BANDS.map((band, i) => ({ band, members: r[`band${i}`] ?? 0 })),
    joined_by_month: months.map((m, i) => ({ month: m.slice(0, 7), joined: r[`month${i}`] ?? 0 })),
  };
}

/** Weeks of a period counted up to today (at least one), so a month under way is not diluted. */
function weeksOf(from: string, to: string, today: string): number {
  const end = to < today ? to : today;
  const days = Math.round(dayNumber(end) - dayNumber(from)) + 1;
  return Math.max(1, days) / 7;
}

async function attendanceOf(db: Conn, reach: ChurchReach, p: Period) {
  const present = sql`(select count(*) from ${eventAttendance} where ${eventAttendance.event} = ${events.id})`;
  const current = sql`${events.starts_at} >= ${dayStart(p.from)}`;
  const rows = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${events.starts_at} at time zone 'UTC'), 'YYYY-MM-DD')`,
      current: sql<boolean>`${current}`,
      held: int(sql`count(*)`),
      attendance: int(sql`coalesce(sum(${present} + ${events.visitor_count}), 0)`),
    })
    .from(events)
    .where(
      and(
        churchCondition(events.church, reach),
        sql`${events.starts_at} >= ${dayStart(p.previous.from)}`,
        sql`${events.starts_at} < ${dayAfter(p.to)}`,
        // Only events that have taken place: a future service has no attendance yet.
        sql`${events.starts_at} < ${dayAfter(p.today)}`,
      ),
    )
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`);
  const sum = (cur: boolean, pick: (r: (typeof rows)[number]) => number) =>
    rows.filter((r) => r.current === cur).reduce((s, r) => s + pick(r), 0);
  const average = (total: number, from: string, to: string) =>
    Math.round((total / weeksOf(from, to, p.today)) * 10) / 10;
  return {
    average_weekly: {
      value: average(
        sum(true, (r) => r.attendance),
        p.from,
        p.to,
      ),
      previous: average(
        sum(false, (r) => r.attendance),
        p.previous.from,
        p.previous.to,
      ),
    },
    events_held: { value: sum(true, (r) => r.held), previous: sum(false, (r) => r.held) },
    by_week: rows.filter((r) => r.current).map((r) => ({ week: r.week, attendance: r.attendance })),
  };
}

async function sundaySchoolOf(db: Conn, reach: ChurchReach, p: Period) {
  const [enrolled] = await db
    .select({ n: int(sql`count(*)`) })
    .from(sundaySchoolEnrollments)
    .where(
      and(churchCondition(sundaySchoolEnrollments.church, reach), sql`${sundaySchoolEnrollments.is_active}`),
    );
  const current = sql`${sundaySchoolSessions.date} >= ${p.from}::date`;
  const [marks] = await db
    .select({
      present: int(sql`count(*) filter (where ${current} and ${sundaySchoolAttendance.present})`),
      marked: int(sql`count(*) filter (where ${current})`),
      present_before: int(sql`count(*) filter (where not ${current} and ${sundaySchoolAttendance.present})`),
      marked_before: int(sql`count(*) filter (where not ${current})`),
    })
    .from(sundaySchoolAttendance)
    .innerJoin(sundaySchoolSessions, sql`${sundaySchoolSessions.id} = ${sundaySchoolAttendance.session}`)
    .where(
      and(
        churchCondition(sundaySchoolSessions.church, reach),
        sql`${sundaySchoolSessions.date} between ${p.previous.from}::date and ${p.to}::date`,
      ),
    );
  return {
    enrolled: enrolled?.n ?? 0,
    attendance_rate: {
      value: rate(marks?.present ?? 0, marks?.marked ?? 0),
      previous: rate(marks?.present_before ?? 0, marks?.marked_before ?? 0),
    },
  };
}

/** Income and approved expenses per currency, from the month totals and the rows at the edges. */
async function financeOf(db: Conn, reach: ChurchReach, p: Period) {
  const rows = await periodTotals(
    db,
    reach,
    [{ from: p.from, to: p.to }, p.previous],
    ["INCOME", "EXPENSE"],
    [],
  );
  const of = (kind: "INCOME" | "EXPENSE") => {
    const currencies = [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.currency))].sort();
    const total = (currency: string, period: number) =>
      rows
        .filter((r) => r.kind === kind && r.currency === currency && r.period === period)
        .reduce((s, r) => s + r.cents, 0n);
    return currencies.map((currency) => ({
      currency,
      total: fromCents(total(currency, 0)),
      previous: fromCents(total(currency, 1)),
    }));
  };
  return { income: of("INCOME"), approved_expenses: of("EXPENSE") };
}

async function programsOf(db: Conn, reach: ChurchReach, p: Period) {
  const current = sql`${programOccurrences.starts_at} >= ${dayStart(p.from)}`;
  const planned = sql`${programOccurrences.status} <> 'CANCELLED'`;
  const done = sql`${programOccurrences.status} = 'ACCOMPLISHED'`;
  const [row] = await db
    .select({
      planned: int(sql`count(*) filter (where ${current} and ${planned})`),
      accomplished: int(sql`count(*) filter (where ${current} and ${done})`),
      planned_before: int(sql`count(*) filter (where not ${current} and ${planned})`),
      accomplished_before: int(sql`count(*) filter (where not ${current} and ${done})`),
    })
    .from(programOccurrences)
    .where(
      and(
        churchCondition(programOccurrences.church, reach),
        sql`${programOccurrences.starts_at} >= ${dayStart(p.previous.from)}`,
        sql`${programOccurrences.starts_at} < ${dayAfter(p.to)}`,
      ),
    );
  return {
    planned: { value: row?.planned ?? 0, previous: row?.planned_before ?? 0 },
    accomplished: { value: row?.accomplished ?? 0, previous: row?.accomplished_before ?? 0 },
  };
}
