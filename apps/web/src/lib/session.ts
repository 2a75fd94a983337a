import type { User } from "@cm/contracts";

// Storage keys are shared with the spec's client (section 9: tokens live in local storage).
const ACCESS_KEY = "access_token";
const REFRESH_KEY = "refresh_token";
const USER_KEY = "user";
const INTENDED_PATH_KEY = "intended_path";

export type Session = { access: string; refresh: string; user: User };

/** Reads the claims of a JWT without checking its signature (the server does that). */
export function decodeTokenClaims(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A token without a readable `exp`, or whose `exp` has passed, counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp !== "number" || exp * 1000 <= now;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && "role" in parsed && "username" in parsed) {
      return parsed as User;
    }
  } catch {
    // A damaged entry means no user.
  }
  return null;
}

function clearStorage(): void {
  const s = storage();
  s?.removeItem(ACCESS_KEY);
  s?.removeItem(REFRESH_KEY);
  s?.removeItem(USER_KEY);
}

/**
 * The stored session, or null. An access token whose exp has passed still makes a session: the
 * refresh token (valid for weeks) renews it on the first call, so a tab opened or reloaded after
 * a quiet quarter of an hour stays signed in, and the other tabs are not signed out by it.
 */
function loadSession(): Session | null {
  const s = storage();
  const access = s?.getItem(ACCESS_KEY) ?? null;
  const refresh = s?.getItem(REFRESH_KEY) ?? null;
  const user = readUser(s?.getItem(USER_KEY) ?? null);
  if (!access || !refresh || !user) {
    if (access || refresh) clearStorage();
    return null;
  }
  return { access, refresh, user };
}

let current: Session | null = loadSession();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  // Signing in or out in another tab applies here too.
  window.addEventListener("storage", (event) => {
    if (event.key === null || [ACCESS_KEY, REFRESH_KEY, USER_KEY].includes(event.key)) {
      current = loadSession();
      emit();
    }
  });
}

/** The one holder of the signed-in session; React reads it through useSyncExternalStore. */
export const sessionStore = {
  get(): Session | null {
    return current;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(session: Session): void {
    const s = storage();
    s?.setItem(ACCESS_KEY, session.access);
    s?.setItem(REFRESH_KEY, session.refresh);
    s?.setItem(USER_KEY, JSON.stringify(session.user));
    current = session;
    emit();
  },
  setTokens(access: string, refresh: string): void {
    if (!current) return;
    const s = storage();
    s?.setItem(ACCESS_KEY, access);
    s?.setItem(REFRESH_KEY, refresh);
    current = { ...current, access, refresh };
    emit();
  },
  /**
   * The tokens local storage holds now, which another tab may have renewed since this tab read
   * them; the session's own tokens when storage is out of reach. No expiry rule applies here.
   */
  storedTokens(): { access: string; refresh: string } | null {
    const s = storage();
    if (!s) return current && { access: current.access, refresh: current.refresh };
    const access = s.getItem(ACCESS_KEY);
    const refresh = s.getItem(REFRESH_KEY);
    return access && refresh ? { access, refresh } : null;
  },
  setUser(user: User): void {
    if (!current) return;
    storage()?.setItem(USER_KEY, JSON.stringify(user));
    current = { ...current, user };
    emit();
  },
  clear(): void {
    clearStorage();
    if (current === null) return;
    current = null;
    emit();
  },
  /** Re-reads local storage; tests use it after preparing storage by hand. */
  reload(): void {
    current = loadSession();
    emit();
  },
};

const GUEST_ONLY_PATHS = ["/login", "/register", "/reset-password"];

/** Remembers where a signed-out visitor was going, so sign-in can take them there. */
export function saveIntendedPath(path: string): void {
  if (GUEST_ONLY_PATHS.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`)))
    return;
  try {
    window.sessionStorage.setItem(INTENDED_PATH_KEY, path);
  } catch {
    // Private browsing may refuse storage; sign-in then falls back to its default page.
  }
}

export function peekIntendedPath(): string | null {
  try {
    return window.sessionStorage.getItem(INTENDED_PATH_KEY);
  } catch {
    return null;
  }
}

export function takeIntendedPath(): string | null {
  const path = peekIntendedPath();
  try {
    window.sessionStorage.removeItem(INTENDED_PATH_KEY);
  } catch {
    // See saveIntendedPath.
  }
  return path;
}
