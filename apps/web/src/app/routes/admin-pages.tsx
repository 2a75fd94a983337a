import type { RouteObject } from "react-router";

/**
 * Administration and communication pages inside the signed-in shell
 * (announcements, broadcasts, settings, contact messages, audit logs). Each is lazy-loaded.
 */
export const adminPages: RouteObject[] = [];
