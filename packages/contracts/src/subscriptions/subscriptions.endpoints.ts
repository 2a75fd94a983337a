import { z } from "zod";
import { endpoint, get, getOne, post, postOne } from "../common/endpoint";
import { changeRequest, changeRequestCreate } from "./change-request.contract";
import {
  appliedDiscount,
  availableDiscount,
  discount,
  discountCreate,
  discountUpdate,
  validateDiscountResult,
} from "./discount.contract";
import { invoice, invoiceCreate } from "./invoice.contract";
import {
  activeGateway,
  gateway,
  gatewayCreate,
  gatewayUpdate,
  payment,
  processPaymentResult,
  verifyPaymentResult,
} from "./payment.contract";
import { plan, planCreate, planUpdate } from "./plan.contract";
import {
  currentSubscriptionAnswer,
  subscription,
  subscriptionCreate,
  subscriptionStatistics,
  subscriptionUpdate,
  trialEligibility,
} from "./subscription.contract";
import { usage, usageByFeature, usageCreate } from "./usage.contract";

export const plansEndpoints = endpoint("/subscriptions/plans/", {
  entity: plan,
  create: planCreate,
  update: planUpdate,
  filters: ["is_active", "billing_interval", "currency"],
  actions: {
    active_plans: get(z.array(plan)),
    trial_plans: get(z.array(plan)),
  },
});

export const subscriptionsEndpoints = endpoint("/subscriptions/subscriptions/", {
  entity: subscription,
  create: subscriptionCreate,
  update: subscriptionUpdate,
  filters: ["church", "plan", "status", "is_trial", "auto_renew", "end_date", "gives_access"],
  actions: {
    current: get(currentSubscriptionAnswer),
    subscriptions_by_church: get(z.array(subscription)),
    history: get(z.array(subscription)),
    check_trial_eligibility: get(trialEligibility),
    start_trial: post(subscription),
    cancel: post(subscription),
    renew: post(processPaymentResult),
    statistics: get(subscriptionStatistics),
  },
});

export const changeRequestsEndpoints = endpoint("/subscriptions/change-requests/", {
  entity: changeRequest,
  create: changeRequestCreate,
  update: false,
  remove: false,
  filters: ["subscription", "church", "status", "request_type"],
  actions: {
    by_subscription: get(z.array(changeRequest)),
    process_request: postOne(changeRequest),
    cancel: postOne(changeRequest),
  },
});

export const invoicesEndpoints = endpoint("/subscriptions/invoices/", {
  entity: invoice,
  create: invoiceCreate,
  update: false,
  remove: false,
  filters: ["subscription", "church", "status", "is_test"],
  actions: {
    process_action: postOne(invoice),
    print: getOne("file"),
  },
});

export const gatewaysEndpoints = endpoint("/subscriptions/gateways/", {
  entity: gateway,
  create: gatewayCreate,
  update: gatewayUpdate,
  filters: ["is_active", "name"],
  actions: {
    active_gateways: get(z.array(activeGateway)),
  },
});

export const paymentsEndpoints = endpoint("/subscriptions/payments/", {
  entity: payment,
  create: false,
  update: false,
  remove: false,
  filters: ["subscription", "church", "invoice", "status", "gateway", "is_test"],
  actions: {
    process: post(processPaymentResult),
    verify: post(verifyPaymentResult),
    mark_paid: postOne(payment),
    refund: postOne(payment),
  },
});

export const discountsEndpoints = endpoint("/subscriptions/discounts/", {
  entity: discount,
  create: discountCreate,
  update: discountUpdate,
  filters: ["is_active", "kind"],
  actions: {
    active_discounts: get(z.array(availableDiscount)),
    validate_discount: post(validateDiscountResult),
    apply_discount: post(appliedDiscount),
  },
});

export const usageEndpoints = endpoint("/subscriptions/usage/", {
  entity: usage,
  create: usageCreate,
  update: false,
  remove: false,
  filters: ["subscription", "church", "feature", "period"],
  actions: {
    increment: postOne(usage),
    by_subscription: get(z.array(usage)),
    by_feature: get(usageByFeature),
  },
});
