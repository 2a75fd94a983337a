import {
  attendanceOverview,
  attendanceOverviewQuery,
  createMultipleSessionsInput,
  createMultipleSessionsResult,
  createSessionInput,
  enrollMembersInput,
  enrollmentResult,
  sundaySchool,
  sundaySchoolCreate,
  sundaySchoolSession,
  sundaySchoolUpdate,
} from "@cm/contracts";
import type { z } from "zod";
import { sundaySchoolClasses } from "../../db/tables";
import { defineResource, type Row, readWrite } from "../../platform/resources/resource";
import { attendanceOverviewOf } from "./attendance.service";
import {
  createMultipleSessions,
  createSession,
  decorateClasses,
  enrollMembers,
  prepareClassWrite,
} from "./sunday-school.service";

export const READ = { permission: "church-life.read" } as const;
export const WRITE = { permission: "sunday-school.write" } as const;

/** Sunday-school classes of a church, with their enrollment, sessions and attendance. */
export const sundaySchoolsResource = defineResource({
  name: "sunday-schools",
  path: "/api/churches/sunday-schools/",
  table: sundaySchoolClasses,
  entity: sundaySchool,
  create: sundaySchoolCreate,
  update: sundaySchoolUpdate,
  scope: { kind: "church", field: "church" },
  feature: "SUNDAY_SCHOOL",
  access: readWrite(READ, WRITE),
  search: ["name", "room", "description"],
  ordering: ["name", "created_at"],
  filters: { church: "int", is_active: "bool", teacher: "int" },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateClasses(ctx.db, rows),
  beforeWrite: prepareClassWrite,
  actions: {
    "enroll-members": {
      on: "detail",
      method: "POST",
      access: WRITE,
      summary: "Enroll members of the church in the class; those already enrolled are skipped",
      input: enrollMembersInput,
      output: enrollmentResult,
      run: ({ db, object, input }) =>
        enrollMembers(db, object as Row, (input as z.infer<typeof enrollMembersInput>).members),
    },
    "create-session": {
      on: "detail",
      method: "POST",
      access: WRITE,
      summary: "Add a session of the class on a date (one per date)",
      input: createSessionInput,
      output: sundaySchoolSession,
      run: ({ db, object, input }) =>
        createSession(db, object as Row, input as z.infer<typeof createSessionInput>),
    },
    "create-multiple-sessions": {
      on: "detail",
      method: "POST",
      access: WRITE,
      summary: "Add a session on every given weekday of a date range (up to a year), skipping dates taken",
      input: createMultipleSessionsInput,
      output: createMultipleSessionsResult,
      run: ({ db, object, input }) =>
        createMultipleSessions(db, object as Row, input as z.infer<typeof createMultipleSessionsInput>),
    },
    "attendance-overview": {
      on: "detail",
      method: "GET",
      access: READ,
      summary: "Present, absent and rate per session and per member of the class",
      input: attendanceOverviewQuery,
      output: attendanceOverview,
      run: ({ db, object, input }) =>
        attendanceOverviewOf(db, object as Row, input as z.infer<typeof attendanceOverviewQuery>),
    },
  },
});
