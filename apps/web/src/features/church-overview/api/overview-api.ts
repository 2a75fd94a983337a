import type { MemberStatistics } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { resourceKeys } from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

export const STATISTICS_PATH = apiClient.members.actionPath("statistics");

/** The member totals of the church; any change to members refreshes them (same key prefix). */
export function useMemberStatistics() {
  return useQuery({
    queryKey: [...resourceKeys.all(apiClient.members.path), "statistics"],
    queryFn: ({ signal }) => api.get<MemberStatistics>(STATISTICS_PATH, undefined, { signal }),
    staleTime: 30_000,
  });
}
