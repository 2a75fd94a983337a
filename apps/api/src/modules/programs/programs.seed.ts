import { randomBytes } from "node:crypto";
import { addDays, addMonths, type Recurrence, todayIso } from "@cm/contracts";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  churches,
  members,
  programAttachments,
  programCategories,
  programFeeds,
  programOccurrences,
  programParticipants,
  programReminders,
  programs,
  users,
} from "../../db/tables";
import { type FileStore, saveUpload } from "../../platform/files";
import { type Schedule, scheduleText, slotsBetween, startOfLocalDay } from "./recurrence.service";

type Conn = Db | Tx;
const ZONE = "Africa/Accra";

type DemoProgram = {
  title: string;
  category: string;
  location: string;
  description: string;
  /** Days from today of the first date. */
  startIn: number;
  time: string;
  minutes: number;
  recurrence: Partial<Recurrence>;
  expected?: number;
  status?: "APPROVED" | "PENDING";
  /** A monthly program on the Nth weekday (0 Sunday) of the month `startIn` falls in. */
  nth?: { weekday: number; n: number };
};

const rule = (r: Partial<Recurrence>): Recurrence => ({
  frequency: "NONE",
  interval: 1,
  weekdays: [],
  monthly_mode: "DAY_OF_MONTH",
  until: null,
  count: null,
  ...r,
});

/** A date moved to the last `weekday` (0 Sunday) on or before it. */
const lastWeekday = (day: string, weekday: number) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() - weekday + 7) % 7));

/** The `n`th `weekday` (0 Sunday) of the month a date falls in. */
const nthWeekday = (day: string, weekday: number, n: number) => {
  const first = `${day.slice(0, 7)}-01`;
  const offset = (weekday - new Date(`${first}T00:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
};

const GRACE: DemoProgram[] = [
  {
    title: "Sunday Worship Service",
    category: "WORSHIP",
    location: "Main Sanctuary",
    description: "Praise, worship and the word for the whole church family.",
    startIn: -98,
    time: "09:00",
    minutes: 180,
    recurrence: { frequency: "WEEKLY", weekdays: ["SU"] },
    expected: 420,
  },
  {
    title: "Wednesday Prayer Meeting",
    category: "PRAYER",
    location: "Prayer Hall",
    description: "Midweek prayer for the church, the nation and the sick.",
    startIn: -95,
    time: "18:30",
    minutes: 90,
    recurrence: { frequency: "WEEKLY", weekdays: ["WE"] },
    expected: 80,
  },
  {
    title: "Youth Night",
    category: "YOUTH",
    location: "Youth Centre",
    description: "Music, a short talk and fellowship for the youth.",
    startIn: -92,
    time: "18:00",
    minutes: 150,
    recurrence: { frequency: "MONTHLY", monthly_mode: "LAST_WEEKDAY_OF_MONTH" },
    expected: 90,
  },
  {
    title: "Community Outreach",
    category: "OUTREACH",
    location: "Dansoman Market",
    description: "Evangelism and free health checks in the community.",
    startIn: -88,
    time: "08:00",
    minutes: 240,
    recurrence: { frequency: "MONTHLY", monthly_mode: "WEEKDAY_OF_MONTH" },
    nth: { weekday: 6, n: 2 },
    expected: 35,
  },
  {
    title: "Leadership Training",
    category: "TRAINING",
    location: "Conference Room",
    description: "A twelve-session course for cell leaders and ushers.",
    startIn: -60,
    time: "19:00",
    minutes: 120,
    recurrence: { frequency: "WEEKLY", interval: 2, weekdays: ["TU"], count: 12 },
    expected: 25,
  },
  {
    title: "Annual Convention",
    category: "CONFERENCE",
    location: "Accra International Conference Centre",
    description: "Three days of teaching and worship with guest ministers.",
    startIn: 64,
    time: "09:00",
    minutes: 3 * 24 * 60,
    recurrence: { frequency: "YEARLY" },
    expected: 1500,
  },
  {
    title: "Harvest Thanksgiving",
    category: "WORSHIP",
    location: "Main Sanctuary",
    description: "A thanksgiving service with the harvest bazaar after it.",
    startIn: -33,
    time: "10:00",
    minutes: 240,
    recurrence: {},
    expected: 600,
  },
  {
    title: "Hospital Visitation",
    category: "OUTREACH",
    location: "Korle Bu Teaching Hospital",
    description: "Visiting and praying with patients of the children's ward.",
    startIn: 19,
    time: "14:00",
    minutes: 120,
    recurrence: {},
    expected: 15,
  },
  {
    title: "Choir Workshop",
    category: "CHOIR",
    location: "Main Sanctuary",
    description: "Voice training for the choir and the praise team.",
    startIn: 26,
    time: "15:00",
    minutes: 180,
    recurrence: {},
    expected: 40,
    status: "PENDING",
  },
];

const BETHEL: DemoProgram[] = [
  {
    title: "Sunday Service",
    category: "WORSHIP",
    location: "Bethel Auditorium",
    description: "The Sunday morning service.",
    startIn: -91,
    time: "08:30",
    minutes: 150,
    recurrence: { frequency: "WEEKLY", weekdays: ["SU"] },
    expected: 250,
  },
  {
    title: "Men's Fellowship",
    category: "MEN",
    location: "Fellowship Hall",
    description: "Monthly fellowship of the men of the church.",
    startIn: -80,
    time: "17:00",
    minutes: 120,
    recurrence: { frequency: "MONTHLY", monthly_mode: "WEEKDAY_OF_MONTH" },
    nth: { weekday: 6, n: 1 },
    expected: 45,
  },
  {
    title: "Youth Camp",
    category: "YOUTH",
    location: "Aburi Campsite",
    description: "A weekend camp for the youth.",
    startIn: 40,
    time: "16:00",
    minutes: 2 * 24 * 60,
    recurrence: {},
    expected: 70,
  },
];

/** A small real PDF: the minutes the demo keeps with a date. */
const MINUTES_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const REASONS = ["Heavy rain flooded the road", "The hall was not available", "The speaker was ill"];

/** Church categories of the demo: Choir for Grace Cathedral, Men's Fellowship for Bethel. */
async function categoriesOf(conn: Conn, church: number, own: { code: string; name: string; color: string }) {
  await conn
    .insert(programCategories)
    .values({ church, name: own.name, color: own.color, description: `${own.name} programs` })
    .onConflictDoNothing();
  const rows = await conn
    .select()
    .from(programCategories)
    .where(or(isNull(programCategories.church), eq(programCategories.church, church)));
  return new Map(rows.map((c) => [c.code ?? (c.name === own.name ? own.code : c.name), c.id]));
}

/**
 * One demo church's programs: approved ones with their dates from the first to six months on,
 * outcomes for the past (the last few left for the office to fill in), participants, reminders.
 */
async function seedChurch(
  conn: Conn,
  church: { id: number; name: string },
  list: DemoProgram[],
  own: { code: string; name: string; color: string },
  today: string,
  files: FileStore | undefined,
) {
  const categories = await categoriesOf(conn, church.id, own);
  const people = await conn
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.church, church.id), eq(members.is_active, true)))
    .orderBy(asc(members.id))
    .limit(40);
  const [admin] = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.church, church.id), eq(users.role, "LOCAL_ADMIN")))
    .limit(1);
  const [secretary] = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.church, church.id), eq(users.role, "LOCAL_SECRETARY")))
    .limit(1);
  const now = startOfLocalDay(today, ZONE);
  const until = startOfLocalDay(addMonths(today, 6), ZONE);
  let n = 0;
  for (const [index, demo] of list.entries()) {
    const schedule: Schedule = {
      start_date: addDays(today, demo.startIn),
      start_time: demo.time,
      duration_minutes: demo.minutes,
      recurrence: rule(demo.recurrence),
      time_zone: ZONE,
    };
    // Weekly programs start on their weekday.
    const day = demo.recurrence.weekdays?.[0];
    if (day) schedule.start_date = lastWeekday(schedule.start_date, day === "SU" ? 0 : day === "WE" ? 3 : 2);
    if (demo.nth) schedule.start_date = nthWeekday(schedule.start_date, demo.nth.weekday, demo.nth.n);
    const status = demo.status ?? "APPROVED";
    const coordinator = people[index % Math.max(1, people.length)]?.id ?? null;
    const [program] = await conn
      .insert(programs)
      .values({
        church: church.id,
        title: demo.title,
        category: categories.get(demo.category) ?? 1,
        description: demo.description,
        location: demo.location,
        ...schedule,
        ...scheduleText(schedule),
        coordinator,
        expected_attendance: demo.expected ?? null,
        status,
        submitted_by: status === "PENDING" ? (secretary?.id ?? null) : (admin?.id ?? null),
        reviewed_by: status === "APPROVED" ? (admin?.id ?? null) : null,
        reviewed_at: status === "APPROVED" ? startOfLocalDay(schedule.start_date, ZONE) : null,
      })
      .returning();
    if (!program || status !== "APPROVED") continue;
    const slots = slotsBetween(schedule, startOfLocalDay(schedule.start_date, ZONE), until);
    const past = slots.filter((s) => s.starts_at < now);
    const dates = await conn
      .insert(programOccurrences)
      .values(
        slots.map((s, i) => {
          // The last two past dates of a program that repeats wait for their outcome.
          const open = s.starts_at >= now || (past.length > 2 && i >= past.length - 2);
          n += 1;
          const missed = !open && n % 9 === 0;
          return {
            church: church.id,
            program: program.id,
            ...s,
            status: open
              ? ("SCHEDULED" as const)
              : missed
                ? ("NOT_ACCOMPLISHED" as const)
                : ("ACCOMPLISHED" as const),
            attendance:
              open || missed ? null : Math.round((demo.expected ?? 50) * (0.7 + ((n * 37) % 30) / 100)),
            reason: missed ? (REASONS[n % REASONS.length] ?? "") : "",
            notes: !open && !missed && n % 4 === 0 ? "Went well; first-time visitors were welcomed." : "",
            recorded_by: open ? null : (admin?.id ?? null),
            recorded_at: open ? null : s.ends_at,
          };
        }),
      )
      .returning();
    const pastDates = dates.filter((d) => d.starts_at < now);
    const [first, second] = people;
    if (first && second)
      await conn.insert(programParticipants).values([
        { church: church.id, program: program.id, member: first.id, role: "HOST" as const },
        { church: church.id, program: program.id, member: second.id, role: "SPEAKER" as const },
        ...pastDates.slice(-4).flatMap((d, i) => [
          ...people.slice(2 + i * 3, 5 + i * 3).map((p) => ({
            church: church.id,
            program: program.id,
            occurrence: d.id,
            member: p.id,
            role: "ATTENDEE" as const,
          })),
          {
            church: church.id,
            program: program.id,
            occurrence: d.id,
            guest_name: i % 2 ? "Pastor John Asare" : "Evangelist Grace Ofori",
            guest_phone: "+233 24 555 0101",
            role: "SPEAKER" as const,
          },
        ]),
      ]);
    if (index === 0)
      await conn.insert(programReminders).values([
        {
          church: church.id,
          program: program.id,
          minutes_before: 24 * 60,
          audience: "PARTICIPANTS" as const,
        },
      ]);
    if (index === 1)
      await conn.insert(programReminders).values({
        church: church.id,
        program: program.id,
        minutes_before: 120,
        audience: "PARTICIPANTS",
      });
    const minutesOf = pastDates.filter((d) => d.status === "ACCOMPLISHED").at(-1);
    if (index === 0 && files && minutesOf) {
      const name = await saveUpload(files, MINUTES_PDF, ["application/pdf"], MINUTES_PDF.length, {
        private: true,
      });
      await conn.insert(programAttachments).values({
        church: church.id,
        program: program.id,
        occurrence: minutesOf.id,
        file: name,
        file_name: "Service minutes.pdf",
        content_type: "application/pdf",
        size: MINUTES_PDF.length,
        uploaded_by: admin?.id ?? null,
      });
    }
  }
}

/**
 * The demo's programs for Grace Cathedral and Bethel Community Church: categories of their own,
 * weekly, monthly, yearly and one-off programs with past outcomes, pending dates and a program
 * waiting for approval, participants, reminders, a minutes PDF and a calendar feed. Runs once.
 */
export async function seedDemoPrograms(conn: Conn, files?: FileStore, today = todayIso()): Promise<void> {
  const rows = await conn.select({ id: churches.id, name: churches.name }).from(churches);
  const grace = rows.find((c) => c.name === "Grace Cathedral");
  const bethel = rows.find((c) => c.name === "Bethel Community Church");
  if (!grace || !bethel) return;
  const [already] = await conn
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.church, grace.id))
    .limit(1);
  if (already) return;
  await seedChurch(conn, grace, GRACE, { code: "CHOIR", name: "Choir", color: "#e8590c" }, today, files);
  await seedChurch(
    conn,
    bethel,
    BETHEL,
    { code: "MEN", name: "Men's Fellowship", color: "#5c940d" },
    today,
    files,
  );
  await conn
    .insert(programFeeds)
    .values({ church: grace.id, token: randomBytes(32).toString("base64url"), rotated_at: new Date() })
    .onConflictDoNothing();
}
