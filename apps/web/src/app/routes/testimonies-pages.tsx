import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

const IndexPage = lazyPage(() => import("./testimonies/index"));
const NewPage = lazyPage(() => import("./testimonies/new"));
const TypesPage = lazyPage(() => import("./testimonies/types"));
const PendingPage = lazyPage(() => import("./testimonies/pending"));
const DetailPage = lazyPage(() => import("./testimonies/detail"));

/** Testimonies administration (spec section 2: /admin/testimonies index, new, {slug}, types, pending). */
export const testimoniesPages: RouteObject[] = [
  { path: "admin/testimonies", element: <IndexPage /> },
  { path: "admin/testimonies/new", element: <NewPage /> },
  { path: "admin/testimonies/types", element: <TypesPage /> },
  { path: "admin/testimonies/pending", element: <PendingPage /> },
  { path: "admin/testimonies/:slug", element: <DetailPage /> },
];
