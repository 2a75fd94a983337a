import { weekdayOf } from "@cm/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { groupAttendance, groupMeetings, groupMembers, groups, members } from "../../db/tables";
import { HOME_CELL_STATEMENTS } from "./home-cells";

/** Runs the home-cell conversion of migration 0035 (see `HOME_CELL_STATEMENTS`). */
export async function homeCellsToGroups(db: Db | Tx): Promise<void> {
  for (const statement of HOME_CELL_STATEMENTS) await db.execute(sql.raw(statement));
}

const DAY_MS = 86_400_000;
/** Six months of weekly meetings. */
const WEEKS = 26;

/** The date `weeks` weeks before `today`, moved back to the weekday of `offset` days before. */
const weeksBefore = (today: string, weeks: number, offset: number) =>
  new Date(Date.parse(today) - (weeks * 7 + offset) * DAY_MS).toISOString().slice(0, 10);

/** A home cell's weekly dates of the last six months, the last one `1 + seed` days ago. */
const meetingDates = (today: string, seed: number) =>
  Array.from({ length: WEEKS }, (_, w) => weeksBefore(today, WEEKS - 1 - w, 1 + seed));

/**
 * Demo groups of the first church (Grace Cathedral): its home cells made from its members' fields
 * as the migration makes them, each led by one of its people (the demo member leads theirs), with
 * six months of weekly meetings and who came (two people who stopped coming, to follow up); and
 * the choir and the ushers as ministries.
 */
export async function seedDemoGroups(tx: Tx, church: number, today: string): Promise<void> {
  await homeCellsToGroups(tx);
  const cells = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.church, church), eq(groups.kind, "home_cell")))
    .orderBy(asc(groups.name));
  for (const [i, cell] of cells.entries()) {
    const people = await tx
      .select({
        member: groupMembers.member,
        user: members.user,
        name: sql<string>`${members.first_name} || ' ' || ${members.last_name}`,
      })
      .from(groupMembers)
      .innerJoin(members, eq(members.id, groupMembers.member))
      .where(eq(groupMembers.group, cell.id))
      .orderBy(sql`${members.user} is null`, asc(members.date_of_birth), asc(members.id));
    const leader = people[0];
    if (!leader) continue;
    await tx
      .update(groupMembers)
      .set({ role: "leader" })
      .where(and(eq(groupMembers.group, cell.id), eq(groupMembers.member, leader.member)));
    await tx
      .update(groups)
      .set({
        meeting_day: weekdayOf(meetingDates(today, i)[0] ?? today),
        meeting_time: "18:30",
        place: `${leader.name}'s home`,
      })
      .where(eq(groups.id, cell.id));
    await tx
      .update(members)
      .set({ home_cell_pastor: leader.name })
      .where(
        inArray(
          members.id,
          people.map((p) => p.member),
        ),
      );
    await seedMeetings(
      tx,
      church,
      cell.id,
      people.map((p) => p.member),
      today,
      i,
    );
  }
  await seedMinistry(tx, church, "Choir", "Sings at the Sunday services; rehearses on Saturdays.", 0);
  await seedMinistry(tx, church, "Ushers", "Welcomes people and seats them at every service.", 1);
}

/** Weekly meetings of the last six months, most people at most; the last two stopped coming a month ago. */
async function seedMeetings(
  tx: Tx,
  church: number,
  group: number,
  people: number[],
  today: string,
  seed: number,
) {
  const dates = meetingDates(today, seed);
  const meetings = await tx
    .insert(groupMeetings)
    .values(
      dates.map((date, w) => ({
        church,
        group,
        date,
        topic: TOPICS[(w + seed) % TOPICS.length] ?? "",
        headcount: people.length + (w % 3),
        visitors: (w + seed) % 3,
      })),
    )
    .returning({ id: groupMeetings.id });
  const stopped = new Set(people.slice(-2));
  await tx.insert(groupAttendance).values(
    meetings.flatMap((meeting, w) =>
      people.map((member, p) => ({
        church,
        meeting: meeting.id,
        member,
        present: stopped.has(member) && w >= WEEKS - 4 ? false : (w * 7 + p * 3 + seed) % 5 !== 0,
      })),
    ),
  );
}

const TOPICS = ["Faith that works", "Prayer", "Forgiveness", "Giving", "Hope in trials", "The Good Shepherd"];

/** A ministry of a dozen members, its eldest the leader. */
async function seedMinistry(tx: Tx, church: number, name: string, description: string, offset: number) {
  const [group] = await tx
    .insert(groups)
    .values({
      church,
      name,
      kind: "ministry",
      description,
      meeting_day: "SA",
      meeting_time: "16:00",
      place: "Church hall",
    })
    .returning({ id: groups.id });
  if (!group) return;
  const roll = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.church, church), eq(members.is_active, true)))
    .orderBy(asc(members.id));
  const chosen = roll.filter((_, i) => i % 4 === offset).slice(0, 12);
  if (chosen.length === 0) return;
  await tx.insert(groupMembers).values(
    chosen.map((m, i) => ({
      church,
      group: group.id,
      member: m.id,
      role: i === 0 ? ("leader" as const) : ("member" as const),
    })),
  );
}
