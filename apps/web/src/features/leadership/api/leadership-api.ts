import type { ChurchRole, Leadership, LeadershipInput } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

export type { ChurchRole, Leadership };

export function useLeadershipHistory(params: ListParams) {
  return useResourceList<Leadership>(apiClient.churchLeadership.path, params);
}

/** The current team: terms that are active and not ended. */
export function useCurrentTeam() {
  return useQuery({
    queryKey: [...resourceKeys.lists(apiClient.churchLeadership.path), "current"],
    queryFn: ({ signal }) => apiClient.churchLeadership.run("current", { signal }),
  });
}

export function useCreateTerm() {
  return useCreateResource<LeadershipInput, Leadership>(apiClient.churchLeadership.path);
}

export function useUpdateTerm() {
  return useUpdateResource<Partial<LeadershipInput>, Leadership>(apiClient.churchLeadership.path);
}

/** Ends a term on a date (it then moves from the current team to the history). */
export function useEndTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, end_date }: { id: number; end_date: string }) =>
      apiClient.churchLeadership.update(id, { end_date }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.churchLeadership.path) }),
  });
}

/** The roles this church can give: its own and the national defaults. */
export function useRoleChoices() {
  return useResourceList<ChurchRole>(apiClient.churchRoles.path, {
    page: 1,
    page_size: 100,
    ordering: "name",
    filters: { is_active: true },
  });
}
