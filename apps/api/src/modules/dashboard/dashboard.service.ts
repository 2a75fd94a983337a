import {
  addDays,
  addMonths,
  type Dashboard,
  type DashboardQuery,
  EXPIRING_WITHIN_DAYS,
  msg,
  periodDates,
  reachOf,
  SUBSCRIPTION_STATUSES,
} from "@cm/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { churches, churchRequests, payments, plans, regions, subscriptions } from "../../db/tables";
import { forbidden } from "../../platform/errors";
import type { Reach } from "../../platform/reach";
import { recordOf } from "../../platform/records";
import type { ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { dashboardFiguresOf } from "./dashboard-figures.service";

type Conn = Data;
const int = (text: ReturnType<typeof sql>) => sql<number>`${text}`.mapWith(Number);

/**
 * How long a dashboard is kept once counted: a national dashboard reads every church's rows, so
 * each instance counts it at most once a minute per region and period, and says when it did.
 */
export const DASHBOARD_CACHE_MS = 60_000;
const CACHE_LIMIT = 500;
const cache = new WeakMap<FastifyInstance, Map<string, { at: number; answer: Dashboard }>>();

/** Forgets every kept dashboard of an instance (a test that wants the figures counted now). */
export const forgetDashboards = (app: FastifyInstance) => cache.delete(app);

/** The churches the dashboard covers: one region within the caller's reach, or all they reach. */
async function dashboardReach(ctx: ResourceContext, q: DashboardQuery) {
  const p = ctx.principal;
  if (!p || reachOf(p.role) === "church")
    throw forbidden(msg("The dashboard is for national and regional officers."));
  const region = q.region ?? (reachOf(p.role) === "region" ? p.region : null);
  if (region === null || region === undefined) return { region: null, reach: await ctx.reach() };
  // A region out of the caller's reach (another region's officer asking) answers 404 here.
  return { region, reach: await ctx.reach({ region }) };
}

/** The dashboard of the organisation or one region, counted at most once a minute. */
export async function dashboardOf(ctx: ResourceContext, q: DashboardQuery): Promise<Dashboard> {
  const { region, reach } = await dashboardReach(ctx, q);
  const period = periodDates(q, ctx.now);
  const principal = ctx.principal;
  const key = [
    reachOf(principal?.role ?? "VIEWER"),
    principal?.region ?? "",
    region ?? "",
    period.from,
    period.to,
  ].join("|");
  const kept = cache.get(ctx.request.server) ?? new Map();
  cache.set(ctx.request.server, kept);
  const hit = kept.get(key);
  if (hit && ctx.now.getTime() - hit.at < DASHBOARD_CACHE_MS && hit.at <= ctx.now.getTime())
    return hit.answer;

  const db = ctx.data;
  const regionReach = await ctx.scoped({ resource: "regions" });
  const requestReach = await ctx.scoped({ resource: "church-requests" });
  const [regionRows, churchCounts, bySubscription, subs, requests, figures] = await Promise.all([
    db
      .select({ id: regions.id, name: regions.name })
      .from(regions)
      .where(regionReach.where())
      .orderBy(asc(regions.name)),
    churchCountsOf(db, reach),
    churchesBySubscription(db, reach),
    subscriptionFiguresOf(db, reach, period.today, period.to),
    db
      .select({ n: int(sql`count(*)`) })
      .from(churchRequests)
      .where(
        requestReach.where(
          eq(churchRequests.status, "PENDING"),
          region === null ? undefined : reach.regionIn(churchRequests.region),
        ),
      ),
    dashboardFiguresOf(db, reach, period),
  ]);
  const total = churchCounts.total;
  const answer: Dashboard = {
    scope: region === null ? "national" : "region",
    region,
    region_name: regionRows.find((r) => r.id === region)?.name ?? "",
    as_of: ctx.now.toISOString(),
    churches: {
      total,
      active: churchCounts.active,
      by_subscription: {
        ...bySubscription,
        NONE: total - Object.values(bySubscription).reduce((s, n) => s + n, 0),
      },
    },
    regions: region === null ? regionRows.length : 1,
    regions_list: regionRows,
    subscriptions: subs,
    pending_church_requests: requests[0]?.n ?? 0,
    figures,
  };
  if (kept.size >= CACHE_LIMIT) kept.clear();
  kept.set(key, { at: ctx.now.getTime(), answer });
  return answer;
}

async function churchCountsOf(db: Conn, reach: Reach) {
  const [row] = await db
    .select({ total: int(sql`count(*)`), active: int(sql`count(*) filter (where ${churches.is_active})`) })
    .from(churches)
    .where(reach.churchIn(churches.id));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/**
 * Each church counted once, by its current subscription (spec section 4): the first that gives
 * access in the order ACTIVE, TRIAL, GRACE_PERIOD, else the one with the latest end date.
 */
async function churchesBySubscription(db: Conn, reach: Reach) {
  const current = db
    .selectDistinctOn([subscriptions.church], { church: subscriptions.church, status: subscriptions.status })
    .from(subscriptions)
    .where(reach.churchIn(subscriptions.church))
    .orderBy(
      subscriptions.church,
      sql`case ${subscriptions.status} when 'ACTIVE' then 0 when 'TRIAL' then 1 when 'GRACE_PERIOD' then 2 else 3 end`,
      sql`${subscriptions.end_date} desc`,
      sql`${subscriptions.id} desc`,
    )
    .as("current");
  const rows = await db
    .select({ status: current.status, n: int(sql`count(*)`) })
    .from(current)
    .groupBy(current.status);
  const out = recordOf(SUBSCRIPTION_STATUSES, () => 0);
  for (const r of rows) out[r.status] = r.n;
  return out;
}

const ACCESS = sql`('ACTIVE', 'TRIAL', 'GRACE_PERIOD')`;

/** Subscriptions about to end, current plans, and what churches paid per month (a year to the period's end). */
async function subscriptionFiguresOf(db: Conn, reach: Reach, today: string, to: string) {
  const inReach = reach.churchIn(subscriptions.church);
  const firstMonth = addMonths(`${to.slice(0, 7)}-01`, -11);
  const [[expiring], byPlan, revenue] = await Promise.all([
    db
      .select({ n: int(sql`count(*)`) })
      .from(subscriptions)
      .where(
        and(
          inReach,
          sql`${subscriptions.status} in ${ACCESS}`,
          sql`${subscriptions.end_date} between ${today}::date and ${addDays(today, EXPIRING_WITHIN_DAYS)}::date`,
        ),
      ),
    db
      .select({ plan: plans.name, churches: int(sql`count(*)`) })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan))
      .where(and(inReach, sql`${subscriptions.status} in ${ACCESS}`))
      .groupBy(plans.name)
      .orderBy(plans.name),
    db
      .select({
        month: sql<string>`to_char(${payments.paid_at} at time zone 'UTC', 'YYYY-MM')`,
        currency: payments.currency,
        total: sql<string>`sum(${payments.amount})::numeric(16, 2)::text`,
      })
      .from(payments)
      .where(
        and(
          reach.churchIn(payments.church),
          eq(payments.status, "SUCCEEDED"),
          sql`${payments.paid_at} >= ${`${firstMonth}T00:00:00Z`}::timestamptz`,
          sql`${payments.paid_at} < ${`${addMonths(firstMonth, 12)}T00:00:00Z`}::timestamptz`,
        ),
      )
      .groupBy(sql`1`, payments.currency)
      .orderBy(sql`1`, payments.currency),
  ]);
  return { expiring_soon: expiring?.n ?? 0, by_plan: byPlan, revenue_by_month: revenue };
}
