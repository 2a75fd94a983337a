import {
  attendanceTrends,
  attendanceTrendsQuery,
  attendedEvent,
  event,
  eventAttendees,
  eventCreate,
  eventUpdate,
  markEventAttendanceInput,
  memberEventHistoryQuery,
  pageOf,
} from "@cm/contracts";
import type { z } from "zod";
import { events } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { tenantCondition } from "../../platform/resources/registry";
import { defineResource, type ResourceContext, type Row, readWrite } from "../../platform/resources/resource";
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

/** The caller's reach over events, for the collection actions that read across events. */
const eventsInReach = (ctx: ResourceContext) => tenantCondition(eventsResource, principalOf(ctx.request));

/** Services, meetings and other gatherings of a church, with who attended them. */
export const eventsResource = defineResource({
  name: "events",
  path: "/api/churches/events/",
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
  decorate: (rows, ctx) => decorateEvents(ctx.db, rows),
  beforeWrite: (_ctx, data, existing) => checkEventFields(data, existing),
  actions: {
    "mark-attendance": {
      on: "detail",
      method: "POST",
      access: WRITE,
      feature: "ATTENDANCE_TRACKING",
      summary: "Set who was present (replacing the previous list) and how many visitors came",
      input: markEventAttendanceInput,
      output: event,
      run: ({ db, object, input }) =>
        markEventAttendance(db, object as Row, input as z.infer<typeof markEventAttendanceInput>),
    },
    attendance: {
      on: "detail",
      method: "GET",
      access: READ,
      feature: "ATTENDANCE_TRACKING",
      summary: "The members present at an event, by name",
      output: eventAttendees,
      run: ({ db, object }) => attendeesOf(db, Number(object?.id)),
    },
    attendance_trends: {
      on: "collection",
      method: "GET",
      access: READ,
      feature: "ATTENDANCE_TRACKING",
      summary: "Members present and visitors per week and per event type (the last 12 weeks by default)",
      input: attendanceTrendsQuery,
      references: { church: "churches" },
      output: attendanceTrends,
      run: (ctx) =>
        attendanceTrendsOf(ctx.db, eventsInReach(ctx), ctx.input as z.infer<typeof attendanceTrendsQuery>),
    },
    "member-history": {
      on: "collection",
      method: "GET",
      access: READ,
      feature: "ATTENDANCE_TRACKING",
      summary: "The events a member attended, newest first, a page at a time",
      input: memberEventHistoryQuery,
      output: pageOf(attendedEvent),
      run: (ctx) =>
        memberEventHistory(
          ctx.db,
          ctx.request,
          eventsInReach(ctx),
          ctx.input as z.infer<typeof memberEventHistoryQuery>,
        ),
    },
  },
});
