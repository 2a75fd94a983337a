import type { ChurchRole, Leadership, LeadershipInput } from "@cm/contracts";
import { churchLeadershipEndpoints, churchRolesEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { resourceHooksOf } from "../../../components/shared-parts/resource-hooks-of";
import { resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const churchLeadershipClient = clientOf(churchLeadershipEndpoints);
const churchRolesClient = clientOf(churchRolesEndpoints);

export type { ChurchRole, Leadership };

const termHooks = resourceHooksOf<Leadership, LeadershipInput>(churchLeadershipClient.path);
export const useLeadershipHistory = termHooks.useList;

/** The current team: terms that are active and not ended. */
export function useCurrentTeam() {
  return useQuery({
    queryKey: [...resourceKeys.lists(churchLeadershipClient.path), "current"],
    queryFn: ({ signal }) => churchLeadershipClient.run("current", { signal }),
  });
}

export const useCreateTerm = termHooks.useCreate;
export const useUpdateTerm = termHooks.useUpdate;

/** Ends a term on a date (it then moves from the current team to the history). */
export function useEndTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, end_date }: { id: number; end_date: string }) =>
      churchLeadershipClient.update(id, { end_date }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(churchLeadershipClient.path) }),
  });
}

/** The roles this church can give: its own and the national defaults. */
export function useRoleChoices() {
  return useResourceList<ChurchRole>(churchRolesClient.path, {
    page: 1,
    page_size: 100,
    ordering: "name",
    filters: { is_active: true },
  });
}
