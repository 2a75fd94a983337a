import {
  addDays,
  type createMultipleSessionsInput,
  type createSessionInput,
  msg,
  sundaySchoolFieldProblems,
  sundaySchoolSession,
  todayIso,
} from "@cm/contracts";
import { and, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import { fieldError, notFound, ValidationError } from "../../platform/errors";
import { memberNamesOf, memberSearchOf, memberSortNameOf } from "../../platform/member-roll";
import { presenter } from "../../platform/resources/presenter";
import type { ResourceContext, Row, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { averageRatesOf } from "./attendance.service";

type Conn = Data;
const presentSession = presenter(sundaySchoolSession);
const ids = (rows: Row[], field = "id") => [...new Set(rows.map((r) => Number(r[field])))];

/**
 * List fields of enrollments: `member_search` (the member's name, phone and
 * e-mail) and `member_name` (lower case, for ordering) come from the members table.
 */
export const enrollmentsListFields = {
  member_search: memberSearchOf(sundaySchoolEnrollments.member),
  member_name: memberSortNameOf(sundaySchoolEnrollments.member),
};

/**
 * Adds the teacher's name, the counts of active enrollments and sessions and the average
 * attendance rate, a query each per page.
 */
export async function decorateClasses(conn: Conn, rows: Row[], today: string): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const classIds = ids(rows);
  const teachers = await memberNamesOf(
    conn,
    rows.filter((r) => r.teacher !== null).map((r) => Number(r.teacher)),
  );
  const enrolled = await conn
    .select({ id: sundaySchoolEnrollments.sunday_school, n: count() })
    .from(sundaySchoolEnrollments)
    .where(
      and(
        inArray(sundaySchoolEnrollments.sunday_school, classIds),
        eq(sundaySchoolEnrollments.is_active, true),
      ),
    )
    .groupBy(sundaySchoolEnrollments.sunday_school);
  const sessions = await conn
    .select({ id: sundaySchoolSessions.sunday_school, n: count() })
    .from(sundaySchoolSessions)
    .where(inArray(sundaySchoolSessions.sunday_school, classIds))
    .groupBy(sundaySchoolSessions.sunday_school);
  const averages = await averageRatesOf(conn, classIds, today);
  const enrolledBy = new Map(enrolled.map((e) => [e.id, Number(e.n)]));
  const sessionsBy = new Map(sessions.map((s) => [s.id, Number(s.n)]));
  return rows.map((r) => ({
    ...r,
    teacher_name: r.teacher === null ? "" : (teachers.get(Number(r.teacher)) ?? ""),
    enrolled_count: enrolledBy.get(Number(r.id)) ?? 0,
    session_count: sessionsBy.get(Number(r.id)) ?? 0,
    average_rate: averages.get(Number(r.id)) ?? 0,
  }));
}

/** Ages in order. (A teacher of the class's own church is a declared reference.) */
export function prepareClassWrite(
  _ctx: ResourceContext,
  data: WriteData<typeof sundaySchoolClasses>,
  existing: RowOf<typeof sundaySchoolClasses> | null,
) {
  const problems = sundaySchoolFieldProblems({
    min_age: data.min_age !== undefined ? data.min_age : (existing?.min_age ?? null),
    max_age: data.max_age !== undefined ? data.max_age : (existing?.max_age ?? null),
  });
  if (Object.keys(problems).length > 0) {
    throw new ValidationError(Object.fromEntries(Object.entries(problems).map(([f, m]) => [f, [m]])));
  }
  return data;
}

/** The class a session or enrollment names (its reference was checked to be in reach). */
export async function classOf(conn: Conn, id: number) {
  const [row] = await conn.select().from(sundaySchoolClasses).where(eq(sundaySchoolClasses.id, id)).limit(1);
  if (!row) throw fieldError("sunday_school", msg("Choose a valid class."));
  return row;
}

/**
 * A session or enrollment belongs to its class's church. (A church sent with it that is not the
 * class's is refused by the same-church reference check, before and after this.)
 */
export async function withChurchOfClass<D extends Row>(conn: Conn, data: D): Promise<D & { church: number }> {
  const klass = await classOf(conn, Number(data.sunday_school));
  return { ...data, church: klass.church };
}

/** Refuses a second session of a class on one date, naming the date. */
export async function requireFreeDate(conn: Conn, classId: number, date: string, except?: number) {
  const [taken] = await conn
    .select({ id: sundaySchoolSessions.id })
    .from(sundaySchoolSessions)
    .where(
      and(
        eq(sundaySchoolSessions.sunday_school, classId),
        eq(sundaySchoolSessions.date, date),
        except ? ne(sundaySchoolSessions.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError("date", msg("This class already has a session on {date}.", { date }));
}

/** Rules of a session written through the sessions resource. */
export async function prepareSessionWrite(
  ctx: ResourceContext,
  data: WriteData<typeof sundaySchoolSessions>,
  existing: RowOf<typeof sundaySchoolSessions> | null,
) {
  const row = existing ? data : await withChurchOfClass(ctx.data, data);
  const classId = Number(existing?.sunday_school ?? row.sunday_school);
  if (row.date !== undefined) await requireFreeDate(ctx.data, classId, row.date, existing?.id);
  return row;
}

/** Rules of an enrollment written through the enrollments resource (its member is a declared reference). */
export async function prepareEnrollmentWrite(ctx: ResourceContext, data: Row, existing: Row | null) {
  if (existing) return data;
  const row = await withChurchOfClass(ctx.data, data);
  const [already] = await ctx.data
    .select({ id: sundaySchoolEnrollments.id })
    .from(sundaySchoolEnrollments)
    .where(
      and(
        eq(sundaySchoolEnrollments.sunday_school, Number(row.sunday_school)),
        eq(sundaySchoolEnrollments.member, Number(row.member)),
      ),
    )
    .limit(1);
  if (already) throw fieldError("member", msg("This member is already enrolled in this class."));
  return { ...row, enrolled_on: row.enrolled_on ?? todayIso(ctx.now) };
}

/** Adds present and absent counts to a page of sessions, and their class's name. */
export async function decorateSessions(conn: Conn, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const marks = await conn
    .select({
      id: sundaySchoolAttendance.session,
      present: sql<number>`count(*) filter (where ${sundaySchoolAttendance.present})`,
      absent: sql<number>`count(*) filter (where not ${sundaySchoolAttendance.present})`,
    })
    .from(sundaySchoolAttendance)
    .where(inArray(sundaySchoolAttendance.session, ids(rows)))
    .groupBy(sundaySchoolAttendance.session);
  const classes = await conn
    .select({ id: sundaySchoolClasses.id, name: sundaySchoolClasses.name })
    .from(sundaySchoolClasses)
    .where(inArray(sundaySchoolClasses.id, ids(rows, "sunday_school")));
  const marksBy = new Map(marks.map((m) => [m.id, m]));
  const className = new Map(classes.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    ...r,
    sunday_school_name: className.get(Number(r.sunday_school)) ?? "",
    present_count: Number(marksBy.get(Number(r.id))?.present ?? 0),
    absent_count: Number(marksBy.get(Number(r.id))?.absent ?? 0),
  }));
}

export const presentSessions = async (conn: Conn, rows: Row[]) =>
  (await decorateSessions(conn, rows)).map(presentSession);

/** Active enrollments of a class now. */
async function enrolledCount(conn: Conn, classId: number) {
  const [n] = await conn
    .select({ n: count() })
    .from(sundaySchoolEnrollments)
    .where(
      and(eq(sundaySchoolEnrollments.sunday_school, classId), eq(sundaySchoolEnrollments.is_active, true)),
    );
  return Number(n?.n ?? 0);
}

/**
 * Enrolls members of the class's church (the caller checked them to be on its roll); those
 * already enrolled are left as they are (an inactive enrollment becomes active again and counts
 * as added).
 */
export async function enrollMembers(
  tx: Conn,
  klass: typeof sundaySchoolClasses.$inferSelect,
  memberIds: number[],
  today: string,
) {
  const classId = klass.id;
  const wanted = [...new Set(memberIds)];
  const existing = await tx
    .select({ member: sundaySchoolEnrollments.member, is_active: sundaySchoolEnrollments.is_active })
    .from(sundaySchoolEnrollments)
    .where(
      and(
        eq(sundaySchoolEnrollments.sunday_school, classId),
        inArray(sundaySchoolEnrollments.member, wanted),
      ),
    );
  const known = new Map(existing.map((e) => [e.member, e.is_active]));
  const fresh = wanted.filter((m) => !known.has(m));
  const inactive = existing.filter((e) => !e.is_active).map((e) => e.member);
  if (fresh.length > 0) {
    await tx
      .insert(sundaySchoolEnrollments)
      .values(
        fresh.map((member) => ({ church: klass.church, sunday_school: classId, member, enrolled_on: today })),
      )
      .onConflictDoNothing();
  }
  if (inactive.length > 0) {
    await tx
      .update(sundaySchoolEnrollments)
      .set({ is_active: true })
      .where(
        and(
          eq(sundaySchoolEnrollments.sunday_school, classId),
          inArray(sundaySchoolEnrollments.member, inactive),
        ),
      );
  }
  return {
    sunday_school: classId,
    added: fresh.length + inactive.length,
    already_enrolled: wanted.length - fresh.length - inactive.length,
    enrolled_count: await enrolledCount(tx, classId),
  };
}

/** One session of a class on a date (refused with a 400 on `date` when it has one already). */
export async function createSession(tx: Conn, klass: Row, input: z.infer<typeof createSessionInput>) {
  await requireFreeDate(tx, Number(klass.id), input.date);
  const [row] = await tx
    .insert(sundaySchoolSessions)
    .values({ church: Number(klass.church), sunday_school: Number(klass.id), ...input })
    .returning();
  if (!row) throw notFound();
  const [shown] = await presentSessions(tx, [row]);
  return shown;
}

/** Every date from start to end (inclusive) that falls on a weekday, 0 = Sunday. */
export function datesOnWeekday(start: string, end: string, weekday: number): string[] {
  const first = addDays(start, (weekday - new Date(`${start}T00:00:00Z`).getUTCDay() + 7) % 7);
  const dates: string[] = [];
  for (let d = first; d <= end; d = addDays(d, 7)) dates.push(d);
  return dates;
}

/** A session on each matching date of the range, skipping dates the class already has. */
export async function createMultipleSessions(
  tx: Conn,
  klass: Row,
  input: z.infer<typeof createMultipleSessionsInput>,
) {
  const classId = Number(klass.id);
  const dates = datesOnWeekday(input.start_date, input.end_date, input.weekday);
  const taken =
    dates.length === 0
      ? []
      : await tx
          .select({ date: sundaySchoolSessions.date })
          .from(sundaySchoolSessions)
          .where(
            and(
              eq(sundaySchoolSessions.sunday_school, classId),
              gte(sundaySchoolSessions.date, input.start_date),
              lte(sundaySchoolSessions.date, input.end_date),
            ),
          );
  const takenDates = new Set(taken.map((s) => s.date));
  const fresh = dates.filter((d) => !takenDates.has(d));
  const rows =
    fresh.length === 0
      ? []
      : await tx
          .insert(sundaySchoolSessions)
          .values(
            fresh.map((date) => ({
              church: Number(klass.church),
              sunday_school: classId,
              date,
              topic: input.topic,
            })),
          )
          .returning();
  rows.sort((a, b) => a.date.localeCompare(b.date));
  const skipped = dates.filter((d) => takenDates.has(d));
  return {
    created_count: rows.length,
    skipped_count: skipped.length,
    skipped_dates: skipped,
    sessions: await presentSessions(tx, rows),
  };
}
