import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const AssetsPage = lazyPage(() => import("./assets/index"));
const AssignmentsPage = lazyPage(() => import("./assets/assignments"));
const MaintenancePage = lazyPage(() => import("./assets/maintenance"));
const AssetMaintenancePage = lazyPage(() => import("./assets/asset-maintenance"));
const AssetDocumentsPage = lazyPage(() => import("./assets/asset-documents"));
const DetailPage = lazyPage(() => import("./assets/detail"));
const GlobalPage = lazyPage(() => import("./assets/global"));

/**
 * Assets (spec section 2: /assets index, assignments, maintenance, {assetId}/maintenance,
 * {id}/documents, {id}) behind their features; the global view serves officers across churches.
 */
export const assetsPages: RouteObject[] = [
  { path: "assets/global", element: <GlobalPage /> },
  {
    element: <RequireFeature feature="ASSET_MANAGEMENT" />,
    children: [
      { path: "assets", element: <AssetsPage /> },
      { path: "assets/assignments", element: <AssignmentsPage /> },
      { path: "assets/:id", element: <DetailPage /> },
      {
        element: <RequireFeature feature="MAINTENANCE_TRACKING" />,
        children: [
          { path: "assets/maintenance", element: <MaintenancePage /> },
          { path: "assets/:assetId/maintenance", element: <AssetMaintenancePage /> },
        ],
      },
      {
        element: <RequireFeature feature="DOCUMENT_STORAGE" />,
        children: [{ path: "assets/:id/documents", element: <AssetDocumentsPage /> }],
      },
    ],
  },
];
