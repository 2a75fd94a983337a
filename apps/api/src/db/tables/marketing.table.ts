import { CAMPAIGN_STATUSES, GATEWAY_NAMES, PAYMENT_STATUSES, PLACEMENTS } from "@cm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, idColumn, updatedAt } from "./columns";
import { churchOwner } from "./hierarchy.table";

/** Advertising plans the national office sells: a price for so many days of placement. */
export const marketingPlans = pgTable("marketing_plans", {
  id: idColumn(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  price: numeric("price", { precision: 12, scale: 2, mode: "string" }).notNull(),
  currency: text("currency").notNull(),
  duration_days: integer("duration_days").notNull(),
  placement: text("placement", { enum: PLACEMENTS }).notNull().default("STANDARD"),
  max_images: integer("max_images").notNull().default(3),
  is_active: boolean("is_active").notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** A church's campaign for a convention, crusade or special service, shown on the public site once paid and approved. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: idColumn(),
    church: churchOwner(),
    plan: integer("plan_id")
      .notNull()
      .references(() => marketingPlans.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    event_start: date("event_start", { mode: "string" }),
    event_end: date("event_end", { mode: "string" }),
    location: text("location").notNull().default(""),
    cta_label: text("cta_label").notNull().default(""),
    cta_url: text("cta_url").notNull().default(""),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("DRAFT"),
    rejection_reason: text("rejection_reason").notNull().default(""),
    starts_at: date("starts_at", { mode: "string" }),
    ends_at: date("ends_at", { mode: "string" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("campaigns_status_idx").on(t.status, t.starts_at, t.ends_at),
    index("campaigns_church_idx").on(t.church),
  ],
);

/**
 * What a church paid for a campaign's plan. The gateways are the subscriptions' (payment-gateways.ts);
 * the amount is the plan's price when the payment started. A campaign has at most one payment
 * open (PENDING) or paid (SUCCEEDED) that counts; money that still arrives for a campaign already
 * paid or being paid is kept as SUCCEEDED with `refund_due`, and credits nothing.
 */
export const campaignPayments = pgTable(
  "campaign_payments",
  {
    id: idColumn(),
    church: churchOwner(),
    campaign: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "restrict" }),
    plan: integer("plan_id")
      .notNull()
      .references(() => marketingPlans.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    gateway: text("gateway", { enum: GATEWAY_NAMES }).notNull(),
    reference: text("reference").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("PENDING"),
    is_test: boolean("is_test").notNull().default(false),
    manual_reference: text("manual_reference").notNull().default(""),
    refund_due: boolean("refund_due").notNull().default(false),
    gateway_response: jsonb("gateway_response").$type<Record<string, unknown>>().notNull().default({}),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("campaign_payments_reference_key").on(t.reference),
    index("campaign_payments_campaign_idx").on(t.campaign),
    // One payment open or paid per campaign, whatever the number of concurrent checkouts.
    uniqueIndex("campaign_payments_campaign_key")
      .on(t.campaign)
      .where(sql`${t.status} in ('PENDING', 'SUCCEEDED') and not ${t.refund_due}`),
  ],
);

/** One row per campaign, day, kind and anonymous visitor: a visitor counts once a day. */
export const campaignVisits = pgTable(
  "campaign_visits",
  {
    campaign: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["impression", "click", "share"] }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaign, t.day, t.kind, t.visitor] })],
);

/** A campaign's counted figures per day (the sum of its visits, kept up to date in batches). */
export const campaignDailyStats = pgTable(
  "campaign_daily_stats",
  {
    campaign: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    church: churchOwner(),
    day: date("day", { mode: "string" }).notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    shares: integer("shares").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaign, t.day] }),
    index("campaign_daily_stats_church_idx").on(t.church, t.day),
  ],
);

/**
 * A campaign's pictures: the upload re-encoded to a web size and a thumbnail, each stored under a
 * generated name that is never written again (so it may be cached for good), in the church's order.
 */
export const campaignImages = pgTable(
  "campaign_images",
  {
    id: idColumn(),
    church: churchOwner(),
    campaign: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    thumb: text("thumb").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    position: integer("position").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index("campaign_images_campaign_idx").on(t.campaign, t.position),
    uniqueIndex("campaign_images_file_key").on(t.file),
    uniqueIndex("campaign_images_thumb_key").on(t.thumb),
  ],
);
