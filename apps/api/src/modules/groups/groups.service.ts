import type { GroupFollowUp, GroupPerson, GroupRole, GroupTrendPoint } from "@cm/contracts";
import { hasPermission, MISSED_IN_A_ROW, msg } from "@cm/contracts";
import { and, count, desc, eq, gte, inArray, max, ne, type SQL, sql } from "drizzle-orm";
import { groupAttendance, groupMeetings, groupMembers, groups, members } from "../../db/tables";
import type { Principal } from "../../platform/auth/principal";
import { fieldError } from "../../platform/errors";
import { memberName } from "../../platform/member-roll";
import type { Row } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

type GroupRow = typeof groups.$inferSelect;

/** How far back a member's run of missed meetings is read (a group that met weekly: 26 meetings). */
const FOLLOW_UP_DAYS = 183;
const DAY_MS = 86_400_000;

/** The ids of the groups the caller's own member record is in (only those they lead, with `leading`). */
export function groupsOfCaller(principal: Principal | null, leading: boolean): SQL {
  return sql`(select ${groupMembers.group} from ${groupMembers} join ${members} on ${members.id} = ${groupMembers.member}
    where ${members.user} = ${principal?.id ?? 0}${leading ? sql` and ${groupMembers.role} = 'leader'` : sql``})`;
}

/** Whether the caller reads every group of their reach (the church office), not only their own. */
export const readsEveryGroup = (p: Principal | null) => p !== null && hasPermission(p, "church-life.read");
/** Whether the caller takes the attendance of any group in reach (the church office), not only those they lead. */
export const marksEveryGroup = (p: Principal | null) => p !== null && hasPermission(p, "members.write");

/** Leaders' names, sizes, last meeting and whether the caller leads: a query each for a page of groups. */
export async function decorateGroups(
  data: Data,
  rows: { id: number }[],
  principal: Principal | null,
): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const [sizes, leaders, meetings] = await Promise.all([
    data
      .select({ group: groupMembers.group, n: count() })
      .from(groupMembers)
      .where(inArray(groupMembers.group, ids))
      .groupBy(groupMembers.group),
    data
      .select({ group: groupMembers.group, name: memberName, user: members.user })
      .from(groupMembers)
      .innerJoin(members, eq(members.id, groupMembers.member))
      .where(and(inArray(groupMembers.group, ids), eq(groupMembers.role, "leader")))
      .orderBy(members.first_name, members.last_name),
    data
      .select({ group: groupMeetings.group, last: max(groupMeetings.date) })
      .from(groupMeetings)
      .where(inArray(groupMeetings.group, ids))
      .groupBy(groupMeetings.group),
  ]);
  const sizeOf = new Map(sizes.map((s) => [s.group, s.n]));
  const lastOf = new Map(meetings.map((m) => [m.group, m.last]));
  return rows.map((r) => {
    const own = leaders.filter((l) => l.group === r.id);
    return {
      ...r,
      member_count: sizeOf.get(r.id) ?? 0,
      leader_names: own.map((l) => l.name),
      you_lead: principal !== null && own.some((l) => l.user === principal.id),
      last_meeting: lastOf.get(r.id) ?? null,
    };
  });
}

type Run = { last_attended: string | null; missed_in_a_row: number };

/**
 * Each person's run of missed meetings in the groups given: the marked meetings of the last half
 * year they were marked absent at since the last one they came to, and that last date.
 */
async function runsOf(data: Data, groupIds: number[], now: Date): Promise<Map<string, Run>> {
  const since = new Date(now.getTime() - FOLLOW_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
  const marks = await data
    .select({
      group: groupMeetings.group,
      member: groupAttendance.member,
      date: groupMeetings.date,
      present: groupAttendance.present,
    })
    .from(groupAttendance)
    .innerJoin(groupMeetings, eq(groupMeetings.id, groupAttendance.meeting))
    .where(and(inArray(groupMeetings.group, groupIds), gte(groupMeetings.date, since)))
    .orderBy(desc(groupMeetings.date));
  const runs = new Map<string, Run & { ended: boolean }>();
  for (const mark of marks) {
    const key = `${mark.group}:${mark.member}`;
    const run = runs.get(key) ?? { last_attended: null, missed_in_a_row: 0, ended: false };
    runs.set(key, run);
    if (run.ended) continue;
    if (mark.present) {
      run.last_attended = mark.date;
      run.ended = true;
    } else run.missed_in_a_row += 1;
  }
  return runs;
}

/**
 * The people of a group, leaders first, with their run of missed meetings. Phones show to the
 * church office and to the group's own leaders (read from the same rows), not to its members.
 */
export async function peopleOfGroup(
  data: Data,
  group: number,
  now: Date,
  principal: Principal | null,
): Promise<GroupPerson[]> {
  const people = await data
    .select({
      member: members.id,
      name: memberName,
      phone: members.phone,
      role: groupMembers.role,
      joined_at: groupMembers.created_at,
      user: members.user,
    })
    .from(groupMembers)
    .innerJoin(members, eq(members.id, groupMembers.member))
    .where(eq(groupMembers.group, group))
    .orderBy(sql`${groupMembers.role} = 'member'`, members.first_name, members.last_name, members.id);
  const runs = await runsOf(data, [group], now);
  const showPhones =
    readsEveryGroup(principal) || people.some((p) => p.role === "leader" && p.user === principal?.id);
  return people.map(({ user: _, ...p }) => {
    const run = runs.get(`${group}:${p.member}`);
    return {
      ...p,
      phone: showPhones ? p.phone : "",
      joined_at: p.joined_at.toISOString(),
      missed_in_a_row: run?.missed_in_a_row ?? 0,
      last_attended: run?.last_attended ?? null,
    };
  });
}

/** Members who missed the last three meetings or more of an active group, longest absent first. */
export async function followUps(data: Data, church: number | undefined, now: Date): Promise<GroupFollowUp[]> {
  const active = await data
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.is_active, true), church === undefined ? undefined : eq(groups.church, church)));
  if (active.length === 0) return [];
  const runs = await runsOf(
    data,
    active.map((g) => g.id),
    now,
  );
  const missing = [...runs].filter(([, run]) => run.missed_in_a_row >= MISSED_IN_A_ROW);
  if (missing.length === 0) return [];
  const people = await data
    .select({ group: groupMembers.group, member: members.id, name: memberName, phone: members.phone })
    .from(groupMembers)
    .innerJoin(members, eq(members.id, groupMembers.member))
    .where(
      and(
        inArray(
          groupMembers.group,
          active.map((g) => g.id),
        ),
        inArray(
          groupMembers.member,
          missing.map(([key]) => Number(key.split(":")[1])),
        ),
      ),
    );
  const nameOf = new Map(active.map((g) => [g.id, g.name]));
  return people
    .flatMap((p) => {
      const run = runs.get(`${p.group}:${p.member}`);
      if (!run || run.missed_in_a_row < MISSED_IN_A_ROW) return [];
      return [{ ...p, group_name: nameOf.get(p.group) ?? "", ...run }];
    })
    .map(({ group, group_name, member, name, phone, missed_in_a_row, last_attended }) => ({
      group,
      group_name,
      member,
      name,
      phone,
      missed_in_a_row,
      last_attended,
    }))
    .sort((a, b) => b.missed_in_a_row - a.missed_in_a_row || a.name.localeCompare(b.name));
}

/** Each meeting of the last half year with who came and the numbers without names, oldest first. */
export async function trendOf(data: Data, group: number, now: Date): Promise<GroupTrendPoint[]> {
  const since = new Date(now.getTime() - FOLLOW_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
  const [meetings, [size]] = await Promise.all([
    data
      .select({
        meeting: groupMeetings.id,
        date: groupMeetings.date,
        headcount: groupMeetings.headcount,
        visitors: groupMeetings.visitors,
      })
      .from(groupMeetings)
      .where(and(eq(groupMeetings.group, group), gte(groupMeetings.date, since)))
      .orderBy(groupMeetings.date),
    data.select({ n: count() }).from(groupMembers).where(eq(groupMembers.group, group)),
  ]);
  if (meetings.length === 0) return [];
  const present = await data
    .select({ meeting: groupAttendance.meeting, n: count() })
    .from(groupAttendance)
    .where(
      and(
        inArray(
          groupAttendance.meeting,
          meetings.map((m) => m.meeting),
        ),
        eq(groupAttendance.present, true),
      ),
    )
    .groupBy(groupAttendance.meeting);
  const presentAt = new Map(present.map((p) => [p.meeting, p.n]));
  return meetings.map((m) => ({ ...m, present: presentAt.get(m.meeting) ?? 0, members: size?.n ?? 0 }));
}

/**
 * Keeps the specification's member fields in step with a home-cell group: its people's
 * `home_cell_fellowship` is the group's name and `home_cell_pastor` its leaders' names. A group that
 * stopped being a home cell (`before` was one) clears the fields it wrote.
 */
export async function syncHomeCell(data: Data, group: GroupRow, before?: GroupRow): Promise<void> {
  const people = data
    .select({ id: groupMembers.member })
    .from(groupMembers)
    .where(eq(groupMembers.group, group.id));
  if (group.kind !== "home_cell") {
    if (before?.kind === "home_cell")
      await data
        .update(members)
        .set({ home_cell_fellowship: "", home_cell_pastor: "" })
        .where(and(inArray(members.id, people), eq(members.home_cell_fellowship, before.name)));
    return;
  }
  const leaders = await data
    .select({ name: memberName })
    .from(groupMembers)
    .innerJoin(members, eq(members.id, groupMembers.member))
    .where(and(eq(groupMembers.group, group.id), eq(groupMembers.role, "leader")))
    .orderBy(members.first_name, members.last_name);
  await data
    .update(members)
    .set({ home_cell_fellowship: group.name, home_cell_pastor: leaders.map((l) => l.name).join(", ") })
    .where(inArray(members.id, people));
}

/**
 * Puts a member in a group or changes their role. A member is in one home cell (the member's own
 * home-cell field names one): another home cell is refused with its name.
 */
export async function placeInGroup(
  data: Data,
  group: GroupRow,
  member: number,
  role: GroupRole,
): Promise<void> {
  if (group.kind === "home_cell") {
    const [other] = await data
      .select({ name: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.group))
      .where(and(eq(groupMembers.member, member), eq(groups.kind, "home_cell"), ne(groups.id, group.id)));
    if (other)
      throw fieldError(
        "member",
        msg("This member is already in the home cell {name}. Take them out of it first.", {
          name: other.name,
        }),
      );
  }
  await data
    .insert(groupMembers)
    .values({ church: group.church, group: group.id, member, role })
    .onConflictDoUpdate({ target: [groupMembers.group, groupMembers.member], set: { role } });
  await syncHomeCell(data, group);
}

/** Takes a member out of a group (their home-cell fields cleared when it was their home cell). */
export async function takeOutOfGroup(data: Data, group: GroupRow, member: number): Promise<void> {
  const removed = await data
    .delete(groupMembers)
    .where(and(eq(groupMembers.group, group.id), eq(groupMembers.member, member)))
    .returning({ id: groupMembers.id });
  if (removed.length === 0) throw fieldError("member", msg("This member is not in this group."));
  if (group.kind !== "home_cell") return;
  await data
    .update(members)
    .set({ home_cell_fellowship: "", home_cell_pastor: "" })
    .where(eq(members.id, member));
  await syncHomeCell(data, group);
}

/**
 * Members whose record names a home cell they are not in (added or imported with one) join its
 * group, made when the church has none of that name: run when the church's groups are listed, so
 * the groups show everyone the members' records place in them. Answers whether it wrote anything.
 */
export async function adoptHomeCells(data: Data, church: number): Promise<boolean> {
  const loose = await data
    .select({ id: members.id, cell: sql<string>`btrim(${members.home_cell_fellowship})` })
    .from(members)
    .where(
      and(
        eq(members.church, church),
        sql`btrim(${members.home_cell_fellowship}) <> ''`,
        sql`not exists (select 1 from ${groupMembers} gm join ${groups} g on g.id = gm.group_id
          where gm.member_id = ${members.id} and g.kind = 'home_cell')`,
      ),
    )
    .limit(5_000);
  if (loose.length === 0) return false;
  const names = [...new Map(loose.map((m) => [m.cell.toLowerCase(), m.cell])).values()];
  await data
    .insert(groups)
    .values(names.map((name) => ({ church, name, kind: "home_cell" as const })))
    .onConflictDoNothing();
  const cells = await data
    .select({ id: groups.id, key: sql<string>`lower(${groups.name})` })
    .from(groups)
    .where(and(eq(groups.church, church), eq(groups.kind, "home_cell")));
  const cellOf = new Map(cells.map((c) => [c.key, c.id]));
  const joining = loose.flatMap((m) => {
    const group = cellOf.get(m.cell.toLowerCase());
    return group === undefined ? [] : [{ church, group, member: m.id, role: "member" as const }];
  });
  if (joining.length > 0) await data.insert(groupMembers).values(joining).onConflictDoNothing();
  return joining.length > 0;
}
