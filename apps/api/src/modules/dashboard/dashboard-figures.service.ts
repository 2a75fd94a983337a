import { addDays, addMonths, DASHBOARD_AGE_BANDS, type DashboardFigures, fromCents } from "@cm/contracts";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { execute } from "../../db/client";
import {
  events,
  members,
  programOccurrences,
  sundaySchoolAttendance,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import type { Reach } from "../../platform/reach";
import type { Data } from "../../platform/resources/scoped-data";
import { periodTotalsQuery, readTotals } from "../finance";
import {
  apart,
  inOneStatement,
  num,
  type Part,
  PartTemplates,
  type Rows,
  type Runner,
  type Values,
} from "./figure-parts";

type Conn = Data;
export type Period = { from: string; to: string; previous: { from: string; to: string }; today: string };

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

/** `select <columns> from <table> where <conditions>`, each column named. */
const selectFrom = (table: unknown, columns: Record<string, SQL>, ...conditions: (SQL | undefined)[]) =>
  sql`select ${sql.join(
    Object.entries(columns).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  )} from ${table} where ${sql.join(
    conditions.filter((c): c is SQL => c !== undefined).map((c) => sql`(${c})`),
    sql` and `,
  )}`;
const inReach = (column: AnyColumn, reach: Reach) => reach.churchIn(column) ?? sql`true`;

/**
 * The statements behind every figure of a church, a region or the organisation (`reach`) over a
 * period and the one before it. Each is one aggregate over the rows of the churches in reach,
 * read through the indexes that lead with the church (or, for finance, from the month totals).
 */
export function dashboardFigureParts(reach: Reach, p: Period) {
  return {
    members: membersPart(reach, p),
    attendance: attendancePart(reach, p),
    enrolled: enrolledPart(reach),
    school: sundaySchoolPart(reach, p),
    finance: financePart(reach, p),
    programs: programsPart(reach, p),
  };
}

/** The figures from the values of `dashboardFigureParts`. */
export function dashboardFiguresFrom(
  values: Values<ReturnType<typeof dashboardFigureParts>>,
  p: Period,
): DashboardFigures {
  return {
    date_from: p.from,
    date_to: p.to,
    previous_from: p.previous.from,
    previous_to: p.previous.to,
    members: values.members,
    attendance: values.attendance,
    sunday_school: { enrolled: values.enrolled, attendance_rate: values.school },
    finance: values.finance,
    programs: values.programs,
  };
}

/**
 * Every figure of a reach over a period: one church's in one statement (its figures read few
 * rows), a region's or the organisation's as one statement per figure, run at once.
 */
export async function dashboardFiguresOf(db: Conn, reach: Reach, p: Period): Promise<DashboardFigures> {
  const run: Runner = (statement) => execute(db, statement);
  const parts = dashboardFigureParts(reach, p);
  return dashboardFiguresFrom(
    reach.kind === "church" ? await inOneStatement(run, parts) : await apart(run, parts),
    p,
  );
}

// Every church's statement for a period is the same but for the church: a church reach's
// template, whose church is a placeholder that each call binds to the church it proved.
let anyChurch: Reach | undefined;
const churchTemplates = new PartTemplates(
  (key) => dashboardFigureParts(anyChurch as Reach, JSON.parse(key) as Period),
  // Periods in use on a day: this month, quarter and year and the custom ones people ask for.
  64,
);

/** The parts of `dashboardFigureParts` for one church's reach, from statements rendered once per period. */
export function churchFigureParts(reach: Reach, p: Period) {
  const { reach: template, values } = reach.templated();
  anyChurch ??= template;
  return churchTemplates.parts(JSON.stringify(p), values);
}

function membersPart(reach: Reach, p: Period) {
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
  const query = selectFrom(
    members,
    {
      active: sql`count(*) filter (where ${members.is_active})`,
      joined: sql`count(*) filter (where ${between(p.from, p.to)})`,
      joined_before: sql`count(*) filter (where ${between(p.previous.from, p.previous.to)})`,
      male: sql`count(*) filter (where ${members.is_active} and ${members.gender} = 'MALE')`,
      female: sql`count(*) filter (where ${members.is_active} and ${members.gender} = 'FEMALE')`,
      ...Object.fromEntries(
        bands.map((cond, i) => [`band${i}`, sql`count(*) filter (where ${members.is_active} and ${cond})`]),
      ),
      ...Object.fromEntries(
        months.map((m, i) => [
          `month${i}`,
          sql`count(*) filter (where ${between(m, addDays(addMonths(m, 1), -1))})`,
        ]),
      ),
    },
    inReach(members.church, reach),
  );
  return {
    query,
    read: (rows: Rows) => {
      const r = rows[0] ?? {};
      const active = num(r.active);
      return {
        active,
        joined: { value: num(r.joined), previous: num(r.joined_before) },
        by_gender: {
          MALE: num(r.male),
          FEMALE: num(r.female),
          unknown: active - num(r.male) - num(r.female),
        },
        by_age_band: DASHBOARD_AGE_BANDS.map((band, i) => ({ band, members: num(r[`band${i}`]) })),
        joined_by_month: months.map((m, i) => ({ month: m.slice(0, 7), joined: num(r[`month${i}`]) })),
      };
    },
  } satisfies Part<DashboardFigures["members"]>;
}

/** Weeks of a period counted up to today (at least one), so a month under way is not diluted. */
function weeksOf(from: string, to: string, today: string): number {
  const end = to < today ? to : today;
  const days = Math.round(dayNumber(end) - dayNumber(from)) + 1;
  return Math.max(1, days) / 7;
}

function attendancePart(reach: Reach, p: Period) {
  const query = sql`${selectFrom(
    events,
    {
      week: sql`to_char(date_trunc('week', ${events.starts_at} at time zone 'UTC'), 'YYYY-MM-DD')`,
      current: sql`${events.starts_at} >= ${dayStart(p.from)}`,
      held: sql`count(*)`,
      // Members marked present are counted on the event as they are marked (see `present_count`).
      attendance: sql`coalesce(sum(${events.present_count} + ${events.visitor_count}), 0)`,
    },
    inReach(events.church, reach),
    sql`${events.starts_at} >= ${dayStart(p.previous.from)}`,
    sql`${events.starts_at} < ${dayAfter(p.to)}`,
    // Only events that have taken place: a future service has no attendance yet.
    sql`${events.starts_at} < ${dayAfter(p.today)}`,
  )} group by 1, 2`;
  return {
    query,
    read: (raw: Rows) => {
      const rows = raw
        .map((r) => ({
          week: String(r.week),
          current: r.current === true,
          held: num(r.held),
          attendance: num(r.attendance),
        }))
        .sort((a, b) => a.week.localeCompare(b.week));
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
    },
  } satisfies Part<DashboardFigures["attendance"]>;
}

function enrolledPart(reach: Reach) {
  return {
    query: selectFrom(
      sundaySchoolEnrollments,
      { n: sql`count(*)` },
      inReach(sundaySchoolEnrollments.church, reach),
      sql`${sundaySchoolEnrollments.is_active}`,
    ),
    read: (rows: Rows) => num(rows[0]?.n),
  } satisfies Part<number>;
}

function sundaySchoolPart(reach: Reach, p: Period) {
  const current = sql`${sundaySchoolSessions.date} >= ${p.from}::date`;
  const query = selectFrom(
    sql`${sundaySchoolAttendance} inner join ${sundaySchoolSessions} on ${sundaySchoolSessions.id} = ${sundaySchoolAttendance.session}`,
    {
      present: sql`count(*) filter (where ${current} and ${sundaySchoolAttendance.present})`,
      marked: sql`count(*) filter (where ${current})`,
      present_before: sql`count(*) filter (where not ${current} and ${sundaySchoolAttendance.present})`,
      marked_before: sql`count(*) filter (where not ${current})`,
    },
    inReach(sundaySchoolSessions.church, reach),
    sql`${sundaySchoolSessions.date} between ${p.previous.from}::date and ${p.to}::date`,
  );
  return {
    query,
    read: (rows: Rows) => {
      const r = rows[0] ?? {};
      return {
        value: rate(num(r.present), num(r.marked)),
        previous: rate(num(r.present_before), num(r.marked_before)),
      };
    },
  } satisfies Part<DashboardFigures["sunday_school"]["attendance_rate"]>;
}

/** Income and approved expenses per currency, from the month totals and the rows at the edges. */
function financePart(reach: Reach, p: Period) {
  const query = periodTotalsQuery(reach, [{ from: p.from, to: p.to }, p.previous], ["INCOME", "EXPENSE"], []);
  return {
    query: query ?? sql`select 1 where false`,
    read: (raw: Rows) => {
      const rows = readTotals(raw);
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
    },
  } satisfies Part<DashboardFigures["finance"]>;
}

function programsPart(reach: Reach, p: Period) {
  const current = sql`${programOccurrences.starts_at} >= ${dayStart(p.from)}`;
  const planned = sql`${programOccurrences.status} <> 'CANCELLED'`;
  const done = sql`${programOccurrences.status} = 'ACCOMPLISHED'`;
  const query = selectFrom(
    programOccurrences,
    {
      planned: sql`count(*) filter (where ${current} and ${planned})`,
      accomplished: sql`count(*) filter (where ${current} and ${done})`,
      planned_before: sql`count(*) filter (where not ${current} and ${planned})`,
      accomplished_before: sql`count(*) filter (where not ${current} and ${done})`,
    },
    inReach(programOccurrences.church, reach),
    sql`${programOccurrences.starts_at} >= ${dayStart(p.previous.from)}`,
    sql`${programOccurrences.starts_at} < ${dayAfter(p.to)}`,
  );
  return {
    query,
    read: (rows: Rows) => {
      const r = rows[0] ?? {};
      return {
        planned: { value: num(r.planned), previous: num(r.planned_before) },
        accomplished: { value: num(r.accomplished), previous: num(r.accomplished_before) },
      };
    },
  } satisfies Part<DashboardFigures["programs"]>;
}
