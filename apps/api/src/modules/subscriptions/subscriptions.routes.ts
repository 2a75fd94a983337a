import {
  apiPath,
  cancelSubscriptionInput,
  churchQuery,
  currentSubscriptionAnswer,
  trialEligibility as eligibilityAnswer,
  msg,
  processPaymentResult,
  RENEWAL_WINDOW_DAYS,
  renewSubscriptionInput,
  startTrialInput,
  subscriptionStatistics as statisticsAnswer,
  subscription,
  subscriptionCreate,
  subscriptionsEndpoints,
  subscriptionUpdate,
} from "@cm/contracts";

import { sql } from "drizzle-orm";
import { z } from "zod";
import { subscriptions } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { translated } from "../../platform/i18n";
import { actionsOf, defineResource, type ResourceContext } from "../../platform/resources/resource";
import { renewSubscription } from "./renewals.service";
import { subscriptionStatistics } from "./subscription-statistics.service";
import {
  cancelSubscription,
  currentOf,
  decorateSubscriptions,
  prepareSubscriptionWrite,
  presentSubscriptions,
  subscriptionsOfChurch,
} from "./subscriptions.service";
import { startTrial, trialEligibility } from "./trials.service";

const read = { permission: "subscriptions.read" } as const;
const manage = { permission: "subscriptions.manage" } as const;
const action = actionsOf(subscriptions);

/** The subscriptions of the church a call names (it must be in reach, else 404), or of the caller's church. */
export async function churchScope(ctx: ResourceContext, church: number | undefined, field = "church_id") {
  const id = church ?? ctx.principal?.church ?? null;
  if (id === null) throw fieldError(field, msg("Choose a church."));
  return ctx.scoped({ church: id, resource: "subscriptions" });
}

const ofChurch = action.collection({
  method: "GET",
  access: read,
  summary: "Every subscription of a church, newest first",
  input: churchQuery,
  output: z.array(subscription),
  run: async (ctx) =>
    presentSubscriptions(
      ctx.data,
      await subscriptionsOfChurch(ctx.data, await churchScope(ctx, ctx.input.church_id)),
      ctx.now,
    ),
});

/** Churches' subscriptions. The super admin writes them; church officers read their church's. */
export const subscriptionsResource = defineResource({
  name: "subscriptions",
  path: apiPath(subscriptionsEndpoints),
  table: subscriptions,
  entity: subscription,
  create: subscriptionCreate,
  update: subscriptionUpdate,
  scope: { kind: "church", field: "church" },
  access: {
    list: read,
    retrieve: read,
    create: { permission: "subscriptions.write" },
    update: { permission: "subscriptions.write" },
    delete: { permission: "subscriptions.write" },
  },
  ordering: ["created_at", "start_date", "end_date", "status"],
  defaultOrdering: "-created_at",
  filters: {
    church: "int",
    plan: "int",
    status: "text",
    is_trial: "bool",
    auto_renew: "bool",
    // With end_date__gte/__lte: the subscriptions about to end (the dashboard's expiring figure).
    end_date: "daterange",
    gives_access: {
      schema: z.enum(["true", "false"]).transform((v) => v === "true"),
      where: (value) =>
        value
          ? sql`${subscriptions.status} in ('ACTIVE', 'TRIAL', 'GRACE_PERIOD')`
          : sql`${subscriptions.status} not in ('ACTIVE', 'TRIAL', 'GRACE_PERIOD')`,
    },
  },
  references: { church: "churches", plan: "plans" },
  decorate: (rows, ctx) => decorateSubscriptions(ctx.data, rows, ctx.now),
  beforeWrite: prepareSubscriptionWrite,
  actions: {
    current: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The current subscription of your church (or of church_id) and its pending change",
      input: churchQuery,
      output: currentSubscriptionAnswer,
      run: async (ctx) =>
        currentOf(ctx.data, ctx.principal, ctx.input.church_id, (id) => churchScope(ctx, id), ctx.now),
    }),
    subscriptions_by_church: ofChurch,
    history: { ...ofChurch, summary: "A church's subscription history, newest first" },
    check_trial_eligibility: action.collection({
      method: "GET",
      access: read,
      summary: "Whether a church may still start its one free trial",
      input: churchQuery,
      output: eligibilityAnswer,
      run: async (ctx) => {
        const answer = await trialEligibility(ctx.data, await churchScope(ctx, ctx.input.church_id));
        return { ...answer, reason: translated(ctx.request.language, answer.reason) };
      },
    }),
    start_trial: action.collection({
      method: "POST",
      access: manage,
      summary: "Start your church's free trial on a plan that offers one",
      input: startTrialInput,
      output: subscription,
      run: async (ctx) => {
        const scope = await churchScope(ctx, ctx.input.church, "church");
        const row = await startTrial(ctx.data, scope, ctx.input.plan, ctx.now);
        const gate = ctx.request.server.featureGate;
        ctx.afterCommit(() => gate.forget(row.church));
        const [shown] = await presentSubscriptions(ctx.data, [row], ctx.now);
        return shown;
      },
    }),
    cancel: action.collection({
      method: "POST",
      access: manage,
      summary: 'Cancel a subscription now (reason defaults to "Cancelled by user")',
      input: cancelSubscriptionInput,
      references: { subscription: "subscriptions" },
      output: subscription,
      run: (ctx) => cancelSubscription(ctx, ctx.input),
    }),
    renew: action.collection({
      method: "POST",
      access: manage,
      summary:
        "Pay for one more billing interval of a subscription on its plan (GRACE_PERIOD or EXPIRED, " +
        `or ACTIVE within ${RENEWAL_WINDOW_DAYS} days of its end): an invoice, a PENDING payment and the ` +
        "gateway's checkout, answered like payments `process` ({payment_id, reference, redirect_url}). " +
        "Once paid, the period runs one interval from the later of today and the end date.",
      input: renewSubscriptionInput,
      references: { subscription: "subscriptions" },
      output: processPaymentResult,
      // The checkout manages its own transactions and calls the gateway outside them.
      mode: "external",
      run: (ctx) => renewSubscription(ctx, ctx.input),
    }),
    statistics: action.collection({
      method: "GET",
      access: { permission: "subscriptions.statistics" },
      summary: "Counts by status, ACTIVE subscriptions by plan, and monthly recurring revenue",
      output: statisticsAnswer,
      run: ({ data }) => subscriptionStatistics(data),
    }),
  },
});
