import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const OverviewPage = lazyPage(() => import("./finance/overview"));
const IncomePage = lazyPage(() => import("./finance/income"));
const ExpensesPage = lazyPage(() => import("./finance/expenses"));
const ReportsPage = lazyPage(() => import("./finance/reports"));
const HierarchyReportsPage = lazyPage(() => import("./reports"));

/**
 * Church finance behind its subscription feature (spec section 2: /finance index, income,
 * expenses, reports), and /reports: the super admin's finance page (Super Admin Finance) with the
 * reports across the hierarchy, which officers of every tier open there too.
 */
export const financePages: RouteObject[] = [
  {
    element: <RequireFeature feature="FINANCE_MANAGEMENT" />,
    children: [
      { path: "finance", element: <OverviewPage /> },
      { path: "finance/income", element: <IncomePage /> },
      { path: "finance/expenses", element: <ExpensesPage /> },
      { path: "finance/reports", element: <ReportsPage /> },
    ],
  },
  { path: "reports", element: <HierarchyReportsPage /> },
];
