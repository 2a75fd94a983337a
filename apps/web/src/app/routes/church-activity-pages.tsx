import type { RouteObject } from "react-router";

export const churchActivityPages: RouteObject[] = [];
