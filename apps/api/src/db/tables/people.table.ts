import { HOUSEHOLD_ROLES, RELATIONSHIP_KINDS } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";

/** A family or home of a church's members. */
export const households = pgTable(
  "households",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("households_church_name_idx").on(t.church, t.name, t.id)],
);

/**
 * Who lives in which household, and as what. A member is in one household at most (the unique
 * index on the member), and a household has one head at most (the partial unique index): both
 * hold under concurrent writes, which a check before the write would not.
 */
export const householdMembers = pgTable(
  "household_members",
  {
    id: idColumn(),
    church: churchOwner(),
    household: integer("household_id")
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    role: text("role", { enum: HOUSEHOLD_ROLES }).notNull().default("other"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("household_members_member_key").on(t.member),
    uniqueIndex("household_members_head_key").on(t.household).where(sql`${t.role} = 'head'`),
    index("household_members_household_idx").on(t.household),
  ],
);

/**
 * How two members of a church are related, kept both ways: the row (member A, relative B, parent)
 * reads "B is A's parent" and is written with (B, A, child). One relationship per ordered pair.
 */
export const memberRelationships = pgTable(
  "member_relationships",
  {
    id: idColumn(),
    church: churchOwner(),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    relative: integer("relative_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: RELATIONSHIP_KINDS }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("member_relationships_relative_key").on(t.member, t.relative),
    index("member_relationships_relative_idx").on(t.relative),
  ],
);
