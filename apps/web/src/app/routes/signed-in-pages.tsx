import { matchRoutes, type RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { adminPages } from "./admin-pages";
import { affiliatesPages } from "./affiliates-pages";
import { assetsPages } from "./assets-pages";
import { churchActivityPages } from "./church-activity-pages";
import { churchPages } from "./church-pages";
import { dashboardPages } from "./dashboard-pages";
import { financePages } from "./finance-pages";
import { givingPages } from "./giving-pages";
import { marketingPages } from "./marketing-pages";
import { programsPages } from "./programs-pages";
import { subscriptionPages } from "./subscription-pages";
import { subscriptionRecordPages } from "./subscription-record-pages";
import { testimoniesPages } from "./testimonies-pages";

const ChurchesPage = lazyPage(() => import("./churches"));
const ProfilePage = lazyPage(() => import("./profile"));
const UsersPage = lazyPage(() => import("./users"));

/**
 * The pages of the signed-in shell. Each area lists its own pages in its `*-pages.tsx` file;
 * the sidebar shows an item only when a page here answers its path, so an area's items appear
 * when its pages are added, and no item leads to a page that does not exist yet.
 */
export const signedInPages: RouteObject[] = [
  { path: "churches", element: <ChurchesPage /> },
  // /profile shows the personal tab; each tab has its own address.
  { path: "profile/:tab?", element: <ProfilePage /> },
  { path: "users", element: <UsersPage /> },
  ...dashboardPages,
  ...adminPages,
  ...subscriptionPages,
  ...subscriptionRecordPages,
  ...churchPages,
  ...churchActivityPages,
  ...financePages,
  ...givingPages,
  ...programsPages,
  ...testimoniesPages,
  ...assetsPages,
  ...marketingPages,
  ...affiliatesPages,
];

/** Whether a signed-in page answers this path. */
export const hasSignedInPage = (path: string): boolean => matchRoutes(signedInPages, path) !== null;
