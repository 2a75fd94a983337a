import type { Announcement, AnnouncementInput, Broadcast, BroadcastInput } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ListParams,
  type ResourceId,
  resourceKeys,
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";
import { apiClient } from "../../../lib/typed-client";

// Announcements: the generic hooks refresh every announcements list, which includes the public
// feed and the header's count badge.
export function useAnnouncementList(params: ListParams) {
  return useResourceList<Announcement>(apiClient.announcements.path, params);
}
export function useCreateAnnouncement() {
  return useCreateResource<AnnouncementInput, Announcement>(apiClient.announcements.path);
}
export function useUpdateAnnouncement() {
  return useUpdateResource<Partial<AnnouncementInput>, Announcement>(apiClient.announcements.path);
}
export function useDeleteAnnouncement() {
  return useDeleteResource(apiClient.announcements.path);
}

export function useBroadcastList(params: ListParams) {
  return useResourceList<Broadcast>(apiClient.broadcasts.path, params);
}

/** Broadcast writes refresh every broadcast query, including "current" on the public page. */
function useBroadcastMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.broadcasts.path) }),
  });
}

export function useCreateBroadcast() {
  return useBroadcastMutation((input: BroadcastInput) => apiClient.broadcasts.create(input));
}
export function useUpdateBroadcast() {
  return useBroadcastMutation(({ id, data }: { id: ResourceId; data: Partial<BroadcastInput> }) =>
    apiClient.broadcasts.update(id, data),
  );
}
export function useDeleteBroadcast() {
  return useBroadcastMutation((id: ResourceId) => apiClient.broadcasts.remove(id));
}
