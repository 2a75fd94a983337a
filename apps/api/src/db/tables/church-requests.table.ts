import { CHURCH_REQUEST_STATUSES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches, regions } from "./hierarchy.table";
import { users } from "./users.table";

/** A user's request to register a new church; approval creates the church and makes them its admin. */
export const churchRequests = pgTable(
  "church_requests",
  {
    id: idColumn(),
    requested_by: integer("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    church_name: text("church_name").notNull(),
    region: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "restrict" }),
    address: text("address").notNull().default(""),
    contact_phone: text("contact_phone").notNull().default(""),
    contact_email: text("contact_email").notNull().default(""),
    notes: text("notes").notNull().default(""),
    status: text("status", { enum: CHURCH_REQUEST_STATUSES }).notNull().default("PENDING"),
    review_notes: text("review_notes").notNull().default(""),
    reviewed_by: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    church: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("church_requests_status_idx").on(t.status, t.created_at),
    index("church_requests_region_idx").on(t.region),
    // One open request per user at a time.
    uniqueIndex("church_requests_requested_by_key").on(t.requested_by).where(sql`${t.status} = 'PENDING'`),
  ],
);
