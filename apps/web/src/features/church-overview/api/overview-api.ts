import type { MemberStatistics } from "@cm/contracts";
import { membersEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membersClient = clientOf(membersEndpoints);

export const STATISTICS_PATH = membersClient.actionPath("statistics");

/** The member totals of the church; any change to members refreshes them (same key prefix). */
export function useMemberStatistics() {
  return useQuery({
    queryKey: [...resourceKeys.all(membersClient.path), "statistics"],
    queryFn: ({ signal }) => api.get<MemberStatistics>(STATISTICS_PATH, undefined, { signal }),
    staleTime: 30_000,
  });
}
