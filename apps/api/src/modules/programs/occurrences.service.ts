import {
  addMonths,
  MAX_WINDOW_YEARS,
  type markAccomplishedInput,
  type markNotAccomplishedInput,
  msg,
  OCCURRENCE_REASONS,
  type OccurrenceStatus,
  occurrence,
  type occurrenceStatusInput,
} from "@cm/contracts";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { programAttachments, programOccurrences, programParticipants, programs } from "../../db/tables";
import { AppError, fieldError } from "../../platform/errors";
import { presenter, theRow } from "../../platform/resources/presenter";
import type { ResourceContext, RowOf } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { userNames } from "../../platform/user-names";
import { categoriesById, requireProgramAdmin } from "./program-rules.service";
import { localParts, type Schedule, type Slot, slotsBetween, startOfLocalDay } from "./recurrence.service";

type Conn = Data;
type ProgramRow = typeof programs.$inferSelect;
type OccurrenceRow = typeof programOccurrences.$inferSelect;
const present = presenter(occurrence);

/** Occurrences are made this far ahead by default, and kept this far ahead by the daily job. */
export const DEFAULT_WINDOW_MONTHS = 12;

export const scheduleOf = (p: ProgramRow): Schedule => ({
  start_date: p.start_date,
  start_time: p.start_time,
  duration_minutes: p.duration_minutes,
  recurrence: p.recurrence,
  time_zone: p.time_zone,
});

/** The default window: from now to 12 months on. */
export const defaultWindow = (now: Date) => ({
  from: now,
  to: new Date(`${addMonths(now.toISOString().slice(0, 10), DEFAULT_WINDOW_MONTHS)}T23:59:59Z`),
});

/**
 * The dates made when a program goes on the calendar: from its first date (at most a year back,
 * so a program entered late still has its recent dates to record outcomes for) to 12 months on.
 */
export function initialWindow(p: ProgramRow, now: Date) {
  const { to } = defaultWindow(now);
  const yearAgo = new Date(now.getTime() - 366 * 86_400_000);
  const first = startOfLocalDay(p.start_date, p.time_zone);
  return { from: first < yearAgo ? yearAgo : first, to };
}

/** A window from local dates (either may be left out), checked: in order and at most 3 years. */
export function windowOf(p: ProgramRow, now: Date, from?: string, to?: string) {
  const start = from ? startOfLocalDay(from, p.time_zone) : now;
  const end = to ? startOfLocalDay(to, p.time_zone) : defaultWindow(now).to;
  // `to` is a whole local day: its end is the next day's start.
  const until = to ? new Date(end.getTime() + 86_400_000) : end;
  if (until <= start) throw fieldError("to", msg("The window ends before it starts. Choose a later date."));
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_WINDOW_YEARS);
  if (until > new Date(limit.getTime() + 86_400_000))
    throw fieldError(
      "to",
      msg("A window is at most {years} years. Choose an earlier date.", { years: MAX_WINDOW_YEARS }),
    );
  return { from: start, to: until };
}

/**
 * Makes the program's occurrences in a window; the unique key on program and start means a
 * second run (or a concurrent one) makes nothing twice.
 */
export async function generateOccurrences(
  conn: Conn,
  p: ProgramRow,
  window: { from: Date; to: Date },
): Promise<{ created: number; existing: number }> {
  const slots = slotsBetween(scheduleOf(p), window.from, window.to);
  if (slots.length === 0) return { created: 0, existing: 0 };
  const made = await conn
    .insert(programOccurrences)
    .values(slots.map((s) => ({ church: p.church, program: p.id, ...s })))
    .onConflictDoNothing({ target: [programOccurrences.program, programOccurrences.starts_at] })
    .returning({ id: programOccurrences.id });
  return { created: made.length, existing: slots.length - made.length };
}

/**
 * After a schedule changes: future occurrences still waiting (SCHEDULED, no outcome) that no
 * longer fit are removed, or called off when files or participants hang on them; those that fit
 * take the new length; the new dates of the default window are made. Past and recorded
 * occurrences stay as they are.
 */
export async function regenerateOccurrences(conn: Conn, p: ProgramRow, now: Date) {
  const window = defaultWindow(now);
  const slots = slotsBetween(scheduleOf(p), window.from, window.to);
  const fits = new Map(slots.map((s) => [s.starts_at.getTime(), s]));
  const waiting = await conn
    .select()
    .from(programOccurrences)
    .where(
      and(
        eq(programOccurrences.program, p.id),
        eq(programOccurrences.status, "SCHEDULED"),
        gt(programOccurrences.starts_at, now),
      ),
    );
  const stale = waiting.filter((o) => !fits.has(o.starts_at.getTime())).map((o) => o.id);
  const kept = waiting.filter((o) => fits.has(o.starts_at.getTime()));
  let removed = 0;
  if (stale.length > 0) {
    const held = await heldOccurrences(conn, stale);
    const free = stale.filter((id) => !held.has(id));
    if (free.length > 0) {
      await conn.delete(programOccurrences).where(inArray(programOccurrences.id, free));
      removed += free.length;
    }
    if (held.size > 0)
      await conn
        .update(programOccurrences)
        .set({ status: "CANCELLED", reason: OCCURRENCE_REASONS.offSchedule })
        .where(inArray(programOccurrences.id, [...held]));
  }
  for (const o of kept) {
    const slot = fits.get(o.starts_at.getTime()) as Slot;
    if (slot.ends_at.getTime() !== o.ends_at.getTime())
      await conn
        .update(programOccurrences)
        .set({ ends_at: slot.ends_at })
        .where(eq(programOccurrences.id, o.id));
  }
  const made = await generateOccurrences(conn, p, window);
  return { ...made, removed };
}

/** Occurrences that participants or files hang on: they are called off, never removed with them. */
async function heldOccurrences(conn: Conn, ids: number[]): Promise<Set<number>> {
  const withPeople = await conn
    .selectDistinct({ id: programParticipants.occurrence })
    .from(programParticipants)
    .where(inArray(programParticipants.occurrence, ids));
  const withFiles = await conn
    .selectDistinct({ id: programAttachments.occurrence })
    .from(programAttachments)
    .where(inArray(programAttachments.occurrence, ids));
  return new Set([...withPeople, ...withFiles].map((r) => Number(r.id)));
}

/** Calls off the future occurrences of a cancelled program that are still waiting. */
export async function cancelFutureOccurrences(conn: Conn, program: number, now: Date, reason: string) {
  await conn
    .update(programOccurrences)
    .set({ status: "CANCELLED", reason })
    .where(
      and(
        eq(programOccurrences.program, program),
        eq(programOccurrences.status, "SCHEDULED"),
        gt(programOccurrences.starts_at, now),
      ),
    );
}

/** The program, category and people of a page of occurrences, and their local date and time. */
export async function decorateOccurrences(conn: Conn, rows: RowOf<typeof programOccurrences>[]) {
  if (rows.length === 0) return [];
  const programIds = [...new Set(rows.map((r) => r.program))];
  const owners = await conn
    .select({
      id: programs.id,
      title: programs.title,
      status: programs.status,
      category: programs.category,
      location: programs.location,
      time_zone: programs.time_zone,
    })
    .from(programs)
    .where(inArray(programs.id, programIds));
  const byId = new Map(owners.map((p) => [p.id, p]));
  const categories = await categoriesById(
    conn,
    owners.map((p) => p.category),
  );
  const names = await userNames(
    conn,
    rows.map((r) => r.recorded_by),
  );
  return rows.map((r) => {
    const p = byId.get(Number(r.program));
    const zone = p?.time_zone ?? "UTC";
    const category = categories.get(Number(p?.category));
    return {
      ...r,
      program_title: p?.title ?? "",
      program_status: p?.status ?? "",
      category: p?.category ?? 0,
      category_name: category?.name ?? "",
      category_color: category?.color ?? "#495057",
      location: p?.location ?? "",
      local_time: localParts(r.starts_at, zone).time,
      time_zone: zone,
      recorded_by_name: names.get(Number(r.recorded_by)) ?? "",
    };
  });
}

export async function presentOccurrences(conn: Conn, rows: RowOf<typeof programOccurrences>[]) {
  return (await decorateOccurrences(conn, rows)).map(present);
}

const RECORDED: OccurrenceStatus[] = ["ACCOMPLISHED", "NOT_ACCOMPLISHED"];

/** The program of an occurrence, locked with it for the write. */
async function programOf(conn: Conn, o: OccurrenceRow): Promise<ProgramRow> {
  const [p] = await conn.select().from(programs).where(eq(programs.id, o.program)).limit(1);
  if (!p) throw new AppError(404, "not_found", msg("This program was not found."));
  return p;
}

/**
 * An outcome is recorded for an occurrence that has begun, of a program still going on; a
 * recorded one is corrected only by a church admin. 400 with a plain message otherwise.
 */
async function requireRecordable(ctx: ResourceContext, o: OccurrenceRow): Promise<ProgramRow> {
  const p = await programOf(ctx.data, o);
  if (p.status === "CANCELLED")
    throw new AppError(
      400,
      "program_cancelled",
      msg("This program has been cancelled, so no outcome can be recorded for it."),
    );
  if (o.status === "CANCELLED")
    throw new AppError(
      400,
      "occurrence_cancelled",
      msg("This date was called off. Put it back on the schedule first if it did take place."),
    );
  if (o.starts_at > ctx.now)
    throw new AppError(
      400,
      "occurrence_in_future",
      msg("This date has not come yet. Record what happened once it has started."),
    );
  if (RECORDED.includes(o.status))
    requireProgramAdmin(
      ctx.principal,
      msg("An outcome already recorded can be corrected only by a church admin."),
    );
  return p;
}

/** Writes an outcome and its audit row (with what it was before: corrections stay traceable). */
async function recordOutcome(ctx: ResourceContext, o: OccurrenceRow, changes: Partial<OccurrenceRow>) {
  const updated = theRow(
    await ctx.data
      .update(programOccurrences)
      .set({ ...changes, recorded_by: ctx.principal?.id ?? null, recorded_at: ctx.now })
      .where(eq(programOccurrences.id, o.id))
      .returning(),
  );
  await ctx.audit({
    objectId: o.id,
    changes: {
      ...changes,
      previous: { status: o.status, attendance: o.attendance, notes: o.notes, reason: o.reason },
    },
  });
  return (await presentOccurrences(ctx.data, [updated]))[0];
}

export async function markAccomplished(
  ctx: ResourceContext,
  o: OccurrenceRow,
  input: z.output<typeof markAccomplishedInput>,
) {
  await requireRecordable(ctx, o);
  return recordOutcome(ctx, o, {
    status: "ACCOMPLISHED",
    attendance: input.attendance,
    notes: input.notes,
    reason: "",
  });
}

export async function markNotAccomplished(
  ctx: ResourceContext,
  o: OccurrenceRow,
  input: z.output<typeof markNotAccomplishedInput>,
) {
  await requireRecordable(ctx, o);
  return recordOutcome(ctx, o, { status: "NOT_ACCOMPLISHED", attendance: null, reason: input.reason });
}

/**
 * Calls a date off or puts it back on the schedule. Undoing a recorded outcome is a correction
 * (church admins only); a cancelled program's dates stay off.
 */
export async function updateOccurrenceStatus(
  ctx: ResourceContext,
  o: OccurrenceRow,
  input: z.output<typeof occurrenceStatusInput>,
) {
  const p = await programOf(ctx.data, o);
  if (p.status === "CANCELLED")
    throw new AppError(400, "program_cancelled", msg("This program has been cancelled; its dates stay off."));
  if (RECORDED.includes(o.status))
    requireProgramAdmin(
      ctx.principal,
      msg("An outcome already recorded can be corrected only by a church admin."),
    );
  return recordOutcome(
    ctx,
    o,
    input.status === "CANCELLED"
      ? { status: "CANCELLED", reason: input.reason }
      : { status: "SCHEDULED", reason: "", attendance: null, notes: "" },
  );
}

/** Occurrences of programs on the calendar (approved, or cancelled with their history). */
export const onCalendar = () =>
  sql`exists (select 1 from ${programs} where ${programs.id} = ${programOccurrences.program}
    and ${programs.status} in ('APPROVED', 'CANCELLED'))`;
