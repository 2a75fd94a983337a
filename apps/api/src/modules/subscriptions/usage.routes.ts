import {
  apiPath,
  periodOf,
  usage,
  usageByFeature,
  usageByFeatureQuery,
  usageBySubscriptionQuery,
  usageCreate,
  usageEndpoints,
  usageIncrementInput,
} from "@cm/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { subscriptionUsage } from "../../db/tables";
import { presenter, theRow } from "../../platform/resources/presenter";
import { actionsOf, defineResource } from "../../platform/resources/resource";

const present = presenter(usage);
const READ = { permission: "subscriptions.read" } as const;
const action = actionsOf(subscriptionUsage);

/** Monthly usage counters of a subscription's features; incremented atomically. */
export const usageResource = defineResource({
  name: "usage",
  path: apiPath(usageEndpoints),
  table: subscriptionUsage,
  entity: usage,
  create: usageCreate,
  scope: { kind: "church", field: "church" },
  access: { list: READ, retrieve: READ, create: { permission: "subscriptions.write" } },
  ordering: ["period", "feature", "amount", "created_at"],
  defaultOrdering: "-period",
  filters: { subscription: "int", church: "int", feature: "text", period: "text" },
  references: { church: "churches", subscription: "subscriptions" },
  // The counter belongs to its subscription's church (a same-church reference), this month unless told.
  beforeWrite: (ctx, data) => ({ ...data, period: data.period ?? periodOf(ctx.now) }),
  actions: {
    increment: action.detail({
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "Adds to the counter in one statement, so concurrent increments all count",
      input: usageIncrementInput,
      output: usage,
      run: async ({ data, object, input }) => {
        const row = theRow(
          await data
            .update(subscriptionUsage)
            .set({ amount: sql`${subscriptionUsage.amount} + ${input.amount}` })
            .where(eq(subscriptionUsage.id, object.id))
            .returning(),
        );
        return present(row);
      },
    }),
    by_subscription: action.collection({
      method: "GET",
      access: READ,
      summary: "The counters of one subscription, newest month first",
      input: usageBySubscriptionQuery,
      references: { subscription_id: "subscriptions" },
      output: z.array(usage),
      run: async ({ data, input, scoped }) => {
        const rows = await data
          .select()
          .from(subscriptionUsage)
          .where(
            (await scoped()).where(
              eq(subscriptionUsage.subscription, input.subscription_id),
              input.period ? eq(subscriptionUsage.period, input.period) : undefined,
            ),
          )
          .orderBy(sql`${subscriptionUsage.period} desc`, asc(subscriptionUsage.feature));
        return rows.map((r) => present(r));
      },
    }),
    by_feature: action.collection({
      method: "GET",
      access: READ,
      summary: "Usage totals per feature over the caller's churches (one month, or all time)",
      input: usageByFeatureQuery,
      output: usageByFeature,
      run: async ({ data, input, scoped }) => {
        const rows = await data
          .select({
            feature: subscriptionUsage.feature,
            amount: sql<string>`sum(${subscriptionUsage.amount})`,
          })
          .from(subscriptionUsage)
          .where(
            (await scoped()).where(input.period ? eq(subscriptionUsage.period, input.period) : undefined),
          )
          .groupBy(subscriptionUsage.feature)
          .orderBy(asc(subscriptionUsage.feature));
        return rows.map((r) => ({ feature: r.feature, amount: Number(r.amount) }));
      },
    }),
  },
});
