import { arrayOf, endpoint, get, nullableOf, postOne, schemasOf } from "../common/endpoint";
import type * as CommunicationSchemas from "./communication.contract";

const schema = schemasOf<typeof CommunicationSchemas>();

export const announcementsEndpoints = endpoint("/announcements/", {
  entity: schema("announcement"),
  create: schema("announcementCreate"),
  update: schema("announcementUpdate"),
  filters: ["status"],
});

export const broadcastsEndpoints = endpoint("/broadcast/broadcasts/", {
  entity: schema("broadcast"),
  create: schema("broadcastCreate"),
  update: schema("broadcastUpdate"),
  filters: ["is_active"],
  actions: {
    current: get(nullableOf(schema("broadcast"))),
  },
});

export const siteBannersEndpoints = endpoint("/settings/announcements/", {
  entity: schema("siteBanner"),
  create: schema("siteBannerCreate"),
  update: schema("siteBannerUpdate"),
  filters: ["is_active", "level"],
  actions: {
    active: get(arrayOf(schema("siteBanner"))),
  },
});

export const contactMessagesEndpoints = endpoint("/contact/messages/", {
  entity: schema("contactMessage"),
  create: schema("contactMessageCreate"),
  update: schema("contactMessageUpdate"),
  filters: ["status", "assigned_to"],
  actions: {
    assign: postOne(schema("contactMessage")),
    change_status: postOne(schema("contactMessage")),
  },
});

export const contactResponsesEndpoints = endpoint("/contact/responses/", {
  entity: schema("contactResponse"),
  create: schema("contactResponseCreate"),
  update: schema("contactResponseUpdate"),
  filters: ["message"],
  actions: {
    send_to_user: postOne(schema("contactResponse")),
  },
});
