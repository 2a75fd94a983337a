import {
  apiPath,
  calendarQuery,
  generateOccurrencesInput,
  generateOccurrencesResult,
  occurrenceList,
  program,
  programCalendar,
  programCancelInput,
  programCreate,
  programNoteInput,
  programStatistics,
  programsEndpoints,
  programUpdate,
  schedulePreview,
  schedulePreviewInput,
  statisticsQuery,
  upcomingQuery,
} from "@cm/contracts";
import { programs } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import {
  calendarMonth,
  programStatistics as statisticsOf,
  upcomingOccurrences,
} from "./program-calendar.service";
import { APPROVE, CHURCH_SCOPE, READ, WRITE } from "./program-rules.service";
import {
  afterProgramWrite,
  approveProgram,
  cancelProgram,
  decoratePrograms,
  generateFor,
  prepareProgramWrite,
  previewSchedule,
  refuseProgramDelete,
  rejectProgram,
  submitProgram,
} from "./programs.service";

const action = actionsOf(programs);

/** A church's programs: planned, approved by a church admin, then on the calendar with their dates. */
export const programsResource = defineResource({
  name: "programs",
  path: apiPath(programsEndpoints),
  table: programs,
  entity: program,
  create: programCreate,
  update: programUpdate,
  scope: CHURCH_SCOPE,
  feature: "PROGRAM_MANAGEMENT",
  access: readWrite(READ, WRITE),
  search: ["title", "location", "description"],
  ordering: ["start_date", "title", "created_at", "status"],
  defaultOrdering: "-start_date",
  filters: { church: "int", category: "int", status: "text", coordinator: "int", start_date: "daterange" },
  // The coordinator and the category are checked by the rules (another church's: 404).
  references: { church: "churches" },
  decorate: (rows, ctx) => decoratePrograms(ctx, rows),
  beforeWrite: prepareProgramWrite,
  afterWrite: afterProgramWrite,
  beforeDelete: refuseProgramDelete,
  actions: {
    submit: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Send a DRAFT for approval (a church admin's goes on the calendar at once)",
      output: program,
      run: (ctx) => submitProgram(ctx, ctx.object),
    }),
    approve: action.detail({
      method: "POST",
      access: APPROVE,
      summary: "Approve a PENDING program: it goes on the calendar and its dates are made",
      output: program,
      run: (ctx) => approveProgram(ctx, ctx.object),
    }),
    reject: action.detail({
      method: "POST",
      access: APPROVE,
      summary: "Send a PENDING program back to DRAFT, saying why",
      input: programNoteInput,
      output: program,
      run: (ctx) => rejectProgram(ctx, ctx.object, ctx.input.note),
    }),
    cancel: action.detail({
      method: "POST",
      access: WRITE,
      summary: "Cancel a program: its dates still to come are called off; past ones and outcomes stay",
      input: programCancelInput,
      output: program,
      run: (ctx) => cancelProgram(ctx, ctx.object, ctx.input.note),
    }),
    generate_occurrences: action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Make an approved program's dates for a window (default the next 12 months; at most 3 years or 1,000 dates). Running it again makes nothing twice",
      input: generateOccurrencesInput,
      output: generateOccurrencesResult,
      run: (ctx) => generateFor(ctx, ctx.object, ctx.input),
    }),
    preview: action.collection({
      method: "POST",
      mode: "read",
      access: READ,
      summary: "The first five dates a schedule gives, in the church's time zone, before it is saved",
      input: schedulePreviewInput,
      output: schedulePreview,
      run: (ctx) => previewSchedule(ctx, ctx.input),
    }),
    upcoming: action.collection({
      method: "GET",
      access: READ,
      summary: "The next dates of the programs on the calendar, soonest first",
      input: upcomingQuery,
      output: occurrenceList,
      run: (ctx) => upcomingOccurrences(ctx, ctx.input),
    }),
    calendar: action.collection({
      method: "GET",
      access: READ,
      summary: "A month of a church's calendar, day by day in its time zone, with each category's colour",
      input: calendarQuery,
      output: programCalendar,
      run: (ctx) => calendarMonth(ctx, ctx.input),
    }),
    statistics: action.collection({
      method: "GET",
      access: READ,
      summary:
        "Per category and month of a year: dates planned, accomplished, not accomplished, cancelled, and the accomplishment rate",
      input: statisticsQuery,
      output: programStatistics,
      run: (ctx) => statisticsOf(ctx, ctx.input),
    }),
  },
});
