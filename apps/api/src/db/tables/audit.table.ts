import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./columns";

/** Append-only: the API never updates or deletes audit rows. No foreign keys, so rows outlive their subjects. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: idColumn(),
    user: integer("user_id"),
    username: text("username").notNull().default(""),
    role: text("role").notNull().default(""),
    church: integer("church_id"),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    object_id: text("object_id"),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    ip_address: text("ip_address").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [
    index("audit_logs_created_idx").on(t.created_at),
    index("audit_logs_church_idx").on(t.church),
    index("audit_logs_resource_idx").on(t.resource, t.object_id),
  ],
);
