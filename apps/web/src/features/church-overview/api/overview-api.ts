import type { MemberStatistics } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { MEMBERS_PATH } from "../../../lib/member-queries";
import { resourceKeys } from "../../../lib/resource-hooks";

export const STATISTICS_PATH = `${MEMBERS_PATH}statistics/`;

/** The member totals of the church; any change to members refreshes them (same key prefix). */
export function useMemberStatistics() {
  return useQuery({
    queryKey: [...resourceKeys.all(MEMBERS_PATH), "statistics"],
    queryFn: ({ signal }) => api.get<MemberStatistics>(STATISTICS_PATH, undefined, { signal }),
    staleTime: 30_000,
  });
}
