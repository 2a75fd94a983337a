import {
  DISCOUNT_KINDS,
  type Feature,
  GATEWAY_NAMES,
  INVOICE_STATUSES,
  type InvoiceLine,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches } from "./hierarchy.table";
import { plans, subscriptions } from "./subscriptions.table";

/** Invoice numbers come from one sequence, so concurrent charges never share a number. */
export const invoiceNumbers = pgSequence("invoice_number_seq");

/** Charges to churches; the amount is the sum of the lines, numeric(12,2) read as a decimal string. */
export const invoices = pgTable(
  "invoices",
  {
    id: idColumn(),
    number: text("number")
      .notNull()
      .default(
        sql`('INV-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'))`,
      ),
    subscription: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "restrict" }),
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("DRAFT"),
    issued_at: timestamp("issued_at", { withTimezone: true }),
    due_date: date("due_date", { mode: "string" }),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    description: text("description").notNull().default(""),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull().default([]),
    /** Charged through the sandbox gateway: no money was taken. */
    is_test: boolean("is_test").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    index("invoices_church_idx").on(t.church, t.status),
    index("invoices_subscription_idx").on(t.subscription),
  ],
);

/**
 * Payment gateways the super admin configures. Secrets live in their own columns, named so the
 * audit log hides their values; `config` holds only what may be shown (the publishable key).
 */
export const gateways = pgTable(
  "payment_gateways",
  {
    id: idColumn(),
    name: text("name", { enum: GATEWAY_NAMES }).notNull(),
    display_name: text("display_name").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    config: jsonb("config").$type<{ public_key?: string }>().notNull().default({}),
    secret_key: text("secret_key").notNull().default(""),
    webhook_secret: text("webhook_secret").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("payment_gateways_name_key").on(t.name)],
);

/** Discount codes; a code is unique whatever its case, and is never used more than its limit. */
export const discounts = pgTable(
  "discounts",
  {
    id: idColumn(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    value: numeric("value", { precision: 12, scale: 2, mode: "string" }).notNull(),
    valid_from: date("valid_from", { mode: "string" }),
    valid_until: date("valid_until", { mode: "string" }),
    usage_limit: integer("usage_limit"),
    times_used: integer("times_used").notNull().default(0),
    plans: jsonb("plans").$type<number[]>().notNull().default([]),
    is_active: boolean("is_active").notNull().default(true),
    /** An advertised offer: church admins see its code. A private code is only told to whom it is given. */
    is_public: boolean("is_public").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("discounts_code_key").on(sql`lower(${t.code})`),
    check("discounts_usage_check", sql`${t.usage_limit} is null or ${t.times_used} <= ${t.usage_limit}`),
  ],
);

/** One checkout of a church with a gateway; `reference` is what the gateway knows it by. */
export const payments = pgTable(
  "payments",
  {
    id: idColumn(),
    subscription: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "restrict" }),
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "restrict" }),
    invoice: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    plan: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    purpose: text("purpose", { enum: PAYMENT_PURPOSES }).notNull().default("NEW"),
    discount: integer("discount_id").references(() => discounts.id, { onDelete: "set null" }),
    discount_amount: numeric("discount_amount", { precision: 12, scale: 2, mode: "string" })
      .notNull()
      .default("0.00"),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    gateway: text("gateway", { enum: GATEWAY_NAMES }).notNull(),
    reference: text("reference").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("PENDING"),
    /** Made through the sandbox gateway: no money was taken. */
    is_test: boolean("is_test").notNull().default(false),
    gateway_response: jsonb("gateway_response").$type<Record<string, unknown>>().notNull().default({}),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    index("payments_church_idx").on(t.church, t.status),
    index("payments_subscription_idx").on(t.subscription),
  ],
);

/** What a payment credited; one row per payment at most, whatever the number of confirmations. */
export const paymentCredits = pgTable(
  "payment_credits",
  {
    id: idColumn(),
    payment: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    subscription: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "restrict" }),
    previous_end_date: date("previous_end_date", { mode: "string" }),
    end_date: date("end_date", { mode: "string" }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("payment_credits_payment_key").on(t.payment)],
);

/** How much of a feature a subscription used in a month (`YYYY-MM`): one counter per feature and month. */
export const subscriptionUsage = pgTable(
  "subscription_usage",
  {
    id: idColumn(),
    subscription: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "restrict" }),
    feature: text("feature").$type<Feature>().notNull(),
    period: text("period").notNull(),
    amount: integer("amount").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscription_usage_feature_key").on(t.subscription, t.feature, t.period),
    index("subscription_usage_church_idx").on(t.church, t.period),
  ],
);

/** Renewal reminders sent: one per subscription and end date, so each period is reminded once. */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    id: idColumn(),
    subscription: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    end_date: date("end_date", { mode: "string" }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("subscription_reminders_period_key").on(t.subscription, t.end_date)],
);
