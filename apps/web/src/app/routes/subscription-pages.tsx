import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const SubscriptionsPage = lazyPage(() => import("./subscriptions/index"));
const PlansPage = lazyPage(() => import("./subscriptions/plans"));
const CheckoutPage = lazyPage(() => import("./subscriptions/checkout"));
const PaymentStatusPage = lazyPage(() => import("./subscriptions/payment-status"));
const PaymentSuccessPage = lazyPage(() => import("./subscriptions/payment-success"));
const DetailsPage = lazyPage(() => import("./subscriptions/details"));
const RenewPage = lazyPage(() => import("./subscriptions/renew"));

/** The church's subscription: overview, plans, checkout, the payment return pages, details, renewal. */
export const subscriptionPages: RouteObject[] = [
  { path: "subscriptions", element: <SubscriptionsPage /> },
  { path: "subscriptions/plans", element: <PlansPage /> },
  { path: "subscriptions/checkout/:planId?", element: <CheckoutPage /> },
  { path: "subscriptions/payment-status", element: <PaymentStatusPage /> },
  { path: "subscriptions/payment-success", element: <PaymentSuccessPage /> },
  { path: "subscriptions/details", element: <DetailsPage /> },
  { path: "subscriptions/renew", element: <RenewPage /> },
];
