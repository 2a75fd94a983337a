import type { ChangeRequest, ChangeRequestInput } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResource,
  useResourceList,
} from "../../../lib/resource-hooks";
import { CURRENT_SUBSCRIPTION_KEY } from "../../../lib/subscription-queries";
import { apiClient } from "../../../lib/typed-client";

export function useChangeRequestList(params: ListParams) {
  return useResourceList<ChangeRequest>(apiClient.changeRequests.path, params);
}

export function useChangeRequest(id: string | undefined) {
  return useResource<ChangeRequest>(apiClient.changeRequests.path, id);
}

export function useCreateChangeRequest() {
  const client = useQueryClient();
  const create = useCreateResource<ChangeRequestInput, ChangeRequest>(apiClient.changeRequests.path);
  return {
    ...create,
    mutateAsync: async (input: ChangeRequestInput) => {
      const created = await create.mutateAsync(input);
      // The banner and the subscription pages show the pending change.
      void client.invalidateQueries({ queryKey: [CURRENT_SUBSCRIPTION_KEY] });
      return created;
    },
  };
}

export function useProcessChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, notes }: { id: number; action: "approve" | "reject"; notes: string }) =>
      apiClient.changeRequests.run("process_request", { id: id, body: { action, notes } }),
    onSuccess: (change) => {
      client.setQueryData(resourceKeys.detail(apiClient.changeRequests.path, change.id), change);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(apiClient.changeRequests.path) });
    },
  });
}

/** The church withdraws a pending change; it becomes CANCELLED (409 once it has been decided). */
export function useWithdrawChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.changeRequests.run("cancel", { id: id, body: {} }),
    onSuccess: (change) => {
      client.setQueryData(resourceKeys.detail(apiClient.changeRequests.path, change.id), change);
      // The banner and the subscription pages no longer show the pending change.
      void client.invalidateQueries({ queryKey: [CURRENT_SUBSCRIPTION_KEY] });
      return client.invalidateQueries({ queryKey: resourceKeys.lists(apiClient.changeRequests.path) });
    },
  });
}
