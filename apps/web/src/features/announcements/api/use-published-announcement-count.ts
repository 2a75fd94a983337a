import type { Page } from "@cm/contracts";
import { announcementsEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { listQuery, resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const announcementsClient = clientOf(announcementsEndpoints);

const PUBLISHED = { page: 1, filters: { status: "published" } };
const FIVE_MINUTES = 5 * 60_000;

/**
 * The number of published announcements, for the header badge; null while unknown.
 * The list is public. A failure (including a missing endpoint) just leaves the badge off.
 */
export function usePublishedAnnouncementCount(): number | null {
  const query = useQuery({
    queryKey: resourceKeys.list(announcementsClient.path, PUBLISHED),
    queryFn: ({ signal }) =>
      api.get<Page<unknown>>(announcementsClient.path, listQuery(PUBLISHED), { signal, public: true }),
    select: (page) => (typeof page?.count === "number" ? page.count : null),
    retry: false,
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
  });
  return query.data ?? null;
}
