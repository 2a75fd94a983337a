import type { Church, Region, User, UserCreateInput, UserUpdateInput } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

// Choices for the form: the churches this administrator reaches, and the regions.
const ALL_CHOICES: ListParams = { page: 1, page_size: 100, ordering: "name" };

export function useUserList(params: ListParams) {
  return useResourceList<User>(apiClient.users.path, params);
}

export function useCreateUser() {
  return useCreateResource<UserCreateInput, User>(apiClient.users.path);
}

export function useUpdateUser() {
  return useUpdateResource<UserUpdateInput, User>(apiClient.users.path);
}

/** Deactivating (which also ends the user's sessions) or reactivating are named actions. */
export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiClient.users.run(active ? "activate" : "deactivate", { id: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(apiClient.users.path) }),
  });
}

export function useChurchChoices() {
  return useResourceList<Church>(apiClient.churches.path, ALL_CHOICES);
}

export function useRegionChoices(enabled = true) {
  return useResourceList<Region>(apiClient.regions.path, ALL_CHOICES, { enabled });
}
