import { GROUP_KINDS, GROUP_ROLES, RRULE_WEEKDAYS } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";

/** A church's small group: a home cell, the choir, the ushers, a class. */
export const groups = pgTable(
  "groups",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    kind: text("kind", { enum: GROUP_KINDS }).notNull().default("home_cell"),
    description: text("description").notNull().default(""),
    meeting_day: text("meeting_day", { enum: [...RRULE_WEEKDAYS, ""] })
      .notNull()
      .default(""),
    meeting_time: text("meeting_time").notNull().default(""),
    place: text("place").notNull().default(""),
    open_to_join: boolean("open_to_join").notNull().default(true),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("groups_church_name_idx").on(t.church, t.name, t.id),
    // One group of a name per church: the home cells made from members' fields are found by name.
    uniqueIndex("groups_church_name_key").on(t.church, sql`lower(${t.name})`),
  ],
);

/** Who is in which group, and whether they lead it. A member is in a group once. */
export const groupMembers = pgTable(
  "group_members",
  {
    id: idColumn(),
    church: churchOwner(),
    group: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    role: text("role", { enum: GROUP_ROLES }).notNull().default("member"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("group_members_group_member_key").on(t.group, t.member),
    index("group_members_member_idx").on(t.member),
  ],
);

/** One meeting of a group, with the numbers counted without names. One meeting a day per group. */
export const groupMeetings = pgTable(
  "group_meetings",
  {
    id: idColumn(),
    church: churchOwner(),
    group: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    topic: text("topic").notNull().default(""),
    headcount: integer("headcount"),
    visitors: integer("visitors").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("group_meetings_group_date_key").on(t.group, t.date),
    index("group_meetings_church_date_idx").on(t.church, t.date),
  ],
);

/** A member's presence at a group meeting: a row for each person of the group when it was marked. */
export const groupAttendance = pgTable(
  "group_attendance",
  {
    id: idColumn(),
    church: churchOwner(),
    meeting: integer("meeting_id")
      .notNull()
      .references(() => groupMeetings.id, { onDelete: "cascade" }),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    present: boolean("present").notNull(),
  },
  (t) => [
    uniqueIndex("group_attendance_meeting_member_key").on(t.meeting, t.member),
    index("group_attendance_member_idx").on(t.member),
  ],
);
