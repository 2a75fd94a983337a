import {
  OCCURRENCE_STATUSES,
  PARTICIPANT_ROLES,
  PROGRAM_STATUSES,
  REMINDER_AUDIENCES,
  REMINDER_CHANNELS,
  type Recurrence,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches, churchOwner } from "./hierarchy.table";
import { users } from "./users.table";

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/**
 * Kinds of program. A null church is a national default every church uses; `code` names the
 * defaults (WORSHIP, PRAYER...). Names are unique per church, defaults included.
 */
export const programCategories = pgTable(
  "program_categories",
  {
    id: idColumn(),
    church: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull().default("#495057"),
    description: text("description").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    code: text("code"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("program_categories_name_key").on(sql`coalesce(${t.church}, 0)`, sql`lower(${t.name})`),
    uniqueIndex("program_categories_code_key").on(t.code),
    index("program_categories_church_idx").on(t.church),
    check("program_categories_color_check", sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * A church's program: its first date and time in the church's zone, how long it lasts and when it
 * repeats (`recurrence`, and the same as an RFC 5545 RRULE in `rrule`).
 */
export const programs = pgTable(
  "programs",
  {
    id: idColumn(),
    church: churchOwner(),
    title: text("title").notNull(),
    category: integer("category_id")
      .notNull()
      .references(() => programCategories.id),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    start_date: date("start_date", { mode: "string" }).notNull(),
    start_time: text("start_time").notNull(),
    duration_minutes: integer("duration_minutes").notNull().default(120),
    time_zone: text("time_zone").notNull(),
    recurrence: jsonb("recurrence").$type<Recurrence>().notNull(),
    rrule: text("rrule").notNull().default(""),
    coordinator: integer("coordinator_id").references(() => members.id, { onDelete: "set null" }),
    expected_attendance: integer("expected_attendance"),
    status: text("status", { enum: PROGRAM_STATUSES }).notNull().default("DRAFT"),
    submitted_by: userRef("submitted_by"),
    reviewed_by: userRef("reviewed_by"),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    review_note: text("review_note").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("programs_church_start_idx").on(t.church, t.start_date, t.id),
    index("programs_church_status_idx").on(t.church, t.status),
    index("programs_category_idx").on(t.category),
    index("programs_coordinator_idx").on(t.coordinator),
    check("programs_duration_check", sql`${t.duration_minutes} between 5 and 20160`),
    check("programs_start_time_check", sql`${t.start_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * One date of a program. A program has at most one occurrence per start (generating twice makes
 * nothing twice); `local_date` is the date in the church's zone, for the calendar and "today".
 */
export const programOccurrences = pgTable(
  "program_occurrences",
  {
    id: idColumn(),
    church: churchOwner(),
    program: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
    local_date: date("local_date", { mode: "string" }).notNull(),
    status: text("status", { enum: OCCURRENCE_STATUSES }).notNull().default("SCHEDULED"),
    attendance: integer("attendance"),
    notes: text("notes").notNull().default(""),
    reason: text("reason").notNull().default(""),
    recorded_by: userRef("recorded_by"),
    recorded_at: timestamp("recorded_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("program_occurrences_starts_at_key").on(t.program, t.starts_at),
    // The calendar, today, upcoming and pending_update read a church's dates in order.
    index("program_occurrences_church_starts_idx").on(t.church, t.starts_at, t.id),
    index("program_occurrences_church_date_idx").on(t.church, t.local_date),
    // The reminder job looks at what is still to come.
    index("program_occurrences_scheduled_idx").on(t.starts_at).where(sql`${t.status} = 'SCHEDULED'`),
    check("program_occurrences_ends_check", sql`${t.ends_at} > ${t.starts_at}`),
    check("program_occurrences_attendance_check", sql`${t.attendance} is null or ${t.attendance} >= 0`),
  ],
);

/** Who takes part: a member of the church or a guest, in the whole program or in one occurrence. */
export const programParticipants = pgTable(
  "program_participants",
  {
    id: idColumn(),
    church: churchOwner(),
    program: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    occurrence: integer("occurrence_id").references(() => programOccurrences.id, { onDelete: "cascade" }),
    member: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    guest_name: text("guest_name").notNull().default(""),
    guest_phone: text("guest_phone").notNull().default(""),
    role: text("role", { enum: PARTICIPANT_ROLES }).notNull().default("ATTENDEE"),
    created_at: createdAt(),
  },
  (t) => [
    index("program_participants_program_idx").on(t.program, t.id),
    index("program_participants_occurrence_idx").on(t.occurrence),
    index("program_participants_member_idx").on(t.member),
    // A member takes part once per occurrence, and once in the program as a whole.
    uniqueIndex("program_participants_member_key")
      .on(t.occurrence, t.member)
      .where(sql`${t.occurrence} is not null and ${t.member} is not null`),
    uniqueIndex("program_participants_program_member_key")
      .on(t.program, t.member)
      .where(sql`${t.occurrence} is null and ${t.member} is not null`),
    check(
      "program_participants_who_check",
      sql`${t.member} is not null or length(trim(${t.guest_name})) > 0`,
    ),
  ],
);

/** Files kept with a program or one of its occurrences; `file` is the stored name (never shown). */
export const programAttachments = pgTable(
  "program_attachments",
  {
    id: idColumn(),
    church: churchOwner(),
    program: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    occurrence: integer("occurrence_id").references(() => programOccurrences.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    file_name: text("file_name").notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploaded_by: userRef("uploaded_by"),
    created_at: createdAt(),
  },
  (t) => [
    index("program_attachments_program_idx").on(t.program, t.id),
    index("program_attachments_occurrence_idx").on(t.occurrence),
  ],
);

/** An e-mail sent `minutes_before` each occurrence of a program. */
export const programReminders = pgTable(
  "program_reminders",
  {
    id: idColumn(),
    church: churchOwner(),
    program: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    minutes_before: integer("minutes_before").notNull(),
    audience: text("audience", { enum: REMINDER_AUDIENCES }).notNull(),
    members: jsonb("members").$type<number[]>().notNull().default([]),
    channel: text("channel", { enum: REMINDER_CHANNELS }).notNull().default("EMAIL"),
    is_active: boolean("is_active").notNull().default(true),
    last_sent_at: timestamp("last_sent_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("program_reminders_program_idx").on(t.program),
    check("program_reminders_minutes_check", sql`${t.minutes_before} between 5 and 43200`),
  ],
);

/**
 * The sent-log of reminders: one row per reminder and occurrence, written in the transaction that
 * queues the e-mails. Its unique key is what makes a reminder go once, whichever instance sends it.
 */
export const programReminderDeliveries = pgTable(
  "program_reminder_deliveries",
  {
    id: idColumn(),
    reminder: integer("reminder_id")
      .notNull()
      .references(() => programReminders.id, { onDelete: "cascade" }),
    occurrence: integer("occurrence_id")
      .notNull()
      .references(() => programOccurrences.id, { onDelete: "cascade" }),
    recipients: integer("recipients").notNull().default(0),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("program_reminder_deliveries_occurrence_key").on(t.reminder, t.occurrence)],
);

/** A church's calendar feed: the secret token in its address; a church admin may replace it. */
export const programFeeds = pgTable(
  "program_feeds",
  {
    id: idColumn(),
    church: churchOwner(),
    token: text("token").notNull(),
    rotated_by: userRef("rotated_by"),
    rotated_at: timestamp("rotated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("program_feeds_church_key").on(t.church),
    uniqueIndex("program_feeds_token_key").on(t.token),
  ],
);
