import { LANGUAGES, ROLES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches, regions } from "./hierarchy.table";

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    username: text("username").notNull(),
    email: text("email").notNull().default(""),
    first_name: text("first_name").notNull().default(""),
    last_name: text("last_name").notNull().default(""),
    password_hash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("MEMBER"),
    is_church_admin: boolean("is_church_admin").notNull().default(false),
    church: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    region: integer("region_id").references(() => regions.id, { onDelete: "set null" }),
    is_active: boolean("is_active").notNull().default(true),
    /** Raised when the user's sessions must end (sign-out, password or role change); access tokens carry it. */
    session_version: integer("session_version").notNull().default(0),
    two_factor_enabled: boolean("two_factor_enabled").notNull().default(false),
    two_factor_secret: text("two_factor_secret"),
    profile_picture: text("profile_picture"),
    /** The user's language; null: their church's. */
    language: text("language", { enum: LANGUAGES }),
    last_password_change: timestamp("last_password_change", { withTimezone: true }),
    last_login: timestamp("last_login", { withTimezone: true }),
    date_joined: timestamp("date_joined", { withTimezone: true }).notNull().defaultNow(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    index("users_church_idx").on(t.church),
    index("users_region_idx").on(t.region),
  ],
);

/** Refresh tokens are stored as SHA-256 hashes; a family is one sign-in and its rotations. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: idColumn(),
    user: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    family: uuid("family").notNull(),
    token_hash: text("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_key").on(t.token_hash),
    index("refresh_tokens_family_idx").on(t.family),
    index("refresh_tokens_user_idx").on(t.user),
  ],
);
