import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const ChurchIndex = lazyPage(() => import("./marketing/church-index"));
const CreateCampaign = lazyPage(() => import("./marketing/campaign-create"));
const CampaignDetail = lazyPage(() => import("./marketing/campaign-detail"));
const EditCampaign = lazyPage(() => import("./marketing/campaign-edit"));
const Payments = lazyPage(() => import("./marketing/payments"));
const CreatePayment = lazyPage(() => import("./marketing/payment-create"));
const PaymentDetail = lazyPage(() => import("./marketing/payment-detail"));
const Performance = lazyPage(() => import("./marketing/performance"));
const AdminIndex = lazyPage(() => import("./marketing/admin-index"));
const AdminCampaigns = lazyPage(() => import("./marketing/admin-campaigns"));
const Plans = lazyPage(() => import("./marketing/plans"));
const Plan = lazyPage(() => import("./marketing/plan-edit"));

/** The pages both sides share, under their own prefix (the page reads which side it is on). */
const shared = (prefix: string): RouteObject[] => [
  { path: `${prefix}/campaigns/create`, element: <CreateCampaign /> },
  { path: `${prefix}/campaigns/:id`, element: <CampaignDetail /> },
  { path: `${prefix}/campaigns/:id/edit`, element: <EditCampaign /> },
  { path: `${prefix}/payments`, element: <Payments /> },
  { path: `${prefix}/payments/create`, element: <CreatePayment /> },
  { path: `${prefix}/payments/create/:campaignId`, element: <CreatePayment /> },
  { path: `${prefix}/payments/:id`, element: <PaymentDetail /> },
  { path: `${prefix}/performance`, element: <Performance /> },
];

/** Marketing: the church's campaigns (MARKETING feature) and the national office's review (spec section 2). */
export const marketingPages: RouteObject[] = [
  {
    element: <RequireFeature feature="MARKETING" />,
    children: [{ path: "church/marketing", element: <ChurchIndex /> }, ...shared("church/marketing")],
  },
  { path: "admin/marketing", element: <AdminIndex /> },
  { path: "admin/marketing/plans", element: <Plans /> },
  { path: "admin/marketing/plans/create", element: <Plan /> },
  { path: "admin/marketing/plans/:id", element: <Plan /> },
  { path: "admin/marketing/campaigns", element: <AdminCampaigns /> },
  ...shared("admin/marketing"),
];
