import {
  churchLeadershipEndpoints,
  eventsEndpoints,
  membersEndpoints,
  sundaySchoolsEndpoints,
  testimoniesEndpoints,
} from "@cm/contracts";
import { type Role, reachOf } from "@cm/contracts/rules";
import { useSyncExternalStore } from "react";
import type { QueryParams } from "./query-params";
import { sessionStore } from "./session";

/**
 * The church a national or regional officer has chosen to work on. Church users always work on
 * their own church; officers reach many, so the church pages, finance, programs and assets
 * work on the one they chose, and every church-scoped call names it (the API refuses a church
 * outside their reach). The choice lives with the session and ends with it.
 */
export type ChurchChoice = { id: number; name: string };

const KEY = "selected_church";

/**
 * Where the API holds a church's own rows: calls there name the chosen church. The declared
 * resources, and whole areas by their prefix (every Sunday-school, finance, program and asset path).
 */
const CHURCH_SCOPED_PATHS = [
  membersEndpoints.path,
  eventsEndpoints.path,
  churchLeadershipEndpoints.path,
  sundaySchoolsEndpoints.path,
  testimoniesEndpoints.path,
  "/churches/sunday-school-",
  "/finance/",
  "/giving/",
  "/programs/",
  "/assets/",
];

function readChoice(): ChurchChoice | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === "object" && parsed !== null && "id" in parsed && "name" in parsed) {
      const { id, name } = parsed as { id: unknown; name: unknown };
      if (typeof id === "number" && typeof name === "string") return { id, name };
    }
  } catch {
    // No storage, or a damaged entry: no church chosen.
  }
  return null;
}

let chosen: ChurchChoice | null = typeof window === "undefined" ? null : readChoice();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function write(choice: ChurchChoice | null) {
  try {
    if (choice) window.localStorage.setItem(KEY, JSON.stringify(choice));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Kept in memory for this page when storage is refused.
  }
  chosen = choice;
  emit();
}

// Signing out (here or in another tab) forgets the choice; another tab's choice applies here.
sessionStore.subscribe(() => {
  if (!sessionStore.get() && chosen) write(null);
});
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === KEY || event.key === null) {
      chosen = readChoice();
      emit();
    }
  });
}

export const churchChoice = {
  get: (): ChurchChoice | null => chosen,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  select: (choice: ChurchChoice) => write(choice),
  clear: () => write(null),
};

/** Whether a role works across churches (national and regional officers) and so chooses one. */
export const choosesChurch = (role: Role): boolean => reachOf(role) !== "church";

/** The church the signed-in user works on now: their own, or the one an officer chose; null without either. */
export function workingChurchId(): number | null {
  const user = sessionStore.get()?.user;
  if (!user) return null;
  if (!choosesChurch(user.role)) return user.church ?? null;
  return chosen?.id ?? null;
}

/** The chosen church of an officer (null for church users and before a choice); re-renders on change. */
export function useChosenChurch(): ChurchChoice | null {
  const choice = useSyncExternalStore(churchChoice.subscribe, churchChoice.get, churchChoice.get);
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)?.user;
  return user && choosesChurch(user.role) ? choice : null;
}

/** The church the signed-in user works on (see workingChurchId), as a hook. */
export function useWorkingChurchId(): number | null {
  const choice = useChosenChurch();
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)?.user;
  if (!user) return null;
  return choosesChurch(user.role) ? (choice?.id ?? null) : (user.church ?? null);
}

const isChurchScoped = (path: string) => CHURCH_SCOPED_PATHS.some((prefix) => path.startsWith(prefix));
/** A collection path or a collection action (`/members/`, `/members/statistics/`), not `/members/12/`. */
const isCollection = (path: string) => !/\/\d+\/([\w-]+\/)?$/.test(path);

/**
 * Adds an officer's chosen church to a church-scoped call: as `church` in the query of a read
 * of a collection, and in the body of a create. Church users' calls are left as they are (the
 * API takes their own church).
 */
export function withChosenChurch(
  method: string,
  path: string,
  query: QueryParams | undefined,
  body: unknown,
): { query: QueryParams | undefined; body: unknown } {
  const user = sessionStore.get()?.user;
  if (!user || !choosesChurch(user.role) || !chosen || !isChurchScoped(path) || !isCollection(path))
    return { query, body };
  const church = chosen.id;
  if (method === "GET") return { query: { church, ...query }, body };
  // A create posts to the collection itself (`/churches/members/`); an upload sends a form.
  const creates = method === "POST" && /^\/[\w-]+\/[\w-]+\/$/.test(path);
  if (body instanceof FormData) {
    if (!body.has("church")) body.set("church", String(church));
  } else if (creates && typeof body === "object" && body !== null && !("church" in body)) {
    return { query, body: { ...body, church } };
  }
  return { query, body };
}

/**
 * The router state of a redirect away from a church's page for want of a chosen church: the
 * page the officer asked for, opened once they choose one (see ChooseChurchFirst).
 */
export const churchFirstState = (path: string) => ({ churchFirst: path });

/** The page a church-first redirect was for (a path of this app), if the state is one. */
export function churchFirstPath(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("churchFirst" in state)) return null;
  const path = state.churchFirst;
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : null;
}
