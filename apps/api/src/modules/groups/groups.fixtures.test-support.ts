import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { groupMeetings, groupMembers, groups } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";

/** A group of a church (a ministry unless told: a home cell writes its members' home-cell fields). */
export async function makeGroup(db: Db, church: number, values: Partial<typeof groups.$inferInsert> = {}) {
  const [row] = await db
    .insert(groups)
    .values({ church, name: unique("Group"), kind: "ministry", ...values })
    .returning();
  if (!row) throw new Error("group not created");
  return row;
}

/** A member of the church put in a group with a role. */
export async function makeGroupMember(
  db: Db,
  church: number,
  group: number,
  role: "leader" | "member" = "member",
) {
  const member = await makeMember(db, church);
  await db.insert(groupMembers).values({ church, group, member: member.id, role });
  return member;
}

/** A meeting of a group, on a past date unless told. */
export async function makeGroupMeeting(
  db: Db,
  group: { id: number; church: number },
  values: Partial<typeof groupMeetings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(groupMeetings)
    .values({ church: group.church, group: group.id, date: "2026-01-04", ...values })
    .returning();
  if (!row) throw new Error("meeting not created");
  return row;
}

let day = 0;
/** A distinct past date for each meeting a fixture makes (one meeting a day per group). */
const nextDate = () => new Date(Date.UTC(2025, 0, 1) + ++day * 86_400_000).toISOString().slice(0, 10);

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  groups: {
    owner: "church",
    make: async (db, church) => (await makeGroup(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, name: unique("Group"), kind: "ministry" }),
    updateBody: () => ({ name: unique("Group"), kind: "team" }),
    actions: {
      members: {},
      trend: {},
      follow_up: {},
      mine: {},
      add_member: async ({ db, church }) => ({
        member: (await makeMember(db, church.id)).id,
        role: "member",
      }),
      remove_member: async ({ db, church, object }) => ({
        member: (await makeGroupMember(db, church.id, object)).id,
      }),
    },
  },
  "group-meetings": {
    owner: "church",
    make: async (db, church) => {
      const group = await makeGroup(db, church.id);
      return (await makeGroupMeeting(db, group, { date: nextDate() })).id;
    },
    body: async (db, church) => ({
      group: (await makeGroup(db, church.id)).id,
      date: nextDate(),
      headcount: 12,
    }),
    updateBody: () => ({ date: nextDate(), topic: "Prayer", visitors: 2 }),
    actions: {
      attendance: {},
      mark_attendance: { present: [], headcount: 9, visitors: 1 },
    },
  },
};
