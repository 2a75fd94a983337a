import type { RouteObject } from "react-router";

/**
 * Pages of the public site (children of the public layout, next to the home page).
 * Each page is lazy-loaded so the home page stays small.
 */
export const publicPages: RouteObject[] = [];
