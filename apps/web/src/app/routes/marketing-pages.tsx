import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const ChurchIndex = lazyPage(() => import("./marketing/church-index"));
const CreateCampaign = lazyPage(() => import("./marketing/campaign-create"));
const Payments = lazyPage(() => import("./marketing/payments"));
const Performance = lazyPage(() => import("./marketing/performance"));
const AdminCampaigns = lazyPage(() => import("./marketing/admin-campaigns"));

/** Marketing: the church's campaigns (MARKETING feature) and the national office's review (spec section 2). */
export const marketingPages: RouteObject[] = [
  {
    element: <RequireFeature feature="MARKETING" />,
    children: [
      { path: "church/marketing", element: <ChurchIndex /> },
      { path: "church/marketing/campaigns/create", element: <CreateCampaign /> },
      { path: "church/marketing/payments", element: <Payments /> },
      { path: "church/marketing/performance", element: <Performance /> },
    ],
  },
  { path: "admin/marketing/campaigns", element: <AdminCampaigns /> },
  { path: "admin/marketing/campaigns/create", element: <CreateCampaign /> },
  { path: "admin/marketing/payments", element: <Payments /> },
  { path: "admin/marketing/performance", element: <Performance /> },
];
