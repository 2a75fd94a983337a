import type { assetGlobalQuery } from "@cm/contracts";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { assetCategories, assets, churches, regions } from "../../db/tables";
import type { ResourceContext } from "../../platform/resources/resource";
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
  const onChurch = eq(churches.id, assets.church);
  const onRegion = eq(regions.id, churches.region);
  const onCategory = eq(assetCategories.id, assets.category);
  // Each figure reads the same rows: an asset in reach with its church, region and category.
  const [counted] = await ctx.data
    .select({ n: count() })
    .from(assets)
    .innerJoin(churches, onChurch)
    .innerJoin(regions, onRegion)
    .innerJoin(assetCategories, onCategory)
    .where(where);
  const money = { currency: assets.currency, count: n, total };
  const totals = await ctx.data
    .select(money)
    .from(assets)
    .innerJoin(churches, onChurch)
    .innerJoin(regions, onRegion)
    .innerJoin(assetCategories, onCategory)
    .where(where)
    .groupBy(assets.currency);
  const byCategory = await ctx.data
    .select({ ...money, category_name: assetCategories.name })
    .from(assets)
    .innerJoin(churches, onChurch)
    .innerJoin(regions, onRegion)
    .innerJoin(assetCategories, onCategory)
    .where(where)
    .groupBy(assets.currency, assetCategories.name);
  const byChurch = await ctx.data
    .select({ ...money, church: churches.id, church_name: churches.name, region_name: regions.name })
    .from(assets)
    .innerJoin(churches, onChurch)
    .innerJoin(regions, onRegion)
    .innerJoin(assetCategories, onCategory)
    .where(where)
    .groupBy(assets.currency, churches.id, churches.name, regions.name);
  const byRegion = await ctx.data
    .select({ ...money, region: regions.id, region_name: regions.name })
    .from(assets)
    .innerJoin(churches, onChurch)
    .innerJoin(regions, onRegion)
    .innerJoin(assetCategories, onCategory)
    .where(where)
    .groupBy(assets.currency, regions.id, regions.name);
  const page = await ctx.data
    .select({ asset: assets })
    .from(assets)
    .innerJoin(churches, onChurch)
    .innerJoin(regions, onRegion)
    .where(where)
    .orderBy(asc(churches.name), asc(assets.name), asc(assets.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const sorted = <R extends { currency: string; count: number }>(rows: R[], key: (row: R) => string) =>
    rows
      .map((r) => ({ ...r, count: Number(r.count) }))
      .sort((a, b) => key(a).localeCompare(key(b)) || a.currency.localeCompare(b.currency));
  return {
    count: Number(counted?.n ?? 0),
    results: await presentAssets(
      ctx,
      page.map((p) => p.asset),
    ),
    totals: sorted(totals, (r) => r.currency),
    by_category: sorted(byCategory, (r) => r.category_name),
    by_church: sorted(byChurch, (r) => r.church_name),
    by_region: sorted(byRegion, (r) => r.region_name),
  };
}
