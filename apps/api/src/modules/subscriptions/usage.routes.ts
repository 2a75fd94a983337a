import {
  periodOf,
  usage,
  usageByFeature,
  usageByFeatureQuery,
  usageBySubscriptionQuery,
  usageCreate,
  usageIncrementInput,
} from "@cm/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { subscriptions, subscriptionUsage } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { fieldError } from "../../platform/errors";
import { allOf } from "../../platform/resources/list";
import { presenter } from "../../platform/resources/presenter";
import { tenantCondition } from "../../platform/resources/registry";
import { defineResource, type Row } from "../../platform/resources/resource";

const present = presenter(usage);
const READ = { permission: "subscriptions.read" } as const;

/** Monthly usage counters of a subscription's features; incremented atomically. */
export const usageResource = defineResource({
  name: "usage",
  path: "/api/subscriptions/usage/",
  table: subscriptionUsage,
  entity: usage,
  create: usageCreate,
  scope: { kind: "church", field: "church" },
  access: { list: READ, retrieve: READ, create: { permission: "subscriptions.write" } },
  ordering: ["period", "feature", "amount", "created_at"],
  defaultOrdering: "-period",
  filters: { subscription: "int", church: "int", feature: "text", period: "text" },
  references: { church: "churches", subscription: "subscriptions" },
  // The counter belongs to its subscription's church, for the current month unless told.
  beforeWrite: async (ctx, data) => {
    const [sub] = await ctx.db
      .select({ church: subscriptions.church })
      .from(subscriptions)
      .where(eq(subscriptions.id, Number(data.subscription)));
    if (sub?.church !== data.church)
      throw fieldError("subscription", "Choose a subscription of this church.");
    return { ...data, period: data.period ?? periodOf() };
  },
  actions: {
    increment: {
      on: "detail",
      method: "POST",
      access: { permission: "subscriptions.manage" },
      summary: "Adds to the counter in one statement, so concurrent increments all count",
      input: usageIncrementInput,
      output: usage,
      run: async ({ db, object, input }) => {
        const { amount } = input as z.infer<typeof usageIncrementInput>;
        const [row] = await db
          .update(subscriptionUsage)
          .set({ amount: sql`${subscriptionUsage.amount} + ${amount}` })
          .where(eq(subscriptionUsage.id, Number(object?.id)))
          .returning();
        return present(row as Row);
      },
    },
    by_subscription: {
      on: "collection",
      method: "GET",
      access: READ,
      summary: "The counters of one subscription, newest month first",
      input: usageBySubscriptionQuery,
      references: { subscription_id: "subscriptions" },
      output: z.array(usage),
      run: async ({ db, input }) => {
        const q = input as z.infer<typeof usageBySubscriptionQuery>;
        const rows = await db
          .select()
          .from(subscriptionUsage)
          .where(
            allOf([
              eq(subscriptionUsage.subscription, q.subscription_id),
              q.period ? eq(subscriptionUsage.period, q.period) : undefined,
            ]),
          )
          .orderBy(sql`${subscriptionUsage.period} desc`, asc(subscriptionUsage.feature));
        return rows.map((r) => present(r as Row));
      },
    },
    by_feature: {
      on: "collection",
      method: "GET",
      access: READ,
      summary: "Usage totals per feature over the caller's churches (one month, or all time)",
      input: usageByFeatureQuery,
      output: usageByFeature,
      run: async ({ db, request, input }) => {
        const q = input as z.infer<typeof usageByFeatureQuery>;
        const rows = await db
          .select({
            feature: subscriptionUsage.feature,
            amount: sql<string>`sum(${subscriptionUsage.amount})`,
          })
          .from(subscriptionUsage)
          .where(
            allOf([
              tenantCondition(usageResource, principalOf(request)),
              q.period ? eq(subscriptionUsage.period, q.period) : undefined,
            ]),
          )
          .groupBy(subscriptionUsage.feature)
          .orderBy(asc(subscriptionUsage.feature));
        return rows.map((r) => ({ feature: r.feature, amount: Number(r.amount) }));
      },
    },
  },
});
