import type { RegionAnalytics } from "@cm/contracts";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { branches, churches, users } from "../../db/tables";

/** Live counts for one region: its churches, their branches, seats and people. */
export async function regionAnalyticsOf(db: Db | Tx, regionId: number): Promise<RegionAnalytics> {
  const inRegion = sql`(select ${churches.id} from ${churches} where ${churches.region} = ${regionId})`;
  const [churchCounts] = await db
    .select({
      churches: count(),
      active: sql<number>`count(*) filter (where ${churches.is_active})`.mapWith(Number),
    })
    .from(churches)
    .where(eq(churches.region, regionId));
  const [branchCounts] = await db
    .select({
      branches: count(),
      capacity: sql<number>`coalesce(sum(${branches.capacity}), 0)`.mapWith(Number),
      occupancy: sql<number>`coalesce(sum(${branches.occupancy}), 0)`.mapWith(Number),
    })
    .from(branches)
    .where(inArray(branches.church, inRegion));
  const [userCounts] = await db
    .select({ users: count() })
    .from(users)
    .where(and(eq(users.is_active, true), or(inArray(users.church, inRegion), eq(users.region, regionId))));
  return {
    region: regionId,
    churches: Number(churchCounts?.churches ?? 0),
    active_churches: churchCounts?.active ?? 0,
    branches: Number(branchCounts?.branches ?? 0),
    users: Number(userCounts?.users ?? 0),
    seating_capacity: branchCounts?.capacity ?? 0,
    occupancy: branchCounts?.occupancy ?? 0,
  };
}
