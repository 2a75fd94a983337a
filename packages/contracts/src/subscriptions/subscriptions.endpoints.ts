import { arrayOf, endpoint, get, getOne, post, postOne, schemasOf } from "../common/endpoint";
import type * as ChangeRequestSchemas from "./change-request.contract";
import type * as DiscountSchemas from "./discount.contract";
import type * as InvoiceSchemas from "./invoice.contract";
import type * as PaymentSchemas from "./payment.contract";
import type * as PlanSchemas from "./plan.contract";
import type * as SubscriptionSchemas from "./subscription.contract";
import type * as UsageSchemas from "./usage.contract";

const schema = schemasOf<
  typeof ChangeRequestSchemas &
    typeof DiscountSchemas &
    typeof InvoiceSchemas &
    typeof PaymentSchemas &
    typeof PlanSchemas &
    typeof SubscriptionSchemas &
    typeof UsageSchemas
>();

export const plansEndpoints = endpoint("/subscriptions/plans/", {
  entity: schema("plan"),
  create: schema("planCreate"),
  update: schema("planUpdate"),
  filters: ["is_active", "billing_interval", "currency"],
  actions: {
    active_plans: get(arrayOf(schema("plan"))),
    trial_plans: get(arrayOf(schema("plan"))),
  },
});

export const subscriptionsEndpoints = endpoint("/subscriptions/subscriptions/", {
  entity: schema("subscription"),
  create: schema("subscriptionCreate"),
  update: schema("subscriptionUpdate"),
  filters: ["church", "plan", "status", "is_trial", "auto_renew", "end_date", "gives_access"],
  actions: {
    current: get(schema("currentSubscriptionAnswer")),
    subscriptions_by_church: get(arrayOf(schema("subscription"))),
    history: get(arrayOf(schema("subscription"))),
    check_trial_eligibility: get(schema("trialEligibility")),
    start_trial: post(schema("subscription")),
    cancel: post(schema("subscription")),
    renew: post(schema("processPaymentResult")),
    statistics: get(schema("subscriptionStatistics")),
  },
});

export const changeRequestsEndpoints = endpoint("/subscriptions/change-requests/", {
  entity: schema("changeRequest"),
  create: schema("changeRequestCreate"),
  update: false,
  remove: false,
  filters: ["subscription", "church", "status", "request_type"],
  actions: {
    by_subscription: get(arrayOf(schema("changeRequest"))),
    process_request: postOne(schema("changeRequest")),
    cancel: postOne(schema("changeRequest")),
  },
});

export const invoicesEndpoints = endpoint("/subscriptions/invoices/", {
  entity: schema("invoice"),
  create: schema("invoiceCreate"),
  update: false,
  remove: false,
  filters: ["subscription", "church", "status", "is_test"],
  actions: {
    process_action: postOne(schema("invoice")),
    print: getOne("file"),
  },
});

export const gatewaysEndpoints = endpoint("/subscriptions/gateways/", {
  entity: schema("gateway"),
  create: schema("gatewayCreate"),
  update: schema("gatewayUpdate"),
  filters: ["is_active", "name"],
  actions: {
    active_gateways: get(arrayOf(schema("activeGateway"))),
  },
});

export const paymentsEndpoints = endpoint("/subscriptions/payments/", {
  entity: schema("payment"),
  create: false,
  update: false,
  remove: false,
  filters: ["subscription", "church", "invoice", "status", "gateway", "is_test"],
  actions: {
    process: post(schema("processPaymentResult")),
    verify: post(schema("verifyPaymentResult")),
    mark_paid: postOne(schema("payment")),
    refund: postOne(schema("payment")),
  },
});

export const discountsEndpoints = endpoint("/subscriptions/discounts/", {
  entity: schema("discount"),
  create: schema("discountCreate"),
  update: schema("discountUpdate"),
  filters: ["is_active", "kind"],
  actions: {
    active_discounts: get(arrayOf(schema("availableDiscount"))),
    validate_discount: post(schema("validateDiscountResult")),
    apply_discount: post(schema("appliedDiscount")),
  },
});

export const usageEndpoints = endpoint("/subscriptions/usage/", {
  entity: schema("usage"),
  create: schema("usageCreate"),
  update: false,
  remove: false,
  filters: ["subscription", "church", "feature", "period"],
  actions: {
    increment: postOne(schema("usage")),
    by_subscription: get(arrayOf(schema("usage"))),
    by_feature: get(schema("usageByFeature")),
  },
});
