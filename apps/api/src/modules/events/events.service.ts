import {
  type attendedEvent,
  event,
  eventFieldProblems,
  type markEventAttendanceInput,
  type memberEventHistoryQuery,
} from "@cm/contracts";
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { eventAttendance, events, members } from "../../db/tables";
import { notFound, ValidationError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import { pageLinks } from "../../platform/resources/list";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { RowOf, WriteData } from "../../platform/resources/resource";
import type { Scoped } from "../../platform/resources/scoped";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
const present = presenter(event);
const iso = (v: Date | string | null | undefined) => (v instanceof Date ? v.toISOString() : v);
type EventRow = RowOf<typeof events>;
type EventData = WriteData<typeof events>;

/** Adds the members present (one grouped query for the page) and the total with visitors. */
export async function decorateEvents(conn: Conn, rows: EventRow[]) {
  if (rows.length === 0) return [];
  const counts = await conn
    .select({ event: eventAttendance.event, n: count() })
    .from(eventAttendance)
    .where(
      inArray(
        eventAttendance.event,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(eventAttendance.event);
  const presentBy = new Map(counts.map((c) => [c.event, Number(c.n)]));
  return rows.map((r) => {
    const attendance = presentBy.get(r.id) ?? 0;
    return {
      ...r,
      attendance_count: attendance,
      total_attendance: attendance + r.visitor_count,
    };
  });
}

/**
 * The rules between fields, checked on the event as it will be after the write (a PATCH sends
 * only some fields). A one-off event keeps no repeat end date.
 */
export function checkEventFields(data: EventData, existing: EventRow | null): EventData {
  const merged = {
    starts_at: data.starts_at ?? existing?.starts_at,
    ends_at: data.ends_at !== undefined ? data.ends_at : existing?.ends_at,
    recurrence: data.recurrence ?? existing?.recurrence,
    recurrence_until:
      data.recurrence_until !== undefined ? data.recurrence_until : existing?.recurrence_until,
  };
  const problems = eventFieldProblems({
    starts_at: iso(merged.starts_at),
    ends_at: iso(merged.ends_at),
    recurrence: merged.recurrence,
    recurrence_until: merged.recurrence_until,
  });
  const fields = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  if (merged.recurrence === "NONE" && merged.recurrence_until) return { ...data, recurrence_until: null };
  return data;
}

/** An event as the API shows it, with its counts. */
export const presentEvent = (conn: Conn, row: EventRow) =>
  presentOne(row, (rows) => decorateEvents(conn, rows), present);

/**
 * Makes the event's present list exactly the members sent (the action's references check that
 * all are on the event's church roll) and records the visitors when given. Runs in the action's
 * transaction.
 */
export async function markEventAttendance(
  tx: Conn,
  object: typeof events.$inferSelect,
  input: z.infer<typeof markEventAttendanceInput>,
  now: Date,
) {
  const eventId = object.id;
  const ids = [...new Set(input.members)];
  await tx
    .delete(eventAttendance)
    .where(
      and(
        eq(eventAttendance.event, eventId),
        ids.length > 0 ? notInArray(eventAttendance.member, ids) : undefined,
      ),
    );
  if (ids.length > 0) {
    await tx
      .insert(eventAttendance)
      .values(ids.map((member) => ({ church: object.church, event: eventId, member })))
      .onConflictDoNothing();
  }
  let row = object;
  if (input.visitor_count !== undefined) {
    const [updated] = await tx
      .update(events)
      .set({ visitor_count: input.visitor_count, updated_at: now })
      .where(eq(events.id, eventId))
      .returning();
    if (!updated) throw notFound();
    row = updated;
  }
  return presentEvent(tx, row);
}

/** Who was present at an event, by name. */
export async function attendeesOf(conn: Conn, eventId: number) {
  const rows = await conn
    .select({
      member: eventAttendance.member,
      member_name: memberName,
      marked_at: eventAttendance.created_at,
    })
    .from(eventAttendance)
    .innerJoin(members, eq(members.id, eventAttendance.member))
    .where(eq(eventAttendance.event, eventId))
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
  return rows.map((r) => ({ ...r, marked_at: r.marked_at.toISOString() }));
}

const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The events a member attended, newest first, a page at a time, within the caller's churches. */
export async function memberEventHistory(
  conn: Conn,
  request: FastifyRequest,
  scope: Scoped,
  q: z.infer<typeof memberEventHistoryQuery>,
) {
  const where = scope.where(
    eq(eventAttendance.member, q.member),
    q.starts_at__gte ? gte(events.starts_at, dayStart(q.starts_at__gte)) : undefined,
    q.starts_at__lte ? lt(events.starts_at, dayAfter(q.starts_at__lte)) : undefined,
  );
  const rows = await conn
    .select({
      event: events.id,
      title: events.title,
      event_type: events.event_type,
      starts_at: events.starts_at,
      location: events.location,
      total: sql<number>`count(*) over()`,
    })
    .from(eventAttendance)
    .innerJoin(events, eq(events.id, eventAttendance.event))
    .where(where)
    .orderBy(desc(events.starts_at), desc(events.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) {
    const [n] = await conn
      .select({ n: count() })
      .from(eventAttendance)
      .innerJoin(events, eq(events.id, eventAttendance.event))
      .where(where);
    total = Number(n?.n ?? 0);
  }
  const results: z.infer<typeof attendedEvent>[] = rows.map(({ total: _total, ...r }) => ({
    ...r,
    event_type: r.event_type,
    starts_at: r.starts_at.toISOString(),
  }));
  return { count: total, ...pageLinks(request, q.page, q.page_size, total), results };
}
