import {
  apiPath,
  attendanceTrends,
  attendanceTrendsQuery,
  attendedEvent,
  event,
  eventAttendees,
  eventCreate,
  eventsEndpoints,
  eventUpdate,
  markEventAttendanceInput,
  memberEventHistoryQuery,
  pageOf,
  todayIso,
} from "@cm/contracts";
import { events } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { attendanceTrendsOf } from "./attendance-trends.service";
import {
  attendeesOf,
  checkEventFields,
  decorateEvents,
  markEventAttendance,
  memberEventHistory,
} from "./events.service";

const READ = { permission: "church-life.read" } as const;
const WRITE = { permission: "events.write" } as const;

const action = actionsOf(events);

/** Services, meetings and other gatherings of a church, with who attended them. */
export const eventsResource = defineResource({
  name: "events",
  path: apiPath(eventsEndpoints),
  table: events,
  entity: event,
  create: eventCreate,
  update: eventUpdate,
  scope: { kind: "church", field: "church" },
  feature: "EVENT_MANAGEMENT",
  access: readWrite(READ, WRITE),
  search: ["title", "location"],
  ordering: ["starts_at", "title", "created_at"],
  defaultOrdering: "-starts_at",
  filters: { church: "int", event_type: "text", recurrence: "text", starts_at: "daterange" },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateEvents(ctx.data, rows),
  beforeWrite: (_ctx, data, existing) => checkEventFields(data, existing),
  actions: {
    "mark-attendance": action.detail({
      method: "POST",
      access: WRITE,
      feature: "ATTENDANCE_TRACKING",
      summary: "Set who was present (replacing the previous list) and how many visitors came",
      input: markEventAttendanceInput,
      // Every member sent is on the event's church roll, or nothing changes.
      references: { members: "members" },
      output: event,
      run: ({ data, object, input, now }) => markEventAttendance(data, object, input, now),
    }),
    attendance: action.detail({
      method: "GET",
      access: READ,
      feature: "ATTENDANCE_TRACKING",
      summary: "The members present at an event, by name",
      output: eventAttendees,
      run: ({ data, object }) => attendeesOf(data, object.id),
    }),
    attendance_trends: action.collection({
      method: "GET",
      access: READ,
      feature: "ATTENDANCE_TRACKING",
      summary: "Members present and visitors per week and per event type (the last 12 weeks by default)",
      input: attendanceTrendsQuery,
      output: attendanceTrends,
      run: async ({ data, input, scoped, now }) =>
        attendanceTrendsOf(data, await scoped({ church: input.church }), input, todayIso(now)),
    }),
    "member-history": action.collection({
      method: "GET",
      access: READ,
      feature: "ATTENDANCE_TRACKING",
      summary: "The events a member attended, newest first, a page at a time",
      input: memberEventHistoryQuery,
      output: pageOf(attendedEvent),
      run: async ({ data, request, input, scoped }) =>
        memberEventHistory(data, request, await scoped(), input),
    }),
  },
});
