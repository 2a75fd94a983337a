import type {
  Answer,
  Endpoint,
  Method,
  Page,
  ResourceEndpoint,
  RouteDecl,
  RouteGroup,
  SchemaOf,
  SchemaRef,
} from "@cm/contracts";
import type { z } from "zod";
import { apiRequest, type QueryParams } from "./api-client";
import { type ListParams, listQuery, type ResourceId } from "./resource-hooks";

// The web's one way to the API: a client per endpoint declared in the contracts, which
// builds every URL from the declaration and types bodies and answers from its schemas. Features
// write `incomeClient.list(params)`, `expensesClient.run("approve", { id })` or
// `incomeClient.actionPath("export")` for a download (each client made with `clientOf`), never a
// path of their own.

/** What a route answers, typed: the named schema's output, nothing for a 204, a Blob for a file. */
export type AnswerOf<A> = A extends SchemaRef ? z.output<SchemaOf<A>> : A extends "empty" ? undefined : Blob;
/** The body a named schema accepts. */
export type BodyOf<S> = S extends SchemaRef ? z.input<SchemaOf<S>> : never;
/** The values a `:name` segment of a path takes (`:id` of a detail action is `id`). */
export type PathParams = Record<string, string | number>;

type CallOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  public?: boolean;
  params?: PathParams;
};
type ActionCall<D> = CallOptions & (D extends { on: "detail" } ? { id: ResourceId } : { id?: undefined });
type EntityOf<E extends ResourceEndpoint> = z.output<SchemaOf<E["entity"]>>;
type Actions<E extends Endpoint> = E["actions"];
type AnswerOfAction<E extends Endpoint, K extends keyof Actions<E>> = AnswerOf<
  Actions<E>[K] extends { answer: infer A } ? A : never
>;

/** Puts values in a path's `:name` segments, each encoded. */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

function send<T>(method: Method, path: string, options: CallOptions): Promise<T> {
  const { query, body, signal } = options;
  return apiRequest<T>(path, {
    method,
    query,
    signal,
    public: options.public,
    body: method === "GET" || method === "DELETE" ? undefined : body,
  });
}

/** A declared resource's calls: the generic routes and its actions. */
export type ResourceClient<E extends ResourceEndpoint> = {
  /** The resource's path below the API root: the generic hooks' and query keys' name. */
  path: string;
  detailPath: (id: ResourceId) => string;
  /** An action's path (`summary/`, or `7/approve/` with the id): for downloads and uploads. */
  actionPath: <K extends keyof Actions<E> & string>(name: K, id?: ResourceId, params?: PathParams) => string;
  list: (
    params?: ListParams,
    options?: { signal?: AbortSignal; public?: boolean },
  ) => Promise<Page<EntityOf<E>>>;
  get: (id: ResourceId, options?: { signal?: AbortSignal; public?: boolean }) => Promise<EntityOf<E>>;
  create: (body: BodyOf<E["create"]>) => Promise<EntityOf<E>>;
  /** PATCH: only the fields given change. */
  update: (id: ResourceId, body: Partial<BodyOf<E["update"]>>) => Promise<EntityOf<E>>;
  /** PUT: the whole record. */
  replace: (id: ResourceId, body: BodyOf<E["update"]>) => Promise<EntityOf<E>>;
  remove: (id: ResourceId) => Promise<void>;
  run: <K extends keyof Actions<E> & string>(
    name: K,
    ...call: Actions<E>[K] extends { on: "detail" }
      ? [ActionCall<Actions<E>[K]>]
      : [ActionCall<Actions<E>[K]>?]
  ) => Promise<AnswerOfAction<E, K>>;
};

/** Any resource's client that declares the named actions: for a helper several resources share. */
export type ResourceWith<A extends string = never> = {
  path: string;
  detailPath: (id: ResourceId) => string;
  actionPath: (name: A, id?: ResourceId, params?: PathParams) => string;
};

/** A group of hand-written routes: each called by its name. */
export type GroupClient<G extends RouteGroup> = {
  path: <K extends keyof G["actions"] & string>(name: K, params?: PathParams) => string;
  run: <K extends keyof G["actions"] & string>(name: K, call?: CallOptions) => Promise<AnswerOfAction<G, K>>;
};

export type ClientOf<E> = E extends ResourceEndpoint
  ? ResourceClient<E>
  : E extends RouteGroup
    ? GroupClient<E>
    : never;

function routeOf(e: Endpoint, name: string): RouteDecl & { answer: Answer } {
  const decl = (e.actions as Record<string, RouteDecl>)[name];
  if (!decl) throw new Error(`${e.path} declares no action ${name}`);
  return decl;
}

function resourceClient(e: ResourceEndpoint): ResourceClient<ResourceEndpoint> {
  const detailPath = (id: ResourceId) => `${e.path}${encodeURIComponent(String(id))}/`;
  const actionPath = (name: string, id?: ResourceId, params: PathParams = {}) =>
    fillPath(`${e.path}${routeOf(e, name).path}`, id === undefined ? params : { ...params, id });
  return {
    path: e.path,
    detailPath,
    actionPath,
    list: (params = {}, options = {}) => send("GET", e.path, { ...options, query: listQuery(params) }),
    get: (id, options = {}) => send("GET", detailPath(id), options),
    create: (body) => send("POST", e.path, { body }),
    update: (id, body) => send("PATCH", detailPath(id), { body }),
    replace: (id, body) => send("PUT", detailPath(id), { body }),
    remove: (id) => send("DELETE", detailPath(id), {}),
    run: (name, call: CallOptions & { id?: ResourceId } = {}) =>
      send(routeOf(e, name).method, actionPath(name, call.id, call.params), call),
  } as ResourceClient<ResourceEndpoint>;
}

function groupClient(e: RouteGroup): GroupClient<RouteGroup> {
  const path = (name: string, params?: PathParams) => fillPath(`${e.path}${routeOf(e, name).path}`, params);
  return {
    path,
    run: (name, call = {}) => send(routeOf(e, name).method, path(name, call.params), call),
  } as GroupClient<RouteGroup>;
}

/**
 * The client of one endpoint the contracts declare. Each feature makes the clients it uses from
 * its own declarations, so a page's code carries only those (one table of every endpoint would
 * bring every schema into the first page).
 */
export function clientOf<E extends Endpoint>(e: E): ClientOf<E> {
  const client = e.kind === "resource" ? resourceClient(e as ResourceEndpoint) : groupClient(e as RouteGroup);
  return client as unknown as ClientOf<E>;
}
