import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, headersOf, stubApi } from "../test/api-stub";
import { jsonResponse, localAdmin, localAdminMe, tokenExpiringIn } from "../test/fixtures";
import { type FakeLocks, installFakeWebLocks } from "../test/web-locks";
import { apiRequest, configureApiClient } from "./api-client";
import { sessionStore } from "./session";
import { REFRESH_LOCK_NAME } from "./token-refresh";

const oldAccess = tokenExpiringIn(600);
const newAccess = tokenExpiringIn(900);

/**
 * The API's side of token refresh. The stored access token is refused; the refresh token turns
 * once into a new pair; presenting a used one again is taken for theft and ends the whole
 * family, as the real server does.
 */
function fakeServer() {
  let access: string | null = null;
  let refresh: string | null = "refresh-1";
  const calls = stubApi((call: ApiCall) => {
    if (call.url === "/api/auth/token/refresh/") {
      const presented = (call.body as { refresh: string }).refresh;
      if (presented !== refresh) {
        access = null;
        refresh = null;
        return jsonResponse(401, { detail: "Refresh token is not valid.", code: "token_not_valid" });
      }
      access = newAccess;
      refresh = "refresh-2";
      return jsonResponse(200, { access, refresh });
    }
    if (headersOf(call).get("Authorization") !== `Bearer ${access}`) {
      return jsonResponse(401, { detail: "Token expired.", code: "token_not_valid" });
    }
    return jsonResponse(200, localAdminMe);
  });
  return { refreshCalls: () => calls.filter((c) => c.url === "/api/auth/token/refresh/") };
}

/** Another tab of the same browser: its own copy of the client and session, the same storage and locks. */
async function openTab() {
  vi.resetModules();
  const client = await import("./api-client");
  const { sessionStore: tabSession } = await import("./session");
  const onSessionExpired = vi.fn();
  client.configureApiClient({ onSessionExpired });
  return { apiRequest: client.apiRequest, session: tabSession, onSessionExpired };
}

describe("token refresh shared between tabs", () => {
  const onSessionExpired = vi.fn();
  let locks: FakeLocks;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStore.set({ access: oldAccess, refresh: "refresh-1", user: localAdmin });
    configureApiClient({ onSessionExpired });
    onSessionExpired.mockReset();
    locks = installFakeWebLocks();
  });

  afterEach(() => {
    locks.uninstall();
    vi.unstubAllGlobals();
  });

  it("two tabs refused at the same moment renew once and both carry on", async () => {
    const server = fakeServer();
    const first = await openTab();
    const second = await openTab();

    const answers = await Promise.all([
      first.apiRequest<{ username: string }>("/users/me/"),
      second.apiRequest<{ username: string }>("/users/me/"),
    ]);

    expect(answers.map((a) => a.username)).toEqual(["local_admin", "local_admin"]);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(locks.requests(REFRESH_LOCK_NAME)).toBe(2);
    expect(first.session.get()?.refresh).toBe("refresh-2");
    expect(second.session.get()?.refresh).toBe("refresh-2");
    expect(localStorage.getItem("access_token")).toBe(newAccess);
    expect(first.onSessionExpired).not.toHaveBeenCalled();
    expect(second.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a tab opened after the access token expired renews it and leaves the other tabs signed in", async () => {
    const server = fakeServer();
    localStorage.setItem("access_token", tokenExpiringIn(-60));
    const reopened = await openTab();
    // Still signed in on load: the refresh token is good for weeks.
    expect(reopened.session.get()?.refresh).toBe("refresh-1");

    expect((await reopened.apiRequest<{ username: string }>("/users/me/")).username).toBe("local_admin");
    expect(server.refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem("refresh_token")).toBe("refresh-2");
    expect(reopened.onSessionExpired).not.toHaveBeenCalled();
  });

  it("a tab that waited for the lock takes the tokens another tab renewed", async () => {
    const server = fakeServer();
    const otherTab = await locks.hold(REFRESH_LOCK_NAME);

    const answer = apiRequest<{ username: string }>("/users/me/");
    await vi.waitFor(() => expect(locks.waiting(REFRESH_LOCK_NAME)).toBe(1));
    // The other tab renews (the server has rotated the token) and stores the new pair.
    const other = await fetch("/api/auth/token/refresh/", {
      method: "POST",
      body: JSON.stringify({ refresh: "refresh-1" }),
    });
    const renewed = (await other.json()) as { access: string; refresh: string };
    localStorage.setItem("access_token", renewed.access);
    localStorage.setItem("refresh_token", renewed.refresh);
    otherTab.release();

    expect((await answer).username).toBe("local_admin");
    // Only the other tab's renewal: this one did not present refresh-1 a second time.
    expect(server.refreshCalls()).toHaveLength(1);
    expect(sessionStore.get()?.access).toBe(newAccess);
    expect(sessionStore.get()?.refresh).toBe("refresh-2");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("a tab that waited renews itself when the other tab left the tokens as they were", async () => {
    const server = fakeServer();
    const otherTab = await locks.hold(REFRESH_LOCK_NAME);
    const answer = apiRequest<{ username: string }>("/users/me/");
    await vi.waitFor(() => expect(locks.waiting(REFRESH_LOCK_NAME)).toBe(1));
    otherTab.release();

    expect((await answer).username).toBe("local_admin");
    expect(server.refreshCalls().map((c) => c.body)).toEqual([{ refresh: "refresh-1" }]);
  });

  it("a tab that waited while another signed out ends its session without asking the server", async () => {
    window.history.pushState({}, "", "/churches");
    const server = fakeServer();
    const otherTab = await locks.hold(REFRESH_LOCK_NAME);
    const error = apiRequest("/users/me/").catch((e: unknown) => e);
    await vi.waitFor(() => expect(locks.waiting(REFRESH_LOCK_NAME)).toBe(1));
    localStorage.removeItem("access_token");
    localStorage.removeItem("refresh_token");
    localStorage.removeItem("user");
    otherTab.release();

    expect(await error).toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toHaveLength(0);
    expect(sessionStore.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledWith("/login");
  });

  it("requests of one tab that fail together ask for the lock once", async () => {
    const server = fakeServer();
    await Promise.all([apiRequest("/users/me/"), apiRequest("/users/me/"), apiRequest("/users/me/")]);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(locks.requests(REFRESH_LOCK_NAME)).toBe(1);
  });
});

describe("the session seen from other tabs (storage events)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({ access: oldAccess, refresh: "refresh-1", user: localAdmin });
  });

  it("a sign-out in another tab signs this tab out", () => {
    const seen = vi.fn();
    const unsubscribe = sessionStore.subscribe(seen);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    unsubscribe();
    expect(sessionStore.get()).toBeNull();
    expect(seen).toHaveBeenCalled();
  });

  it("a sign-in or a renewal in another tab is taken up here", () => {
    const other = { ...localAdmin, id: 8, username: "treasurer", role: "LOCAL_TREASURER" as const };
    localStorage.setItem("access_token", newAccess);
    localStorage.setItem("refresh_token", "refresh-9");
    localStorage.setItem("user", JSON.stringify(other));
    window.dispatchEvent(new StorageEvent("storage", { key: "user" }));
    expect(sessionStore.get()).toMatchObject({ access: newAccess, refresh: "refresh-9", user: other });
  });
});
