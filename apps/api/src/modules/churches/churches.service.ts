import {
  type ChurchStatistics,
  currentSubscription,
  type DashboardQuery,
  periodDates,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  subscriptionDaysRemaining,
} from "@cm/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { branches, churches, churchRequests, plans, subscriptions, users } from "../../db/tables";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { churchFigureParts, dashboardFiguresFrom, inOneStatement, num, type Part } from "../dashboard";

/** A status read from a raw query, checked against the statuses a subscription can have. */
const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

type Conn = Data;

/**
 * Figures of one church: branches and seats, its active users by role, its current subscription,
 * and its members, attendance, Sunday school, finance and programs over a period. All of them are
 * counted in one statement: each reads few rows, so round trips and per-statement work were most
 * of the cost. On PostgreSQL it runs as a prepared statement, parsed and planned once per connection.
 */
export async function churchStatisticsOf(
  ctx: ResourceContext,
  churchId: number,
  period: Pick<DashboardQuery, "period" | "date_from" | "date_to"> = { period: "month" },
): Promise<ChurchStatistics> {
  const db = ctx.data;
  const scope = (resource: string) => ctx.scoped({ church: churchId, resource });
  const seats: Part<{ branches: number; active: number; capacity: number; occupancy: number }> = {
    query: sql`select count(*) as branches, count(*) filter (where ${branches.is_active}) as active,
      coalesce(sum(${branches.capacity}), 0) as capacity, coalesce(sum(${branches.occupancy}), 0) as occupancy
      from ${branches} where ${(await scope("branches")).where()}`,
    read: (rows) => {
      const r = rows[0] ?? {};
      return {
        branches: num(r.branches),
        active: num(r.active),
        capacity: num(r.capacity),
        occupancy: num(r.occupancy),
      };
    },
  };
  const roles: Part<{ role: string; n: number }[]> = {
    query: sql`select ${users.role} as role, count(*) as n from ${users}
      where ${(await scope("users")).where(eq(users.is_active, true))} group by 1`,
    read: (rows) => rows.map((r) => ({ role: String(r.role), n: num(r.n) })),
  };
  // The church's subscriptions newest first (the order the current one is chosen by), with their plan's name.
  const subscription: Part<
    | { id: number; status: SubscriptionStatus; plan_name: string; end_date: string; grace_days: number }
    | undefined
  > = {
    query: sql`select ${subscriptions.id} as id, ${subscriptions.status} as status,
      ${subscriptions.end_date}::text as end_date, ${subscriptions.grace_days} as grace_days,
      coalesce(${plans.name}, '') as plan_name,
      row_number() over (order by ${desc(subscriptions.created_at)}, ${desc(subscriptions.id)}) as place
      from ${subscriptions} left join ${plans} on ${plans.id} = ${subscriptions.plan}
      where ${(await scope("subscriptions")).where()}`,
    read: (rows) =>
      currentSubscription(
        rows
          .map((r) => ({
            id: num(r.id),
            status: subscriptionStatus.parse(r.status),
            plan_name: String(r.plan_name),
            end_date: String(r.end_date),
            grace_days: num(r.grace_days),
            place: num(r.place),
          }))
          .sort((a, b) => a.place - b.place),
      ),
  };
  const p = periodDates(period, ctx.now);
  const values = await inOneStatement(
    // Prepared on the database; a write's transaction runs it unprepared.
    (statement) => db.rows(statement),
    { seats, roles, subscription, ...churchFigureParts(await ctx.reach({ church: churchId }), p) },
  );
  const { capacity, occupancy } = values.seats;
  const current = values.subscription;
  return {
    church: churchId,
    branches: values.seats.branches,
    active_branches: values.seats.active,
    seating_capacity: capacity,
    occupancy,
    occupancy_rate: capacity > 0 ? Math.round((occupancy * 1000) / capacity) / 10 : 0,
    users: values.roles.reduce((sum, r) => sum + r.n, 0),
    users_by_role: Object.fromEntries(values.roles.map((r) => [r.role, r.n])),
    subscription: current
      ? {
          id: current.id,
          status: current.status,
          plan_name: current.plan_name,
          end_date: current.end_date,
          days_remaining: subscriptionDaysRemaining(current, ctx.now),
        }
      : null,
    figures: dashboardFiguresFrom(values, p),
  };
}

/** The churches that the caller's approved church requests created. */
export const churchesFromRequestsOf = (db: Conn, userId: number) =>
  db
    .select({ church: churches })
    .from(churches)
    .innerJoin(churchRequests, eq(churchRequests.church, churches.id))
    .where(and(eq(churchRequests.requested_by, userId), eq(churchRequests.status, "APPROVED")))
    .orderBy(churches.name);
