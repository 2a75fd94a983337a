import { byPosition, type MemberField, type MemberFieldInput, memberFieldsEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useDeleteResource,
  useResourceList,
  useSaveResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const fields = clientOf(memberFieldsEndpoints);

/** The page where a church keeps its own member fields. */
export const MEMBER_FIELDS_PATH = "/church/member-fields";

/** A church has at most 50 fields: one page holds them all. */
const ALL = 100;

export const useMemberFieldList = (params: ListParams) => useResourceList<MemberField>(fields.path, params);
export const useSaveMemberField = () => useSaveResource<MemberFieldInput, MemberField>(fields.path);
export const useDeleteMemberField = () => useDeleteResource(fields.path);

/**
 * The church's fields in their order (all of them, or the active ones), for the member form, the
 * member page and the list's filter. `church` narrows to one church for users who reach several.
 */
export function useChurchMemberFields(church: number | null | undefined, activeOnly = true) {
  const list = useResourceList<MemberField>(fields.path, {
    page: 1,
    page_size: ALL,
    ordering: "position",
    filters: { ...(church ? { church } : {}), ...(activeOnly ? { is_active: true } : {}) },
  });
  return { ...list, fields: byPosition(list.data?.results ?? []) };
}

/** Puts the church's fields in a new order (every field of the church, each once). */
export function useReorderMemberFields() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ church, ids }: { church?: number; ids: number[] }) =>
      fields.run("reorder", { body: { ...(church ? { church } : {}), ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(fields.path) }),
  });
}
