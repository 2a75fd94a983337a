import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const DashboardPage = lazyPage(() => import("./dashboard"));
const ReportsPage = lazyPage(() => import("./reports"));

/** The national dashboard and the reports across the hierarchy. */
export const dashboardPages: RouteObject[] = [
  { path: "dashboard", element: <DashboardPage /> },
  { path: "reports", element: <ReportsPage /> },
];
