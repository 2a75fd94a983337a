import {
  apiPath,
  campaignChurchQuery,
  campaignPayment,
  campaignPaymentsEndpoints,
  campaignRefQuery,
  completeManuallyInput,
  processCampaignPaymentInput,
  processCampaignPaymentResult,
  verifyCampaignPaymentInput,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { campaignPayments } from "../../db/tables";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import {
  completeManually,
  decorateCampaignPayments,
  paymentsWhere,
  startCampaignPayment,
  verifyCampaignPayment,
} from "./campaign-payments.service";
import { MANAGE, WRITE } from "./marketing-plans.routes";

const action = actionsOf(campaignPayments);

/**
 * What churches pay for their campaigns' plans, through the subscriptions' gateways (sandbox,
 * bank transfer, Paystack, Stripe) and their webhooks; a campaign is paid for once, and money
 * that arrives for it a second time is marked for refund (`refund_due=true` lists it).
 */
export const campaignPaymentsResource = defineResource({
  name: "campaign-payments",
  path: apiPath(campaignPaymentsEndpoints),
  table: campaignPayments,
  entity: campaignPayment,
  scope: { kind: "church", field: "church" },
  feature: "MARKETING",
  access: readOnly(MANAGE),
  // A payment starts at its checkout, never as a plain create.
  createdBy: "process",
  search: ["reference", "manual_reference"],
  ordering: ["created_at", "amount", "status"],
  defaultOrdering: "-created_at",
  filters: { church: "int", campaign: "int", status: "text", gateway: "text", refund_due: "bool" },
  decorate: (rows, ctx) => decorateCampaignPayments(ctx.data, rows),
  actions: {
    by_church: action.collection({
      method: "GET",
      access: MANAGE,
      summary: "A church's campaign payments (the caller's own church when none is named), newest first",
      input: campaignChurchQuery,
      output: z.array(campaignPayment),
      run: async (ctx) =>
        paymentsWhere(ctx, await ctx.scoped({ church: ctx.input.church ?? ctx.principal?.church ?? null })),
    }),
    by_campaign: action.collection({
      method: "GET",
      access: MANAGE,
      summary: "The payments of one campaign, newest first",
      input: campaignRefQuery,
      output: z.array(campaignPayment),
      run: async (ctx) =>
        paymentsWhere(ctx, await ctx.scoped(), eq(campaignPayments.campaign, ctx.input.campaign)),
    }),
    process: action.collection({
      method: "POST",
      access: MANAGE,
      summary:
        "Start paying for a campaign's plan (the plan's price; any amount sent is ignored): the gateway's checkout address. 409 while another payment of the campaign is open or paid",
      input: processCampaignPaymentInput,
      output: processCampaignPaymentResult,
      mode: "external",
      run: (ctx) => startCampaignPayment(ctx, ctx.input),
    }),
    verify: action.collection({
      method: "POST",
      access: MANAGE,
      summary: "Ask the gateway how a payment ended; a paid campaign goes to review once",
      input: verifyCampaignPaymentInput,
      output: campaignPayment,
      mode: "external",
      run: (ctx) => verifyCampaignPayment(ctx, ctx.input.reference),
    }),
    complete_manually: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Record a pending bank transfer as received, with the bank's reference; its campaign goes to review",
      input: completeManuallyInput,
      output: campaignPayment,
      run: (ctx) => completeManually(ctx, ctx.object, ctx.input.reference),
    }),
  },
});
