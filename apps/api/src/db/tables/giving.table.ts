import {
  BATCH_STATUSES,
  DONATION_METHODS,
  GATEWAY_NAMES,
  GIFT_FREQUENCIES,
  LANGUAGES,
  PAYMENT_STATUSES,
  RECURRING_GIFT_STATUSES,
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
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./church-life.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { financeCategories } from "./finance.table";
import { churches, churchOwner } from "./hierarchy.table";
import { households } from "./people.table";
import { users } from "./users.table";

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/**
 * Funds people give to. A null church is a national default every church uses; `code` names the
 * defaults. Each fund posts to one income category of finance.
 */
export const funds = pgTable(
  "giving_funds",
  {
    id: idColumn(),
    church: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    income_category: integer("income_category_id")
      .notNull()
      .references(() => financeCategories.id),
    is_active: boolean("is_active").notNull().default(true),
    code: text("code"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("giving_funds_name_key").on(sql`coalesce(${t.church}, 0)`, sql`lower(${t.name})`),
    uniqueIndex("giving_funds_code_key").on(t.code),
    index("giving_funds_church_idx").on(t.church),
  ],
);

/** The count of one service's gifts: OPEN, SUBMITTED by its counter, CONFIRMED by someone else. */
export const givingBatches = pgTable(
  "giving_batches",
  {
    id: idColumn(),
    church: churchOwner(),
    service_date: date("service_date", { mode: "string" }).notNull(),
    expected_total: numeric("expected_total", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: BATCH_STATUSES }).notNull().default("OPEN"),
    note: text("note").notNull().default(""),
    created_by: userRef("created_by"),
    submitted_by: userRef("submitted_by"),
    submitted_at: timestamp("submitted_at", { withTimezone: true }),
    confirmed_by: userRef("confirmed_by"),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("giving_batches_church_date_idx").on(t.church, t.service_date, t.id),
    index("giving_batches_church_status_idx").on(t.church, t.status),
    check("giving_batches_expected_check", sql`${t.expected_total} > 0`),
    check("giving_batches_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * One gift. Final once its batch is confirmed; a final gift is corrected by a reversing entry
 * (negative, `reverses` pointing at it), never edited.
 */
export const donations = pgTable(
  "giving_donations",
  {
    id: idColumn(),
    church: churchOwner(),
    batch: integer("batch_id").references(() => givingBatches.id, { onDelete: "cascade" }),
    fund: integer("fund_id")
      .notNull()
      .references(() => funds.id),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    given_on: date("given_on", { mode: "string" }).notNull(),
    method: text("method", { enum: DONATION_METHODS }).notNull().default("CASH"),
    member: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    household: integer("household_id").references(() => households.id, { onDelete: "set null" }),
    reference: text("reference").notNull().default(""),
    note: text("note").notNull().default(""),
    is_final: boolean("is_final").notNull().default(false),
    reverses: integer("reverses_id"),
    recorded_by: userRef("recorded_by"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("giving_donations_church_given_idx").on(t.church, t.given_on, t.id),
    index("giving_donations_batch_idx").on(t.batch, t.fund),
    index("giving_donations_member_idx").on(t.member, t.given_on),
    index("giving_donations_household_idx").on(t.household),
    index("giving_donations_fund_idx").on(t.fund),
    // A gift is reversed at most once.
    uniqueIndex("giving_donations_reverses_key").on(t.reverses),
    check("giving_donations_amount_check", sql`${t.amount} <> 0`),
    check("giving_donations_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("giving_donations_donor_check", sql`${t.member} is null or ${t.household} is null`),
  ],
);

/**
 * A standing weekly or monthly gift of a signed-in donor, charged by the scheduler through the
 * gateway's kept authorisation (`authorization`, never shown). PENDING until its first gift is paid.
 */
export const recurringGifts = pgTable(
  "giving_recurring_gifts",
  {
    id: idColumn(),
    church: churchOwner(),
    fund: integer("fund_id")
      .notNull()
      .references(() => funds.id),
    user: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    member: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    frequency: text("frequency", { enum: GIFT_FREQUENCIES }).notNull(),
    gateway: text("gateway", { enum: GATEWAY_NAMES }).notNull(),
    status: text("status", { enum: RECURRING_GIFT_STATUSES }).notNull().default("PENDING"),
    authorization: jsonb("authorization").$type<Record<string, unknown>>().notNull().default({}),
    donor_name: text("donor_name").notNull().default(""),
    donor_email: text("donor_email").notNull().default(""),
    language: text("language", { enum: LANGUAGES }),
    next_charge_on: date("next_charge_on", { mode: "string" }),
    last_charged_on: date("last_charged_on", { mode: "string" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("giving_recurring_gifts_church_idx").on(t.church, t.status),
    index("giving_recurring_gifts_user_idx").on(t.user),
    index("giving_recurring_gifts_due_idx").on(t.next_charge_on).where(sql`${t.status} = 'ACTIVE'`),
    check("giving_recurring_gifts_amount_check", sql`${t.amount} > 0`),
    check("giving_recurring_gifts_frequency_check", sql`${t.frequency} <> 'ONCE'`),
  ],
);

/**
 * One online gift through a gateway. Credited once (the conditional move to SUCCEEDED): a real
 * payment becomes a final gift and its income in the same transaction; a test one (sandbox)
 * becomes neither. A guest's name and e-mail stay here.
 */
export const giftPayments = pgTable(
  "giving_gift_payments",
  {
    id: idColumn(),
    church: churchOwner(),
    fund: integer("fund_id")
      .notNull()
      .references(() => funds.id),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    gateway: text("gateway", { enum: GATEWAY_NAMES }).notNull(),
    channel: text("channel").notNull().default("card"),
    reference: text("reference").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("PENDING"),
    is_test: boolean("is_test").notNull().default(false),
    frequency: text("frequency", { enum: GIFT_FREQUENCIES }).notNull().default("ONCE"),
    donor_name: text("donor_name").notNull().default(""),
    donor_email: text("donor_email").notNull().default(""),
    language: text("language", { enum: LANGUAGES }),
    user: userRef("user_id"),
    member: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    donation: integer("donation_id").references(() => donations.id, { onDelete: "set null" }),
    recurring_gift: integer("recurring_gift_id").references(() => recurringGifts.id, {
      onDelete: "set null",
    }),
    // The day a scheduled charge is for: a recurring gift is charged once per due day.
    charge_day: date("charge_day", { mode: "string" }),
    gateway_response: jsonb("gateway_response").$type<Record<string, unknown>>().notNull().default({}),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("giving_gift_payments_reference_key").on(t.reference),
    uniqueIndex("giving_gift_payments_charge_key").on(t.recurring_gift, t.charge_day),
    index("giving_gift_payments_church_idx").on(t.church, t.created_at),
    index("giving_gift_payments_user_idx").on(t.user),
    check("giving_gift_payments_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * A promise by a member or a household (exactly one) to give a target amount to a fund within a
 * period. Its progress is read from the gifts, never stored.
 */
export const pledges = pgTable(
  "giving_pledges",
  {
    id: idColumn(),
    church: churchOwner(),
    fund: integer("fund_id")
      .notNull()
      .references(() => funds.id),
    member: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    household: integer("household_id").references(() => households.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    starts_on: date("starts_on", { mode: "string" }).notNull(),
    ends_on: date("ends_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    created_by: userRef("created_by"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("giving_pledges_church_idx").on(t.church, t.starts_on, t.id),
    index("giving_pledges_member_idx").on(t.member),
    index("giving_pledges_household_idx").on(t.household),
    index("giving_pledges_fund_idx").on(t.fund),
    check("giving_pledges_amount_check", sql`${t.amount} > 0`),
    check("giving_pledges_period_check", sql`${t.ends_on} > ${t.starts_on}`),
    check("giving_pledges_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("giving_pledges_donor_check", sql`(${t.member} is null) <> (${t.household} is null)`),
  ],
);
