import {
  type AttendanceTrends,
  addDays,
  type attendanceTrendsQuery,
  EVENT_TYPES,
  MAX_TREND_WEEKS,
  msg,
} from "@cm/contracts";
import { eq, gte, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { eventAttendance, events } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { recordOf } from "../../platform/records";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";

type Figures = { events: number; members_present: number; visitors: number; total: number };
const zero = (): Figures => ({ events: 0, members_present: 0, visitors: 0, total: 0 });
const add = (into: Figures, f: Figures) => {
  into.events += f.events;
  into.members_present += f.members_present;
  into.visitors += f.visitors;
  into.total += f.total;
};

/** The Monday of a date's ISO week. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Members present and visitors per ISO week (Monday to Sunday, in UTC) and per event type, over
 * the caller's churches (or one of them). By default the last 12 weeks up to today. Every week
 * of the range is listed, with zeros when nothing happened, so a chart has no gaps.
 */
export async function attendanceTrendsOf(
  conn: Data,
  scope: Scoped,
  q: z.infer<typeof attendanceTrendsQuery>,
  today: string,
): Promise<AttendanceTrends> {
  const to = q.to ?? today;
  const from = mondayOf(q.from ?? addDays(mondayOf(to), -7 * 11));
  if (to < from) throw fieldError("to", msg("The last day cannot be before the first day."));
  const weekCount = (Date.parse(mondayOf(to)) - Date.parse(from)) / (7 * 86_400_000) + 1;
  if (weekCount > MAX_TREND_WEEKS) {
    throw fieldError("from", msg("Choose at most {weeks} weeks at a time.", { weeks: MAX_TREND_WEEKS }));
  }

  // Spelled with table names: inside a subquery Drizzle leaves columns unqualified.
  const presentAt = sql`select count(*) from ${eventAttendance} where ${eventAttendance}.${sql.identifier(
    eventAttendance.event.name,
  )} = ${events}.${sql.identifier(events.id.name)}`;
  const perEvent = conn
    .select({
      week: sql<string>`to_char(date_trunc('week', ${events.starts_at} at time zone 'UTC'), 'YYYY-MM-DD')`.as(
        "week",
      ),
      event_type: events.event_type,
      visitors: sql<number>`${events.visitor_count}`.as("visitors"),
      present: sql<number>`(${presentAt})`.as("present"),
    })
    .from(events)
    .where(
      scope.where(
        q.event_type ? eq(events.event_type, q.event_type) : undefined,
        gte(events.starts_at, new Date(`${from}T00:00:00Z`)),
        lt(events.starts_at, new Date(`${addDays(to, 1)}T00:00:00Z`)),
      ),
    )
    .as("per_event");
  const rows = await conn
    .select({
      week: perEvent.week,
      event_type: perEvent.event_type,
      events: sql<number>`count(*)`,
      visitors: sql<number>`coalesce(sum(${perEvent.visitors}), 0)`,
      present: sql<number>`coalesce(sum(${perEvent.present}), 0)`,
    })
    .from(perEvent)
    .groupBy(perEvent.week, perEvent.event_type);

  const weeks = Array.from({ length: weekCount }, (_, i) => ({
    week_start: addDays(from, 7 * i),
    ...zero(),
    by_type: recordOf(EVENT_TYPES, zero),
  }));
  const byStart = new Map(weeks.map((w) => [w.week_start, w]));
  const totals = zero();
  for (const r of rows) {
    const week = byStart.get(r.week);
    const type = r.event_type;
    if (!week || !(type in week.by_type)) continue;
    const present = Number(r.present);
    const visitors = Number(r.visitors);
    const figures = {
      events: Number(r.events),
      members_present: present,
      visitors,
      total: present + visitors,
    };
    add(week.by_type[type], figures);
    add(week, figures);
    add(totals, figures);
  }
  return { from, to, weeks, totals };
}
