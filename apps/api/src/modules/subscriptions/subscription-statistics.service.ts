import { divideCents, fromCents, INTERVAL_MONTHS, SUBSCRIPTION_STATUSES, toCents } from "@cm/contracts";
import { count, desc, eq, sql } from "drizzle-orm";
import { paymentCredits, payments, plans, subscriptions } from "../../db/tables";
import { recordOf } from "../../platform/records";
import type { Data } from "../../platform/resources/scoped-data";

/**
 * Whether the payment that last credited the subscription (and still stands) was a test payment:
 * such a subscription was paid through the sandbox, so its price is no revenue.
 */
const lastPaidByTest = sql<boolean>`coalesce((
  select ${payments.is_test} from ${paymentCredits}
  join ${payments} on ${payments.id} = ${paymentCredits.payment}
  where ${paymentCredits.subscription} = ${subscriptions.id} and ${payments.status} = 'SUCCEEDED'
  order by ${paymentCredits.id} desc limit 1
), false)`;

type Monthly = { currency: string; amount: string }[];

/**
 * Installation-wide figures: subscriptions by status, ACTIVE ones by plan, and the monthly
 * recurring revenue of ACTIVE subscriptions per currency (a quarterly price counts a third,
 * a yearly one a twelfth), summed in integer cents and rounded once at the end. Subscriptions
 * last paid through the sandbox bring no money: their figure is reported apart, as test revenue.
 */
export async function subscriptionStatistics(db: Data) {
  const byStatus = await db
    .select({ status: subscriptions.status, n: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status);
  const counts = recordOf(SUBSCRIPTION_STATUSES, () => 0);
  for (const row of byStatus) counts[row.status] = Number(row.n);

  const byPlan = await db
    .select({ plan: plans.id, plan_name: plans.name, count: count() })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.status, "ACTIVE"))
    .groupBy(plans.id, plans.name)
    .orderBy(desc(count()), plans.name);

  const active = db
    .select({
      currency: plans.currency,
      interval: plans.billing_interval,
      price: plans.price,
      is_test: lastPaidByTest.as("is_test"),
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.status, "ACTIVE"))
    .as("active_subscriptions");
  const revenue = await db
    .select({
      currency: active.currency,
      interval: active.interval,
      is_test: active.is_test,
      total: sql<string>`sum(${active.price})::text`,
    })
    .from(active)
    .groupBy(active.currency, active.interval, active.is_test);
  // Twelfths of a cent per currency, so that dividing by the interval never rounds early.
  const twelfths = { real: new Map<string, bigint>(), test: new Map<string, bigint>() };
  for (const r of revenue) {
    const perYear = BigInt(12 / INTERVAL_MONTHS[r.interval]);
    const sums = r.is_test ? twelfths.test : twelfths.real;
    sums.set(r.currency, (sums.get(r.currency) ?? 0n) + toCents(r.total) * perYear);
  }
  const monthly = (sums: Map<string, bigint>): Monthly =>
    [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({ currency, amount: fromCents(divideCents(t, 12n)) }));

  return {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    by_status: counts,
    active_by_plan: byPlan.map((p) => ({ ...p, count: Number(p.count) })),
    monthly_recurring_revenue: monthly(twelfths.real),
    test_monthly_recurring_revenue: monthly(twelfths.test),
  };
}
