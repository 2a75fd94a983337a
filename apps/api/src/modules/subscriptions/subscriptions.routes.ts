import {
  cancelSubscriptionInput,
  churchQuery,
  currentSubscriptionAnswer,
  trialEligibility as eligibilityAnswer,
  processPaymentResult,
  RENEWAL_WINDOW_DAYS,
  renewSubscriptionInput,
  startTrialInput,
  subscriptionStatistics as statisticsAnswer,
  subscription,
  subscriptionCreate,
  subscriptionUpdate,
} from "@cm/contracts";
import { z } from "zod";
import { subscriptions } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { defineResource, type ResourceContext, type Row } from "../../platform/resources/resource";
import { renewSubscription } from "./renewals.service";
import { subscriptionStatistics } from "./subscription-statistics.service";
import {
  cancelSubscription,
  churchOf,
  currentOf,
  decorateSubscriptions,
  prepareSubscriptionWrite,
  presentSubscriptions,
  subscriptionsOfChurch,
} from "./subscriptions.service";
import { startTrial, trialEligibility } from "./trials.service";

const read = { permission: "subscriptions.read" } as const;
const manage = { permission: "subscriptions.manage" } as const;
type Query = z.infer<typeof churchQuery>;

/** The subscriptions of the church a query names (checked to be in reach), or the caller's, newest first. */
const ofChurch = async ({ db, request, input }: ResourceContext & { input: unknown }) => {
  const church = churchOf(principalOf(request), (input as Query).church_id);
  return presentSubscriptions(db, (await subscriptionsOfChurch(db, church)) as Row[]);
};

/** Churches' subscriptions. The super admin writes them; church officers read their church's. */
export const subscriptionsResource = defineResource({
  name: "subscriptions",
  path: "/api/subscriptions/subscriptions/",
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
  filters: { church: "int", plan: "int", status: "text", is_trial: "bool", auto_renew: "bool" },
  references: { church: "churches", plan: "plans" },
  decorate: (rows, ctx) => decorateSubscriptions(ctx.db, rows),
  beforeWrite: prepareSubscriptionWrite,
  actions: {
    current: {
      on: "collection",
      method: "GET",
      access: "authenticated",
      summary: "The current subscription of your church (or of church_id) and its pending change",
      input: churchQuery,
      references: { church_id: "churches" },
      output: currentSubscriptionAnswer,
      run: ({ db, request, input }) => currentOf(db, principalOf(request), (input as Query).church_id),
    },
    subscriptions_by_church: {
      on: "collection",
      method: "GET",
      access: read,
      summary: "Every subscription of a church, newest first",
      input: churchQuery,
      references: { church_id: "churches" },
      output: z.array(subscription),
      run: ofChurch,
    },
    history: {
      on: "collection",
      method: "GET",
      access: read,
      summary: "A church's subscription history, newest first",
      input: churchQuery,
      references: { church_id: "churches" },
      output: z.array(subscription),
      run: ofChurch,
    },
    check_trial_eligibility: {
      on: "collection",
      method: "GET",
      access: read,
      summary: "Whether a church may still start its one free trial",
      input: churchQuery,
      references: { church_id: "churches" },
      output: eligibilityAnswer,
      run: ({ db, request, input }) =>
        trialEligibility(db, churchOf(principalOf(request), (input as Query).church_id)),
    },
    start_trial: {
      on: "collection",
      method: "POST",
      access: manage,
      summary: "Start your church's free trial on a plan that offers one",
      input: startTrialInput,
      references: { church: "churches" },
      output: subscription,
      run: async ({ db, request, input, afterCommit }) => {
        const body = input as z.infer<typeof startTrialInput>;
        const church = churchOf(principalOf(request), body.church, "church");
        const row = await startTrial(db, church, body.plan);
        const gate = request.server.featureGate;
        afterCommit(async () => gate.forget(church));
        return (await presentSubscriptions(db, [row as Row]))[0];
      },
    },
    cancel: {
      on: "collection",
      method: "POST",
      access: manage,
      summary: 'Cancel a subscription now (reason defaults to "Cancelled by user")',
      input: cancelSubscriptionInput,
      references: { subscription: "subscriptions" },
      output: subscription,
      run: (ctx) => cancelSubscription(ctx, ctx.input as z.infer<typeof cancelSubscriptionInput>),
    },
    renew: {
      on: "collection",
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
      write: false,
      run: ({ request, input }) =>
        renewSubscription(request.server.db, request, input as z.infer<typeof renewSubscriptionInput>),
    },
    statistics: {
      on: "collection",
      method: "GET",
      access: { permission: "subscriptions.statistics" },
      summary: "Counts by status, ACTIVE subscriptions by plan, and monthly recurring revenue",
      output: statisticsAnswer,
      run: ({ db }) => subscriptionStatistics(db),
    },
  },
});
