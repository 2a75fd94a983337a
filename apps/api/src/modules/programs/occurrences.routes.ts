import {
  apiPath,
  markAccomplishedInput,
  markNotAccomplishedInput,
  occurrence,
  occurrenceList,
  occurrenceListQuery,
  occurrenceStatusInput,
  programOccurrencesEndpoints,
} from "@cm/contracts";
import { programOccurrences } from "../../db/tables";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import {
  decorateOccurrences,
  markAccomplished,
  markNotAccomplished,
  updateOccurrenceStatus,
} from "./occurrences.service";
import { pendingUpdate, todaysOccurrences, upcomingOccurrences } from "./program-calendar.service";
import { CHURCH_SCOPE, READ, WRITE } from "./program-rules.service";

const action = actionsOf(programOccurrences);

/** The dates of the programs, made from their schedules, with what came of each. */
export const occurrencesResource = defineResource({
  name: "program-occurrences",
  path: apiPath(programOccurrencesEndpoints),
  table: programOccurrences,
  entity: occurrence,
  scope: CHURCH_SCOPE,
  feature: "PROGRAM_MANAGEMENT",
  access: readOnly(READ),
  search: ["notes", "reason"],
  ordering: ["starts_at", "created_at", "status"],
  filters: { church: "int", program: "int", status: "text", local_date: "daterange" },
  decorate: (rows, ctx) => decorateOccurrences(ctx.data, rows),
  actions: {
    update_status: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Call a date off (CANCELLED, with a reason) or put it back on the schedule; undoing a recorded outcome is for church admins",
      input: occurrenceStatusInput,
      output: occurrence,
      run: (ctx) => updateOccurrenceStatus(ctx, ctx.object, ctx.input),
    }),
    mark_accomplished: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Record that a date that has begun took place, with the attendance and notes (a recorded outcome is corrected by a church admin)",
      input: markAccomplishedInput,
      output: occurrence,
      run: (ctx) => markAccomplished(ctx, ctx.object, ctx.input),
    }),
    mark_not_accomplished: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Record that a date that has begun did not take place, and why",
      input: markNotAccomplishedInput,
      output: occurrence,
      run: (ctx) => markNotAccomplished(ctx, ctx.object, ctx.input),
    }),
    today: action.collection({
      method: "GET",
      access: READ,
      summary: "Today's dates, each church's today in its own time zone",
      input: occurrenceListQuery,
      output: occurrenceList,
      run: (ctx) => todaysOccurrences(ctx, ctx.input),
    }),
    upcoming: action.collection({
      method: "GET",
      access: READ,
      summary: "The next dates still to come, soonest first",
      input: occurrenceListQuery,
      output: occurrenceList,
      run: (ctx) => upcomingOccurrences(ctx, ctx.input),
    }),
    pending_update: action.collection({
      method: "GET",
      access: READ,
      summary: "Dates that have begun with no outcome recorded yet, oldest first",
      input: occurrenceListQuery,
      output: occurrenceList,
      run: (ctx) => pendingUpdate(ctx, ctx.input),
    }),
  },
});
