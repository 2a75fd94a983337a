import type { RouteObject } from "react-router";

export const churchPages: RouteObject[] = [];
