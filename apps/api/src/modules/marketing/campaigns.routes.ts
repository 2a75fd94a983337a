import {
  apiPath,
  campaign,
  campaignActionInput,
  campaignChurchQuery,
  campaignCreate,
  campaignsEndpoints,
  campaignUpdate,
  performanceQuery,
  performanceReport,
  publicCampaignList,
  publicCampaignQuery,
  ref,
  trackInput,
  trackShareInput,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { campaigns } from "../../db/tables";
import {
  actionsOf,
  customFilter,
  defineResource,
  NO_CONTENT,
  type ResourceDef,
  readWrite,
} from "../../platform/resources/resource";
import type { TrackKind } from "./campaign-tracker";
import {
  campaignPerformance,
  decorateCampaigns,
  prepareCampaignWrite,
  presentCampaigns,
  processCampaignAction,
  refuseCampaignDelete,
  shownCampaigns,
} from "./campaigns.service";
import { MANAGE, WRITE } from "./marketing-plans.routes";
import { forgetShownCampaigns } from "./shown-campaigns-cache";

const action = actionsOf(campaigns);

/** A public tracking call: counted later in a batch, answered at once with 204. */
const track = (kind: TrackKind, input: typeof trackInput | typeof trackShareInput) =>
  action.collection({
    method: "POST",
    access: "public",
    feature: null,
    mode: "read",
    summary: `Count a ${kind} of an ACTIVE campaign (once per visitor, campaign and day, for a bounded number of visitors per address and day); 204, 400 for a campaign not running, 429 past the address's limit`,
    input,
    run: async ({ request, input: body }) => {
      const tracker = request.server.campaignTracker;
      await tracker.admit(request.ip);
      await tracker.record(body.campaign, kind, body.visitor, request.ip);
      return NO_CONTENT;
    },
  });

/** How campaigns are filtered, in their list and in the performance list. */
export const campaignFilters: ResourceDef["filters"] = {
  church: "int",
  // The specification's name for the church filter.
  campaign__church: customFilter(ref, (v) => eq(campaigns.church, v)),
  status: "text",
  plan: "int",
};

/**
 * Churches' campaigns: written by the church, paid through the gateways, reviewed by the
 * national office, then on the public site while their days last.
 */
export const campaignsResource = defineResource({
  name: "campaigns",
  path: apiPath(campaignsEndpoints),
  table: campaigns,
  entity: campaign,
  create: campaignCreate,
  update: campaignUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MARKETING",
  access: readWrite(MANAGE, MANAGE),
  search: ["title", "summary", "location"],
  ordering: ["created_at", "title", "status", "starts_at", "event_start"],
  defaultOrdering: "-created_at",
  filters: campaignFilters,
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateCampaigns(ctx, rows),
  beforeWrite: prepareCampaignWrite,
  // A church's change to a running campaign takes it off the public lists at once.
  afterWrite: (ctx, row) =>
    ctx.afterCommit(() => {
      ctx.request.server.campaignTracker.forget(Number(row.id));
      forgetShownCampaigns(ctx.request.server);
    }),
  beforeDelete: refuseCampaignDelete,
  actions: {
    by_church: action.collection({
      method: "GET",
      access: MANAGE,
      summary: "A church's campaigns (the caller's own church when none is named), newest first",
      input: campaignChurchQuery,
      output: z.array(campaign),
      run: async (ctx) => {
        const mine = await ctx.scoped({ church: ctx.input.church ?? ctx.principal?.church ?? null });
        const rows = await mine.rows(campaigns).orderBy(campaigns.id).limit(200);
        return presentCampaigns(ctx, rows);
      },
    }),
    active_campaigns: action.collection({
      method: "GET",
      access: "public",
      feature: null,
      summary:
        "The campaigns running today, featured ones first (id: just that one, 404 when it is not running)",
      input: publicCampaignQuery,
      output: publicCampaignList,
      run: (ctx) => shownCampaigns(ctx, { id: ctx.input.id }),
    }),
    featured_campaigns: action.collection({
      method: "GET",
      access: "public",
      feature: null,
      summary: "The running campaigns of FEATURED plans",
      output: publicCampaignList,
      run: (ctx) => shownCampaigns(ctx, { featuredOnly: true }),
    }),
    process_action: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Review a campaign: approve, reject (with a reason), pause, resume or complete; other transitions are refused (409)",
      input: campaignActionInput,
      output: campaign,
      run: (ctx) => processCampaignAction(ctx, ctx.object, ctx.input),
    }),
    track_impression: track("impression", trackInput),
    track_click: track("click", trackInput),
    track_share: track("share", trackShareInput),
    performance: action.collection({
      method: "GET",
      access: MANAGE,
      summary:
        "Daily impressions, clicks, shares and click-through rate of the campaigns in reach (one campaign or one church), with totals",
      input: performanceQuery,
      output: performanceReport,
      run: (ctx) => campaignPerformance(ctx, ctx.input),
    }),
  },
});
