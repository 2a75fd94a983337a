import type { Member, MemberInput } from "@cm/contracts";
import { membersEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api, type QueryParams } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/file-transfer";
import {
  type ListParams,
  listQuery,
  resourceKeys,
  useResource,
  useResourceList,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membersClient = clientOf(membersEndpoints);

/** The list filters of the members page, by query parameter name. */
export const MEMBER_FILTERS = [
  "category",
  "home_cell_fellowship",
  "home_cell_pastor",
  "is_active",
  "gender",
  "age_band",
  "field",
] as const;

export function useMemberList(params: ListParams) {
  return useResourceList<Member>(membersClient.path, params);
}

export function useMember(id: number | null) {
  return useResource<Member>(membersClient.path, id);
}

// Statistics and the choice lists change with every write: refresh them together with the lists.
function useInvalidateMembers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) });
}
const useRefreshingWrite = refreshingMutation(useInvalidateMembers);

export const useCreateMember = () => useRefreshingWrite((input: MemberInput) => membersClient.create(input));

/** PATCH: only the fields given change. */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Partial<MemberInput> }) => membersClient.update(id, data),
    onSuccess: (saved) => {
      client.setQueryData(resourceKeys.detail(membersClient.path, saved.id), saved);
      return client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) });
    },
  });
}

export function useDeleteMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => membersClient.remove(id),
    onSuccess: (_result, id) => {
      // The detail is dropped first, so its page does not ask for a member that is gone.
      client.removeQueries({ queryKey: resourceKeys.detail(membersClient.path, id) });
      return client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) });
    },
  });
}

/** The values in use for a grouping field, for filters and the form's suggestions. */
export type MemberChoiceList = "categories" | "home_cell_fellowships" | "home_cell_pastors";

export function useMemberChoices(list: MemberChoiceList) {
  // The three lists come in one call, shared by every menu and suggestion of a page.
  return useQuery({
    queryKey: [...resourceKeys.all(membersClient.path), "filter_choices"],
    queryFn: ({ signal }) => membersClient.run("filter_choices", { signal }),
    select: (choices) => choices[list],
    staleTime: 60_000,
  });
}

export type BulkAction =
  | { action: "bulk_activate" | "bulk_deactivate" | "bulk_delete"; ids: number[] }
  | { action: "bulk_change_home_cell"; ids: number[]; home_cell_fellowship: string }
  | { action: "bulk_change_pastor"; ids: number[]; home_cell_pastor: string };

/** Answers `{updated}` or `{deleted}`: how many members it changed. */
export type BulkResult = { updated?: number; deleted?: number };

export function bulkActionRequest(input: BulkAction): { path: string; body: Record<string, unknown> } {
  const { action, ...body } = input;
  return { path: membersClient.actionPath(action), body };
}

export const useBulkMemberAction = () =>
  useRefreshingWrite((input: BulkAction) => {
    const { path, body } = bulkActionRequest(input);
    return api.post<BulkResult>(path, body);
  });

/** One member's active flag, through the same named actions the list uses. */
export function useSetMemberActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      membersClient.run(active ? "bulk_activate" : "bulk_deactivate", {
        body: {
          ids: [id],
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) }),
  });
}

/** The list's search, ordering and filters as query parameters, without paging (for the export). */
export function memberFilterQuery(params: ListParams): QueryParams {
  const { page: _page, page_size: _size, ...rest } = listQuery(params);
  return rest;
}

const today = () => new Date().toISOString().slice(0, 10);

export function downloadMemberTemplate(): Promise<void> {
  return downloadFile(membersClient.actionPath("template"), {}, "members-template.xlsx");
}

export function exportMembers(format: "xlsx" | "csv", params: ListParams): Promise<void> {
  return downloadFile(
    membersClient.actionPath("export"),
    { ...memberFilterQuery(params), format },
    `members-${today()}.${format}`,
  );
}
