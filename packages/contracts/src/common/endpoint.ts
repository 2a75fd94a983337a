import type { z } from "zod";
import type { pageOf } from "./pagination";

// Each resource's path, methods, list filters and actions, declared once beside its schemas. The
// API registers its routes at these paths, the web's typed client builds its URLs from them and
// the web tests' route table is derived from them. Paths are relative to the API root ("/api").
//
// A declaration names its schemas (`schema("member")`) instead of holding them: the client takes
// their types, the tests look them up by name, and a page that calls the API carries its paths
// without zod and the schemas (the first page's budget).

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A schema of the contracts, by its exported name: its type for the client, its name for the tests. */
export type SchemaRef<S extends z.ZodType = z.ZodType> = {
  readonly schema: string;
  /** An array of the named schema's values, a list's page of them, or the value or null. */
  readonly of?: "array" | "page" | "nullable";
  /** Never set: carries the schema's type. */
  readonly type?: S;
};

/** The schema a reference names (its type). */
export type SchemaOf<R> = R extends SchemaRef<infer S> ? S : never;

type SchemasIn<M> = { [K in keyof M as M[K] extends z.ZodType ? K : never]: M[K] };

/**
 * The naming function of one declaration file, over the schemas of the contract modules it names
 * (`schemasOf<typeof Members>()`, with `import type * as Members from "./member.contract"`).
 */
export function schemasOf<M>() {
  return <K extends keyof SchemasIn<M> & string>(name: K) =>
    ({ schema: name }) as SchemaRef<SchemasIn<M>[K] & z.ZodType>;
}

/** An array of a named schema's values: `get(arrayOf(schema("plan")))`. */
export const arrayOf = <S extends z.ZodType>(ref: SchemaRef<S>): SchemaRef<z.ZodArray<S>> => ({
  schema: ref.schema,
  of: "array",
});

/** A list's page of a named schema's values. */
export const pageRef = <S extends z.ZodType>(ref: SchemaRef<S>): SchemaRef<ReturnType<typeof pageOf<S>>> => ({
  schema: ref.schema,
  of: "page",
});

/** The named schema's value or null: `get(nullableOf(schema("affiliateProfile")))`. */
export const nullableOf = <S extends z.ZodType>(ref: SchemaRef<S>): SchemaRef<z.ZodNullable<S>> => ({
  schema: ref.schema,
  of: "nullable",
});

/** What a route answers on success: a schema for its JSON body, a file download, or 204 with no body. */
export type Answer = SchemaRef | "file" | "empty";

/** One route: its method, its path below the declaration's (`":id/approve/"`, `":uid/:token/"`) and its answer. */
export type RouteDecl = { method: Method; path: string; answer: Answer };

/** An action as written in a declaration: on the collection (`summary/`) or on one object (`:id/approve/`). */
export type ActionDecl = {
  method: Method;
  on: "collection" | "detail";
  answer: Answer;
  /** Its path segment when it is not the action's name (`"token/refresh"`). */
  path?: string;
};

type ResourceOptions = {
  entity: SchemaRef;
  /** The create body's schema, or false when the resource has no generic create. */
  create?: SchemaRef | false;
  /** The update body's schema (PUT and PATCH), or false when it has no generic update. */
  update?: SchemaRef | false;
  /** Whether the generic delete exists (it does unless told). */
  remove?: boolean;
  /** The list's filters by field name, as the list query takes them. */
  filters?: readonly string[];
  actions?: Record<string, ActionDecl>;
};

/** A declared resource: list and detail reads, the generic writes it has and its actions. */
export type ResourceEndpoint<O extends ResourceOptions = ResourceOptions> = {
  kind: "resource";
  path: string;
  entity: O["entity"];
  create: O["create"] extends SchemaRef ? O["create"] : undefined;
  update: O["update"] extends SchemaRef ? O["update"] : undefined;
  remove: boolean;
  filters: readonly string[];
  actions: { [K in keyof O["actions"]]: O["actions"][K] & { path: string } };
};

/** A group of hand-written routes under one path (sign-in, the profile, settings). */
export type RouteGroup<R extends Record<string, RouteDecl> = Record<string, RouteDecl>> = {
  kind: "group";
  path: string;
  actions: R;
};

export type Endpoint = ResourceEndpoint | RouteGroup;

function actionPath(name: string, decl: ActionDecl): string {
  const segment = `${decl.path ?? name}/`;
  return decl.on === "detail" ? `:id/${segment}` : segment;
}

/** Declares a resource at `path` (with its trailing slash): `endpoint("/finance/income/", { entity, create, ... })`. */
export function endpoint<const O extends ResourceOptions>(path: string, options: O): ResourceEndpoint<O> {
  const actions = Object.fromEntries(
    Object.entries(options.actions ?? {}).map(([name, decl]) => [
      name,
      { ...decl, path: actionPath(name, decl) },
    ]),
  );
  return {
    kind: "resource",
    path,
    entity: options.entity,
    create: (options.create || undefined) as ResourceEndpoint<O>["create"],
    update: (options.update || undefined) as ResourceEndpoint<O>["update"],
    remove: options.remove ?? true,
    filters: options.filters ?? [],
    actions: actions as unknown as ResourceEndpoint<O>["actions"],
  };
}

/** Declares hand-written routes under `path`, each with its own method and path below it. */
export function routes<const R extends Record<string, RouteDecl>>(path: string, actions: R): RouteGroup<R> {
  return { kind: "group", path, actions };
}

type ActionExtra = { path?: string };
type Made<M extends Method, On extends ActionDecl["on"], A extends Answer> = {
  method: M;
  on: On;
  answer: A;
} & ActionExtra;
const action =
  <M extends Method, On extends ActionDecl["on"]>(method: M, on: On) =>
  <A extends Answer>(answer: A, extra: ActionExtra = {}): Made<M, On, A> => ({
    method,
    on,
    answer,
    ...extra,
  });

/** A GET action on the collection: `summary: get(schema("incomeSummary"))` answers GET `summary/`. */
export const get = action("GET", "collection");
/** A POST action on the collection. */
export const post = action("POST", "collection");
/** A GET action on one object (`:id/attendance/`). */
export const getOne = action("GET", "detail");
/** A POST action on one object (`:id/approve/`). */
export const postOne = action("POST", "detail");

/** One route of the whole table: its method, full path below the API root and answer. */
export type RouteEntry = { method: Method; path: string; answer: Answer };

/** Every route an endpoint declares, generic ones first, with paths below the API root. */
export function routesOf(e: Endpoint): RouteEntry[] {
  const out: RouteEntry[] = [];
  if (e.kind === "resource") {
    const detail = `${e.path}:id/`;
    out.push({ method: "GET", path: e.path, answer: { schema: e.entity.schema, of: "page" } });
    out.push({ method: "GET", path: detail, answer: e.entity });
    if (e.create) out.push({ method: "POST", path: e.path, answer: e.entity });
    if (e.update) {
      out.push({ method: "PUT", path: detail, answer: e.entity });
      out.push({ method: "PATCH", path: detail, answer: e.entity });
    }
    if (e.remove) out.push({ method: "DELETE", path: detail, answer: "empty" });
  }
  for (const a of Object.values(e.actions) as RouteDecl[])
    out.push({ method: a.method, path: `${e.path}${a.path}`, answer: a.answer });
  return out;
}

/** Where the API serves every declared path. */
export const API_ROOT = "/api";

/** One route's path below the API root (`routePath(authEndpoints, "refresh")` is "/auth/token/refresh/"). */
export function routePath<E extends Endpoint>(e: E, route: keyof E["actions"] & string): string {
  const decl = e.actions[route] as RouteDecl | undefined;
  if (!decl) throw new Error(`${e.path} declares no route ${route}`);
  return `${e.path}${decl.path}`;
}

/** The full path the API registers: `apiPath(incomeEndpoints)`, or one route's `apiPath(authRoutes, "login")`. */
export function apiPath<E extends Endpoint>(e: E, route?: keyof E["actions"] & string): string {
  return `${API_ROOT}${route === undefined ? e.path : routePath(e, route)}`;
}
