import { EVENT_TYPES, RECURRENCES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner, churchRoles } from "./hierarchy.table";
import { users } from "./users.table";

/**
 * The people a church keeps on its roll. `search_text` is what the list searches (name, phone,
 * e-mail in lower case); a trigram index on it, led by the church, serves substring search at
 * 100,000 members of one church among a million.
 */
export const members = pgTable(
  "members",
  {
    id: idColumn(),
    church: churchOwner(),
    user: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    other_names: text("other_names").notNull().default(""),
    gender: text("gender").notNull().default(""),
    date_of_birth: date("date_of_birth", { mode: "string" }),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    marital_status: text("marital_status").notNull().default(""),
    occupation: text("occupation").notNull().default(""),
    membership_date: date("membership_date", { mode: "string" }),
    baptism_date: date("baptism_date", { mode: "string" }),
    category: text("category").notNull().default(""),
    home_cell_fellowship: text("home_cell_fellowship").notNull().default(""),
    home_cell_pastor: text("home_cell_pastor").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    photo: text("photo").notNull().default(""),
    notes: text("notes").notNull().default(""),
    // The church's own fields (member_fields), by field id: {"12": "Choir", "13": 42}.
    custom_fields: jsonb("custom_fields")
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
    /** When the personal data was erased on request; the row stays for the church's counts. */
    erased_at: timestamp("erased_at", { withTimezone: true }),
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || other_names || ' ' || phone || ' ' || email)`,
      ),
    // The keys that make two members look like one person, kept by the database so that the
    // duplicates list groups a church's members from its indexes alone: the phone's last nine
    // digits ("+233 24 412 3456" and "024 412 3456" meet; fewer than seven digits is no key);
    // the e-mail address in lower case without dots or a "+tag" in its name part; the first and
    // last names in lower case, letters only, in either order.
    phone_key: text("phone_key")
      .notNull()
      .generatedAlwaysAs(
        sql`case when length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) else '' end`,
      ),
    email_key: text("email_key")
      .notNull()
      .generatedAlwaysAs(
        sql`case when email = '' then '' else regexp_replace(lower(split_part(email, '@', 1)), '[+].*$|[.]', '', 'g') || '@' || lower(split_part(email, '@', 2)) end`,
      ),
    name_key: text("name_key")
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(least(lower(first_name), lower(last_name)) || ' ' || greatest(lower(first_name), lower(last_name)), '[^[:alpha:] ]', '', 'g')`,
      ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The list orders by one key and the id: these serve its default (last name), with and
    // without the active filter, as index-only scans for the page and the count.
    index("members_church_last_name_idx").on(t.church, t.last_name, t.id),
    index("members_church_active_last_name_idx").on(t.church, t.is_active, t.last_name, t.id),
    index("members_church_created_idx").on(t.church, t.created_at, t.id),
    // Everything a church's figures count (statistics, dashboard, reports), so they read the
    // church's index entries only, not a heap page per member.
    index("members_church_figures_idx").on(
      t.church,
      t.is_active,
      t.gender,
      t.date_of_birth,
      t.membership_date,
      t.created_at,
    ),
    index("members_church_category_idx").on(t.church, t.category),
    index("members_church_home_cell_idx").on(t.church, t.home_cell_fellowship),
    // The church inside the trigram index (btree_gin): a church's search reads that church's
    // entries, not every church's; national searches use the trigram part alone. The church is
    // keyed as bigint, an expression no B-tree index has, so a search that names it can only come
    // through here (MEMBER_SEARCH_CHURCH, list-page.ts).
    // Without GIN's pending list: new rows go straight into the index, so a search never reads a
    // list of recent rows one by one (after a 10,000-row import it halved a church's searches).
    index("members_church_search_idx")
      .using("gin", sql`(${t.church}::bigint)`, sql`${t.search_text} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // A phone number or e-mail address belongs to one member of a church.
    uniqueIndex("members_phone_key").on(t.church, t.phone).where(sql`${t.phone} <> ''`),
    uniqueIndex("members_email_key").on(t.church, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    // A user account is one member's at most. Only members with an account: the index also serves
    // a user's deletion (its foreign key clears the link), and a member added without an account
    // (most are) writes nothing to it.
    uniqueIndex("members_user_key").on(t.user).where(sql`${t.user} is not null`),
    // The list's filter by a church field's value (`custom_fields @> {"12": "Choir"}`). Only members
    // with values: a member without any (most of an import) writes nothing to it.
    index("members_custom_fields_idx")
      .using("gin", sql`${t.custom_fields} jsonb_path_ops`)
      .where(sql`${t.custom_fields} <> '{}'::jsonb`),
    // The duplicates list: each key grouped within the church in key order, read index-only.
    index("members_church_phone_digits_idx").on(t.church, t.phone_key, t.id).where(sql`${t.phone_key} <> ''`),
    index("members_church_email_norm_idx").on(t.church, t.email_key, t.id).where(sql`${t.email_key} <> ''`),
    index("members_church_name_birth_idx")
      .on(t.church, t.date_of_birth, t.name_key, t.id)
      .where(sql`${t.date_of_birth} is not null`),
  ],
);

/** The church key of members' search index (members_church_search_idx): what a church's search names. */
export const MEMBER_SEARCH_CHURCH = sql`(${members.church}::bigint)`;

/** The member a row is about: the row goes when the member does. */
const memberOf = () =>
  integer("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" });

/** A service, meeting or other gathering of a church; recurring ones repeat until a date. */
export const events = pgTable(
  "events",
  {
    id: idColumn(),
    church: churchOwner(),
    title: text("title").notNull(),
    event_type: text("event_type", { enum: EVENT_TYPES }).notNull().default("SERVICE"),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
    recurrence: text("recurrence", { enum: RECURRENCES }).notNull().default("NONE"),
    recurrence_until: date("recurrence_until", { mode: "string" }),
    visitor_count: integer("visitor_count").notNull().default(0),
    /**
     * Members marked present, kept by the database with every write to `event_attendance`
     * (migration 0019), so attendance figures read one row per event instead of its marks.
     */
    present_count: integer("present_count").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("events_church_starts_idx").on(t.church, t.starts_at)],
);

/** One member present at one event. */
export const eventAttendance = pgTable(
  "event_attendance",
  {
    id: idColumn(),
    church: churchOwner(),
    event: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    member: memberOf(),
    created_at: createdAt(),
  },
  (t) => [
    unique("event_attendance_member_key").on(t.event, t.member),
    index("event_attendance_member_idx").on(t.member),
    index("event_attendance_church_idx").on(t.church),
  ],
);

/** Who holds which church role, from when to when. */
export const churchLeadership = pgTable(
  "church_leadership",
  {
    id: idColumn(),
    church: churchOwner(),
    member: memberOf(),
    role: integer("role_id")
      .notNull()
      .references(() => churchRoles.id, { onDelete: "restrict" }),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }),
    is_active: boolean("is_active").notNull().default(true),
    notes: text("notes").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("church_leadership_church_idx").on(t.church, t.is_active),
    index("church_leadership_member_idx").on(t.member),
  ],
);

/** A Sunday-school class. */
export const sundaySchoolClasses = pgTable(
  "sunday_school_classes",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    min_age: integer("min_age"),
    max_age: integer("max_age"),
    teacher: integer("teacher_id").references(() => members.id, { onDelete: "set null" }),
    room: text("room").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique("sunday_school_classes_name_key").on(t.church, t.name),
    index("sunday_school_classes_teacher_idx").on(t.teacher),
  ],
);

/** A member enrolled in a class. */
export const sundaySchoolEnrollments = pgTable(
  "sunday_school_enrollments",
  {
    id: idColumn(),
    church: churchOwner(),
    sunday_school: integer("sunday_school_id")
      .notNull()
      .references(() => sundaySchoolClasses.id, { onDelete: "cascade" }),
    member: memberOf(),
    enrolled_on: date("enrolled_on", { mode: "string" }).notNull().defaultNow(),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    unique("sunday_school_enrollments_member_key").on(t.sunday_school, t.member),
    index("sunday_school_enrollments_church_idx").on(t.church),
    index("sunday_school_enrollments_member_idx").on(t.member),
  ],
);

/** One meeting of a class on a date. */
export const sundaySchoolSessions = pgTable(
  "sunday_school_sessions",
  {
    id: idColumn(),
    church: churchOwner(),
    sunday_school: integer("sunday_school_id")
      .notNull()
      .references(() => sundaySchoolClasses.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    topic: text("topic").notNull().default(""),
    notes: text("notes").notNull().default(""),
    visitor_count: integer("visitor_count").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    unique("sunday_school_sessions_date_key").on(t.sunday_school, t.date),
    index("sunday_school_sessions_church_idx").on(t.church, t.date),
  ],
);

/** Whether an enrolled member was there at a session (a row per member marked). */
export const sundaySchoolAttendance = pgTable(
  "sunday_school_attendance",
  {
    id: idColumn(),
    church: churchOwner(),
    session: integer("session_id")
      .notNull()
      .references(() => sundaySchoolSessions.id, { onDelete: "cascade" }),
    member: memberOf(),
    present: boolean("present").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique("sunday_school_attendance_member_key").on(t.session, t.member),
    index("sunday_school_attendance_church_idx").on(t.church),
    index("sunday_school_attendance_member_idx").on(t.member),
  ],
);
