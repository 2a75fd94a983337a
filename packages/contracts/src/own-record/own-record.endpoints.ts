import { endpoint, get, post, postOne, schemasOf } from "../common/endpoint";
import type * as OwnRecordSchemas from "./own-record.contract";

const schema = schemasOf<typeof OwnRecordSchemas>();

/** The signed-in member's own record, and the changes they asked for. */
export const membershipEndpoints = endpoint("/user-profile/membership/", {
  entity: schema("memberChange"),
  create: schema("memberChangeCreate"),
  update: false,
  remove: false,
  filters: ["status"],
  actions: {
    record: get(schema("ownMembership")),
    photo: post(schema("memberChange")),
  },
});

/** Members' own changes waiting for the church office (and those decided). */
export const memberChangesEndpoints = endpoint("/churches/member-changes/", {
  entity: schema("memberChange"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "member", "status"],
  actions: {
    confirm: postOne(schema("memberChange")),
    decline: postOne(schema("memberChange")),
    settings: get(schema("memberChangeSettings")),
    update_settings: post(schema("memberChangeSettings")),
  },
});

/** User accounts proposed as members (same e-mail in the same church), and linking by hand. */
export const memberLinksEndpoints = endpoint("/churches/member-links/", {
  entity: schema("memberLink"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "member", "status"],
  actions: {
    confirm: postOne(schema("memberLinked")),
    decline: postOne(schema("memberLink")),
    link: post(schema("memberLinked")),
    unlink: post(schema("memberLinked")),
  },
});
