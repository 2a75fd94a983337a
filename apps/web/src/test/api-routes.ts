import * as contracts from "@cm/contracts";
import { type Answer, API_ROOT, ENDPOINTS, type Method, pageOf, routesOf } from "@cm/contracts";
import { z } from "zod";

// What the real API answers, endpoint by endpoint, so that the web tests' stubbed answers can be
// checked against it (test/api-stub.ts). It is derived from the endpoints declared in the
// contracts (ENDPOINTS): a resource's generic routes answer its entity (a page of them for the
// list, 204 for a delete), its actions answer their declared output. The API's
// web-route-table test holds this table to the routes the API really registers.

/** What a route answers on success: a schema for its JSON body, a file download, or 204 with no body. */
export type RouteAnswer = z.ZodType | "file" | "empty";

/** The schema a declaration names, from the contracts' exports (an array, a page or a nullable of it when told). */
function schemaOf(answer: Answer): RouteAnswer {
  if (typeof answer === "string") return answer;
  const named = (contracts as Record<string, unknown>)[answer.schema];
  if (!(named instanceof z.ZodType)) throw new Error(`The contracts export no schema named ${answer.schema}`);
  if (answer.of === "nullable") return named.nullable();
  return answer.of === "array" ? z.array(named) : answer.of === "page" ? pageOf(named) : named;
}

type Route = { method: Method; path: string; pattern: RegExp; answer: RouteAnswer };

/** `/api/users/:id/` matches `/api/users/7/`; `:id` is a number, any other `:name` one path segment. */
function compile(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part === ":id" ? "\\d+" : part.startsWith(":") ? "[^/]+" : part.replace(/[.-]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

const routes: Route[] = Object.values(ENDPOINTS).flatMap((e) =>
  routesOf(e).map(({ method, path, answer }) => {
    const full = `${API_ROOT}${path}`;
    return { method, path: full, pattern: compile(full), answer: schemaOf(answer) };
  }),
);

/** The whole table, for the API's test that checks it against the routes the API really declares. */
export const routeTable = (): readonly Omit<Route, "pattern">[] => routes;

/** What the API answers to `method` on `path` (no query), or undefined for an endpoint it does not have. */
export function routeFor(method: string, path: string): RouteAnswer | undefined {
  return routes.find((r) => r.method === method && r.pattern.test(path))?.answer;
}
