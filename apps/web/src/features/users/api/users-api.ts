import type { Church, Region, User, UserCreateInput, UserUpdateInput } from "@cm/contracts";
import { churchesEndpoints, regionsEndpoints, usersEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resourceHooksOf } from "../../../components/shared-parts/resource-hooks-of";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const churchesClient = clientOf(churchesEndpoints);
const regionsClient = clientOf(regionsEndpoints);
const usersClient = clientOf(usersEndpoints);

// Choices for the form: the churches this administrator reaches, and the regions.
const ALL_CHOICES: ListParams = { page: 1, page_size: 100, ordering: "name" };

const userHooks = resourceHooksOf<User, UserCreateInput, UserUpdateInput>(usersClient.path);
export const useUserList = userHooks.useList;
export const useCreateUser = userHooks.useCreate;
export const useUpdateUser = userHooks.useUpdate;

/** Deactivating (which also ends the user's sessions) or reactivating are named actions. */
export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      usersClient.run(active ? "activate" : "deactivate", { id: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(usersClient.path) }),
  });
}

export function useChurchChoices() {
  return useResourceList<Church>(churchesClient.path, ALL_CHOICES);
}

export function useRegionChoices(enabled = true) {
  return useResourceList<Region>(regionsClient.path, ALL_CHOICES, { enabled });
}
