import { LANGUAGES } from "@cm/contracts";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { users } from "./users.table";

export const announcements = pgTable(
  "announcements",
  {
    id: idColumn(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    published_at: timestamp("published_at", { withTimezone: true }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("announcements_status_idx").on(t.status, t.published_at)],
);

export const broadcasts = pgTable(
  "broadcasts",
  {
    id: idColumn(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    stream_url: text("stream_url").notNull().default(""),
    scheduled_start: timestamp("scheduled_start", { withTimezone: true }).notNull(),
    scheduled_end: timestamp("scheduled_end", { withTimezone: true }),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("broadcasts_start_idx").on(t.scheduled_start)],
);

/** Site-wide banners a super admin shows for a while ("settings announcements"). */
export const siteBanners = pgTable("site_banners", {
  id: idColumn(),
  title: text("title").notNull().default(""),
  message: text("message").notNull(),
  level: text("level", { enum: ["info", "success", "warning", "error"] })
    .notNull()
    .default("info"),
  is_active: boolean("is_active").notNull().default(true),
  starts_at: timestamp("starts_at", { withTimezone: true }),
  ends_at: timestamp("ends_at", { withTimezone: true }),
  created_at: createdAt(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    // The language the writer read the site in: the answer's e-mail is framed in it.
    language: text("language", { enum: LANGUAGES }),
    status: text("status", { enum: ["NEW", "IN_PROGRESS", "RESOLVED", "CLOSED"] })
      .notNull()
      .default("NEW"),
    user: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    assigned_to: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.created_at)],
);

export const contactResponses = pgTable(
  "contact_responses",
  {
    id: idColumn(),
    message: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    sent_by: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("contact_responses_message_idx").on(t.message)],
);
