import type { GroupMeetingPerson } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { count, eq, inArray, sql } from "drizzle-orm";
import { groupAttendance, groupMeetings, groupMembers, groups, members } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type MeetingRow = typeof groupMeetings.$inferSelect;

/** Each meeting's group name, how many members were present and whether it was marked at all. */
export async function decorateMeetings(data: Data, rows: MeetingRow[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const [names, marks] = await Promise.all([
    data
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(
        inArray(
          groups.id,
          rows.map((r) => r.group),
        ),
      ),
    data
      .select({
        meeting: groupAttendance.meeting,
        marked: count(),
        present: sql<number>`count(*) filter (where ${groupAttendance.present})::int`,
      })
      .from(groupAttendance)
      .where(inArray(groupAttendance.meeting, ids))
      .groupBy(groupAttendance.meeting),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const marksOf = new Map(marks.map((m) => [m.meeting, m]));
  return rows.map((r) => ({
    ...r,
    group_name: nameOf.get(r.group) ?? "",
    present: Number(marksOf.get(r.id)?.present ?? 0),
    marked: (marksOf.get(r.id)?.marked ?? 0) > 0,
  }));
}

/** The church of the group a new meeting is for (the meeting belongs to the group's church). */
export async function churchOfGroup(data: Data, group: number): Promise<number> {
  const [row] = await data.select({ church: groups.church }).from(groups).where(eq(groups.id, group));
  if (!row) throw fieldError("group", msg("This group was not found."));
  return row.church;
}

/** Everyone in the meeting's group now, leaders first, and whether each was marked present. */
export async function peopleAtMeeting(data: Data, meeting: MeetingRow): Promise<GroupMeetingPerson[]> {
  const [people, marks] = await Promise.all([
    data
      .select({ member: members.id, name: memberName, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(members, eq(members.id, groupMembers.member))
      .where(eq(groupMembers.group, meeting.group))
      .orderBy(sql`${groupMembers.role} = 'member'`, members.first_name, members.last_name, members.id),
    data
      .select({ member: groupAttendance.member, present: groupAttendance.present })
      .from(groupAttendance)
      .where(eq(groupAttendance.meeting, meeting.id)),
  ]);
  const presentOf = new Map(marks.map((m) => [m.member, m.present]));
  return people.map((p) => ({ ...p, present: presentOf.get(p.member) ?? false }));
}

/**
 * Marks a meeting: the members named present, everyone else of the group absent (marking again
 * replaces the marks). A name that is not in the group is refused on the field, nothing written.
 */
export async function markMeeting(data: Data, meeting: MeetingRow, present: number[]): Promise<void> {
  const people = await data
    .select({ member: groupMembers.member })
    .from(groupMembers)
    .where(eq(groupMembers.group, meeting.group));
  const inGroup = new Set(people.map((p) => p.member));
  if (present.some((id) => !inGroup.has(id)))
    throw fieldError("present", msg("Some of the people marked present are not in this group."));
  const here = new Set(present);
  await data.delete(groupAttendance).where(eq(groupAttendance.meeting, meeting.id));
  if (people.length === 0) return;
  await data.insert(groupAttendance).values(
    people.map((p) => ({
      church: meeting.church,
      meeting: meeting.id,
      member: p.member,
      present: here.has(p.member),
    })),
  );
}

/** Sets a meeting's numbers without names when the marking sends them. */
export async function setMeetingCounts(
  data: Data,
  meeting: MeetingRow,
  counts: { headcount?: number | null; visitors?: number },
): Promise<void> {
  const set = {
    ...(counts.headcount !== undefined ? { headcount: counts.headcount } : {}),
    ...(counts.visitors !== undefined ? { visitors: counts.visitors } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await data.update(groupMeetings).set(set).where(eq(groupMeetings.id, meeting.id));
}
