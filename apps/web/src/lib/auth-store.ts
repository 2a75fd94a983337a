import {
  authEndpoints,
  type LoginInput,
  type LoginResult,
  routePath,
  SOURCE_LANGUAGE,
  type User,
  type UserMe,
  usersEndpoints,
} from "@cm/contracts";
import { useSyncExternalStore } from "react";
import { api } from "./api-client";
import { switchLanguage } from "./i18n";
import { type Session, sessionStore } from "./session";

/**
 * Shows the app in the signed-in user's language: their own choice, else their church's. With
 * neither (the answer says English), the language chosen on this device, or the browser's, stays.
 */
export function followUserLanguage(
  user: Pick<User, "language"> & Partial<Pick<UserMe, "effective_language">>,
) {
  const church = user.effective_language !== SOURCE_LANGUAGE ? user.effective_language : undefined;
  const chosen = user.language ?? church;
  if (chosen) void switchLanguage(chosen);
}

/** Signs in with username and password (and a two-factor code when the account has one). */
export async function signIn(input: LoginInput): Promise<User> {
  const result = await api.post<LoginResult>(routePath(authEndpoints, "login"), input, { public: true });
  sessionStore.set({ access: result.access, refresh: result.refresh, user: result.user });
  followUserLanguage(result.user);
  return result.user;
}

/** Tells the server to forget the refresh token, then forgets the session here whatever it answered. */
export async function signOut(): Promise<void> {
  const refresh = sessionStore.get()?.refresh;
  try {
    if (refresh) await api.post(routePath(authEndpoints, "logout"), { refresh }, { public: true });
  } catch {
    // The session ends locally even when the server cannot be told.
  } finally {
    sessionStore.clear();
  }
}

/** The query key of the signed-in user's own record, fetched again by the signed-in shell. */
export const CURRENT_USER_KEY = ["users/me"] as const;

/** Fetches the signed-in user again and keeps the stored copy current. */
export async function reloadCurrentUser(signal?: AbortSignal): Promise<UserMe> {
  const user = await api.get<UserMe>(routePath(usersEndpoints, "me"), undefined, { signal });
  sessionStore.setUser(user);
  followUserLanguage(user);
  return user;
}

/** The current session (null for a guest); re-renders when someone signs in or out. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function useCurrentUser(): User | null {
  return useSession()?.user ?? null;
}
