import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./columns";
import { users } from "./users.table";

/** One-time password-reset links; the token is stored as a SHA-256 hash. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: idColumn(),
    user: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.user)],
);

/** Every e-mail the installation sends, kept so that a super admin can read it without SMTP. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: idColumn(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    status: text("status", { enum: ["QUEUED", "SENT", "FAILED", "NOT_SENT"] })
      .notNull()
      .default("QUEUED"),
    error: text("error").notNull().default(""),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
    /** Sending attempts so far; the worker gives up after a few. */
    attempts: integer("attempts").notNull().default(0),
    /** When a QUEUED or FAILED message is next due; null once sent or given up. */
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    /** An instance is sending it until then; past it (the sender died) another may take it. */
    claimed_until: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.created_at),
    index("mail_outbox_to_idx").on(t.to),
    // What the worker looks for: messages still to send, by when they are due.
    index("mail_outbox_due_idx").on(t.next_attempt_at).where(sql`${t.status} in ('QUEUED', 'FAILED')`),
  ],
);
