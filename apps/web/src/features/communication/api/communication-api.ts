import type { Announcement, AnnouncementInput, Broadcast, BroadcastInput } from "@cm/contracts";
import { announcementsEndpoints, broadcastsEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { resourceHooksOf } from "../../../components/shared-parts/resource-hooks-of";
import { type ListParams, type ResourceId, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const announcementsClient = clientOf(announcementsEndpoints);
const broadcastsClient = clientOf(broadcastsEndpoints);

// Announcements: the generic hooks refresh every announcements list, which includes the public
// feed and the header's count badge.
const announcementHooks = resourceHooksOf<Announcement, AnnouncementInput>(announcementsClient.path);
export const useAnnouncementList = announcementHooks.useList;
export const useCreateAnnouncement = announcementHooks.useCreate;
export const useUpdateAnnouncement = announcementHooks.useUpdate;
export const useDeleteAnnouncement = announcementHooks.useDelete;

export function useBroadcastList(params: ListParams) {
  return useResourceList<Broadcast>(broadcastsClient.path, params);
}

/** Broadcast writes refresh every broadcast query, including "current" on the public page. */
function useBroadcastMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(broadcastsClient.path) }),
  });
}

/** The broadcast form's save: a new broadcast (`id` null) or changes to one. */
export function useSaveBroadcast() {
  return useBroadcastMutation(({ id, data }: { id: ResourceId | null; data: BroadcastInput }) =>
    id === null ? broadcastsClient.create(data) : broadcastsClient.update(id, data),
  );
}
export function useUpdateBroadcast() {
  return useBroadcastMutation(({ id, data }: { id: ResourceId; data: Partial<BroadcastInput> }) =>
    broadcastsClient.update(id, data),
  );
}
export function useDeleteBroadcast() {
  return useBroadcastMutation((id: ResourceId) => broadcastsClient.remove(id));
}
