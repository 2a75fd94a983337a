import { TESTIMONY_STATUSES, type TestimonyStats } from "@cm/contracts";
import { count, eq, type SQL, sql } from "drizzle-orm";
import { churches, testimonies, testimonyTypes } from "../../db/tables";
import type { ResourceContext } from "../../platform/resources/resource";

type Bucket = { key: string; label: string; count: number };
const toBucket = (r: { key: unknown; label: unknown; n: unknown }): Bucket => ({
  key: String(r.key),
  label: String(r.label ?? r.key),
  count: Number(r.n),
});

/** Counts of the testimonies in the caller's reach (one church when asked) by type, status, church and month. */
export async function testimonyStatistics(
  ctx: ResourceContext,
  input: { church?: number; year?: number },
): Promise<TestimonyStats> {
  const reach = await ctx.scoped({ church: input.church });
  const month = sql<string>`to_char(${testimonies.created_at} at time zone 'UTC', 'YYYY-MM')`;
  const where = reach.where(
    input.year === undefined
      ? undefined
      : sql`extract(year from ${testimonies.created_at} at time zone 'UTC') = ${input.year}`,
  );
  const grouped = (key: SQL | typeof testimonies.status, label: SQL | typeof testimonies.status) =>
    ctx.data
      .select({ key, label, n: count() })
      .from(testimonies)
      .leftJoin(testimonyTypes, eq(testimonyTypes.id, testimonies.type))
      .leftJoin(churches, eq(churches.id, testimonies.church))
      .where(where)
      .groupBy(key, label)
      .orderBy(key);
  const [byType, byStatus, byChurch, byMonth] = await Promise.all([
    grouped(sql`${testimonies.type}::text`, sql`${testimonyTypes.name}`),
    grouped(testimonies.status, testimonies.status),
    grouped(sql`${testimonies.church}::text`, sql`${churches.name}`),
    grouped(month, month),
  ]);
  const statuses = new Map(byStatus.map((r) => [String(r.key), Number(r.n)]));
  return {
    total: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    by_type: byType.map(toBucket),
    // Every status is listed, with 0 when none has it.
    by_status: TESTIMONY_STATUSES.map((s) => ({ key: s, label: s, count: statuses.get(s) ?? 0 })),
    by_church: byChurch.map(toBucket),
    by_month: byMonth.map(toBucket),
  };
}
