import type { ChurchRole, Leadership, leadershipUpdate } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";

export const LEADERSHIP_PATH = "/churches/church-leadership/";
const ROLES_PATH = "/churches/roles/";

export type { ChurchRole, Leadership };
export type TermInput = z.input<typeof leadershipUpdate>;

export function useLeadershipHistory(params: ListParams) {
  return useResourceList<Leadership>(LEADERSHIP_PATH, params);
}

/** The current team: terms that are active and not ended. */
export function useCurrentTeam() {
  return useQuery({
    queryKey: [...resourceKeys.lists(LEADERSHIP_PATH), "current"],
    queryFn: ({ signal }) => api.get<Leadership[]>(`${LEADERSHIP_PATH}current/`, undefined, { signal }),
  });
}

export function useCreateTerm() {
  return useCreateResource<TermInput, Leadership>(LEADERSHIP_PATH);
}

export function useUpdateTerm() {
  return useUpdateResource<Partial<TermInput>, Leadership>(LEADERSHIP_PATH);
}

/** Ends a term on a date (it then moves from the current team to the history). */
export function useEndTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, end_date }: { id: number; end_date: string }) =>
      api.patch<Leadership>(`${LEADERSHIP_PATH}${id}/`, { end_date }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(LEADERSHIP_PATH) }),
  });
}

/** The roles this church can give: its own and the national defaults. */
export function useRoleChoices() {
  return useResourceList<ChurchRole>(ROLES_PATH, {
    page: 1,
    page_size: 100,
    ordering: "name",
    filters: { is_active: true },
  });
}
