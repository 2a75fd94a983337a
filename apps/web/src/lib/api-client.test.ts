import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { headersOf, inOrder, page, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, localAdminMe, makeChurch, tokenExpiringIn } from "../test/fixtures";
import { ApiError, apiRequest, configureApiClient, toApiError } from "./api-client";
import { peekIntendedPath, sessionStore, takeIntendedPath } from "./session";

const mockFetch = (...responses: Response[]) => stubApi(inOrder(...responses));

const oldAccess = tokenExpiringIn(600);
const newAccess = tokenExpiringIn(900);

describe("apiRequest", () => {
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStore.set({ access: oldAccess, refresh: "refresh-1", user: localAdmin });
    configureApiClient({ onSessionExpired });
    onSessionExpired.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the bearer token and the role header", async () => {
    const calls = mockFetch(jsonResponse(200, page([])));
    await apiRequest("/churches/churches/", { query: { page: 2, search: "", ordering: "-name" } });
    expect(calls[0]?.url).toBe("/api/churches/churches/?page=2&ordering=-name");
    expect(headersOf(calls[0]).get("Authorization")).toBe(`Bearer ${oldAccess}`);
    expect(headersOf(calls[0]).get("X-User-Role")).toBe("LOCAL_ADMIN");
  });

  it("refreshes once on 401, stores both new tokens and retries", async () => {
    const calls = mockFetch(
      jsonResponse(401, { detail: "Token expired.", code: "token_expired" }),
      jsonResponse(200, { access: newAccess, refresh: "refresh-2" }),
      jsonResponse(200, makeChurch({ id: 1, name: "Grace Cathedral" })),
    );
    const church = await apiRequest<{ name: string }>("/churches/churches/1/");

    expect(church.name).toBe("Grace Cathedral");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/churches/churches/1/",
      "POST /api/auth/token/refresh/",
      "GET /api/churches/churches/1/",
    ]);
    expect(calls[1]?.body).toEqual({ refresh: "refresh-1" });
    expect(headersOf(calls[1]).get("Authorization")).toBeNull();
    expect(headersOf(calls[2]).get("Authorization")).toBe(`Bearer ${newAccess}`);
    expect(localStorage.getItem("access_token")).toBe(newAccess);
    expect(localStorage.getItem("refresh_token")).toBe("refresh-2");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("shares one refresh between requests that fail together", async () => {
    const calls = mockFetch(
      jsonResponse(401, { detail: "Token expired.", code: "token_expired" }),
      jsonResponse(401, { detail: "Token expired.", code: "token_expired" }),
      jsonResponse(200, { access: newAccess, refresh: "refresh-2" }),
      jsonResponse(200, localAdminMe),
      jsonResponse(200, page([makeChurch()])),
    );
    await Promise.all([apiRequest("/users/me/"), apiRequest("/churches/churches/")]);
    expect(calls.filter((c) => c.url.endsWith("/auth/token/refresh/"))).toHaveLength(1);
  });

  it("signs out and goes to /login, remembering the page, when the refresh fails", async () => {
    window.history.pushState({}, "", "/churches?page=3");
    const calls = mockFetch(
      jsonResponse(401, { detail: "Token expired.", code: "token_expired" }),
      jsonResponse(401, { detail: "Refresh token is not valid.", code: "token_not_valid" }),
    );
    const error = await apiRequest("/churches/churches/").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(localStorage.getItem("refresh_token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith("/login");
    expect(takeIntendedPath()).toBe("/churches?page=3");
    expect(localStorage.getItem("payment_return_pending")).toBeNull();
  });

  it("sends a payment page back through return_to and stores the flag when the refresh fails", async () => {
    window.history.pushState({}, "", "/subscriptions/payment-status?reference=ref-9");
    mockFetch(
      jsonResponse(401, { detail: "Token expired.", code: "token_expired" }),
      jsonResponse(401, { detail: "Refresh token is not valid.", code: "token_not_valid" }),
    );
    await apiRequest("/subscriptions/payments/").catch(() => undefined);

    expect(onSessionExpired).toHaveBeenCalledWith(
      "/login?return_to=%2Fsubscriptions%2Fpayment-status%3Freference%3Dref-9",
    );
    expect(localStorage.getItem("payment_return_pending")).toBe("true");
    expect(sessionStore.get()).toBeNull();
  });

  it("does not refresh a public call that answers 401", async () => {
    const calls = mockFetch(jsonResponse(401, { detail: "Wrong password.", code: "invalid_credentials" }));
    const error = await apiRequest("/auth/login/", { method: "POST", body: {}, public: true }).catch(
      (e) => e,
    );
    expect((error as ApiError).code).toBe("invalid_credentials");
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(peekIntendedPath()).toBeNull();
  });
});

describe("toApiError", () => {
  it("reads a validation body into field errors", () => {
    const error = toApiError(400, {
      username: ["This field is required."],
      non_field_errors: ["Try again."],
    });
    expect(error.code).toBe("validation_error");
    expect(error.fieldErrors.username).toEqual(["This field is required."]);
    expect(error.nonFieldErrors).toEqual(["Try again."]);
    expect(error.detail).toBe("Try again. Username: This field is required.");
  });

  it("reads detail, code and Retry-After", () => {
    const error = toApiError(
      429,
      { detail: "Too many attempts.", code: "rate_limited" },
      new Headers({ "Retry-After": "90" }),
    );
    expect(error).toMatchObject({
      status: 429,
      code: "rate_limited",
      detail: "Too many attempts.",
      retryAfter: 90,
    });
  });

  it("falls back to a plain message for an unexpected body", () => {
    expect(toApiError(500, "<html>").detail).toBe("Something went wrong. Please try again.");
  });
});

describe("session", () => {
  it("keeps a stored session whose access token expired: its refresh token renews it", () => {
    localStorage.setItem("access_token", tokenExpiringIn(-5));
    localStorage.setItem("refresh_token", "refresh-1");
    localStorage.setItem("user", JSON.stringify(localAdmin));
    sessionStore.reload();
    expect(sessionStore.get()?.refresh).toBe("refresh-1");
  });

  it("treats a stored session without its refresh token as signed out, and clears it", () => {
    localStorage.setItem("access_token", tokenExpiringIn(600));
    localStorage.removeItem("refresh_token");
    localStorage.setItem("user", JSON.stringify(localAdmin));
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem("access_token")).toBeNull();
  });
});
