import { z } from "zod";
import { endpoint, get, post, postOne, routes } from "../common/endpoint";
import {
  campaign,
  campaignCreate,
  campaignImage,
  campaignPayment,
  campaignPerformance,
  campaignUpdate,
  marketingPlan,
  marketingPlanCreate,
  marketingPlanUpdate,
  performanceReport,
  processCampaignPaymentResult,
  publicCampaignList,
} from "./marketing.contract";

export const marketingPlansEndpoints = endpoint("/marketing/plans/", {
  entity: marketingPlan,
  create: marketingPlanCreate,
  update: marketingPlanUpdate,
  filters: ["is_active", "placement"],
  actions: {
    active_plans: get(z.array(marketingPlan)),
  },
});

export const campaignsEndpoints = endpoint("/marketing/campaigns/", {
  entity: campaign,
  create: campaignCreate,
  update: campaignUpdate,
  filters: ["church", "campaign__church", "status", "plan"],
  actions: {
    by_church: get(z.array(campaign)),
    active_campaigns: get(publicCampaignList),
    featured_campaigns: get(publicCampaignList),
    process_action: postOne(campaign),
    track_impression: post("file"),
    track_click: post("file"),
    track_share: post("file"),
    performance: get(performanceReport),
  },
});

export const campaignImagesEndpoints = endpoint("/marketing/images/", {
  entity: campaignImage,
  create: false,
  update: false,
  filters: ["church", "campaign"],
  actions: {
    upload: post(campaignImage),
    order: post(z.array(campaignImage)),
  },
});

export const campaignPerformanceEndpoints = endpoint("/marketing/performance/", {
  entity: campaignPerformance,
  create: false,
  update: false,
  remove: false,
  filters: ["church", "campaign__church", "status", "plan"],
});

export const campaignPaymentsEndpoints = endpoint("/marketing/payments/", {
  entity: campaignPayment,
  create: false,
  update: false,
  remove: false,
  filters: ["church", "campaign", "status", "gateway", "refund_due"],
  actions: {
    by_church: get(z.array(campaignPayment)),
    by_campaign: get(z.array(campaignPayment)),
    process: post(processCampaignPaymentResult),
    verify: post(campaignPayment),
    complete_manually: postOne(campaignPayment),
  },
});

/** A campaign's pictures by their stored name (public). */
export const campaignImageFileEndpoints = routes("/marketing/campaign-images/", {
  file: { method: "GET", path: ":name", answer: "file" },
});
