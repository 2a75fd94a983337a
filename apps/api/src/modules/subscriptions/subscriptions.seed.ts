import { addDays, allFeatures, type Feature, type FeatureMap, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { plans, subscriptions } from "../../db/tables";

const only = (features: Feature[]): FeatureMap => ({
  ...allFeatures(false),
  ...Object.fromEntries(features.map((f) => [f, true])),
});
const BASIC: Feature[] = ["BASIC_DASHBOARD", "MEMBER_MANAGEMENT", "EVENT_MANAGEMENT", "ATTENDANCE_TRACKING"];
const STANDARD: Feature[] = [
  ...BASIC,
  "SUNDAY_SCHOOL",
  "LEADERSHIP_MANAGEMENT",
  "FINANCE_MANAGEMENT",
  "GIVING",
  "PROGRAM_MANAGEMENT",
];

/** Basic, Standard and Premium (every feature), priced in Ghana cedis. */
export const DEMO_PLANS = [
  {
    name: "Basic",
    description: "Members, events and attendance for a small congregation.",
    price: "150.00",
    billing_interval: "MONTHLY" as const,
    trial_days: 14,
    features: only(BASIC),
  },
  {
    name: "Standard",
    description: "Adds Sunday school, leadership, finance, giving and programs.",
    price: "400.00",
    billing_interval: "MONTHLY" as const,
    trial_days: 14,
    features: only(STANDARD),
  },
  {
    name: "Premium",
    description: "Every feature, including assets, documents, marketing and advanced reports.",
    price: "9000.00",
    billing_interval: "YEARLY" as const,
    trial_days: 30,
    features: allFeatures(true),
  },
];

/**
 * One subscription state per demo church, so that signing in as each church's admin shows a
 * different banner: Grace Cathedral ACTIVE on Premium for a year (so every feature works),
 * Bethel on a Standard TRIAL, Living Waters in its GRACE_PERIOD on Basic, Hope Tabernacle EXPIRED.
 */
export async function seedDemoSubscriptions(tx: Tx, churchIds: number[]): Promise<void> {
  const planRows = await tx
    .insert(plans)
    .values(DEMO_PLANS.map((p) => ({ ...p, currency: "GHS" })))
    .returning();
  const [basic, standard, premium] = planRows;
  const [grace, bethel, living, hope] = churchIds;
  if (!basic || !standard || !premium || hope === undefined || grace === undefined) {
    throw new Error("Seeding the demo subscriptions failed");
  }
  const today = todayIso();
  const day = (n: number) => addDays(today, n);
  await tx.insert(subscriptions).values([
    // Grace Cathedral tried Premium first, then subscribed for a year.
    {
      church: grace,
      plan: premium.id,
      status: "EXPIRED",
      is_trial: true,
      auto_renew: false,
      start_date: day(-60),
      end_date: day(-30),
    },
    { church: grace, plan: premium.id, status: "ACTIVE", start_date: day(-30), end_date: day(335) },
    {
      church: bethel ?? grace,
      plan: standard.id,
      status: "TRIAL",
      is_trial: true,
      auto_renew: false,
      start_date: day(-4),
      end_date: day(10),
    },
    {
      church: living ?? grace,
      plan: basic.id,
      status: "GRACE_PERIOD",
      start_date: day(-33),
      end_date: day(-3),
    },
    { church: hope, plan: standard.id, status: "EXPIRED", start_date: day(-80), end_date: day(-20) },
  ]);
}

/** An ACTIVE year on the Standard plan for a church added to the demo after the first four. */
export async function seedDemoActiveSubscription(tx: Tx, church: number): Promise<void> {
  const [standard] = await tx.select().from(plans).where(eq(plans.name, "Standard")).limit(1);
  if (!standard) throw new Error("Seeding the demo subscriptions failed");
  const today = todayIso();
  await tx.insert(subscriptions).values({
    church,
    plan: standard.id,
    status: "ACTIVE",
    start_date: addDays(today, -45),
    end_date: addDays(today, 320),
  });
}
