import { INCOME_CATEGORIES, INCOME_PAYMENT_METHODS } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";
import { users } from "./users.table";

/**
 * Money a church received (tithes, offerings, donations...). Amounts are numeric(12,2), read and
 * written as decimal strings so they are never rounded through a float.
 */
export const income = pgTable(
  "income",
  {
    id: idColumn(),
    church: churchOwner(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    received_on: date("received_on", { mode: "string" }).notNull(),
    category: text("category", { enum: INCOME_CATEGORIES }).notNull(),
    payment_method: text("payment_method", { enum: INCOME_PAYMENT_METHODS }).notNull().default("CASH"),
    description: text("description").notNull().default(""),
    reference: text("reference").notNull().default(""),
    recorded_by: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // The list's default order, the summary's date range and the region figures all read this.
    index("income_church_received_idx").on(t.church, t.received_on, t.id),
    index("income_recorded_by_idx").on(t.recorded_by),
    check("income_amount_check", sql`${t.amount} > 0`),
    check("income_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
