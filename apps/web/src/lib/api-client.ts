import { authEndpoints, msg, routePath } from "@cm/contracts";
import { currentLanguage, translator } from "./i18n";
import { loginPathAfterSessionEnd } from "./login-redirect";
import { MAINTENANCE_MESSAGE, maintenanceBlocks, maintenanceStore } from "./maintenance-store";
import type { QueryParams } from "./query-params";
import { saveIntendedPath, sessionStore } from "./session";
import { renewSharedSession, type TokenPair } from "./token-refresh";
import { withChosenChurch } from "./working-church";

export const API_ROOT = "/api";
const REFRESH_PATH = routePath(authEndpoints, "refresh");

export type FieldErrors = Record<string, string[]>;

const t = translator("common");

// Said in the language shown when the failure happens.
const STATUS_MESSAGES: Record<number, string> = {
  0: msg("We could not reach the server. Check your connection and try again."),
  400: msg("Some of the information is not valid. Please check it and try again."),
  401: msg("Please sign in to continue."),
  403: msg("You do not have permission to do this."),
  404: msg("We could not find what you were looking for."),
  409: msg("This conflicts with existing information."),
  413: msg("The file or data is too large."),
  415: msg("This type of file is not accepted."),
  429: msg("Too many attempts. Please wait a moment and try again."),
  503: msg("The system is currently under maintenance. Please try again later."),
};
const SOMETHING_WENT_WRONG = msg("Something went wrong. Please try again.");

/** A failed API call: the status, the server's stable code, a message for people and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait, from a Retry-After header (429). */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: string;
    detail: string;
    fieldErrors?: FieldErrors;
    retryAfter?: number | null;
  }) {
    super(init.detail);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }

  /** Messages that belong to no single field (`non_field_errors`). */
  get nonFieldErrors(): string[] {
    return this.fieldErrors.non_field_errors ?? [];
  }
}

/** A human message for any error a query or mutation may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  return t(SOMETHING_WENT_WRONG);
}

function defaultMessage(status: number): string {
  return t(STATUS_MESSAGES[status] ?? SOMETHING_WENT_WRONG);
}

function isFieldErrors(body: unknown): body is FieldErrors {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  return Object.values(body).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string"));
}

/** A field's name as words, for a message that cannot sit under the field: "received_on" -> "Received on". */
export function fieldLabel(key: string): string {
  const words = key
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? `${Number(part) + 1}` : part.replaceAll("_", " ")))
    .join(" ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A validation answer in words for a place with no fields to put them under (a toast, a form's
 * alert): the messages for the whole form first, then each field's, named.
 */
export function fieldMessagesInWords(errors: FieldErrors): string {
  const general = errors.non_field_errors ?? [];
  const named = Object.entries(errors)
    .filter(([key]) => key !== "non_field_errors")
    .map(([key, messages]) => `${fieldLabel(key)}: ${messages.join(" ")}`);
  return [...general, ...named].join(" ");
}

/** Turns an error response into an ApiError, reading both of the API's error bodies. */
export function toApiError(status: number, body: unknown, headers?: Headers): ApiError {
  const retryHeader = headers?.get("Retry-After");
  const retryAfter = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : null;
  if (typeof body === "object" && body !== null && "detail" in body && typeof body.detail === "string") {
    const code = "code" in body && typeof body.code === "string" ? body.code : `http_${status}`;
    return new ApiError({ status, code, detail: body.detail, retryAfter });
  }
  if (status === 400 && isFieldErrors(body)) {
    // Said in full: wherever this is shown alone, it must not point at fields it cannot see.
    const detail = fieldMessagesInWords(body) || defaultMessage(400);
    return new ApiError({ status, code: "validation_error", detail, fieldErrors: body, retryAfter });
  }
  return new ApiError({ status, code: `http_${status}`, detail: defaultMessage(status), retryAfter });
}

export type { QueryParams, QueryValue } from "./query-params";

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as-is when it is FormData. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** A public call carries no bearer token and is never refreshed (login, public lists). */
  public?: boolean;
};

type ClientConfig = {
  /** Called after a failed refresh cleared the session; the app navigates to `loginPath`. */
  onSessionExpired: (loginPath: string) => void;
};

const config: ClientConfig = {
  onSessionExpired: (loginPath) => window.location.assign(loginPath),
};

/** Lets the app replace the default full-page redirect with its router's navigation. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_ROOT}${path}${qs ? `?${qs}` : ""}`;
}

/** The signed-in user's bearer token and role, for requests made outside `apiRequest` (file transfers). */
export function authHeaders(options: { public?: boolean } = {}): Record<string, string> {
  const session = sessionStore.get();
  if (!session) return {};
  // Every request names the role; the server never trusts it (identity comes from the token).
  return options.public
    ? { "X-User-Role": session.user.role }
    : { Authorization: `Bearer ${session.access}`, "X-User-Role": session.user.role };
}

function buildHeaders(options: RequestOptions): Headers {
  // The server answers its messages (a refused field, an error) in the language shown here.
  const headers = new Headers({
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...authHeaders(options),
  });
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set("Content-Type", "application/json");
  }
  return headers;
}

/** An ApiError for a server that could not be reached. */
export function networkError(): ApiError {
  return new ApiError({ status: 0, code: "network_error", detail: defaultMessage(0) });
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? "GET";
  const scoped = withChosenChurch(method, path, options.query, options.body);
  const body =
    scoped.body === undefined || scoped.body instanceof FormData ? scoped.body : JSON.stringify(scoped.body);
  try {
    return await fetch(buildUrl(path, scoped.query), {
      method,
      headers: buildHeaders(options),
      body: body as BodyInit | undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }
}

/** A response text as JSON when it is JSON, else as it is; undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseBody(await response.text());
}

/** Asks the server for new tokens with `refresh`; null when it refuses. Throws when it cannot be reached. */
async function exchangeRefreshToken(refresh: string): Promise<TokenPair | null> {
  const response = await send(REFRESH_PATH, { method: "POST", body: { refresh }, public: true });
  if (!response.ok) return null;
  const body = (await readBody(response)) as { access?: unknown; refresh?: unknown } | undefined;
  if (typeof body?.access !== "string") return null;
  return { access: body.access, refresh: typeof body.refresh === "string" ? body.refresh : refresh };
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the tokens after a 401: requests of this tab that fail together share one renewal, and
 * the tabs of the browser take turns so that a refresh token is never presented twice.
 */
function refreshTokens(sentWith: string | undefined): Promise<boolean> {
  refreshing ??= renewSharedSession(sentWith, exchangeRefreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession(): void {
  const path = `${window.location.pathname}${window.location.search}`;
  sessionStore.clear();
  saveIntendedPath(path);
  config.onSessionExpired(loginPathAfterSessionEnd(path));
}

/** The body of a 503 names the maintenance record (`{detail, code, maintenance}`); it switches maintenance on. */
export function noteMaintenance(status: number, body: unknown): void {
  if (status !== 503) return;
  maintenanceStore.enter(
    typeof body === "object" && body !== null && "maintenance" in body ? body.maintenance : undefined,
  );
}

/** During maintenance a non-public call of anyone but a super admin fails before reaching the server. */
export function refuseDuringMaintenance(): void {
  if (maintenanceBlocks(sessionStore.get()?.user.role)) {
    throw new ApiError({ status: 503, code: "maintenance", detail: t(MAINTENANCE_MESSAGE) });
  }
}

/**
 * Calls the API: JSON in and out, bearer token, one refresh on 401, typed ApiError on failure.
 * During maintenance a non-public call of anyone but a super admin fails here without reaching
 * the server, and any 503 switches maintenance on (spec sections 7 and 8).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.public) refuseDuringMaintenance();
  // The refresh token of the session this request goes out with: if another tab renews the tokens
  // before this one answers 401, the renewal is not asked for again (see token-refresh.ts).
  const sentWith = sessionStore.get()?.refresh;
  let response = await send(path, options);
  if (response.status === 401 && !options.public) {
    let refreshed = false;
    try {
      refreshed = await refreshTokens(sentWith);
    } catch (error) {
      // The server could not be reached: keep the session, report the network failure.
      if (error instanceof ApiError && error.status === 0) throw error;
    }
    if (refreshed) response = await send(path, options);
    if (!refreshed || response.status === 401) {
      endSession();
      throw toApiError(401, await readBody(response), response.headers);
    }
  }
  const body = await readBody(response);
  noteMaintenance(response.status, body);
  if (!response.ok) throw toApiError(response.status, body, response.headers);
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: QueryParams, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "GET", query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T = void>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
