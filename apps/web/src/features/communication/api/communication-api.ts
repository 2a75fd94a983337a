import type { Announcement, AnnouncementInput, Broadcast, BroadcastInput } from "@cm/contracts";
import { announcementsEndpoints, broadcastsEndpoints } from "@cm/contracts";
import { recordWrites } from "../../../components/shared-parts/record-writes";
import { resourceHooksOf } from "../../../components/shared-parts/resource-hooks-of";
import { type ListParams, useResourceList } from "../../../lib/resource-hooks";
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

// Broadcast writes refresh every broadcast query, including "current" on the public page.
const broadcastWrites = recordWrites<Broadcast, BroadcastInput>(broadcastsClient);
export const useSaveBroadcast = broadcastWrites.useSave;
export const useUpdateBroadcast = broadcastWrites.useUpdate;
export const useDeleteBroadcast = broadcastWrites.useDelete;
