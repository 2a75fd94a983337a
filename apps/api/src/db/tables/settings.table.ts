import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** The one maintenance record (id 1). */
export const maintenance = pgTable("maintenance", {
  id: integer("id").primaryKey(),
  is_enabled: boolean("is_enabled").notNull().default(false),
  is_active: boolean("is_active").notNull().default(false),
  title: text("title").notNull().default("System Maintenance"),
  message: text("message")
    .notNull()
    .default("The system is currently under maintenance. Please try again later."),
  maintenance_type: text("maintenance_type", { enum: ["SCHEDULED", "EMERGENCY", "UPGRADE"] })
    .notNull()
    .default("SCHEDULED"),
  start_time: timestamp("start_time", { withTimezone: true }),
  expected_end_time: timestamp("expected_end_time", { withTimezone: true }),
  actual_end_time: timestamp("actual_end_time", { withTimezone: true }),
  progress: integer("progress").notNull().default(0),
  updated_at: updatedAt(),
});

/** The installation's public contact details (id 1), shown in the site footer. */
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  organisation_name: text("organisation_name").notNull().default("Church Management"),
  contact_email: text("contact_email").notNull().default("contact@example.org"),
  contact_phone: text("contact_phone").notNull().default("+1 (555) 010-0100"),
  location: text("location").notNull().default("National Headquarters"),
  // National totals are shown per currency, never converted; this is the one named first.
  reporting_currency: text("reporting_currency").notNull().default("GHS"),
  updated_at: updatedAt(),
});
