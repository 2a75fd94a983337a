import type { RouteObject } from "react-router";

export const subscriptionPages: RouteObject[] = [];
