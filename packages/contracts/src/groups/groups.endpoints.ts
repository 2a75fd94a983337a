import { arrayOf, endpoint, get, getOne, postOne, schemasOf } from "../common/endpoint";
import type * as GroupSchemas from "./group.contract";

const schema = schemasOf<typeof GroupSchemas>();

/** A church's groups (home cells, choir, ushers, classes), their people and who leads them. */
export const groupsEndpoints = endpoint("/churches/groups/", {
  entity: schema("group"),
  create: schema("groupCreate"),
  update: schema("groupUpdate"),
  filters: ["church", "kind", "is_active", "member"],
  actions: {
    members: getOne(arrayOf(schema("groupPerson"))),
    add_member: postOne(arrayOf(schema("groupPerson"))),
    remove_member: postOne(arrayOf(schema("groupPerson"))),
    trend: getOne(arrayOf(schema("groupTrendPoint"))),
    follow_up: get(arrayOf(schema("groupFollowUp"))),
    mine: get(arrayOf(schema("group"))),
  },
});

/** The meetings of a church's groups, and who came: marked by the group's leaders. */
export const groupMeetingsEndpoints = endpoint("/churches/group-meetings/", {
  entity: schema("groupMeeting"),
  create: schema("groupMeetingCreate"),
  update: schema("groupMeetingUpdate"),
  filters: ["church", "group"],
  actions: {
    attendance: getOne(arrayOf(schema("groupMeetingPerson"))),
    mark_attendance: postOne(arrayOf(schema("groupMeetingPerson"))),
  },
});
