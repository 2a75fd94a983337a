import { TESTIMONY_STATUSES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";
import { users } from "./users.table";

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/** Kinds of testimony, the installation's (Healing, Provision, Salvation...). */
export const testimonyTypes = pgTable(
  "testimony_types",
  {
    id: idColumn(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("testimony_types_name_key").on(sql`lower(${t.name})`),
    uniqueIndex("testimony_types_slug_key").on(t.slug),
  ],
);

/**
 * What God did in someone's life, told by them (or entered for them by a church admin). `story` is
 * plain text. Only VERIFIED, public and consented testimonies reach the public site.
 */
export const testimonies = pgTable(
  "testimonies",
  {
    id: idColumn(),
    church: churchOwner(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    type: integer("type_id")
      .notNull()
      .references(() => testimonyTypes.id, { onDelete: "restrict" }),
    story: text("story").notNull(),
    testifier_user: userRef("testifier_user_id"),
    testifier_member: integer("testifier_member_id").references(() => members.id, { onDelete: "set null" }),
    testifier_name: text("testifier_name").notNull(),
    event_date: date("event_date", { mode: "string" }),
    is_anonymous: boolean("is_anonymous").notNull().default(false),
    consent_to_publish: boolean("consent_to_publish").notNull().default(false),
    status: text("status", { enum: TESTIMONY_STATUSES }).notNull().default("PENDING"),
    is_public: boolean("is_public").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    photo: text("photo"),
    verification_note: text("verification_note").notNull().default(""),
    rejection_reason: text("rejection_reason").notNull().default(""),
    verified_by: userRef("verified_by"),
    verified_at: timestamp("verified_at", { withTimezone: true }),
    shared_by: userRef("shared_by"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("testimonies_slug_key").on(t.slug),
    index("testimonies_church_idx").on(t.church, t.status),
    index("testimonies_type_idx").on(t.type),
    index("testimonies_testifier_user_idx").on(t.testifier_user),
    // The public list: published testimonies, featured first.
    index("testimonies_published_idx")
      .on(t.featured, t.id)
      .where(sql`${t.status} = 'VERIFIED' and ${t.is_public} and ${t.consent_to_publish}`),
    check("testimonies_status_check", sql`${t.status} in ('PENDING', 'VERIFIED', 'REJECTED', 'UNVERIFIED')`),
    // Nothing is public without the testifier's consent.
    check("testimonies_consent_check", sql`not ${t.is_public} or ${t.consent_to_publish}`),
  ],
);

/**
 * Medical reports kept with a testimony: private files (served only by download/, to the
 * testifier, the church's admins and super admins), pictures re-encoded without their metadata.
 */
export const testimonyDocuments = pgTable(
  "testimony_documents",
  {
    id: idColumn(),
    church: churchOwner(),
    testimony: integer("testimony_id")
      .notNull()
      .references(() => testimonies.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    file_name: text("file_name").notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploaded_by: userRef("uploaded_by"),
    created_at: createdAt(),
  },
  (t) => [index("testimony_documents_testimony_idx").on(t.testimony, t.id)],
);
