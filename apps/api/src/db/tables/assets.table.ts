import {
  ASSET_CONDITIONS,
  ASSET_DOCUMENT_KINDS,
  ASSET_STATUSES,
  MAINTENANCE_KINDS,
  MAINTENANCE_STATUSES,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";
import { users } from "./users.table";

// Values are numeric(14,2), read and written as decimal strings so they never pass through a float.
const value = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "string" });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/** A church's kinds of asset. Names are unique per church, whatever their case. */
export const assetCategories = pgTable(
  "asset_categories",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("asset_categories_name_key").on(t.church, sql`lower(${t.name})`)],
);

/** What a church owns. `photo` is the stored picture's generated name (photo/ serves it). */
export const assets = pgTable(
  "assets",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    category: integer("category_id")
      .notNull()
      .references(() => assetCategories.id),
    asset_tag: text("asset_tag").notNull(),
    serial_number: text("serial_number").notNull().default(""),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    purchase_date: date("purchase_date", { mode: "string" }),
    purchase_cost: value("purchase_cost"),
    current_value: value("current_value"),
    currency: text("currency").notNull(),
    condition: text("condition", { enum: ASSET_CONDITIONS }).notNull().default("GOOD"),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("ACTIVE"),
    photo: text("photo"),
    created_by: userRef("created_by"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("assets_asset_tag_key").on(t.church, sql`lower(${t.asset_tag})`),
    index("assets_church_name_idx").on(t.church, t.name, t.id),
    index("assets_church_status_idx").on(t.church, t.status),
    index("assets_category_idx").on(t.category),
    check("assets_purchase_cost_check", sql`${t.purchase_cost} is null or ${t.purchase_cost} >= 0`),
    check("assets_current_value_check", sql`${t.current_value} is null or ${t.current_value} >= 0`),
    check("assets_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Every change of an asset's status (change_status/) or value (update_value/), in order. */
export const assetHistory = pgTable(
  "asset_history",
  {
    id: idColumn(),
    church: churchOwner(),
    asset: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["STATUS", "VALUE"] }).notNull(),
    from_status: text("from_status"),
    to_status: text("to_status"),
    old_value: value("old_value"),
    new_value: value("new_value"),
    note: text("note").notNull().default(""),
    changed_by: userRef("changed_by"),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("asset_history_asset_idx").on(t.asset, t.changed_at)],
);

/** An asset lent to a member or a department; `returned_on` null while it is out. */
export const assetAssignments = pgTable(
  "asset_assignments",
  {
    id: idColumn(),
    church: churchOwner(),
    asset: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    member: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    assigned_to: text("assigned_to").notNull().default(""),
    assigned_on: date("assigned_on", { mode: "string" }).notNull(),
    due_back: date("due_back", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    returned_on: date("returned_on", { mode: "string" }),
    return_condition: text("return_condition", { enum: ASSET_CONDITIONS }),
    return_notes: text("return_notes").notNull().default(""),
    assigned_by: userRef("assigned_by"),
    created_at: createdAt(),
  },
  (t) => [
    // One open assignment per asset, whatever the number of concurrent requests.
    uniqueIndex("asset_assignments_asset_key").on(t.asset).where(sql`${t.returned_on} is null`),
    index("asset_assignments_church_idx").on(t.church, t.assigned_on, t.id),
    index("asset_assignments_member_idx").on(t.member),
  ],
);

/** Work on an asset, from SCHEDULED to COMPLETED or CANCELLED. */
export const assetMaintenance = pgTable(
  "asset_maintenance",
  {
    id: idColumn(),
    church: churchOwner(),
    asset: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MAINTENANCE_KINDS }).notNull(),
    scheduled_for: date("scheduled_for", { mode: "string" }).notNull(),
    description: text("description").notNull().default(""),
    vendor: text("vendor").notNull().default(""),
    cost: value("cost"),
    status: text("status", { enum: MAINTENANCE_STATUSES }).notNull().default("SCHEDULED"),
    completed_on: date("completed_on", { mode: "string" }),
    notes: text("notes").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("asset_maintenance_church_idx").on(t.church, t.scheduled_for, t.id),
    index("asset_maintenance_asset_idx").on(t.asset, t.status),
    check("asset_maintenance_cost_check", sql`${t.cost} is null or ${t.cost} >= 0`),
  ],
);

/** Files kept with an asset; `file` is the stored (private) name, never shown. */
export const assetDocuments = pgTable(
  "asset_documents",
  {
    id: idColumn(),
    church: churchOwner(),
    asset: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind", { enum: ASSET_DOCUMENT_KINDS }).notNull().default("OTHER"),
    file: text("file").notNull(),
    file_name: text("file_name").notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    expires_on: date("expires_on", { mode: "string" }),
    uploaded_by: userRef("uploaded_by"),
    created_at: createdAt(),
  },
  (t) => [index("asset_documents_asset_idx").on(t.asset, t.id)],
);
