import { hasPermission, msg, type Permission } from "@cm/contracts";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { forbidden, unauthenticated } from "../errors";
import type { Principal } from "./principal";
import type { TokenService } from "./tokens";

/**
 * Every API route declares who may call it. There is no default: a route without a
 * declaration is refused at start-up (and the route inventory test fails).
 */
export type AccessRule = "public" | "authenticated" | { permission: Permission };

export type RouteEntry = {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** The declared answers by status code (zod schemas), where the route declares them. */
  responses: Record<string, unknown> | undefined;
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for the route inventory test. */
    apiRoutes: RouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous call to a public route. */
    principal: Principal | null;
  }
}

/** The signed-in user of a route that is not public (the access hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

export const describeAccess = (rule: AccessRule): string =>
  rule === "public" ? "public" : rule === "authenticated" ? "authenticated" : `permission:${rule.permission}`;

const isApiRoute = (route: Pick<RouteOptions, "url">) => route.url.startsWith("/api/");

/** The browsable API docs are served by a plugin whose routes cannot carry our config. */
const DOCS_PREFIX = "/api/docs";

/** Refuses to register an API route that declares no access rule. */
export function requireAccessDeclarations(app: FastifyInstance): void {
  app.decorate("apiRoutes", [] as RouteEntry[]);
  app.addHook("onRoute", (route) => {
    if (!isApiRoute(route)) return;
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: "public" };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      app.apiRoutes.push({
        method,
        url: route.url,
        access: route.config?.access,
        responses: route.schema?.response as Record<string, unknown> | undefined,
      });
    if (!route.config?.access) {
      throw new Error(`Route ${methods.join(",")} ${route.url} has no access declaration`);
    }
  });
}

/** Authenticates the bearer token and enforces the route's access rule before anything else runs. */
export function enforceAccess(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule) return; // not an API route (static files, not-found)
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    request.principal = token ? await tokens.verifyAccess(token) : null;
    // A signed-in user is answered in their language (read with their session: no other query).
    if (request.principal) request.language = await tokens.sessions.languageOf(request.principal.id);
    if (rule === "public") return;
    if (!request.principal) {
      throw token
        ? unauthenticated(msg("Your session has expired. Please sign in again."))
        : unauthenticated(msg("Please sign in to continue."));
    }
    if (rule !== "authenticated" && !hasPermission(request.principal, rule.permission)) throw forbidden();
  });
}
