import {
  CATEGORY_KINDS,
  EXPENSE_STATUSES,
  FINANCE_REPORTS,
  PAYMENT_METHODS,
  REPORT_FORMATS,
  REPORT_SCOPES,
  SUPPORT_STATUSES,
} from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches, churchOwner, regions } from "./hierarchy.table";
import { users } from "./users.table";

// Amounts are numeric(12,2), read and written as decimal strings so they never pass through a
// float; sums are numeric too. Each table checks its amounts and currency codes itself.
const amount = () => numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull();
const currency = () => text("currency").notNull();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/** A church's financial years: they never overlap (checked on write); at most one is current. */
export const financialYears = pgTable(
  "financial_years",
  {
    id: idColumn(),
    church: churchOwner(),
    name: text("name").notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
    is_current: boolean("is_current").notNull().default(false),
    is_closed: boolean("is_closed").notNull().default(false),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    closed_by: userRef("closed_by"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("financial_years_church_start_idx").on(t.church, t.start_date),
    uniqueIndex("financial_years_is_current_key").on(t.church).where(sql`${t.is_current}`),
    check("financial_years_dates_check", sql`${t.end_date} > ${t.start_date}`),
  ],
);

/**
 * Income and expense categories. A null church is a national default every church uses; `code`
 * names the defaults (TITHE, UTILITIES...). Names are unique per church and kind, defaults included.
 */
export const financeCategories = pgTable(
  "finance_categories",
  {
    id: idColumn(),
    church: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: CATEGORY_KINDS }).notNull(),
    description: text("description").notNull().default(""),
    is_active: boolean("is_active").notNull().default(true),
    counts_for_support: boolean("counts_for_support").notNull().default(false),
    code: text("code"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("finance_categories_name_key").on(
      sql`coalesce(${t.church}, 0)`,
      t.kind,
      sql`lower(${t.name})`,
    ),
    uniqueIndex("finance_categories_code_key").on(t.code),
    index("finance_categories_church_idx").on(t.church),
  ],
);

/** Money a church received (tithes, offerings, donations...). */
export const income = pgTable(
  "income",
  {
    id: idColumn(),
    church: churchOwner(),
    amount: amount(),
    currency: currency(),
    received_on: date("received_on", { mode: "string" }).notNull(),
    category: integer("category_id")
      .notNull()
      .references(() => financeCategories.id),
    payment_method: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("CASH"),
    description: text("description").notNull().default(""),
    reference: text("reference").notNull().default(""),
    recorded_by: userRef("recorded_by"),
    // Set on the income a confirmed giving batch posted (one row per batch and fund): such a row
    // changes only through giving's reversing entries, so finance and giving always agree.
    giving_batch: integer("giving_batch_id"),
    giving_fund: integer("giving_fund_id"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("income_giving_key").on(t.giving_batch, t.giving_fund),
    // The list's default order, the summary's date range and the region figures all read this.
    index("income_church_received_idx").on(t.church, t.received_on, t.id),
    index("income_recorded_by_idx").on(t.recorded_by),
    index("income_category_idx").on(t.category),
    check("income_amount_check", sql`${t.amount} > 0`),
    check("income_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Money a church spent: PENDING until someone other than its submitter approves or rejects it. */
export const expenses = pgTable(
  "expenses",
  {
    id: idColumn(),
    church: churchOwner(),
    category: integer("category_id")
      .notNull()
      .references(() => financeCategories.id),
    amount: amount(),
    currency: currency(),
    spent_on: date("spent_on", { mode: "string" }).notNull(),
    payee: text("payee").notNull(),
    description: text("description").notNull().default(""),
    reference: text("reference").notNull().default(""),
    // The stored file's generated name: it never leaves the server (receipt/ serves the file).
    receipt: text("receipt"),
    receipt_type: text("receipt_type"),
    status: text("status", { enum: EXPENSE_STATUSES }).notNull().default("PENDING"),
    submitted_by: userRef("submitted_by"),
    reviewed_by: userRef("reviewed_by"),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    rejection_reason: text("rejection_reason").notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("expenses_church_spent_idx").on(t.church, t.spent_on, t.id),
    index("expenses_church_status_idx").on(t.church, t.status, t.spent_on),
    index("expenses_category_idx").on(t.category),
    index("expenses_submitted_by_idx").on(t.submitted_by),
    check("expenses_amount_check", sql`${t.amount} > 0`),
    check("expenses_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Support a church remits for a month: ministry support (national office) or regional support. */
function supportTable(name: "ministry_support" | "regional_support") {
  return pgTable(
    name,
    {
      id: idColumn(),
      church: churchOwner(),
      // The first day of the month the payment is for.
      period: date("period", { mode: "string" }).notNull(),
      amount: amount(),
      currency: currency(),
      paid_on: date("paid_on", { mode: "string" }).notNull(),
      method: text("method", { enum: PAYMENT_METHODS }).notNull().default("BANK_TRANSFER"),
      reference: text("reference").notNull().default(""),
      status: text("status", { enum: SUPPORT_STATUSES }).notNull().default("RECORDED"),
      dispute_note: text("dispute_note").notNull().default(""),
      recorded_by: userRef("recorded_by"),
      confirmed_by: userRef("confirmed_by"),
      confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
      created_at: createdAt(),
      updated_at: updatedAt(),
    },
    (t) => [
      index(`${name}_church_period_idx`).on(t.church, t.period, t.id),
      index(`${name}_period_idx`).on(t.period),
      check(`${name}_amount_check`, sql`${t.amount} > 0`),
      check(`${name}_currency_check`, sql`${t.currency} ~ '^[A-Z]{3}$'`),
      check(`${name}_period_check`, sql`extract(day from ${t.period}) = 1`),
    ],
  );
}
export const ministrySupport = supportTable("ministry_support");
export const regionalSupport = supportTable("regional_support");

/** The share of tithes and offerings a region's churches are expected to remit; 10 % without a row. */
export const remittanceRates = pgTable(
  "finance_remittance_rates",
  {
    id: idColumn(),
    region: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    ministry_percent: numeric("ministry_percent", { precision: 5, scale: 2, mode: "string" })
      .notNull()
      .default("10.00"),
    regional_percent: numeric("regional_percent", { precision: 5, scale: 2, mode: "string" })
      .notNull()
      .default("10.00"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("finance_remittance_rates_region_key").on(t.region),
    check(
      "finance_remittance_rates_percent_check",
      sql`${t.ministry_percent} between 0 and 100 and ${t.regional_percent} between 0 and 100`,
    ),
  ],
);

/** Reports someone downloaded: who asked for what, for which period, and when. */
export const financeReports = pgTable(
  "finance_reports",
  {
    id: idColumn(),
    report: text("report", { enum: FINANCE_REPORTS }).notNull(),
    scope: text("scope", { enum: REPORT_SCOPES }).notNull(),
    church: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    region: integer("region_id").references(() => regions.id, { onDelete: "set null" }),
    date_from: date("date_from", { mode: "string" }).notNull(),
    date_to: date("date_to", { mode: "string" }).notNull(),
    format: text("format", { enum: REPORT_FORMATS }).notNull(),
    generated_by: userRef("generated_by"),
    created_at: createdAt(),
  },
  (t) => [index("finance_reports_generated_by_idx").on(t.generated_by, t.created_at)],
);

/**
 * Income and approved expenses summed per church, month, category and currency. Triggers on
 * income, expenses and churches keep it exact in the transaction that writes the rows (see the
 * migration 0010_finance); reports read whole months from here and only the edge days of a
 * period from the rows themselves.
 */
export const financeChurchMonthTotals = pgTable(
  "finance_church_month_totals",
  {
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CATEGORY_KINDS }).notNull(),
    month: date("month", { mode: "string" }).notNull(),
    category: integer("category_id").notNull(),
    currency: text("currency").notNull(),
    total: numeric("total", { precision: 18, scale: 2, mode: "string" }).notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.church, t.kind, t.month, t.category, t.currency] })],
);

/** The same sums per region (national reports read 20 regions' rows instead of 1,000 churches'). */
export const financeRegionMonthTotals = pgTable(
  "finance_region_month_totals",
  {
    region: integer("region_id").notNull(),
    kind: text("kind", { enum: CATEGORY_KINDS }).notNull(),
    month: date("month", { mode: "string" }).notNull(),
    category: integer("category_id").notNull(),
    currency: text("currency").notNull(),
    total: numeric("total", { precision: 18, scale: 2, mode: "string" }).notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month, t.region, t.category, t.currency] })],
);
