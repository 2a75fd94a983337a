import type { MemberFieldType, MemberFieldVisibility } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";

/**
 * The fields a church adds to its members' records. The values live on the member
 * (`members.custom_fields`, a JSON object keyed by this table's id), so a member's record, its
 * export and a merge of two records carry them with no second table to keep in step.
 */
export const memberFields = pgTable(
  "member_fields",
  {
    id: idColumn(),
    church: churchOwner(),
    label: text("label").notNull(),
    type: text("type").$type<MemberFieldType>().notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    visibility: text("visibility").$type<MemberFieldVisibility>().notNull().default("admins"),
    position: integer("position").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("member_fields_church_position_idx").on(t.church, t.position, t.id),
    // One label per church, whatever its case: imports and exports name the columns by label.
    uniqueIndex("member_fields_label_key").on(t.church, sql`lower(${t.label})`),
  ],
);
