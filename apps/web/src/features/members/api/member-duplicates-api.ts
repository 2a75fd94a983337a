import type { MemberMergeInput } from "@cm/contracts";
import { membersEndpoints } from "@cm/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membersClient = clientOf(membersEndpoints);
export const DUPLICATES_PAGE_SIZE = 10;

const duplicatesKey = [...resourceKeys.all(membersClient.path), "duplicates"] as const;

/** Pairs of members that may be one person, a page at a time, most reasons first. */
export function useMemberDuplicates(page: number) {
  return useQuery({
    queryKey: [...duplicatesKey, page],
    queryFn: ({ signal }) =>
      membersClient.run("duplicates", { query: { page, page_size: DUPLICATES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Merges one member into another; every list of members (and the pairs) is read again after. */
export function useMergeMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberMergeInput) => membersClient.run("merge", { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) }),
  });
}
