import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const ProgramsPage = lazyPage(() => import("./programs/index"));
const CalendarPage = lazyPage(() => import("./programs/calendar"));
const CategoriesPage = lazyPage(() => import("./programs/categories"));
const PendingPage = lazyPage(() => import("./programs/pending"));
const DetailPage = lazyPage(() => import("./programs/detail"));
const OccurrencePage = lazyPage(() => import("./programs/occurrence"));

/**
 * Programs behind their subscription feature (spec section 2: /programs index, calendar,
 * categories, pending, {id}, occurrences/{id}).
 */
export const programsPages: RouteObject[] = [
  {
    element: <RequireFeature feature="PROGRAM_MANAGEMENT" />,
    children: [
      { path: "programs", element: <ProgramsPage /> },
      { path: "programs/calendar", element: <CalendarPage /> },
      { path: "programs/categories", element: <CategoriesPage /> },
      { path: "programs/pending", element: <PendingPage /> },
      { path: "programs/occurrences/:id", element: <OccurrencePage /> },
      { path: "programs/:id", element: <DetailPage /> },
    ],
  },
];
