import { isTokenExpired, sessionStore } from "./session";

// The server rotates the refresh token on every use and treats a second presentation of the same
// token as theft (it revokes the whole family). Every tab of the browser shares one pair of tokens
// in local storage, so two tabs must never renew at the same moment: the renewal runs under one
// Web Lock for the whole origin, and a tab that waited for it takes the tokens the other tab got.

/** The name of the Web Lock every tab takes to renew the tokens. */
export const REFRESH_LOCK_NAME = "church-management:token-refresh";

export type TokenPair = { access: string; refresh: string };

/** Trades a refresh token for new tokens at the server; null when the server refuses it. */
export type TokenExchange = (refresh: string) => Promise<TokenPair | null>;

/** Runs `task` holding the refresh lock, or directly where the browser has no Web Locks. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // Very old browsers, pages outside a secure context and the unit tests' DOM have no Web Locks:
  // there each tab renews on its own, as before (one renewal at a time within the tab).
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, task);
}

/**
 * Renews the session once across every tab. `sentWith` is the refresh token of the session the
 * refused request was sent with: when storage holds another one by the time the lock is ours, a
 * tab renewed meanwhile and its tokens are taken instead of presenting a used token again.
 * True when the session has usable tokens again; false when it is over.
 */
export function renewSharedSession(sentWith: string | undefined, exchange: TokenExchange): Promise<boolean> {
  return withRefreshLock(async () => {
    const stored = sessionStore.storedTokens();
    // Nothing stored: the session ended, here or in another tab.
    if (!stored) return false;
    if (sentWith !== undefined && stored.refresh !== sentWith && !isTokenExpired(stored.access)) {
      sessionStore.setTokens(stored.access, stored.refresh);
    } else {
      const renewed = await exchange(stored.refresh);
      if (!renewed) return false;
      sessionStore.setTokens(renewed.access, renewed.refresh);
    }
    // Signed out in this tab meanwhile: the tokens are not taken up again.
    return sessionStore.get() !== null;
  });
}
