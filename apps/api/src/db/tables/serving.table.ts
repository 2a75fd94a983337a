import { ASSIGNMENT_STATUSES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";

/** A serving team of a church: worship, ushering, media, children, hospitality. */
export const servingTeams = pgTable(
  "serving_teams",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("serving_teams_church_name_key").on(t.church, sql`lower(${t.name})`)],
);

/** A position of a team and how many people it needs at each service. */
export const servingPositions = pgTable(
  "serving_positions",
  {
    id: idColumn(),
    church: churchOwner(),
    team: integer("team_id")
      .notNull()
      .references(() => servingTeams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    per_service: integer("per_service").notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("serving_positions_team_name_key").on(t.team, sql`lower(${t.name})`)],
);

/** Who is on which team (and so may be asked to serve in its positions). */
export const servingTeamMembers = pgTable(
  "serving_team_members",
  {
    id: idColumn(),
    church: churchOwner(),
    team: integer("team_id")
      .notNull()
      .references(() => servingTeams.id, { onDelete: "cascade" }),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("serving_team_members_team_member_key").on(t.team, t.member),
    index("serving_team_members_member_idx").on(t.member),
  ],
);

/** A service date of a church that people serve at. */
export const servingPlans = pgTable(
  "serving_plans",
  {
    id: idColumn(),
    church: churchOwner(),
    date: date("date", { mode: "string" }).notNull(),
    name: text("name").notNull().default("Sunday service"),
    time: text("time").notNull().default(""),
    notes: text("notes").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("serving_plans_church_date_name_key").on(t.church, t.date, sql`lower(${t.name})`)],
);

/** How many people a service needs in one position. */
export const servingPlanNeeds = pgTable(
  "serving_plan_needs",
  {
    id: idColumn(),
    church: churchOwner(),
    plan: integer("plan_id")
      .notNull()
      .references(() => servingPlans.id, { onDelete: "cascade" }),
    position: integer("position_id")
      .notNull()
      .references(() => servingPositions.id, { onDelete: "cascade" }),
    needed: integer("needed").notNull(),
  },
  (t) => [uniqueIndex("serving_plan_needs_plan_position_key").on(t.plan, t.position)],
);

/**
 * A person asked to serve in a position at a service. One service a day per person: the partial
 * unique index on (member, date) refuses a second one that is not declined, whatever two office
 * workers do at once. The token is the e-mailed answer link's secret.
 */
export const servingAssignments = pgTable(
  "serving_assignments",
  {
    id: idColumn(),
    church: churchOwner(),
    plan: integer("plan_id")
      .notNull()
      .references(() => servingPlans.id, { onDelete: "cascade" }),
    position: integer("position_id")
      .notNull()
      .references(() => servingPositions.id, { onDelete: "cascade" }),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The plan's date, kept here for the one-service-a-day index. */
    date: date("date", { mode: "string" }).notNull(),
    status: text("status", { enum: ASSIGNMENT_STATUSES }).notNull().default("pending"),
    token: text("token").notNull(),
    responded_at: timestamp("responded_at", { withTimezone: true }),
    reminded_at: timestamp("reminded_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("serving_assignments_member_date_key")
      .on(t.member, t.date)
      .where(sql`${t.status} <> 'declined'`),
    uniqueIndex("serving_assignments_token_key").on(t.token),
    index("serving_assignments_plan_idx").on(t.plan),
    index("serving_assignments_church_date_idx").on(t.church, t.date),
  ],
);

/** Days a person cannot serve. */
export const servingBlockouts = pgTable(
  "serving_blockouts",
  {
    id: idColumn(),
    church: churchOwner(),
    member: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    starts_on: date("starts_on", { mode: "string" }).notNull(),
    ends_on: date("ends_on", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    created_at: createdAt(),
  },
  (t) => [index("serving_blockouts_member_idx").on(t.member, t.starts_on)],
);
