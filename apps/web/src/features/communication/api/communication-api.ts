import type { Announcement, announcementCreate, Broadcast, broadcastCreate } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  type ResourceId,
  resourceKeys,
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";

export const ANNOUNCEMENTS_PATH = "/announcements/";
export const BROADCASTS_PATH = "/broadcast/broadcasts/";

export type AnnouncementInput = z.output<typeof announcementCreate>;
export type BroadcastInput = z.output<typeof broadcastCreate>;

// Announcements: the generic hooks refresh every announcements list, which includes the public
// feed and the header's count badge.
export function useAnnouncementList(params: ListParams) {
  return useResourceList<Announcement>(ANNOUNCEMENTS_PATH, params);
}
export function useCreateAnnouncement() {
  return useCreateResource<AnnouncementInput, Announcement>(ANNOUNCEMENTS_PATH);
}
export function useUpdateAnnouncement() {
  return useUpdateResource<Partial<AnnouncementInput>, Announcement>(ANNOUNCEMENTS_PATH);
}
export function useDeleteAnnouncement() {
  return useDeleteResource(ANNOUNCEMENTS_PATH);
}

export function useBroadcastList(params: ListParams) {
  return useResourceList<Broadcast>(BROADCASTS_PATH, params);
}

/** Broadcast writes refresh every broadcast query, including "current" on the public page. */
function useBroadcastMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(BROADCASTS_PATH) }),
  });
}

export function useCreateBroadcast() {
  return useBroadcastMutation((input: BroadcastInput) => api.post<Broadcast>(BROADCASTS_PATH, input));
}
export function useUpdateBroadcast() {
  return useBroadcastMutation(({ id, data }: { id: ResourceId; data: Partial<BroadcastInput> }) =>
    api.patch<Broadcast>(`${BROADCASTS_PATH}${id}/`, data),
  );
}
export function useDeleteBroadcast() {
  return useBroadcastMutation((id: ResourceId) => api.delete(`${BROADCASTS_PATH}${id}/`));
}
