import { z } from "zod";
import { endpoint, get, postOne } from "../common/endpoint";
import {
  announcement,
  announcementCreate,
  announcementUpdate,
  broadcast,
  broadcastCreate,
  broadcastUpdate,
  contactMessage,
  contactMessageCreate,
  contactMessageUpdate,
  contactResponse,
  contactResponseCreate,
  contactResponseUpdate,
  siteBanner,
  siteBannerCreate,
  siteBannerUpdate,
} from "./communication.contract";

export const announcementsEndpoints = endpoint("/announcements/", {
  entity: announcement,
  create: announcementCreate,
  update: announcementUpdate,
  filters: ["status"],
});

export const broadcastsEndpoints = endpoint("/broadcast/broadcasts/", {
  entity: broadcast,
  create: broadcastCreate,
  update: broadcastUpdate,
  filters: ["is_active"],
  actions: {
    current: get(broadcast.nullable()),
  },
});

export const siteBannersEndpoints = endpoint("/settings/announcements/", {
  entity: siteBanner,
  create: siteBannerCreate,
  update: siteBannerUpdate,
  filters: ["is_active", "level"],
  actions: {
    active: get(z.array(siteBanner)),
  },
});

export const contactMessagesEndpoints = endpoint("/contact/messages/", {
  entity: contactMessage,
  create: contactMessageCreate,
  update: contactMessageUpdate,
  filters: ["status", "assigned_to"],
  actions: {
    assign: postOne(contactMessage),
    change_status: postOne(contactMessage),
  },
});

export const contactResponsesEndpoints = endpoint("/contact/responses/", {
  entity: contactResponse,
  create: contactResponseCreate,
  update: contactResponseUpdate,
  filters: ["message"],
  actions: {
    send_to_user: postOne(contactResponse),
  },
});
