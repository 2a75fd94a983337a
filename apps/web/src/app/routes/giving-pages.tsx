import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const BatchesPage = lazyPage(() => import("./giving/batches"));
const BatchPage = lazyPage(() => import("./giving/batch"));
const DonationsPage = lazyPage(() => import("./giving/donations"));
const OnlineGiftsPage = lazyPage(() => import("./giving/online-gifts"));
const FundsPage = lazyPage(() => import("./giving/funds"));
const PledgesPage = lazyPage(() => import("./giving/pledges"));
const GivingReportsPage = lazyPage(() => import("./giving/reports"));
const StatementsPage = lazyPage(() => import("./giving/statements"));

/** Giving behind its subscription feature: the Sunday counts, one count, the gifts, the online gifts, the
 * funds, the pledges and the giving reports. */
export const givingPages: RouteObject[] = [
  {
    element: <RequireFeature feature="GIVING" />,
    children: [
      { path: "giving", element: <BatchesPage /> },
      { path: "giving/batches/:id", element: <BatchPage /> },
      { path: "giving/donations", element: <DonationsPage /> },
      { path: "giving/online", element: <OnlineGiftsPage /> },
      { path: "giving/funds", element: <FundsPage /> },
      { path: "giving/pledges", element: <PledgesPage /> },
      { path: "giving/reports", element: <GivingReportsPage /> },
      { path: "giving/statements", element: <StatementsPage /> },
    ],
  },
];
