import { type Language, msg, SOURCE_LANGUAGE } from "@cm/contracts";
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  churches,
  members,
  programOccurrences,
  programParticipants,
  programReminderDeliveries,
  programReminders,
  programs,
  users,
} from "../../db/tables";
import { AppError, fieldError } from "../../platform/errors";
import { type Translate, translator } from "../../platform/i18n";
import type { Mail, Mailer } from "../../platform/mail";
import type { ResourceContext, Row, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { programInReach, requireMembers } from "./program-rules.service";

type Conn = Data;
type ReminderRow = typeof programReminders.$inferSelect;
type OccurrenceRow = typeof programOccurrences.$inferSelect;
type ProgramRow = typeof programs.$inferSelect;

/** At most this many reminders go out per run of the job; the rest go on the next run. */
export const REMINDERS_PER_RUN = 200;

/**
 * A reminder is of a program of the caller's reach, and its church is the program's. Chosen
 * members are named (the mechanism checks they are members of that church); other audiences keep none.
 */
type ReminderData = WriteData<typeof programReminders>;

export async function prepareReminderWrite(
  ctx: ResourceContext,
  data: ReminderData,
  existing: ReminderRow | null,
): Promise<ReminderData> {
  const out: ReminderData = { ...data };
  if (!existing) out.church = (await programInReach(ctx, Number(data.program))).church;
  const church = Number(out.church ?? existing?.church);
  const audience = data.audience ?? existing?.audience;
  const chosen = data.members ?? existing?.members ?? [];
  if (audience === "CHOSEN_MEMBERS" && chosen.length === 0)
    throw fieldError("members", msg("Choose the members who get this reminder."));
  if (audience !== "CHOSEN_MEMBERS") out.members = [];
  else {
    const members = [...new Set(chosen)];
    out.members = members;
    await requireMembers(ctx, members, church);
  }
  return out;
}

/** The program's title for a page of reminders. */
export async function decorateReminders(ctx: ResourceContext, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => Number(r.program)))];
  if (ids.length === 0) return rows;
  const titles = await ctx.data
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(inArray(programs.id, ids));
  const byId = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r) => ({ ...r, program_title: byId.get(Number(r.program)) ?? "" }));
}

/** One address a reminder goes to, with the language its member reads the app in (null: none chosen). */
type Recipient = { email: string; language: Language | null };

/**
 * Who a reminder goes to: the e-mail addresses of the active members it names (the program's
 * participants, every member of the church, or those chosen), each address once. Guests have
 * no address and are not reminded. The members are those of the reminder's own church.
 */
async function recipientsOf(conn: Conn, r: ReminderRow, o: OccurrenceRow): Promise<Recipient[]> {
  const ofChurch = and(eq(members.church, r.church), eq(members.is_active, true), ne(members.email, ""));
  const chosen =
    r.audience === "ALL_MEMBERS"
      ? undefined
      : r.audience === "CHOSEN_MEMBERS"
        ? inArray(members.id, r.members.length ? r.members : [0])
        : inArray(
            members.id,
            conn
              .select({ id: programParticipants.member })
              .from(programParticipants)
              .where(
                and(
                  eq(programParticipants.program, r.program),
                  or(isNull(programParticipants.occurrence), eq(programParticipants.occurrence, o.id)),
                ),
              ),
          );
  const rows = await conn
    .select({ email: members.email, language: users.language })
    .from(members)
    .leftJoin(users, eq(users.id, members.user))
    .where(and(ofChurch, chosen))
    .orderBy(asc(members.id))
    .limit(5000);
  const byAddress = new Map<string, Recipient>();
  for (const m of rows) if (!byAddress.has(m.email.toLowerCase())) byAddress.set(m.email.toLowerCase(), m);
  return [...byAddress.values()];
}

/** The church a reminder comes from, and the language its reader is written to in. */
type Sender = { name: string | undefined; language: Language };

/** The reminder e-mail: what, when (in the church's zone), where; in the reader's language. */
function reminderMail(to: string, p: ProgramRow, o: OccurrenceRow, church: Sender, t: Translate): Mail {
  const when = DateTime.fromJSDate(o.starts_at, { zone: p.time_zone }).setLocale(church.language);
  const day = when.toFormat("cccc d LLLL yyyy");
  const time = when.toFormat("HH:mm");
  const lines = [
    church.name
      ? t("This is a reminder from {church}.", { church: church.name })
      : t("This is a reminder from your church."),
    "",
    `${p.title}`,
    t("When: {day} at {time} ({zone})", { day, time, zone: p.time_zone }),
    ...(p.location ? [t("Where: {place}", { place: p.location })] : []),
    ...(p.description ? ["", p.description] : []),
  ];
  return {
    to,
    subject: t("Reminder: {title} on {day} at {time}", { title: p.title, day, time }),
    text: lines.join("\n"),
  };
}

/**
 * Records that a reminder went for an occurrence and queues its e-mails, on one connection (one
 * transaction): the delivery row's unique key lets only the first of two concurrent senders
 * through, so each reminder of each date goes once. `force` (send now) sends even when it went before.
 */
async function deliver(
  conn: Conn,
  mailer: Mailer,
  r: ReminderRow,
  o: OccurrenceRow,
  now: Date,
  force = false,
): Promise<number | null> {
  const fresh = await conn
    .insert(programReminderDeliveries)
    .values({ reminder: r.id, occurrence: o.id, sent_at: now })
    .onConflictDoNothing()
    .returning({ id: programReminderDeliveries.id });
  if (fresh.length === 0 && !force) return null;
  const [p] = await conn.select().from(programs).where(eq(programs.id, r.program)).limit(1);
  const [church] = await conn
    .select({ name: churches.name, language: churches.language })
    .from(churches)
    .where(eq(churches.id, r.church))
    .limit(1);
  if (!p) return 0;
  const to = await recipientsOf(conn, r, o);
  // Each member is reminded in the language they read the app in, else their church's.
  const churchLanguage = church?.language ?? SOURCE_LANGUAGE;
  await mailer.enqueue(
    conn,
    to.map(({ email, language }) => {
      const reader = language ?? churchLanguage;
      return reminderMail(email, p, o, { name: church?.name, language: reader }, translator(reader));
    }),
  );
  await conn
    .update(programReminderDeliveries)
    .set({ recipients: to.length })
    .where(and(eq(programReminderDeliveries.reminder, r.id), eq(programReminderDeliveries.occurrence, o.id)));
  await conn.update(programReminders).set({ last_sent_at: now }).where(eq(programReminders.id, r.id));
  return to.length;
}

/** Sends a reminder now for its program's next date still to come (again, if it went before). */
export async function sendNow(ctx: ResourceContext, r: ReminderRow) {
  const [next] = await ctx.data
    .select()
    .from(programOccurrences)
    .where(
      and(
        eq(programOccurrences.program, r.program),
        eq(programOccurrences.status, "SCHEDULED"),
        gt(programOccurrences.starts_at, ctx.now),
      ),
    )
    .orderBy(asc(programOccurrences.starts_at))
    .limit(1);
  const [p] = await ctx.data.select().from(programs).where(eq(programs.id, r.program)).limit(1);
  if (!next || p?.status !== "APPROVED")
    throw new AppError(400, "nothing_to_remind", msg("This program has no coming date to remind people of."));
  const mailer = ctx.request.server.mailer;
  const recipients = (await deliver(ctx.data, mailer, r, next, ctx.now, true)) ?? 0;
  ctx.afterCommit(() => mailer.kick());
  await ctx.audit({ objectId: r.id, changes: { occurrence: next.id, recipients } });
  return { occurrence: next.id, recipients };
}

/**
 * The reminders due now: active ones of approved programs whose next occurrences start within
 * their lead time and have not begun (never a cancelled or past date), not sent yet.
 */
async function dueReminders(conn: Conn, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return conn
    .select({ reminder: programReminders, occurrence: programOccurrences })
    .from(programReminders)
    .innerJoin(programs, eq(programs.id, programReminders.program))
    .innerJoin(programOccurrences, eq(programOccurrences.program, programReminders.program))
    .where(
      and(
        eq(programReminders.is_active, true),
        eq(programs.status, "APPROVED"),
        eq(programOccurrences.status, "SCHEDULED"),
        gt(programOccurrences.starts_at, now),
        lte(
          programOccurrences.starts_at,
          sql`${at} + make_interval(mins => ${programReminders.minutes_before})`,
        ),
        sql`not exists (select 1 from ${programReminderDeliveries} d
          where d.reminder_id = ${programReminders.id} and d.occurrence_id = ${programOccurrences.id})`,
      ),
    )
    .orderBy(asc(programOccurrences.starts_at))
    .limit(REMINDERS_PER_RUN);
}

/** Sends every reminder due now, each once; answers how many reminders and e-mails went. */
export async function sendDueReminders(conn: Conn, mailer: Mailer, now: Date) {
  let reminders = 0;
  let emails = 0;
  for (const { reminder: r, occurrence: o } of await dueReminders(conn, now)) {
    const sent = await deliver(conn, mailer, r, o, now);
    if (sent === null) continue;
    reminders += 1;
    emails += sent;
  }
  return { reminders, emails };
}
