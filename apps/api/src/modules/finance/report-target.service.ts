import {
  type FinanceReport,
  type GenerateReportQuery,
  msg,
  previousPeriod,
  REPORT_TITLES,
  type ReportScope,
  reportScopesFor,
  todayIso,
} from "@cm/contracts";
import { desc, eq, sql } from "drizzle-orm";
import { churches, financialYears, regions } from "../../db/tables";
import { fieldError, forbidden, notFound } from "../../platform/errors";
import type { Reach } from "../../platform/reach";
import type { ResourceContext } from "../../platform/resources/resource";

/** What a report target is resolved from: its scope, church or region, and a year or dates. */
export type TargetQuery = Pick<
  GenerateReportQuery,
  "scope" | "church" | "region" | "financial_year" | "date_from" | "date_to"
>;

/** Whose books a report covers, and its period: resolved from the query within the caller's reach. */
export type ReportTarget = {
  scope: ReportScope;
  church: number | null;
  church_name: string;
  region: number | null;
  region_name: string;
  reach: Reach;
  from: string;
  to: string;
  previous: { from: string; to: string };
};

async function churchRow(ctx: ResourceContext, id: number) {
  const reach = await ctx.scoped({ resource: "churches", church: id });
  const [row] = await reach
    .pick({ id: churches.id, name: churches.name, region: churches.region }, churches, eq(churches.id, id))
    .limit(1);
  if (!row) throw notFound(msg("This church was not found."));
  return row;
}

async function regionRow(ctx: ResourceContext, id: number) {
  const reach = await ctx.scoped({ resource: "regions" });
  const [row] = await reach
    .pick({ id: regions.id, name: regions.name }, regions, eq(regions.id, id))
    .limit(1);
  if (!row) throw notFound(msg("This region was not found."));
  return row;
}

/** The period of a report: a financial year, the dates given, or the church's current year (else this calendar year). */
async function periodOf(
  ctx: ResourceContext,
  q: TargetQuery,
  church: number | null,
): Promise<{ from: string; to: string }> {
  if (q.date_from && q.date_to) return { from: q.date_from, to: q.date_to };
  const years = await ctx.scoped({ resource: "financial-years", church: church ?? undefined });
  if (q.financial_year !== undefined) {
    const [year] = await years.rows(financialYears, eq(financialYears.id, q.financial_year)).limit(1);
    if (!year) throw notFound(msg("This financial year was not found."));
    return { from: year.start_date, to: year.end_date };
  }
  const today = todayIso(ctx.now);
  if (church !== null) {
    const [current] = await years
      .rows(
        financialYears,
        sql`(${financialYears.is_current} or ${today}::date between ${financialYears.start_date} and ${financialYears.end_date})`,
      )
      .orderBy(desc(financialYears.is_current), desc(financialYears.start_date))
      .limit(1);
    if (current) return { from: current.start_date, to: current.end_date };
  }
  return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
}

/**
 * Resolves a report's scope within the caller's reach: a church (theirs unless named; 404 out of
 * reach), a region (regional and national officers) or the whole organisation (national officers).
 */
export async function reportTarget(ctx: ResourceContext, q: TargetQuery): Promise<ReportTarget> {
  const principal = ctx.principal;
  if (!principal) throw forbidden();
  if (!reportScopesFor(principal.role).includes(q.scope)) {
    throw forbidden(
      q.scope === "national"
        ? msg("National reports are for national officers.")
        : msg("Region reports are for regional and national officers."),
    );
  }
  const named = q.church !== undefined ? await churchRow(ctx, q.church) : null;
  let target: Omit<ReportTarget, "from" | "to" | "previous">;
  if (q.scope === "church") {
    const id = named?.id ?? principal.church;
    if (id === null || id === undefined) throw fieldError("church", msg("Choose the church."));
    const church = named ?? (await churchRow(ctx, id));
    target = {
      scope: "church",
      church: church.id,
      church_name: church.name,
      region: church.region,
      region_name: "",
      reach: await ctx.reach({ church: church.id }),
    };
  } else if (q.scope === "region") {
    const id = q.region ?? named?.region ?? principal.region;
    if (id === null || id === undefined) throw fieldError("region", msg("Choose the region."));
    const region = await regionRow(ctx, id);
    target = {
      scope: "region",
      church: null,
      church_name: "",
      region: region.id,
      region_name: region.name,
      reach: await ctx.reach({ region: region.id }),
    };
  } else {
    target = {
      scope: "national",
      church: null,
      church_name: "",
      region: null,
      region_name: "",
      reach: await ctx.reach(),
    };
  }
  const period = await periodOf(ctx, q, target.church);
  return { ...target, ...period, previous: previousPeriod(period.from, period.to) };
}

/** The part every report starts with: what it is, whose books, which period, when. */
export function header(target: ReportTarget, report: FinanceReport["report"], now: Date) {
  return {
    report,
    title: REPORT_TITLES[report],
    scope: target.scope,
    church: target.church,
    church_name: target.church_name,
    region: target.scope === "church" ? null : target.region,
    region_name: target.scope === "church" ? "" : target.region_name,
    date_from: target.from,
    date_to: target.to,
    previous_from: target.previous.from,
    previous_to: target.previous.to,
    generated_at: now.toISOString(),
  };
}
