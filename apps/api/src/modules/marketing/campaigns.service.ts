import {
  addDays,
  CAMPAIGN_EDITABLE,
  CAMPAIGN_TRANSITIONS,
  type CampaignAction,
  campaign,
  clickThroughRate,
  msg,
  type PerformanceReport,
  publicCampaign,
  todayIso,
} from "@cm/contracts";
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { campaignDailyStats, campaigns, churches, marketingPlans } from "../../db/tables";
import { AppError, fieldError, notFound, type Text } from "../../platform/errors";
import { presenter, presentOne } from "../../platform/resources/presenter";
import type { ResourceContext, Row, RowOf, WriteData } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { churchRowSlug } from "../../platform/slugs";
import { statusWord } from "../../platform/status-words";
import { imageFilesOf, imagesOf } from "./campaign-images.service";
import { cacheOf, forgetShownCampaigns, SHOWN_MS } from "./shown-campaigns-cache";

type CampaignRow = RowOf<typeof campaigns>;
type CampaignData = WriteData<typeof campaigns>;
const conflict = (message: Text) => new AppError(409, "invalid_status", message);
const present = presenter(campaign);
const presentPublic = presenter(publicCampaign);
/** What an ACTIVE campaign's church may still change: its texts (the campaign then goes back to review). */
const TEXT_FIELDS = ["title", "summary", "description", "location", "cta_label", "cta_url"];

/** Adds the church's and the plan's names, the plan's placement and the pictures to a page of campaigns. */
export async function decorateCampaigns(ctx: Pick<ResourceContext, "data">, rows: CampaignRow[]) {
  if (rows.length === 0) return [];
  const planIds = [...new Set(rows.map((r) => r.plan))];
  const churchIds = [...new Set(rows.map((r) => r.church))];
  const [plans, names, pictures] = await Promise.all([
    ctx.data
      .select({ id: marketingPlans.id, name: marketingPlans.name, placement: marketingPlans.placement })
      .from(marketingPlans)
      .where(inArray(marketingPlans.id, planIds)),
    ctx.data
      .select({ id: churches.id, name: churches.name })
      .from(churches)
      .where(inArray(churches.id, churchIds)),
    imagesOf(
      ctx.data,
      rows.map((r) => r.id),
    ),
  ]);
  const planOf = new Map(plans.map((p) => [p.id, p]));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    ...r,
    plan_name: planOf.get(r.plan)?.name ?? "",
    placement: planOf.get(r.plan)?.placement ?? "STANDARD",
    church_name: nameOf.get(r.church) ?? "",
    images: pictures.get(r.id) ?? [],
  }));
}

/** A page of campaigns as the API shows them (one query per kind of detail, not per row). */
export const presentCampaigns = async (ctx: Pick<ResourceContext, "data">, rows: CampaignRow[]) =>
  (await decorateCampaigns(ctx, rows)).map((r) => present(r));

export const presentCampaign = (ctx: Pick<ResourceContext, "data">, row: CampaignRow | undefined) =>
  presentOne(row, (rows) => decorateCampaigns(ctx, rows), present);

/** An active plan by id, or a 400 on `plan`. */
export async function activeMarketingPlan(conn: Data, id: number) {
  const [plan] = await conn
    .select()
    .from(marketingPlans)
    .where(and(eq(marketingPlans.id, id), eq(marketingPlans.is_active, true)));
  if (!plan) throw fieldError("plan", msg("Choose an active advertising plan."));
  return plan;
}

/**
 * A church writes its campaign as a DRAFT and changes everything while it is a DRAFT or REJECTED
 * (a rejected one that was paid goes back to review, an unpaid one to DRAFT). An ACTIVE one
 * changes only in its texts, which sends it back to review; other statuses wait for the office.
 */
export async function prepareCampaignWrite(
  ctx: ResourceContext,
  data: CampaignData,
  existing: CampaignRow | null,
): Promise<CampaignData> {
  if (data.plan !== undefined && data.plan !== existing?.plan)
    await activeMarketingPlan(ctx.data, Number(data.plan));
  const start = data.event_start ?? existing?.event_start ?? null;
  const end = data.event_end ?? existing?.event_end ?? null;
  if (start && end && end < start)
    throw fieldError("event_end", msg("The end date is before the start date."));
  const out: CampaignData = { ...data };
  if (typeof data.title === "string" && data.title !== existing?.title)
    out.slug = await churchRowSlug(data.title, "campaign");
  if (!existing) return { ...out, status: "DRAFT", rejection_reason: "" };
  const status = existing.status;
  if (CAMPAIGN_EDITABLE.includes(status)) {
    if (status === "REJECTED") {
      out.status = existing.starts_at ? "PENDING_REVIEW" : "DRAFT";
      out.rejection_reason = "";
    }
    return out;
  }
  if (status === "ACTIVE") {
    const before: Row = existing;
    for (const [field, value] of Object.entries(data)) {
      const same = JSON.stringify(value) === JSON.stringify(before[field]);
      if (!TEXT_FIELDS.includes(field) && !same)
        throw fieldError(field, msg("A running campaign changes only in its texts."));
    }
    return { ...out, status: "PENDING_REVIEW" };
  }
  throw conflict(
    msg("This campaign is {status}: it cannot be changed now.", {
      status: statusWord(status),
    }),
  );
}

/** Only a DRAFT that was never paid for may be deleted; its pictures' files go with it. */
export async function refuseCampaignDelete(ctx: ResourceContext, existing: CampaignRow): Promise<void> {
  if (existing.status !== "DRAFT") throw conflict(msg("Only a draft campaign can be deleted."));
  const names = await imageFilesOf(ctx.data, existing.id);
  const files = ctx.request.server.files;
  ctx.afterCommit(async () => {
    await Promise.all(names.map((name) => files.remove(name)));
  });
}

/** The office's review: only the transitions CAMPAIGN_TRANSITIONS allows; a rejection says why. */
export async function processCampaignAction(
  ctx: ResourceContext,
  object: CampaignRow,
  input: { action: CampaignAction; reason: string },
) {
  const rule = CAMPAIGN_TRANSITIONS[input.action];
  if (!rule.from.includes(object.status))
    throw conflict(
      msg("A {status} campaign cannot be sent to {next} ({action}).", {
        status: statusWord(object.status),
        next: statusWord(rule.to),
        action: input.action,
      }),
    );
  if (input.action === "reject" && input.reason === "")
    throw fieldError("reason", msg("Say why the campaign is rejected."));
  const [row] = await ctx.data
    .update(campaigns)
    .set({ status: rule.to, rejection_reason: input.action === "reject" ? input.reason : "" })
    .where(eq(campaigns.id, object.id))
    .returning();
  ctx.afterCommit(() => {
    ctx.request.server.campaignTracker.forget(object.id);
    forgetShownCampaigns(ctx.request.server);
  });
  return presentCampaign(ctx, row);
}

/** The campaigns the public sees today: ACTIVE and within their dates, featured ones first. */
export async function shownCampaigns(
  ctx: Pick<ResourceContext, "unscoped" | "now" | "request">,
  options: { featuredOnly?: boolean; id?: number | undefined },
) {
  const today = todayIso(ctx.now);
  const cache = cacheOf(ctx.request.server);
  const key = `${today}|${options.featuredOnly ?? false}|${options.id ?? ""}`;
  const known = cache.get(key);
  if (known && ctx.now.getTime() - known.at < SHOWN_MS) return known.rows;
  const rows = await readShownCampaigns(ctx, today, options);
  cache.set(key, { at: ctx.now.getTime(), rows });
  return rows;
}

async function readShownCampaigns(
  ctx: Pick<ResourceContext, "unscoped">,
  today: string,
  options: { featuredOnly?: boolean; id?: number | undefined },
) {
  // The public site's list, kept a moment for every caller alike: no one caller's reach.
  const shown = ctx.unscoped("marketing.public-campaigns");
  const rows = await shown
    .select({ campaign: campaigns, church_name: churches.name, placement: marketingPlans.placement })
    .from(campaigns)
    .innerJoin(marketingPlans, eq(marketingPlans.id, campaigns.plan))
    .innerJoin(churches, eq(churches.id, campaigns.church))
    .where(
      and(
        eq(campaigns.status, "ACTIVE"),
        lte(campaigns.starts_at, today),
        gte(campaigns.ends_at, today),
        options.featuredOnly ? eq(marketingPlans.placement, "FEATURED") : undefined,
        options.id !== undefined ? eq(campaigns.id, options.id) : undefined,
      ),
    )
    .orderBy(
      desc(sql`${marketingPlans.placement} = 'FEATURED'`),
      asc(campaigns.event_start),
      desc(campaigns.id),
    )
    .limit(100);
  if (options.id !== undefined && rows.length === 0) throw notFound(msg("This campaign is not running."));
  const pictures = await imagesOf(
    shown,
    rows.map((r) => r.campaign.id),
  );
  return rows.map((r) =>
    presentPublic({
      ...r.campaign,
      church_name: r.church_name,
      placement: r.placement,
      images: pictures.get(r.campaign.id) ?? [],
    }),
  );
}

/** The counted figures summed over a group of daily rows (a day's campaigns, a campaign's days). */
const countedSums = {
  impressions: sql<number>`sum(${campaignDailyStats.impressions})::int`,
  clicks: sql<number>`sum(${campaignDailyStats.clicks})::int`,
  shares: sql<number>`sum(${campaignDailyStats.shares})::int`,
};

/**
 * Daily impressions, clicks, shares and click-through rate of the campaigns in reach (one
 * campaign, or one church's), every day of the range present, with the totals.
 */
export async function campaignPerformance(
  ctx: ResourceContext,
  input: { from: string; to: string; campaign?: number | undefined; church?: number | undefined },
): Promise<PerformanceReport> {
  if (input.to < input.from) throw fieldError("to", msg("The end date is before the start date."));
  if (addDays(input.from, 366) < input.to) throw fieldError("to", msg("Choose at most a year."));
  const mine = await ctx.scoped({ church: input.church ?? null });
  if (input.campaign !== undefined) {
    const [found] = await mine.pick({ id: campaigns.id }, campaigns, eq(campaigns.id, input.campaign));
    if (!found) throw notFound(msg("This campaign was not found."));
  }
  const sums = await ctx.data
    .select({ day: campaignDailyStats.day, ...countedSums })
    .from(campaignDailyStats)
    .innerJoin(campaigns, eq(campaigns.id, campaignDailyStats.campaign))
    .where(
      mine.where(
        gte(campaignDailyStats.day, input.from),
        lte(campaignDailyStats.day, input.to),
        input.campaign !== undefined ? eq(campaignDailyStats.campaign, input.campaign) : undefined,
      ),
    )
    .groupBy(campaignDailyStats.day);
  const byDay = new Map(sums.map((s) => [s.day, s]));
  const days: PerformanceReport["days"] = [];
  const totals = { impressions: 0, clicks: 0, shares: 0, ctr: 0 };
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    const s = byDay.get(day) ?? { impressions: 0, clicks: 0, shares: 0 };
    days.push({
      day,
      impressions: s.impressions,
      clicks: s.clicks,
      shares: s.shares,
      ctr: clickThroughRate(s.clicks, s.impressions),
    });
    totals.impressions += s.impressions;
    totals.clicks += s.clicks;
    totals.shares += s.shares;
  }
  totals.ctr = clickThroughRate(totals.clicks, totals.impressions);
  return { from: input.from, to: input.to, days, totals };
}

/**
 * Each campaign's figures over its whole run (the daily counts `campaignPerformance` reads, summed
 * per campaign) and its church's name, for a page of the performance list: two queries a page.
 */
export async function decoratePerformance(ctx: Pick<ResourceContext, "data">, rows: CampaignRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sums, names] = await Promise.all([
    ctx.data
      .select({ campaign: campaignDailyStats.campaign, ...countedSums })
      .from(campaignDailyStats)
      .where(inArray(campaignDailyStats.campaign, ids))
      .groupBy(campaignDailyStats.campaign),
    ctx.data
      .select({ id: churches.id, name: churches.name })
      .from(churches)
      .where(inArray(churches.id, [...new Set(rows.map((r) => r.church))])),
  ]);
  const sumOf = new Map(sums.map((s) => [s.campaign, s]));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((r) => {
    const s = sumOf.get(r.id) ?? { impressions: 0, clicks: 0, shares: 0 };
    return {
      ...r,
      church_name: nameOf.get(r.church) ?? "",
      impressions: s.impressions,
      clicks: s.clicks,
      shares: s.shares,
      ctr: clickThroughRate(s.clicks, s.impressions),
    };
  });
}
