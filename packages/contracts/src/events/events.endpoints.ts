import { endpoint, get, getOne, pageRef, postOne, schemasOf } from "../common/endpoint";
import type * as EventSchemas from "./event.contract";
import type * as LeadershipSchemas from "./leadership.contract";

const schema = schemasOf<typeof EventSchemas & typeof LeadershipSchemas>();

export const eventsEndpoints = endpoint("/churches/events/", {
  entity: schema("event"),
  create: schema("eventCreate"),
  update: schema("eventUpdate"),
  filters: ["church", "event_type", "recurrence", "starts_at"],
  actions: {
    "mark-attendance": postOne(schema("event")),
    attendance: getOne(schema("eventAttendees")),
    attendance_trends: get(schema("attendanceTrends")),
    "member-history": get(pageRef(schema("attendedEvent"))),
  },
});

export const churchLeadershipEndpoints = endpoint("/churches/church-leadership/", {
  entity: schema("leadership"),
  create: schema("leadershipCreate"),
  update: schema("leadershipUpdate"),
  filters: ["church", "is_active", "role", "member", "start_date"],
  actions: {
    current: get(schema("currentLeadership")),
  },
});
