import type { Household, HouseholdInput, HouseholdMember, HouseholdMemberInput } from "@cm/contracts";
import { householdsEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useDeleteResource,
  useResource,
  useResourceList,
  useSaveResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const households = clientOf(householdsEndpoints);

export const useHouseholdList = (params: ListParams) => useResourceList<Household>(households.path, params);
export const useHousehold = (id: number) => useResource<Household>(households.path, id);
export const useSaveHousehold = () => useSaveResource<HouseholdInput, Household>(households.path);
export const useDeleteHousehold = () => useDeleteResource(households.path);

const peopleKey = (id: number) => [...resourceKeys.detail(households.path, id), "members"] as const;

/** The people of a household with their attendance and classes at a glance. */
export function useHouseholdMembers(id: number) {
  return useQuery({
    queryKey: peopleKey(id),
    queryFn: ({ signal }) => households.run("members", { id, signal }),
  });
}

/**
 * Adds a member to a household or takes one out. The answer is the household's people as they are
 * now; the lists are fetched again (a household's size and head, and the one a member moved from).
 */
export function useChangeHouseholdMembers(id: number) {
  const client = useQueryClient();
  const done = (people: HouseholdMember[]) => {
    client.setQueryData(peopleKey(id), people);
    return client.invalidateQueries({ queryKey: resourceKeys.all(households.path) });
  };
  const add = useMutation({
    mutationFn: (input: HouseholdMemberInput) => households.run("add_member", { id, body: input }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (member: number) => households.run("remove_member", { id, body: { member } }),
    onSuccess: done,
  });
  return { add, remove };
}
