import { type ChurchStatistics, currentSubscription, type DashboardQuery, periodDates } from "@cm/contracts";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { branches, churches, churchRequests, users } from "../../db/tables";
import type { ResourceContext } from "../../platform/resources/resource";
import { dashboardFiguresOf } from "../dashboard/dashboard-figures.service";
import { decorateSubscriptions, subscriptionsOfChurch } from "../subscriptions/subscriptions.service";

type Conn = Db | Tx;

/**
 * Figures of one church: branches and seats, its active users by role, its current subscription,
 * and its members, attendance, Sunday school, finance and programs over a period.
 */
export async function churchStatisticsOf(
  ctx: ResourceContext,
  churchId: number,
  period: Pick<DashboardQuery, "period" | "date_from" | "date_to"> = { period: "month" },
): Promise<ChurchStatistics> {
  const { db } = ctx;
  const scope = (resource: string) => ctx.scoped({ church: churchId, resource });
  const [seats] = await db
    .select({
      branches: count(),
      active: sql<number>`count(*) filter (where ${branches.is_active})`.mapWith(Number),
      capacity: sql<number>`coalesce(sum(${branches.capacity}), 0)`.mapWith(Number),
      occupancy: sql<number>`coalesce(sum(${branches.occupancy}), 0)`.mapWith(Number),
    })
    .from(branches)
    .where((await scope("branches")).where());
  const roles = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where((await scope("users")).where(eq(users.is_active, true)))
    .groupBy(users.role);
  const current = currentSubscription(await subscriptionsOfChurch(db, await scope("subscriptions")));
  const [subscription] = current ? await decorateSubscriptions(db, [current]) : [];
  // The church was loaded in the caller's scope; its figures are narrowed to it the same way.
  await scope("members");
  const figures = await dashboardFiguresOf(
    db,
    { kind: "church", church: churchId },
    periodDates(period, ctx.now),
  );
  const capacity = seats?.capacity ?? 0;
  const occupancy = seats?.occupancy ?? 0;
  return {
    church: churchId,
    branches: Number(seats?.branches ?? 0),
    active_branches: seats?.active ?? 0,
    seating_capacity: capacity,
    occupancy,
    occupancy_rate: capacity > 0 ? Math.round((occupancy * 1000) / capacity) / 10 : 0,
    users: roles.reduce((sum, r) => sum + Number(r.n), 0),
    users_by_role: Object.fromEntries(roles.map((r) => [r.role, Number(r.n)])),
    subscription: subscription
      ? {
          id: Number(subscription.id),
          status: String(subscription.status),
          plan_name: String(subscription.plan_name),
          end_date: String(subscription.end_date),
          days_remaining: Number(subscription.days_remaining),
        }
      : null,
    figures,
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
