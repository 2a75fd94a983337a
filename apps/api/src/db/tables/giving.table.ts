import { BATCH_STATUSES, DONATION_METHODS } from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
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
