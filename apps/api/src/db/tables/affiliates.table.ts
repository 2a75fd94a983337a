import { AFFILIATE_STATUSES, PAYOUT_METHODS, REFERRAL_STATUSES, WITHDRAWAL_STATUSES } from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { payments } from "./billing.table";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churches } from "./hierarchy.table";
import { users } from "./users.table";

const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "string" });

/** A user's affiliate account: one per user, with the code they share and where they are paid. */
export const affiliateProfiles = pgTable(
  "affiliate_profiles",
  {
    id: idColumn(),
    user: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referral_code: text("referral_code").notNull(),
    status: text("status", { enum: AFFILIATE_STATUSES }).notNull().default("PENDING"),
    status_reason: text("status_reason").notNull().default(""),
    phone: text("phone").notNull().default(""),
    payout_method: text("payout_method", { enum: PAYOUT_METHODS }).notNull(),
    bank_name: text("bank_name").notNull().default(""),
    account_name: text("account_name").notNull().default(""),
    account_number: text("account_number").notNull().default(""),
    mobile_network: text("mobile_network").notNull().default(""),
    mobile_number: text("mobile_number").notNull().default(""),
    motivation: text("motivation").notNull().default(""),
    approved_at: timestamp("approved_at", { withTimezone: true }),
    approved_by: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    link_visits: integer("link_visits").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("affiliate_profiles_user_key").on(t.user),
    uniqueIndex("affiliate_profiles_referral_code_key").on(t.referral_code),
    index("affiliate_profiles_status_idx").on(t.status, t.created_at),
  ],
);

/**
 * The affiliate a row belongs to, and the affiliate's user kept on the row so the owner scope
 * reaches it without a join.
 */
const affiliateColumns = () => ({
  affiliate: integer("affiliate_id")
    .notNull()
    .references(() => affiliateProfiles.id, { onDelete: "cascade" }),
  affiliate_user: integer("affiliate_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
});
/** Who an affiliate brought: the person who signed up with the code, then the church they founded. */
export const affiliateReferrals = pgTable(
  "affiliate_referrals",
  {
    id: idColumn(),
    ...affiliateColumns(),
    referral_code: text("referral_code").notNull(),
    referred_user: integer("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    church: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("PENDING"),
    registered_at: timestamp("registered_at", { withTimezone: true }),
    converted_at: timestamp("converted_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // A person is referred once, and a church at most once.
    uniqueIndex("affiliate_referrals_referred_user_key").on(t.referred_user),
    uniqueIndex("affiliate_referrals_church_key").on(t.church),
    index("affiliate_referrals_affiliate_idx").on(t.affiliate, t.created_at),
    index("affiliate_referrals_affiliate_user_idx").on(t.affiliate_user),
  ],
);

/** What an affiliate earned from one credited subscription payment of a referred church. */
export const affiliateRewards = pgTable(
  "affiliate_rewards",
  {
    id: idColumn(),
    ...affiliateColumns(),
    referral: integer("referral_id")
      .notNull()
      .references(() => affiliateReferrals.id, { onDelete: "cascade" }),
    church: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    payment: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    payment_amount: amount("payment_amount").notNull(),
    percentage: numeric("percentage", { precision: 5, scale: 2, mode: "string" }).notNull(),
    months: integer("months").notNull(),
    amount: amount("amount").notNull(),
    currency: text("currency").notNull(),
    is_reversed: boolean("is_reversed").notNull().default(false),
    available_at: timestamp("available_at", { withTimezone: true }).notNull(),
    reversed_at: timestamp("reversed_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    // One reward per credited payment, whatever the number of verifications and webhooks.
    uniqueIndex("affiliate_rewards_payment_key").on(t.payment),
    index("affiliate_rewards_affiliate_idx").on(t.affiliate, t.currency),
    index("affiliate_rewards_affiliate_user_idx").on(t.affiliate_user),
    index("affiliate_rewards_referral_idx").on(t.referral),
  ],
);

/** An affiliate's request to be paid part of their available balance. */
export const affiliateWithdrawals = pgTable(
  "affiliate_withdrawals",
  {
    id: idColumn(),
    ...affiliateColumns(),
    amount: amount("amount").notNull(),
    currency: text("currency").notNull(),
    payout_method: text("payout_method", { enum: PAYOUT_METHODS }).notNull(),
    payout_details: jsonb("payout_details").$type<Record<string, string>>().notNull(),
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull().default("PENDING"),
    reason: text("reason").notNull().default(""),
    payment_reference: text("payment_reference").notNull().default(""),
    reviewed_by: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    approved_at: timestamp("approved_at", { withTimezone: true }),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("affiliate_withdrawals_amount_positive", sql`${t.amount} > 0`),
    index("affiliate_withdrawals_affiliate_idx").on(t.affiliate, t.currency, t.status),
    index("affiliate_withdrawals_affiliate_user_idx").on(t.affiliate_user),
    index("affiliate_withdrawals_status_idx").on(t.status, t.created_at),
  ],
);

/** The programme's terms (one row): they apply to rewards created after a change. */
export const affiliateSettings = pgTable("affiliate_settings", {
  id: integer("id").primaryKey().default(1),
  reward_percentage: numeric("reward_percentage", { precision: 5, scale: 2, mode: "string" })
    .notNull()
    .default("10.00"),
  reward_months: integer("reward_months").notNull().default(12),
  hold_days: integer("hold_days").notNull().default(14),
  minimum_withdrawal: amount("minimum_withdrawal").notNull().default("1000.00"),
  updated_at: timestamp("updated_at", { withTimezone: true }),
});
