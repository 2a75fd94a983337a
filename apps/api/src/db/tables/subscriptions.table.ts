import {
  BILLING_INTERVALS,
  CHANGE_REQUEST_STATUSES,
  CHANGE_TYPES,
  type FeatureMap,
  SUBSCRIPTION_STATUSES,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches } from "./hierarchy.table";
import { users } from "./users.table";

/** What the national office sells; prices are numeric(12,2), read and written as decimal strings. */
export const plans = pgTable(
  "subscription_plans",
  {
    id: idColumn(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: numeric("price", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    billing_interval: text("billing_interval", { enum: BILLING_INTERVALS }).notNull().default("MONTHLY"),
    trial_days: integer("trial_days").notNull().default(0),
    features: jsonb("features").$type<FeatureMap>().notNull(),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("subscription_plans_name_key").on(sql`lower(${t.name})`)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: idColumn(),
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "restrict" }),
    plan: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
    grace_days: integer("grace_days").notNull().default(7),
    auto_renew: boolean("auto_renew").notNull().default(true),
    is_trial: boolean("is_trial").notNull().default(false),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    cancellation_reason: text("cancellation_reason").notNull().default(""),
    cancellation_feedback: text("cancellation_feedback").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("subscriptions_church_idx").on(t.church, t.status),
    index("subscriptions_plan_idx").on(t.plan),
    // One access-giving subscription per church, and one free trial per church ever.
    uniqueIndex("subscriptions_church_key")
      .on(t.church)
      .where(sql`${t.status} in ('ACTIVE', 'TRIAL', 'GRACE_PERIOD')`),
    uniqueIndex("subscriptions_trial_key").on(t.church).where(sql`${t.is_trial}`),
  ],
);

/** Changes a church asks for, applied on their effective date once the super admin approves them. */
export const changeRequests = pgTable(
  "subscription_change_requests",
  {
    id: idColumn(),
    subscription: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "restrict" }),
    request_type: text("request_type", { enum: CHANGE_TYPES }).notNull(),
    current_plan: integer("current_plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    target_plan: integer("target_plan_id").references(() => plans.id, { onDelete: "restrict" }),
    status: text("status", { enum: CHANGE_REQUEST_STATUSES }).notNull().default("PENDING"),
    effective_date: date("effective_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    admin_notes: text("admin_notes").notNull().default(""),
    requested_by: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    processed_by: integer("processed_by").references(() => users.id, { onDelete: "set null" }),
    processed_at: timestamp("processed_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("subscription_change_requests_church_idx").on(t.church, t.status),
    index("subscription_change_requests_due_idx").on(t.status, t.effective_date),
    // One open change per subscription at a time.
    uniqueIndex("subscription_change_requests_subscription_key")
      .on(t.subscription)
      .where(sql`${t.status} in ('PENDING', 'APPROVED')`),
  ],
);
