import { useQueryClient } from "@tanstack/react-query";
import { type ResourceId, resourceKeys } from "../../lib/resource-hooks";
import { refreshingMutation } from "./refreshing-mutation";

/** What the write hooks need of a resource's typed client. */
type WritableClient<T, TInput> = {
  path: string;
  create: (body: TInput) => Promise<T>;
  update: (id: ResourceId, body: Partial<TInput>) => Promise<T>;
  remove: (id: ResourceId) => Promise<void>;
};

/**
 * The save (add or change), change and remove hooks of a resource whose every query, public views
 * included, is fetched again after a write (broadcasts, site banners).
 */
export function recordWrites<T, TInput>(client: WritableClient<T, TInput>) {
  function useRefreshAll() {
    const queries = useQueryClient();
    return () => queries.invalidateQueries({ queryKey: resourceKeys.all(client.path) });
  }
  const useWrite = refreshingMutation(useRefreshAll);
  return {
    /** A new record (`id` null) or changes to one: the add-or-edit form's save. */
    useSave: () =>
      useWrite(({ id, data }: { id: ResourceId | null; data: TInput }) =>
        id === null ? client.create(data) : client.update(id, data),
      ),
    useUpdate: () =>
      useWrite(({ id, data }: { id: ResourceId; data: Partial<TInput> }) => client.update(id, data)),
    useDelete: () => useWrite((id: ResourceId) => client.remove(id)),
  };
}
