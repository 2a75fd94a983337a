import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import { sessionStore } from "../lib/session";

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Empties the cache when someone else signs in on this browser, so one person never sees another's
 * profile or lists from memory. Cleared at sign-in rather than sign-out: by then no signed-in page
 * is on screen whose queries would refetch without a session.
 */
export function clearCacheOnUserChange(client: QueryClient): () => void {
  let owner = sessionStore.get()?.user.id ?? null;
  return sessionStore.subscribe(() => {
    const id = sessionStore.get()?.user.id ?? null;
    if (id === null || id === owner) return;
    if (owner !== null) client.clear();
    owner = id;
  });
}
