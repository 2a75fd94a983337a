import { type Role, reachOf } from "@cm/contracts/rules";

/**
 * The church's current subscription asked for by the signed-in pages' first script, as soon as
 * the HTML is read, instead of once the app's code has come down the line and run: a feature-gated
 * page shows when that answer is in, which on a slow phone line is then a round trip and the
 * app's download earlier. The first query of the subscription takes this answer instead of asking
 * again (see takeEarlySubscription), so the page still asks for it once.
 *
 * The script is built on its own and written into the page (build/prerender.ts): it reads what
 * the app stores (lib/session.ts, lib/working-church.ts) without importing it, and it never renews
 * the session. A refused or failed answer is dropped and the app asks as usual, renewing the
 * session through its api client if it must, so the tabs still take turns at renewing.
 */

const SUBSCRIPTION_PATH = "/api/subscriptions/subscriptions/current/";
// The storage keys of lib/session.ts and lib/working-church.ts.
const ACCESS_KEY = "access_token";
const REFRESH_KEY = "refresh_token";
const USER_KEY = "user";
const CHURCH_CHOICE_KEY = "selected_church";

/** An answer as the server sent it: its status and its JSON body (undefined when empty or not JSON). */
export type EarlyAnswer = { status: number; body: unknown };

/** What was asked, with which access token, and the answer on its way (null when it failed). */
export type EarlyRequest = { url: string; access: string; answer: Promise<EarlyAnswer | null> };

declare global {
  interface Window {
    /** Left by the page's first script for the app's first query of the subscription. */
    earlySubscription?: EarlyRequest;
  }
}

function readJson(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "null");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a JWT's `exp` is still ahead (read without checking the signature, as the app does). */
function stillValid(token: string, now: number): boolean {
  try {
    const part = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    const claims = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, "="))) as { exp?: unknown };
    return typeof claims.exp === "number" && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

function chosenChurch(storage: Storage): number | null {
  const choice = readJson(storage, CHURCH_CHOICE_KEY);
  return typeof choice?.id === "number" ? choice.id : null;
}

/**
 * The address the app asks for the working church's subscription at: a church user's own church
 * without a parameter, an officer's chosen church by `church_id` (as fetchCurrentSubscription
 * does); null when there is no session or no church to ask about.
 */
function subscriptionUrl(storage: Storage): { url: string; access: string; role: string } | null {
  const access = storage.getItem(ACCESS_KEY);
  const user = readJson(storage, USER_KEY);
  if (!access || !storage.getItem(REFRESH_KEY) || !user) return null;
  if (typeof user.role !== "string" || !("username" in user)) return null;
  const own = typeof user.church === "number" ? user.church : null;
  // Officers work on the church they chose; church users on their own.
  const church = reachOf(user.role as Role) === "church" ? own : chosenChurch(storage);
  if (church === null) return null;
  return {
    url: church === own ? SUBSCRIPTION_PATH : `${SUBSCRIPTION_PATH}?church_id=${church}`,
    access,
    role: user.role,
  };
}

/**
 * Asks for the current subscription with the stored session, when there is one whose access
 * token has not expired (an expired one would only be refused: the app renews it first), and
 * leaves the request on `window.earlySubscription`.
 */
export function askForSubscriptionEarly(now = Date.now()): void {
  try {
    const target = subscriptionUrl(window.localStorage);
    if (!target || !stillValid(target.access, now)) return;
    const answer = fetch(target.url, {
      headers: {
        Accept: "application/json",
        Authorization: `Bearer ${target.access}`,
        "X-User-Role": target.role,
      },
    }).then(
      async (response): Promise<EarlyAnswer> => {
        const text = await response.text();
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        return { status: response.status, body };
      },
      () => null,
    );
    window.earlySubscription = { url: target.url, access: target.access, answer };
  } catch {
    // No storage or no fetch: the app asks as usual.
  }
}

/**
 * The early answer for a request of `url` with `access`, taken once: the first query of the
 * subscription takes it whether or not it fits (a later one must not get an old answer), and
 * gets null when it does not fit (another address, a token renewed since) or did not arrive.
 */
export async function takeEarlySubscription(
  url: string,
  access: string | undefined,
): Promise<EarlyAnswer | null> {
  const early = typeof window === "undefined" ? undefined : window.earlySubscription;
  if (!early) return null;
  window.earlySubscription = undefined;
  if (early.url !== url || early.access !== access) return null;
  return early.answer;
}

/**
 * Forgets the early answer: it belongs to the page the visit opened on, and a page reached later
 * (where nothing took it) asks afresh rather than getting an answer of minutes ago.
 */
export function dropEarlySubscription(): void {
  if (typeof window !== "undefined") window.earlySubscription = undefined;
}
