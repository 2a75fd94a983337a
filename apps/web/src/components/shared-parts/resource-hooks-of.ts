import {
  type ListParams,
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useUpdateResource,
} from "../../lib/resource-hooks";

/**
 * The list, add, change and remove hooks of one resource, typed once: each feature's api file
 * wrote the same four one-line hooks by hand. Changes are a PATCH (`TChanges`, part of the input).
 */
export function resourceHooksOf<T, TInput, TChanges = Partial<TInput>>(path: string) {
  return {
    useList: (params: ListParams) => useResourceList<T>(path, params),
    useCreate: () => useCreateResource<TInput, T>(path),
    useUpdate: () => useUpdateResource<TChanges, T>(path),
    useDelete: () => useDeleteResource(path),
  };
}
