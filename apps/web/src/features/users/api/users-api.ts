import type { Church, Region, User, userCreate, userUpdate } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";

export const USERS_PATH = "/users/";
// Choices for the form: the churches this administrator reaches, and the regions.
const CHURCHES_PATH = "/churches/churches/";
const REGIONS_PATH = "/regions/";
const ALL_CHOICES: ListParams = { page: 1, page_size: 100, ordering: "name" };

export type UserCreateInput = z.output<typeof userCreate>;
export type UserUpdateInput = Partial<z.output<typeof userUpdate>>;

export function useUserList(params: ListParams) {
  return useResourceList<User>(USERS_PATH, params);
}

export function useCreateUser() {
  return useCreateResource<UserCreateInput, User>(USERS_PATH);
}

export function useUpdateUser() {
  return useUpdateResource<UserUpdateInput, User>(USERS_PATH);
}

/** Deactivating (which also ends the user's sessions) or reactivating are named actions. */
export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.post<User>(`${USERS_PATH}${id}/${active ? "activate" : "deactivate"}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.lists(USERS_PATH) }),
  });
}

export function useChurchChoices() {
  return useResourceList<Church>(CHURCHES_PATH, ALL_CHOICES);
}

export function useRegionChoices(enabled = true) {
  return useResourceList<Region>(REGIONS_PATH, ALL_CHOICES, { enabled });
}
