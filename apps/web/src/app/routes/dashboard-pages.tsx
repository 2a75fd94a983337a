import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const DashboardPage = lazyPage(() => import("./dashboard"));

/** The national dashboard (the reports across the hierarchy are at /reports, in finance-pages). */
export const dashboardPages: RouteObject[] = [{ path: "dashboard", element: <DashboardPage /> }];
