import type { Household, MemberRelationship, RelationshipInput } from "@cm/contracts";
import { householdsEndpoints, membersEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membersClient = clientOf(membersEndpoints);
const householdsClient = clientOf(householdsEndpoints);

/** The household a member lives in, if any. */
export function useMemberHousehold(member: number) {
  const list = useResourceList<Household>(householdsClient.path, { filters: { member } });
  return { ...list, household: list.data?.results[0] ?? null };
}

const relativesKey = (member: number) =>
  [...resourceKeys.detail(membersClient.path, member), "relationships"] as const;

/** A member's relatives. */
export function useRelationships(member: number) {
  return useQuery({
    queryKey: relativesKey(member),
    queryFn: ({ signal }) => membersClient.run("relationships", { id: member, signal }),
  });
}

/**
 * Records or removes a relationship; the answer is the member's relatives as they are now (the
 * relative's own list changes too, so every member's is fetched again when next shown).
 */
export function useChangeRelationships(member: number) {
  const client = useQueryClient();
  const done = (relatives: MemberRelationship[]) => {
    client.setQueryData(relativesKey(member), relatives);
    return client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path), refetchType: "none" });
  };
  const add = useMutation({
    mutationFn: (input: RelationshipInput) =>
      membersClient.run("add_relationship", { id: member, body: input }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (relative: number) =>
      membersClient.run("remove_relationship", { id: member, body: { relative } }),
    onSuccess: done,
  });
  return { add, remove };
}
