import { endpoint, get, getOne, postOne } from "../common/endpoint";
import { pageOf } from "../common/pagination";
import {
  attendanceTrends,
  attendedEvent,
  event,
  eventAttendees,
  eventCreate,
  eventUpdate,
} from "./event.contract";
import { currentLeadership, leadership, leadershipCreate, leadershipUpdate } from "./leadership.contract";

export const eventsEndpoints = endpoint("/churches/events/", {
  entity: event,
  create: eventCreate,
  update: eventUpdate,
  filters: ["church", "event_type", "recurrence", "starts_at"],
  actions: {
    "mark-attendance": postOne(event),
    attendance: getOne(eventAttendees),
    attendance_trends: get(attendanceTrends),
    "member-history": get(pageOf(attendedEvent)),
  },
});

export const churchLeadershipEndpoints = endpoint("/churches/church-leadership/", {
  entity: leadership,
  create: leadershipCreate,
  update: leadershipUpdate,
  filters: ["church", "is_active", "role", "member", "start_date"],
  actions: {
    current: get(currentLeadership),
  },
});
