import { z } from "zod";
import { calendarDate, id, optionalText, ref, requiredText, timestamp } from "../common/fields";
import { currencyCode, money, moneyInput } from "../common/money";
import { msg } from "../i18n/languages";
import { GATEWAY_NAMES, PAYMENT_STATUSES } from "../subscriptions/payment.contract";

/** STANDARD plans list a campaign; FEATURED ones also put it first and on the featured strip. */
export const PLACEMENTS = ["STANDARD", "FEATURED"] as const;
/**
 * DRAFT -> PENDING_PAYMENT (a payment was started) -> PENDING_REVIEW (paid) -> ACTIVE (approved)
 * -> COMPLETED; REJECTED (with the reason) and PAUSED on the way.
 */
export const CAMPAIGN_STATUSES = [
  "DRAFT",
  "PENDING_PAYMENT",
  "PENDING_REVIEW",
  "ACTIVE",
  "PAUSED",
  "COMPLETED",
  "REJECTED",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_ACTIONS = ["approve", "reject", "pause", "resume", "complete"] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** What each review action does: the statuses it starts from and the one it leads to. */
export const CAMPAIGN_TRANSITIONS: Record<
  CampaignAction,
  { from: readonly CampaignStatus[]; to: CampaignStatus }
> = {
  approve: { from: ["PENDING_REVIEW"], to: "ACTIVE" },
  reject: { from: ["PENDING_REVIEW", "ACTIVE", "PAUSED"], to: "REJECTED" },
  pause: { from: ["ACTIVE"], to: "PAUSED" },
  resume: { from: ["PAUSED"], to: "ACTIVE" },
  complete: { from: ["ACTIVE", "PAUSED"], to: "COMPLETED" },
};
/** Statuses in which the church may change everything of its campaign. */
export const CAMPAIGN_EDITABLE: readonly CampaignStatus[] = ["DRAFT", "REJECTED"];
export const SHARE_CHANNELS = ["facebook", "whatsapp", "x", "email", "copy", "other"] as const;

/** A call-to-action address: http or https only (never javascript: or data:). */
export const webLink = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v),
    msg("Enter a web address starting with http:// or https://."),
  );

export const marketingPlan = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: money,
  currency: z.string(),
  duration_days: z.number().int(),
  placement: z.enum(PLACEMENTS),
  max_images: z.number().int(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MarketingPlan = z.infer<typeof marketingPlan>;
const planFields = {
  name: requiredText(100),
  description: optionalText(1000).default(""),
  price: moneyInput,
  currency: currencyCode,
  duration_days: z.number().int().min(1).max(366),
  placement: z.enum(PLACEMENTS).default("STANDARD"),
  max_images: z.number().int().min(1).max(10).default(3),
  is_active: z.boolean().default(true),
};
export const marketingPlanCreate = z.strictObject(planFields);
export const marketingPlanUpdate = z.strictObject(planFields);

/** A campaign picture as shown: a web size and a thumbnail, both under never-reused names. */
export const CAMPAIGN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const shownCampaignImage = z.object({
  id,
  url: z.string().describe("The web size (at most 1600 pixels a side), cached for good"),
  thumb_url: z.string().describe("The thumbnail (at most 480 pixels a side)"),
  width: z.number().int(),
  height: z.number().int(),
});
export type ShownCampaignImage = z.infer<typeof shownCampaignImage>;
export const campaignImage = shownCampaignImage.extend({
  church: id,
  campaign: id,
  position: z.number().int(),
  size: z.number().int().describe("Bytes of the web size"),
  created_at: timestamp,
});
export type CampaignImage = z.infer<typeof campaignImage>;
/** The text field beside the file of a picture upload. */
export const campaignImageUploadFields = z.strictObject({ campaign: ref });
/** The campaign's pictures in their new order (every one of them, once). */
export const campaignImageOrderInput = z.strictObject({
  campaign: ref,
  images: z.array(ref).min(1).max(10),
});

export const campaign = z.object({
  id,
  church: id,
  church_name: z.string(),
  plan: id,
  plan_name: z.string(),
  placement: z.enum(PLACEMENTS),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  description: z.string().describe("Plain text"),
  event_start: calendarDate.nullable(),
  event_end: calendarDate.nullable(),
  location: z.string(),
  cta_label: z.string(),
  cta_url: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  rejection_reason: z.string(),
  starts_at: calendarDate.nullable().describe("The first day shown: the day it was paid"),
  ends_at: calendarDate.nullable().describe("The last day shown: the payment day plus the plan's days"),
  images: z.array(shownCampaignImage).describe("In their order; the first is the cover"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Campaign = z.infer<typeof campaign>;
const campaignFields = {
  church: ref,
  plan: ref,
  title: requiredText(150),
  summary: optionalText(300).default(""),
  description: optionalText(10_000).default(""),
  event_start: calendarDate.nullable().default(null),
  event_end: calendarDate.nullable().default(null),
  location: optionalText(200).default(""),
  cta_label: optionalText(50).default(""),
  cta_url: webLink.default(""),
};
export const campaignCreate = z.strictObject(campaignFields);
export const campaignUpdate = z.strictObject({
  ...campaignFields,
  church: ref.optional(),
  plan: ref.optional(),
});

/** What the public sees of an ACTIVE campaign. */
export const publicCampaign = campaign.pick({
  id: true,
  church: true,
  church_name: true,
  placement: true,
  title: true,
  slug: true,
  summary: true,
  description: true,
  event_start: true,
  event_end: true,
  location: true,
  cta_label: true,
  cta_url: true,
  starts_at: true,
  ends_at: true,
  images: true,
});
export type PublicCampaign = z.infer<typeof publicCampaign>;
export const publicCampaignList = z.array(publicCampaign);
export const publicCampaignQuery = z.object({ id: ref.optional() });

export const campaignActionInput = z.strictObject({
  action: z.enum(CAMPAIGN_ACTIONS),
  reason: optionalText(500).default(""),
});
export const campaignChurchQuery = z.object({ church: ref.optional() });

export const campaignPayment = z.object({
  id,
  church: id,
  campaign: id,
  campaign_title: z.string(),
  plan: id,
  plan_name: z.string(),
  amount: money.describe("The plan's price when the payment started"),
  currency: z.string(),
  gateway: z.enum(GATEWAY_NAMES),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  is_test: z.boolean(),
  manual_reference: z.string(),
  refund_due: z
    .boolean()
    .describe(
      "Paid while another payment of the campaign was open or paid: the money is to be given back; it credits nothing",
    ),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CampaignPayment = z.infer<typeof campaignPayment>;
/** Any amount a client sends is not read: the plan's price is charged. */
export const processCampaignPaymentInput = z.object({
  campaign: ref,
  gateway: z.enum(GATEWAY_NAMES),
});
export const processCampaignPaymentResult = z.object({
  payment_id: id,
  reference: z.string(),
  redirect_url: z.string(),
});
export const verifyCampaignPaymentInput = z.strictObject({ reference: requiredText(100) });
export const completeManuallyInput = z.strictObject({ reference: requiredText(100) });
export const campaignRefQuery = z.object({ campaign: ref });

/** A public tracking call: the campaign and the anonymous id the page keeps (never a person's data). */
export const trackInput = z.strictObject({
  campaign: ref,
  visitor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, msg("The visitor id is 8 to 64 letters, digits, - or _.")),
});
export const trackShareInput = trackInput.extend({ channel: z.enum(SHARE_CHANNELS).default("other") });

export const performanceQuery = z.object({
  from: calendarDate,
  to: calendarDate,
  campaign: ref.optional(),
  church: ref.optional(),
});
const figures = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  shares: z.number().int(),
  ctr: z.number().describe("Clicks per impression, in percent, 2 decimals"),
};
export const performanceReport = z.object({
  from: calendarDate,
  to: calendarDate,
  days: z.array(z.object({ day: calendarDate, ...figures })),
  totals: z.object(figures),
});
export type PerformanceReport = z.infer<typeof performanceReport>;

/** A campaign's figures over its whole run, as the performance list shows each campaign in reach. */
export const campaignPerformance = z.object({
  id: id.describe("The campaign's id"),
  church: id,
  church_name: z.string(),
  title: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  starts_at: calendarDate.nullable(),
  ends_at: calendarDate.nullable(),
  ...figures,
});
export type CampaignPerformance = z.infer<typeof campaignPerformance>;

/** Click-through rate in percent with 2 decimals (0 without impressions). */
export const clickThroughRate = (clicks: number, impressions: number) =>
  impressions === 0 ? 0 : Math.round((clicks / impressions) * 10_000) / 100;

/** The body of `campaignCreate`, what a form fills in. */
export type CampaignInput = z.input<typeof campaignCreate>;

/** The body of `marketingPlanCreate`, what a form fills in. */
export type MarketingPlanInput = z.input<typeof marketingPlanCreate>;
