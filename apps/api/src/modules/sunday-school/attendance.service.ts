import {
  type attendanceOverview,
  type attendanceOverviewQuery,
  MAX_SESSION_ROSTER,
  type markSessionAttendanceInput,
  type memberSundaySchoolHistoryQuery,
  msg,
  type SessionRoster,
  type SessionSummary,
} from "@cm/contracts";
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { execute } from "../../db/client";
import {
  members,
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import { fieldError, notFound, type Text, ValidationError } from "../../platform/errors";
import { memberName, memberNamesOf } from "../../platform/member-roll";
import { allOf, pageLinks } from "../../platform/resources/list";
import type { Row } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
type Enrollment = { member: number; enrolled_on: string };
type Mark = { session: number; member: number; present: boolean };

/** Present out of counted in tenths of a percent, rounded: a rate as a whole number. */
const tenthsOf = (present: number, counted: number) =>
  counted === 0 ? 0 : Math.round((present * 1000) / counted);

/** Present out of counted, as a percentage with one decimal; 0 when no one is counted. */
export const rateOf = (present: number, counted: number) => tenthsOf(present, counted) / 10;

/**
 * The mean of session rates, one decimal, from the sum of their tenths (so it is exact, in SQL
 * and here alike); 0 without sessions.
 */
export const averageRate = (tenthsSum: number, sessions: number) =>
  sessions === 0 ? 0 : Math.round(tenthsSum / sessions) / 10;

const byName = (names: Map<number, string>) => (a: { member: number }, b: { member: number }) =>
  (names.get(a.member) ?? "").localeCompare(names.get(b.member) ?? "") || a.member - b.member;

async function activeEnrollments(conn: Conn, classId: number): Promise<Enrollment[]> {
  return conn
    .select({ member: sundaySchoolEnrollments.member, enrolled_on: sundaySchoolEnrollments.enrolled_on })
    .from(sundaySchoolEnrollments)
    .where(
      and(eq(sundaySchoolEnrollments.sunday_school, classId), eq(sundaySchoolEnrollments.is_active, true)),
    );
}

async function marksOf(conn: Conn, sessionIds: number[]): Promise<Mark[]> {
  if (sessionIds.length === 0) return [];
  return conn
    .select({
      session: sundaySchoolAttendance.session,
      member: sundaySchoolAttendance.member,
      present: sundaySchoolAttendance.present,
    })
    .from(sundaySchoolAttendance)
    .where(inArray(sundaySchoolAttendance.session, sessionIds));
}

/**
 * Who counts at a session: members enrolled on or before its date, plus anyone marked at it.
 * A counted member not marked present is absent.
 */
function countSession(date: string, enrollments: Enrollment[], marks: Mark[]) {
  const present = new Map<number, boolean>();
  for (const e of enrollments) if (e.enrolled_on <= date) present.set(e.member, false);
  const enrolled = present.size;
  for (const m of marks) present.set(m.member, m.present);
  const here = [...present.values()].filter(Boolean).length;
  return { present, enrolled, here, absent: present.size - here, rate: rateOf(here, present.size) };
}

/**
 * The average rate of each class, as its attendance overview gives it by default (sessions held
 * up to today that count anyone), in one query for all the classes.
 */
export async function averageRatesOf(conn: Conn, classIds: number[], today: string) {
  const rates = new Map<number, number>();
  if (classIds.length === 0) return rates;
  const s = sundaySchoolSessions;
  const e = sundaySchoolEnrollments;
  const a = sundaySchoolAttendance;
  // Counted at a session: members actively enrolled by its date, and anyone marked at it.
  const perSession = sql`
    select ${s.sunday_school} as class_id,
      (select count(*) from (
        select ${e.member} from ${e}
        where ${e.sunday_school} = ${s.sunday_school} and ${e.is_active} and ${e.enrolled_on} <= ${s.date}
        union
        select ${a.member} from ${a} where ${a.session} = ${s.id}
      ) as counted_members) as counted,
      (select count(*) from ${a} where ${a.session} = ${s.id} and ${a.present}) as here
    from ${s}
    where ${conn.within(s, inArray(s.sunday_school, classIds), lte(s.date, today))}`;
  const rows = await execute<{ class_id: number; tenths: number; sessions: number }>(
    conn,
    sql`
    select class_id, sum(round(here * 1000.0 / counted))::int as tenths, count(*)::int as sessions
    from (${perSession}) as per_session
    where counted > 0
    group by class_id`,
  );
  for (const row of rows) {
    rates.set(Number(row.class_id), averageRate(Number(row.tenths), Number(row.sessions)));
  }
  return rates;
}

/** The attendance of one session, for the session page and after marking it. */
export async function sessionSummaryOf(conn: Conn, session: Row): Promise<SessionSummary> {
  const classId = Number(session.sunday_school);
  const [klass] = await conn
    .select({ name: sundaySchoolClasses.name })
    .from(sundaySchoolClasses)
    .where(eq(sundaySchoolClasses.id, classId));
  const date = String(session.date);
  const counted = countSession(
    date,
    await activeEnrollments(conn, classId),
    await marksOf(conn, [Number(session.id)]),
  );
  const names = await memberNamesOf(conn, [...counted.present.keys()]);
  const records = [...counted.present.entries()]
    .map(([member, present]) => ({ member, member_name: names.get(member) ?? "", present }))
    .sort(byName(names));
  return {
    session: Number(session.id),
    date,
    topic: String(session.topic ?? ""),
    class: classId,
    class_name: klass?.name ?? "",
    enrolled: counted.enrolled,
    present: counted.here,
    absent: counted.absent,
    rate: counted.rate,
    visitors: Number(session.visitor_count ?? 0),
    records,
  };
}

/**
 * A session's roster: the class's active enrollments and anyone already marked, with their mark
 * (null when not marked yet), by name, in one query; at most MAX_SESSION_ROSTER members. Members
 * who enrolled after the session are listed too, so a class set up today can record the Sundays
 * before; until they are marked, the summaries do not count them for those sessions.
 */
export async function sessionRosterOf(conn: Conn, session: Row): Promise<SessionRoster> {
  const id = Number(session.id);
  const e = sundaySchoolEnrollments;
  const a = sundaySchoolAttendance;
  const counted = conn
    .select({ member: e.member })
    .from(e)
    .where(and(eq(e.sunday_school, Number(session.sunday_school)), eq(e.is_active, true)))
    .union(conn.select({ member: a.member }).from(a).where(eq(a.session, id)));
  return conn
    .select({ member: members.id, member_name: memberName, present: a.present })
    .from(members)
    .leftJoin(a, and(eq(a.session, id), eq(a.member, members.id)))
    .where(inArray(members.id, counted))
    .orderBy(sql`lower(${memberName})`, asc(members.id))
    .limit(MAX_SESSION_ROSTER);
}

/** The session a summary asks for, within the caller's scope of sessions. */
export async function sessionById(conn: Conn, sessions: Scoped, id: number): Promise<Row> {
  const [row] = await conn
    .select()
    .from(sundaySchoolSessions)
    .where(sessions.where(eq(sundaySchoolSessions.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Records who was present or absent at a session, in the action's transaction. Only members
 * actively enrolled in the session's class are accepted; members not sent keep their marks.
 */
export async function markSessionAttendance(
  tx: Conn,
  session: Row,
  input: z.infer<typeof markSessionAttendanceInput>,
) {
  const present = [...new Set(input.present)];
  const absent = [...new Set(input.absent)];
  const both = present.filter((m) => absent.includes(m));
  if (both.length > 0) {
    throw fieldError(
      "absent",
      msg("A member cannot be both present and absent: {members}.", { members: both.join(", ") }),
    );
  }
  const everyone = [...present, ...absent];
  if (everyone.length > 0) {
    const enrolled = await tx
      .select({ member: sundaySchoolEnrollments.member })
      .from(sundaySchoolEnrollments)
      .where(
        and(
          eq(sundaySchoolEnrollments.sunday_school, Number(session.sunday_school)),
          eq(sundaySchoolEnrollments.is_active, true),
          inArray(sundaySchoolEnrollments.member, everyone),
        ),
      );
    const known = new Set(enrolled.map((e) => e.member));
    const errors: Record<string, Text[]> = {};
    for (const [field, list] of [
      ["present", present],
      ["absent", absent],
    ] as const) {
      const strangers = list.filter((m) => !known.has(m));
      if (strangers.length > 0)
        errors[field] = [
          msg("These members are not enrolled in this class: {members}.", { members: strangers.join(", ") }),
        ];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await tx
      .insert(sundaySchoolAttendance)
      .values(
        everyone.map((member) => ({
          church: Number(session.church),
          session: Number(session.id),
          member,
          present: present.includes(member),
        })),
      )
      .onConflictDoUpdate({
        target: [sundaySchoolAttendance.session, sundaySchoolAttendance.member],
        set: { present: sql`excluded.present` },
      });
  }
  let row = session;
  if (input.visitor_count !== undefined) {
    const [updated] = await tx
      .update(sundaySchoolSessions)
      .set({ visitor_count: input.visitor_count })
      .where(eq(sundaySchoolSessions.id, Number(session.id)))
      .returning();
    row = updated ?? row;
  }
  return sessionSummaryOf(tx, row);
}

/**
 * A class's attendance per session (held up to `to`, today by default) and per member. A
 * member counts at the sessions on or after the day they enrolled, and wherever marked.
 */
export async function attendanceOverviewOf(
  conn: Conn,
  klass: Row,
  q: z.infer<typeof attendanceOverviewQuery>,
  today: string,
): Promise<z.infer<typeof attendanceOverview>> {
  const classId = Number(klass.id);
  const to = q.to ?? today;
  if (q.from && q.from > to) throw fieldError("to", msg("The last day cannot be before the first day."));
  const sessions = await conn
    .select()
    .from(sundaySchoolSessions)
    .where(
      allOf([
        eq(sundaySchoolSessions.sunday_school, classId),
        q.from ? gte(sundaySchoolSessions.date, q.from) : undefined,
        lte(sundaySchoolSessions.date, to),
      ]),
    )
    .orderBy(asc(sundaySchoolSessions.date));
  const enrollments = await activeEnrollments(conn, classId);
  const marks = await marksOf(
    conn,
    sessions.map((s) => s.id),
  );
  const marksBySession = new Map<number, Mark[]>();
  for (const m of marks) {
    const list = marksBySession.get(m.session);
    if (list) list.push(m);
    else marksBySession.set(m.session, [m]);
  }
  const perMember = new Map<number, { sessions: number; present: number }>();
  for (const e of enrollments) perMember.set(e.member, { sessions: 0, present: 0 });
  const sessionRows = sessions.map((s) => {
    const counted = countSession(s.date, enrollments, marksBySession.get(s.id) ?? []);
    for (const [member, here] of counted.present) {
      const tally = perMember.get(member) ?? { sessions: 0, present: 0 };
      tally.sessions += 1;
      if (here) tally.present += 1;
      perMember.set(member, tally);
    }
    return {
      session: s.id,
      date: s.date,
      topic: s.topic,
      present: counted.here,
      absent: counted.absent,
      rate: counted.rate,
      visitors: s.visitor_count,
      counted: counted.present.size,
    };
  });
  const enrolledNow = new Set(enrollments.map((e) => e.member));
  const names = await memberNamesOf(conn, [...perMember.keys()]);
  const membersRows = [...perMember.entries()]
    .map(([member, tally]) => ({
      member,
      member_name: names.get(member) ?? "",
      is_enrolled: enrolledNow.has(member),
      sessions: tally.sessions,
      present: tally.present,
      absent: tally.sessions - tally.present,
      rate: rateOf(tally.present, tally.sessions),
    }))
    .sort(byName(names));
  const rated = sessionRows.filter((s) => s.counted > 0);
  const tenths = rated.reduce((sum, s) => sum + tenthsOf(s.present, s.counted), 0);
  return {
    sunday_school: classId,
    name: String(klass.name),
    enrolled: enrolledNow.size,
    average_rate: averageRate(tenths, rated.length),
    sessions: sessionRows.map(({ counted: _counted, ...s }) => s),
    members: membersRows,
  };
}

/**
 * A member's Sunday-school marks, newest session first, a page at a time, within the caller's
 * churches; the totals count every marked session (not only this page).
 */
export async function memberSundaySchoolHistory(
  conn: Conn,
  request: FastifyRequest,
  scope: Scoped,
  q: z.infer<typeof memberSundaySchoolHistoryQuery>,
) {
  const where = scope.where(eq(sundaySchoolAttendance.member, q.member));
  const [totals] = await conn
    .select({
      n: sql<number>`count(*)`,
      present: sql<number>`count(*) filter (where ${sundaySchoolAttendance.present})`,
    })
    .from(sundaySchoolAttendance)
    .where(where);
  const rows = await conn
    .select({
      session: sundaySchoolSessions.id,
      date: sundaySchoolSessions.date,
      sunday_school: sundaySchoolClasses.id,
      sunday_school_name: sundaySchoolClasses.name,
      topic: sundaySchoolSessions.topic,
      present: sundaySchoolAttendance.present,
    })
    .from(sundaySchoolAttendance)
    .innerJoin(sundaySchoolSessions, eq(sundaySchoolSessions.id, sundaySchoolAttendance.session))
    .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolSessions.sunday_school))
    .where(where)
    .orderBy(desc(sundaySchoolSessions.date), desc(sundaySchoolSessions.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const total = Number(totals?.n ?? 0);
  const present = Number(totals?.present ?? 0);
  return {
    count: total,
    ...pageLinks(request, q.page, q.page_size, total),
    present,
    absent: total - present,
    rate: rateOf(present, total),
    results: rows,
  };
}
