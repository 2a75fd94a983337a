import {
  divideCents,
  fromCents,
  INTERVAL_MONTHS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  toCents,
} from "@cm/contracts";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { plans, subscriptions } from "../../db/tables";

/**
 * Installation-wide figures: subscriptions by status, ACTIVE ones by plan, and the monthly
 * recurring revenue of ACTIVE subscriptions per currency (a quarterly price counts a third,
 * a yearly one a twelfth), summed in integer cents and rounded once at the end.
 */
export async function subscriptionStatistics(db: Db | Tx) {
  const byStatus = await db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status);
  const counts = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0])) as Record<
    SubscriptionStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = Number(row.n);

  const byPlan = await db
    .select({ plan: plans.id, plan_name: plans.name, count: count() })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.status, "ACTIVE"))
    .groupBy(plans.id, plans.name)
    .orderBy(desc(count()), plans.name);

  const revenue = await db
    .select({
      currency: plans.currency,
      interval: plans.billing_interval,
      total: sql<string>`sum(${plans.price})::text`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.status, "ACTIVE"))
    .groupBy(plans.currency, plans.billing_interval);
  // Twelfths of a cent per currency, so that dividing by the interval never rounds early.
  const twelfths = new Map<string, bigint>();
  for (const r of revenue) {
    const perYear = BigInt(12 / INTERVAL_MONTHS[r.interval]);
    twelfths.set(r.currency, (twelfths.get(r.currency) ?? 0n) + toCents(r.total) * perYear);
  }

  return {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    by_status: counts,
    active_by_plan: byPlan.map((p) => ({ ...p, count: Number(p.count) })),
    monthly_recurring_revenue: [...twelfths.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({ currency, amount: fromCents(divideCents(t, 12n)) })),
  };
}
