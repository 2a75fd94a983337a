import type { ChangeRequest, ChangeRequestInput } from "@cm/contracts";
import { changeRequestsEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResource,
  useResourceList,
} from "../../../lib/resource-hooks";
import { CURRENT_SUBSCRIPTION_KEY } from "../../../lib/subscription-queries";
import { clientOf } from "../../../lib/typed-client";

const changeRequestsClient = clientOf(changeRequestsEndpoints);

export function useChangeRequestList(params: ListParams) {
  return useResourceList<ChangeRequest>(changeRequestsClient.path, params);
}

export function useChangeRequest(id: string | undefined) {
  return useResource<ChangeRequest>(changeRequestsClient.path, id);
}

export function useCreateChangeRequest() {
  const client = useQueryClient();
  const create = useCreateResource<ChangeRequestInput, ChangeRequest>(changeRequestsClient.path);
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
      changeRequestsClient.run("process_request", { id: id, body: { action, notes } }),
    onSuccess: (change) => {
      client.setQueryData(resourceKeys.detail(changeRequestsClient.path, change.id), change);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(changeRequestsClient.path) });
    },
  });
}

/** The church withdraws a pending change; it becomes CANCELLED (409 once it has been decided). */
export function useWithdrawChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => changeRequestsClient.run("cancel", { id: id, body: {} }),
    onSuccess: (change) => {
      client.setQueryData(resourceKeys.detail(changeRequestsClient.path, change.id), change);
      // The banner and the subscription pages no longer show the pending change.
      void client.invalidateQueries({ queryKey: [CURRENT_SUBSCRIPTION_KEY] });
      return client.invalidateQueries({ queryKey: resourceKeys.lists(changeRequestsClient.path) });
    },
  });
}
