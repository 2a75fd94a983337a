import { addDays, addMonths, msg, type OccurrenceStatus } from "@cm/contracts";
import { asc, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import { programCategories, programOccurrences, programs } from "../../db/tables";
import { ValidationError } from "../../platform/errors";
import type { ResourceContext } from "../../platform/resources/resource";
import { onCalendar, presentOccurrences } from "./occurrences.service";
import { churchZone } from "./program-rules.service";
import { localParts } from "./recurrence.service";

/** The occurrences the caller may reach (one church when named), on the calendar. */
const reachOf = (ctx: ResourceContext, church: number | undefined) =>
  ctx.scoped({ resource: "program-occurrences", church });

/** The church a calendar is drawn for: the one named, else the caller's own (a 400 without either). */
function calendarChurch(ctx: ResourceContext, church: number | undefined): number {
  const chosen = church ?? ctx.principal?.church ?? null;
  if (chosen === null)
    throw new ValidationError({ church: [msg("Choose the church whose calendar to show.")] });
  return chosen;
}

/** A month of one church's calendar, day by day in its time zone, every category in its colour. */
export async function calendarMonth(
  ctx: ResourceContext,
  input: { church?: number; year: number; month: number },
) {
  const church = calendarChurch(ctx, input.church);
  const reach = await reachOf(ctx, church);
  const zone = await churchZone(ctx, church);
  const first = `${input.year}-${String(input.month).padStart(2, "0")}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const rows = await reach
    .rows(
      programOccurrences,
      gte(programOccurrences.local_date, first),
      lte(programOccurrences.local_date, last),
      onCalendar(),
    )
    .orderBy(asc(programOccurrences.starts_at), asc(programOccurrences.id))
    .limit(2000);
  const shown = await presentOccurrences(ctx.data, rows);
  const days: { date: string; occurrences: typeof shown }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    days.push({ date: day, occurrences: shown.filter((o) => o.local_date === day) });
  return { year: input.year, month: input.month, time_zone: zone, days };
}

/** The next dates still to come, soonest first. */
export async function upcomingOccurrences(ctx: ResourceContext, input: { church?: number; limit: number }) {
  const reach = await reachOf(ctx, input.church);
  const rows = await reach
    .rows(
      programOccurrences,
      eq(programOccurrences.status, "SCHEDULED"),
      gt(programOccurrences.starts_at, ctx.now),
      onCalendar(),
    )
    .orderBy(asc(programOccurrences.starts_at), asc(programOccurrences.id))
    .limit(input.limit);
  return presentOccurrences(ctx.data, rows);
}

/**
 * Today's dates. "Today" is each church's own day: the dates of yesterday, today and tomorrow in
 * UTC are read, and each is kept when its local date is today in its church's zone.
 */
export async function todaysOccurrences(ctx: ResourceContext, input: { church?: number; limit: number }) {
  const reach = await reachOf(ctx, input.church);
  const utcToday = ctx.now.toISOString().slice(0, 10);
  const rows = await reach
    .rows(
      programOccurrences,
      gte(programOccurrences.local_date, addDays(utcToday, -1)),
      lte(programOccurrences.local_date, addDays(utcToday, 1)),
      onCalendar(),
    )
    .orderBy(asc(programOccurrences.starts_at), asc(programOccurrences.id))
    .limit(500);
  const shown = await presentOccurrences(ctx.data, rows);
  return shown.filter((o) => o.local_date === localParts(ctx.now, o.time_zone).date).slice(0, input.limit);
}

/** Dates that have begun with no outcome recorded: what an officer must still fill in, oldest first. */
export async function pendingUpdate(ctx: ResourceContext, input: { church?: number; limit: number }) {
  const reach = await reachOf(ctx, input.church);
  const rows = await reach
    .rows(
      programOccurrences,
      eq(programOccurrences.status, "SCHEDULED"),
      lte(programOccurrences.starts_at, ctx.now),
      onCalendar(),
    )
    .orderBy(asc(programOccurrences.starts_at), asc(programOccurrences.id))
    .limit(input.limit);
  return presentOccurrences(ctx.data, rows);
}

/** Per category and month of a year: dates planned, accomplished, not accomplished and called off. */
export async function programStatistics(ctx: ResourceContext, input: { church?: number; year?: number }) {
  const year = input.year ?? Number(ctx.now.toISOString().slice(0, 4));
  const reach = await reachOf(ctx, input.church);
  const month = sql<number>`extract(month from ${programOccurrences.local_date})::int`;
  const counted = (status: OccurrenceStatus) =>
    sql<number>`(count(*) filter (where ${programOccurrences.status} = ${status}))::int`;
  const rows = await ctx.data
    .select({
      category: programs.category,
      category_name: programCategories.name,
      category_color: programCategories.color,
      month,
      planned: sql<number>`count(*)::int`,
      accomplished: counted("ACCOMPLISHED"),
      not_accomplished: counted("NOT_ACCOMPLISHED"),
      cancelled: counted("CANCELLED"),
    })
    .from(programOccurrences)
    .innerJoin(programs, eq(programs.id, programOccurrences.program))
    .innerJoin(programCategories, eq(programCategories.id, programs.category))
    .where(
      reach.where(
        gte(programOccurrences.local_date, `${year}-01-01`),
        lte(programOccurrences.local_date, `${year}-12-31`),
      ),
    )
    .groupBy(programs.category, programCategories.name, programCategories.color, month)
    .orderBy(asc(programCategories.name), asc(month), desc(programs.category));
  return {
    year,
    rows: rows.map((r) => {
      const decided = Number(r.accomplished) + Number(r.not_accomplished);
      return {
        ...r,
        month: Number(r.month),
        accomplishment_rate: decided ? Math.round((Number(r.accomplished) / decided) * 1000) / 10 : null,
      };
    }),
  };
}
