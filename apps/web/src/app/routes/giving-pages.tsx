import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const BatchesPage = lazyPage(() => import("./giving/batches"));
const BatchPage = lazyPage(() => import("./giving/batch"));
const DonationsPage = lazyPage(() => import("./giving/donations"));
const FundsPage = lazyPage(() => import("./giving/funds"));
const StatementsPage = lazyPage(() => import("./giving/statements"));

/** Giving behind its subscription feature: the Sunday counts, one count, the gifts and the funds. */
export const givingPages: RouteObject[] = [
  {
    element: <RequireFeature feature="GIVING" />,
    children: [
      { path: "giving", element: <BatchesPage /> },
      { path: "giving/batches/:id", element: <BatchPage /> },
      { path: "giving/donations", element: <DonationsPage /> },
      { path: "giving/funds", element: <FundsPage /> },
      { path: "giving/statements", element: <StatementsPage /> },
    ],
  },
];
