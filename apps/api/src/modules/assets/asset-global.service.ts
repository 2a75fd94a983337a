import type { assetGlobalQuery } from "@cm/contracts";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { assetCategories, assets, churches, regions } from "../../db/tables";
import type { ResourceContext, Row } from "../../platform/resources/resource";
import { containing } from "./asset-rules.service";
import { presentAssets } from "./assets.service";

const total = sql<string>`coalesce(sum(${assets.current_value}), 0)::numeric(20, 2)::text`;
const n = sql<number>`count(*)::int`;

/** Part of a name, tag or serial number, any case. */
function searched(term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const pattern = containing(text);
  return or(
    ilike(assets.name, pattern),
    ilike(assets.asset_tag, pattern),
    ilike(assets.serial_number, pattern),
  );
}

/**
 * Assets across the churches the caller reaches (a regional officer: their region's), narrowed
 * by region, country or status, a page at a time, with their count and current value per
 * currency by category, church and region.
 */
export async function globalView(ctx: ResourceContext, input: z.output<typeof assetGlobalQuery>) {
  const caller = await ctx.reach();
  const reach = input.region === undefined ? caller : caller.inRegion(input.region);
  const where = and(
    reach.churchIn(assets.church),
    input.country === undefined ? undefined : eq(regions.country, input.country),
    input.status === undefined ? undefined : eq(assets.status, input.status),
    searched(input.search),
  );
  const joined = (fields: Record<string, SQL | unknown>, groupBy: (SQL | unknown)[] = []) => {
    const q = ctx.db
      .select(fields as Record<string, SQL>)
      .from(assets)
      .innerJoin(churches, eq(churches.id, assets.church))
      .innerJoin(regions, eq(regions.id, churches.region))
      .innerJoin(assetCategories, eq(assetCategories.id, assets.category))
      .where(where);
    return groupBy.length ? q.groupBy(...(groupBy as SQL[])) : q;
  };
  const [counted] = (await joined({ n: count() })) as { n: number }[];
  const page = (await ctx.db
    .select({ asset: assets })
    .from(assets)
    .innerJoin(churches, eq(churches.id, assets.church))
    .innerJoin(regions, eq(regions.id, churches.region))
    .where(where)
    .orderBy(asc(churches.name), asc(assets.name), asc(assets.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)) as { asset: Row }[];
  const money = { currency: assets.currency, count: n, total };
  const totals = (await joined(money, [assets.currency])) as Row[];
  const byCategory = (await joined({ ...money, category_name: assetCategories.name }, [
    assets.currency,
    assetCategories.name,
  ])) as Row[];
  const byChurch = (await joined(
    { ...money, church: churches.id, church_name: churches.name, region_name: regions.name },
    [assets.currency, churches.id, churches.name, regions.name],
  )) as Row[];
  const byRegion = (await joined({ ...money, region: regions.id, region_name: regions.name }, [
    assets.currency,
    regions.id,
    regions.name,
  ])) as Row[];
  const sorted = (rows: Row[], key: string) =>
    rows
      .map((r): Row => ({ ...r, count: Number(r.count) }))
      .sort(
        (a, b) =>
          String(a[key]).localeCompare(String(b[key])) ||
          String(a.currency).localeCompare(String(b.currency)),
      );
  return {
    count: Number(counted?.n ?? 0),
    results: await presentAssets(
      ctx,
      page.map((p) => p.asset),
    ),
    totals: sorted(totals, "currency"),
    by_category: sorted(byCategory, "category_name"),
    by_church: sorted(byChurch, "church_name"),
    by_region: sorted(byRegion, "region_name"),
  };
}
