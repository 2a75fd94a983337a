import type { ChangeRequest, ChangeType } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResource,
  useResourceList,
} from "../../../lib/resource-hooks";
import { CURRENT_SUBSCRIPTION_KEY } from "../../../lib/subscription-queries";

export const CHANGE_REQUESTS_PATH = "/subscriptions/change-requests/";

export type ChangeRequestInput = {
  subscription: number;
  request_type: ChangeType;
  target_plan: number | null;
  effective_date?: string;
  reason: string;
};

export function useChangeRequestList(params: ListParams) {
  return useResourceList<ChangeRequest>(CHANGE_REQUESTS_PATH, params);
}

export function useChangeRequest(id: string | undefined) {
  return useResource<ChangeRequest>(CHANGE_REQUESTS_PATH, id);
}

export function useCreateChangeRequest() {
  const client = useQueryClient();
  const create = useCreateResource<ChangeRequestInput, ChangeRequest>(CHANGE_REQUESTS_PATH);
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
      api.post<ChangeRequest>(`${CHANGE_REQUESTS_PATH}${id}/process_request/`, { action, notes }),
    onSuccess: (change) => {
      client.setQueryData(resourceKeys.detail(CHANGE_REQUESTS_PATH, change.id), change);
      return client.invalidateQueries({ queryKey: resourceKeys.lists(CHANGE_REQUESTS_PATH) });
    },
  });
}

/** The church withdraws a pending change; it becomes CANCELLED (409 once it has been decided). */
export function useWithdrawChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ChangeRequest>(`${CHANGE_REQUESTS_PATH}${id}/cancel/`, {}),
    onSuccess: (change) => {
      client.setQueryData(resourceKeys.detail(CHANGE_REQUESTS_PATH, change.id), change);
      // The banner and the subscription pages no longer show the pending change.
      void client.invalidateQueries({ queryKey: [CURRENT_SUBSCRIPTION_KEY] });
      return client.invalidateQueries({ queryKey: resourceKeys.lists(CHANGE_REQUESTS_PATH) });
    },
  });
}
