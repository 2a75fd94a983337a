import type { Page } from "@cm/contracts";
import { churchRequestsEndpoints } from "@cm/contracts";
import { type Role, tierOf } from "@cm/contracts/rules";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientOf } from "../../../lib/typed-client";

const churchRequestsClient = clientOf(churchRequestsEndpoints);

/** The sidebar asks again every five minutes (spec section 9). */
export const PENDING_REQUESTS_POLL_MS = 300_000;

/** National, regional and local officers see the count; the others never ask (spec section 7). */
export function watchesChurchRequests(role: Role | null | undefined): boolean {
  if (!role) return false;
  return ["national", "regional", "local"].includes(tierOf(role));
}

/** Reads `count` from one page of pending requests. A failure is only logged: the badge stays off. */
export async function fetchPendingChurchRequestCount(signal?: AbortSignal): Promise<number> {
  try {
    const page = await api.get<Page<unknown>>(
      churchRequestsClient.path,
      { status: "PENDING", page_size: 1 },
      { signal },
    );
    return typeof page?.count === "number" ? page.count : 0;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "AbortError")) {
      console.warn("Could not count pending church requests.", error);
    }
    throw error;
  }
}

/** The number of pending church requests for the sidebar badge, polled every 300000 ms; null while unknown. */
export function usePendingChurchRequestCount(role: Role | null | undefined): number | null {
  const query = useQuery({
    queryKey: ["churches/requests", "pending-count"],
    queryFn: ({ signal }) => fetchPendingChurchRequestCount(signal),
    enabled: watchesChurchRequests(role),
    refetchInterval: PENDING_REQUESTS_POLL_MS,
    staleTime: PENDING_REQUESTS_POLL_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return query.data ?? null;
}
