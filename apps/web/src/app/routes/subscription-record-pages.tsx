import type { RouteObject } from "react-router";

export const subscriptionRecordPages: RouteObject[] = [];
