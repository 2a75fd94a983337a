import type { Page } from "@cm/contracts";
import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, type QueryParams, type QueryValue } from "./api-client";

/** The list query every resource understands, plus resource-specific filters by field name. */
export type ListParams = {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  filters?: Record<string, QueryValue>;
};

export type ResourceId = number | string;

/** A resource's path without its slashes (churches/churches): its name in query keys. */
export function resourceName(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** Flattens list params into query-string values, dropping empty ones so keys stay stable. */
export function listQuery(params: ListParams): QueryParams {
  const { filters, ...rest } = params;
  const query: QueryParams = {};
  for (const [key, value] of Object.entries({ ...rest, ...filters })) {
    if (value === undefined || value === null || value === "") continue;
    query[key] = value;
  }
  return query;
}

export const resourceKeys = {
  all: (path: string) => [resourceName(path)] as const,
  lists: (path: string) => [resourceName(path), "list"] as const,
  list: (path: string, params: ListParams) => [resourceName(path), "list", listQuery(params)] as const,
  detail: (path: string, id: ResourceId) => [resourceName(path), "detail", String(id)] as const,
};

function detailPath(path: string, id: ResourceId): string {
  return `${path}${encodeURIComponent(String(id))}/`;
}

/** One page of a resource list; the previous page stays on screen while the next one loads. */
/** The generic table's props that come straight from a list query: its rows, total and states. */
export function listTableProps<T>(list: UseQueryResult<Page<T>>) {
  return {
    rows: list.data?.results,
    total: list.data?.count ?? 0,
    totalIsExact: list.data?.count_is_exact ?? true,
    hasNext: Boolean(list.data?.next),
    loading: list.isPending,
    // Only a page change in progress dims the rows; a background refresh does not.
    fetching: list.isFetching && list.isPlaceholderData,
    error: list.error,
    onRetry: () => void list.refetch(),
  };
}

export function useResourceList<T>(
  path: string,
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const query = listQuery(params);
  return useQuery({
    queryKey: resourceKeys.list(path, params),
    queryFn: ({ signal }) => api.get<Page<T>>(path, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One object by id; idle while the id is not known yet. */
export function useResource<T>(path: string, id: ResourceId | null | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(path, id ?? ""),
    queryFn: ({ signal }) => api.get<T>(detailPath(path, id ?? ""), undefined, { signal }),
    enabled: id !== null && id !== undefined && id !== "",
  });
}

export function useCreateResource<TInput, TResult = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api.post<TResult>(path, input),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(path) }),
  });
}

/** PATCH: only the fields given change. */
export function useUpdateResource<TInput, TResult = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: ResourceId; data: TInput }) =>
      api.patch<TResult>(detailPath(path, id), data),
    onSuccess: (result, { id }) => {
      client.setQueryData(resourceKeys.detail(path, id), result);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(path) });
    },
  });
}

/** The add-or-edit form's save: POST for a new record (`id` null), PATCH for one that exists. */
export function useSaveResource<TInput, TResult = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: ResourceId | null; data: TInput }) =>
      id === null ? api.post<TResult>(path, data) : api.patch<TResult>(detailPath(path, id), data),
    onSuccess: (result, { id }) => {
      if (id !== null) client.setQueryData(resourceKeys.detail(path, id), result);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(path) });
    },
  });
}

export function useDeleteResource(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: ResourceId) => api.delete(detailPath(path, id)),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: resourceKeys.detail(path, id) });
      return client.invalidateQueries({ queryKey: resourceKeys.lists(path) });
    },
  });
}
