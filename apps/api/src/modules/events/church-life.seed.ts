import { addDays, type EventType, todayIso } from "@cm/contracts";
import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  churches,
  churchLeadership,
  churchRoles,
  eventAttendance,
  events,
  members,
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";

type Conn = Db | Tx;

/** The church the demo's local users belong to. */
const DEMO_CHURCH = "Grace Cathedral";
const WEEKS = 12;
const LEADER_ROLES = ["Senior Pastor", "Elder", "Deacon", "Choir Leader", "Youth Leader", "Usher"];

// A fixed pattern instead of chance, so every demo installation looks the same.
const attends = (i: number, seed: number, outOf: number) => (i * 7 + seed * 3) % 10 < outOf;

/** The Sunday on or before a date. */
const sundayOf = (date: string) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());

/** The ids of the church's roles to appoint leaders to: its own or the national defaults, created if missing. */
async function leaderRoles(conn: Conn, church: number): Promise<Map<string, number>> {
  const visible = await conn
    .select({ id: churchRoles.id, name: churchRoles.name })
    .from(churchRoles)
    .where(
      and(
        inArray(churchRoles.name, LEADER_ROLES),
        or(isNull(churchRoles.church), eq(churchRoles.church, church)),
      ),
    );
  const byName = new Map(visible.map((r) => [r.name, r.id]));
  const missing = LEADER_ROLES.filter((name) => !byName.has(name));
  if (missing.length > 0) {
    const made = await conn
      .insert(churchRoles)
      .values(missing.map((name) => ({ church, name, description: `${name} of ${DEMO_CHURCH}` })))
      .returning({ id: churchRoles.id, name: churchRoles.name });
    for (const r of made) byName.set(r.name, r.id);
  }
  return byName;
}

async function seedEvents(conn: Conn, church: number, people: number[], today: string) {
  const lastSunday = sundayOf(today);
  const plan: {
    title: string;
    event_type: EventType;
    starts_at: Date;
    location: string;
    visitors: number;
    share: number;
  }[] = [];
  for (let w = WEEKS - 1; w >= 0; w--) {
    const sunday = addDays(lastSunday, -7 * w);
    plan.push({
      title: "Sunday Worship Service",
      event_type: "SERVICE",
      starts_at: new Date(`${sunday}T09:00:00Z`),
      location: "Main Sanctuary",
      visitors: 8 + ((w * 5) % 9),
      share: 7 + (w % 3),
    });
    plan.push({
      title: "Midweek Bible Study",
      event_type: "BIBLE_STUDY",
      starts_at: new Date(`${addDays(sunday, -4)}T18:30:00Z`),
      location: "Fellowship Hall",
      visitors: w % 3,
      share: 4,
    });
    if (w % 4 === 1)
      plan.push({
        title: "All-Night Prayer",
        event_type: "PRAYER",
        starts_at: new Date(`${addDays(sunday, -2)}T21:00:00Z`),
        location: "Main Sanctuary",
        visitors: 3,
        share: 5,
      });
  }
  plan.push({
    title: "Youth Rally",
    event_type: "YOUTH",
    starts_at: new Date(`${addDays(lastSunday, -20)}T14:00:00Z`),
    location: "Youth Centre",
    visitors: 25,
    share: 3,
  });
  const rows = await conn
    .insert(events)
    .values(
      plan.map((e) => ({
        church,
        title: e.title,
        event_type: e.event_type,
        starts_at: e.starts_at,
        ends_at: new Date(e.starts_at.getTime() + 2 * 3_600_000),
        location: e.location,
        visitor_count: e.visitors,
      })),
    )
    .returning({ id: events.id });
  const marks = rows.flatMap((row, k) =>
    people
      .filter((_, i) => attends(i, k, plan[k]?.share ?? 0))
      .map((member) => ({ church, event: row.id, member })),
  );
  if (marks.length > 0) await conn.insert(eventAttendance).values(marks);
  // Coming up: one repeating event and an outreach, nothing marked yet.
  await conn.insert(events).values([
    {
      church,
      title: "Men's Fellowship",
      event_type: "MEETING",
      starts_at: new Date(`${addDays(lastSunday, 13)}T07:00:00Z`),
      location: "Fellowship Hall",
      recurrence: "MONTHLY",
      recurrence_until: addDays(today, 180),
      description: "First Saturday of the month.",
    },
    {
      church,
      title: "Community Health Outreach",
      event_type: "OUTREACH",
      starts_at: new Date(`${addDays(lastSunday, 20)}T10:00:00Z`),
      location: "Dansoman Market Square",
    },
  ]);
}

async function seedLeadership(conn: Conn, church: number, people: number[], today: string) {
  const roles = await leaderRoles(conn, church);
  const role = (name: string) => roles.get(name) ?? 0;
  const terms = LEADER_ROLES.flatMap((name, i) => {
    const member = people[i];
    return member === undefined
      ? []
      : [{ church, member, role: role(name), start_date: addDays(today, -400 - 90 * i) }];
  });
  const former = people[LEADER_ROLES.length];
  if (former !== undefined)
    terms.push({ church, member: former, role: role("Choir Leader"), start_date: addDays(today, -1500) });
  if (terms.length === 0) return;
  await conn.insert(churchLeadership).values(
    terms.map((t, i) =>
      i === LEADER_ROLES.length
        ? {
            ...t,
            end_date: addDays(today, -700),
            is_active: false,
            notes: "Handed over to the current choir leader.",
          }
        : t,
    ),
  );
}

async function seedSundaySchool(conn: Conn, church: number, people: number[], today: string) {
  const teachers = [people[1], people[4]];
  const classes = await conn
    .insert(sundaySchoolClasses)
    .values([
      {
        church,
        name: "Children's Class",
        description: "Bible stories, songs and memory verses for children.",
        min_age: 4,
        max_age: 11,
        teacher: teachers[0] ?? null,
        room: "Room 1",
      },
      {
        church,
        name: "Youth Class",
        description: "Discipleship and life questions for teenagers.",
        min_age: 12,
        max_age: 18,
        teacher: teachers[1] ?? null,
        room: "Youth Centre",
      },
    ])
    .returning({ id: sundaySchoolClasses.id });
  const pupils = people.slice(LEADER_ROLES.length + 1);
  const lastSunday = sundayOf(today);
  for (const [c, klass] of classes.entries()) {
    const enrolled = pupils.filter((_, i) => i % 2 === c).slice(0, 12);
    if (enrolled.length > 0) {
      await conn.insert(sundaySchoolEnrollments).values(
        enrolled.map((member) => ({
          church,
          sunday_school: klass.id,
          member,
          enrolled_on: addDays(lastSunday, -7 * (WEEKS + 4)),
        })),
      );
    }
    // Eight past Sundays with attendance marked, and the next four ahead.
    const dates = Array.from({ length: 12 }, (_, k) => addDays(lastSunday, 7 * (k - 7)));
    const sessions = await conn
      .insert(sundaySchoolSessions)
      .values(
        dates.map((date, k) => ({
          church,
          sunday_school: klass.id,
          date,
          topic: c === 0 ? `Heroes of faith, part ${k + 1}` : `Following Jesus, week ${k + 1}`,
          visitor_count: date <= today ? k % 3 : 0,
        })),
      )
      .returning({ id: sundaySchoolSessions.id, date: sundaySchoolSessions.date });
    const marks = sessions
      .filter((s) => s.date <= today)
      .flatMap((s, k) =>
        enrolled.map((member, i) => ({ church, session: s.id, member, present: attends(i, k + c, 8) })),
      );
    if (marks.length > 0) await conn.insert(sundaySchoolAttendance).values(marks);
  }
}

/**
 * Demo church life for Grace Cathedral, from the members already on its roll: twelve weeks of
 * services and meetings with attendance, a leadership team with one past term, and two
 * Sunday-school classes with enrollments and sessions. Does nothing (answers false) when the
 * church is missing, has no members, or already has events.
 */
export async function seedChurchLife(conn: Conn, today = todayIso()): Promise<boolean> {
  const [church] = await conn
    .select({ id: churches.id })
    .from(churches)
    .where(eq(churches.name, DEMO_CHURCH))
    .limit(1);
  if (!church) return false;
  const [existing] = await conn.select({ n: count() }).from(events).where(eq(events.church, church.id));
  if (Number(existing?.n ?? 0) > 0) return false;
  const people = (
    await conn
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.church, church.id), eq(members.is_active, true)))
      .orderBy(asc(members.id))
      .limit(80)
  ).map((m) => m.id);
  if (people.length === 0) return false;
  await seedEvents(conn, church.id, people, today);
  await seedLeadership(conn, church.id, people, today);
  await seedSundaySchool(conn, church.id, people, today);
  return true;
}
