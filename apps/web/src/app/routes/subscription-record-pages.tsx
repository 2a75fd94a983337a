import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const PaymentsPage = lazyPage(() => import("./billing-records/payments"));
const PaymentPage = lazyPage(() => import("./billing-records/payment"));
const InvoicesPage = lazyPage(() => import("./billing-records/invoices"));
const InvoicePage = lazyPage(() => import("./billing-records/invoice"));
const ChangesPage = lazyPage(() => import("./billing-records/changes"));
const ChangePage = lazyPage(() => import("./billing-records/change"));
const GatewaysPage = lazyPage(() => import("./billing-records/gateways"));
const ChurchDetailPage = lazyPage(() => import("./church-detail"));

/**
 * Billing records (payments, invoices, plan changes, the super admin's gateways) and one
 * church's page. Each is lazy-loaded.
 */
export const subscriptionRecordPages: RouteObject[] = [
  { path: "subscriptions/gateways", element: <GatewaysPage /> },
  { path: "subscriptions/payments", element: <PaymentsPage /> },
  { path: "subscriptions/payments/:id", element: <PaymentPage /> },
  { path: "subscriptions/invoices", element: <InvoicesPage /> },
  { path: "subscriptions/invoices/:id", element: <InvoicePage /> },
  { path: "subscriptions/changes", element: <ChangesPage /> },
  { path: "subscriptions/changes/:id", element: <ChangePage /> },
  // React Router ranks the static churches/requests (admin pages) above this pattern.
  { path: "churches/:id", element: <ChurchDetailPage /> },
];
