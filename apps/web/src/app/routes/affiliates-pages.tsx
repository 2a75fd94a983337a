import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const Home = lazyPage(() => import("./affiliates/index"));
const Profile = lazyPage(() => import("./affiliates/profile"));
const Referrals = lazyPage(() => import("./affiliates/referrals"));
const Rewards = lazyPage(() => import("./affiliates/rewards"));
const Withdrawals = lazyPage(() => import("./affiliates/withdrawals"));
const Admin = lazyPage(() => import("./affiliates/admin"));

/** The affiliate programme (spec section 2): every role's own pages, and the super admin's. */
export const affiliatesPages: RouteObject[] = [
  { path: "affiliates", element: <Home /> },
  { path: "affiliates/profile", element: <Profile /> },
  { path: "affiliates/referrals", element: <Referrals /> },
  { path: "affiliates/rewards", element: <Rewards /> },
  { path: "affiliates/withdrawals", element: <Withdrawals /> },
  { path: "admin/affiliates", element: <Admin /> },
];
