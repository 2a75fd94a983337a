import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import {
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../events/church-life.test-support";

export async function makeClass(
  db: Db,
  church: number,
  values: Partial<typeof sundaySchoolClasses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(sundaySchoolClasses)
    .values({ church, name: unique("Juniors"), ...values })
    .returning();
  if (!row) throw new Error("class not created");
  return row;
}

export async function makeSession(db: Db, klass: { id: number; church: number }, date = "2026-03-01") {
  const [row] = await db
    .insert(sundaySchoolSessions)
    .values({ church: klass.church, sunday_school: klass.id, date })
    .returning();
  if (!row) throw new Error("session not created");
  return row;
}

export async function enroll(
  db: Db,
  klass: { id: number; church: number },
  member: number,
  enrolledOn = "2026-01-01",
) {
  const [row] = await db
    .insert(sundaySchoolEnrollments)
    .values({ church: klass.church, sunday_school: klass.id, member, enrolled_on: enrolledOn })
    .returning();
  if (!row) throw new Error("enrollment not created");
  return row;
}

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "sunday-schools": {
    owner: "church",
    make: async (db, church) => (await makeClass(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, name: unique("Teens"), min_age: 13, max_age: 17 }),
    updateBody: () => ({ name: unique("Seniors") }),
    actions: {
      "enroll-members": { members: [1] },
      "create-session": { date: "2026-05-03" },
      "create-multiple-sessions": { start_date: "2026-05-01", end_date: "2026-05-31", weekday: 0 },
      "attendance-overview": {},
    },
  },
  "sunday-school-enrollments": {
    owner: "church",
    make: async (db, church) => {
      const klass = await makeClass(db, church.id);
      return (await enroll(db, klass, (await makeMember(db, church.id)).id)).id;
    },
    body: async (db, church) => ({
      sunday_school: (await makeClass(db, church.id)).id,
      member: (await makeMember(db, church.id)).id,
    }),
    updateBody: () => ({ enrolled_on: "2026-02-01", is_active: false }),
    actions: {
      "bulk-enroll": async ({ db, church }) => ({
        sunday_school: (await makeClass(db, church.id)).id,
        members: [(await makeMember(db, church.id)).id],
      }),
    },
  },
  "sunday-school-members": {
    owner: "church",
    make: async (db, church) => {
      const klass = await makeClass(db, church.id);
      return (await enroll(db, klass, (await makeMember(db, church.id)).id)).id;
    },
    body: async (db, church) => ({
      sunday_school: (await makeClass(db, church.id)).id,
      member: (await makeMember(db, church.id)).id,
    }),
    updateBody: () => ({ enrolled_on: "2026-02-01", is_active: false }),
  },
  "sunday-school-sessions": {
    owner: "church",
    make: async (db, church) => (await makeSession(db, await makeClass(db, church.id))).id,
    body: async (db, church) => ({ sunday_school: (await makeClass(db, church.id)).id, date: "2026-03-08" }),
    updateBody: () => ({ date: "2026-03-15", topic: "Creation" }),
    actions: { "mark-attendance": { present: [], absent: [], visitor_count: 2 }, roster: {} },
  },
  "sunday-school-attendance": {
    owner: "church",
    make: async (db, church) => {
      const klass = await makeClass(db, church.id);
      const session = await makeSession(db, klass);
      const member = await makeMember(db, church.id);
      const [row] = await db
        .insert(sundaySchoolAttendance)
        .values({ church: church.id, session: session.id, member: member.id, present: true })
        .returning();
      return row?.id ?? 0;
    },
    actions: {
      "session-summary": async ({ db, church }) => ({
        session: (await makeSession(db, await makeClass(db, church.id))).id,
      }),
      "member-history": async ({ db, church }) => ({ member: (await makeMember(db, church.id)).id }),
    },
  },
};
