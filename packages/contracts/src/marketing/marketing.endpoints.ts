import { arrayOf, endpoint, get, post, postOne, routes, schemasOf } from "../common/endpoint";
import type * as MarketingSchemas from "./marketing.contract";

const schema = schemasOf<typeof MarketingSchemas>();

export const marketingPlansEndpoints = endpoint("/marketing/plans/", {
  entity: schema("marketingPlan"),
  create: schema("marketingPlanCreate"),
  update: schema("marketingPlanUpdate"),
  filters: ["is_active", "placement"],
  actions: {
    active_plans: get(arrayOf(schema("marketingPlan"))),
  },
});

export const campaignsEndpoints = endpoint("/marketing/campaigns/", {
  entity: schema("campaign"),
  create: schema("campaignCreate"),
  update: schema("campaignUpdate"),
  filters: ["church", "campaign__church", "status", "plan"],
  actions: {
    by_church: get(arrayOf(schema("campaign"))),
    active_campaigns: get(schema("publicCampaignList")),
    featured_campaigns: get(schema("publicCampaignList")),
    process_action: postOne(schema("campaign")),
    track_impression: post("file"),
    track_click: post("file"),
    track_share: post("file"),
    performance: get(schema("performanceReport")),
  },
});

export const campaignImagesEndpoints = endpoint("/marketing/images/", {
  entity: schema("campaignImage"),
  create: false,
  update: false,
  filters: ["church", "campaign"],
  actions: {
    upload: post(schema("campaignImage")),
    order: post(arrayOf(schema("campaignImage"))),
  },
});

export const campaignPerformanceEndpoints = endpoint("/marketing/performance/", {
  entity: schema("campaignPerformance"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "campaign__church", "status", "plan"],
});

export const campaignPaymentsEndpoints = endpoint("/marketing/payments/", {
  entity: schema("campaignPayment"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "campaign", "status", "gateway", "refund_due"],
  actions: {
    by_church: get(arrayOf(schema("campaignPayment"))),
    by_campaign: get(arrayOf(schema("campaignPayment"))),
    process: post(schema("processCampaignPaymentResult")),
    verify: post(schema("campaignPayment")),
    complete_manually: postOne(schema("campaignPayment")),
  },
});

/** A campaign's pictures by their stored name (public). */
export const campaignImageFileEndpoints = routes("/marketing/campaign-images/", {
  file: { method: "GET", path: ":name", answer: "file" },
});
