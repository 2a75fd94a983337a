import type { HouseholdMember, HouseholdRole } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import {
  eventAttendance,
  events,
  householdMembers,
  members,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
} from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;

const DAY_MS = 86_400_000;

/** Each household's head (id and name) and how many people it holds, a query for a page of rows. */
export async function decorateHouseholds(conn: Conn, rows: { id: number }[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const [counts, heads] = await Promise.all([
    conn
      .select({ household: householdMembers.household, n: count() })
      .from(householdMembers)
      .where(inArray(householdMembers.household, ids))
      .groupBy(householdMembers.household),
    conn
      .select({ household: householdMembers.household, member: householdMembers.member, name: memberName })
      .from(householdMembers)
      .innerJoin(members, eq(members.id, householdMembers.member))
      .where(and(inArray(householdMembers.household, ids), eq(householdMembers.role, "head"))),
  ]);
  const countOf = new Map(counts.map((c) => [c.household, c.n]));
  const headOf = new Map(heads.map((h) => [h.household, h]));
  return rows.map((r) => ({
    ...r,
    member_count: countOf.get(r.id) ?? 0,
    head: headOf.get(r.id)?.member ?? null,
    head_name: headOf.get(r.id)?.name ?? "",
  }));
}

const ROLE_ORDER = sql`case ${householdMembers.role} when 'head' then 0 when 'spouse' then 1 when 'child' then 2 else 3 end`;

/**
 * The people of a household, head first, each with their church life at a glance: services and
 * meetings attended in the last 90 days, and the Sunday-school classes they are in now.
 */
export async function membersOfHousehold(
  conn: Conn,
  household: number,
  now: Date,
): Promise<HouseholdMember[]> {
  const people = await conn
    .select({
      member: members.id,
      name: memberName,
      role: householdMembers.role,
      phone: members.phone,
      date_of_birth: members.date_of_birth,
      is_active: members.is_active,
    })
    .from(householdMembers)
    .innerJoin(members, eq(members.id, householdMembers.member))
    .where(eq(householdMembers.household, household))
    .orderBy(ROLE_ORDER, members.date_of_birth, members.id);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.member);
  const since = new Date(now.getTime() - 90 * DAY_MS);
  const [attended, classes] = await Promise.all([
    conn
      .select({ member: eventAttendance.member, n: count() })
      .from(eventAttendance)
      .innerJoin(events, eq(events.id, eventAttendance.event))
      .where(and(inArray(eventAttendance.member, ids), gte(events.starts_at, since)))
      .groupBy(eventAttendance.member),
    conn
      .select({ member: sundaySchoolEnrollments.member, name: sundaySchoolClasses.name })
      .from(sundaySchoolEnrollments)
      .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolEnrollments.sunday_school))
      .where(and(inArray(sundaySchoolEnrollments.member, ids), eq(sundaySchoolEnrollments.is_active, true)))
      .orderBy(sundaySchoolClasses.name),
  ]);
  const attendedBy = new Map(attended.map((a) => [a.member, a.n]));
  const classesBy = new Map<number, string[]>();
  for (const c of classes) classesBy.set(c.member, [...(classesBy.get(c.member) ?? []), c.name]);
  return people.map((p) => ({
    ...p,
    attended_last_90_days: attendedBy.get(p.member) ?? 0,
    sunday_school_classes: classesBy.get(p.member) ?? [],
  }));
}

/**
 * Puts a member in a household with a role, moving them out of any other (a member lives in one
 * household). A second head is refused with the name of the first: the action holds the
 * household's row locked, so two heads named at once are checked one after the other (and the
 * unique index on a household's head stands behind that).
 */
export async function placeMember(
  conn: Conn,
  household: { id: number; church: number },
  member: number,
  role: HouseholdRole,
): Promise<void> {
  if (role === "head") {
    const [head] = await conn
      .select({ member: householdMembers.member, name: memberName })
      .from(householdMembers)
      .innerJoin(members, eq(members.id, householdMembers.member))
      .where(and(eq(householdMembers.household, household.id), eq(householdMembers.role, "head")));
    if (head && head.member !== member)
      throw fieldError(
        "role",
        msg("{name} is already the head of this household. Change their role first.", { name: head.name }),
      );
  }
  await conn
    .insert(householdMembers)
    .values({ church: household.church, household: household.id, member, role })
    .onConflictDoUpdate({ target: householdMembers.member, set: { household: household.id, role } });
}

/** Takes a member out of a household; a member who is not in it is refused on the field. */
export async function removeMember(conn: Conn, household: number, member: number): Promise<void> {
  const removed = await conn
    .delete(householdMembers)
    .where(and(eq(householdMembers.household, household), eq(householdMembers.member, member)))
    .returning({ id: householdMembers.id });
  if (removed.length === 0) throw fieldError("member", msg("This member is not in this household."));
}
