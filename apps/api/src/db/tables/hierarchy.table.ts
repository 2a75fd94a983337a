import { LANGUAGES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";

export const countries = pgTable(
  "countries",
  {
    id: idColumn(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    phone_code: text("phone_code").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("countries_code_key").on(t.code)],
);

export const regions = pgTable(
  "regions",
  {
    id: idColumn(),
    name: text("name").notNull(),
    code: text("code").notNull().default(""),
    country: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("regions_name_key").on(t.country, t.name), index("regions_name_idx").on(t.name)],
);

export const churches = pgTable(
  "churches",
  {
    id: idColumn(),
    name: text("name").notNull(),
    region: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "restrict" }),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    pastor_name: text("pastor_name").notNull().default(""),
    founded_date: date("founded_date", { mode: "string" }),
    is_active: boolean("is_active").notNull().default(true),
    // Program dates and times are the church's local ones, in this IANA zone.
    time_zone: text("time_zone").notNull().default("Africa/Accra"),
    // The currency its books are kept in: every finance record and asset of the church is in it.
    currency: text("currency").notNull().default("GHS"),
    /** The church's language, its users' default; null: English. */
    language: text("language", { enum: LANGUAGES }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("churches_region_idx").on(t.region),
    index("churches_name_idx").on(t.name),
    index("churches_lower_name_idx").on(sql`lower(${t.name})`),
    check("churches_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The church a row belongs to: the row goes when its church does. */
export const churchOwner = () =>
  integer("church_id")
    .notNull()
    .references(() => churches.id, { onDelete: "cascade" });

export const branches = pgTable(
  "branches",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    capacity: integer("capacity").notNull().default(0),
    occupancy: integer("occupancy").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index("branches_church_idx").on(t.church)],
);

/** Roles a church gives its people; a null church is a national default that every church sees. */
export const churchRoles = pgTable(
  "church_roles",
  {
    id: idColumn(),
    church: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique("church_roles_name_key").on(t.church, t.name).nullsNotDistinct()],
);
