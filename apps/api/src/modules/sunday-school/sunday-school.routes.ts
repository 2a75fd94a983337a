import {
  apiPath,
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
  sundaySchoolsEndpoints,
  sundaySchoolUpdate,
  todayIso,
} from "@cm/contracts";
import { sundaySchoolClasses } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { attendanceOverviewOf } from "./attendance.service";
import {
  createMultipleSessions,
  createSession,
  decorateClasses,
  enrollMembers,
  prepareClassWrite,
} from "./sunday-school.service";

export const READ = { permission: "church-life.read" } as const;
const action = actionsOf(sundaySchoolClasses);
export const WRITE = { permission: "sunday-school.write" } as const;

/** Sunday-school classes of a church, with their enrollment, sessions and attendance. */
export const sundaySchoolsResource = defineResource({
  name: "sunday-schools",
  path: apiPath(sundaySchoolsEndpoints),
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
  references: { church: "churches", teacher: "members" },
  decorate: (rows, ctx) => decorateClasses(ctx.data, rows, todayIso(ctx.now)),
  beforeWrite: prepareClassWrite,
  actions: {
    "enroll-members": action.detail({
      method: "POST",
      access: WRITE,
      summary: "Enroll members of the church in the class; those already enrolled are skipped",
      input: enrollMembersInput,
      references: { members: "members" },
      output: enrollmentResult,
      run: ({ data, object, input, now }) => enrollMembers(data, object, input.members, todayIso(now)),
    }),
    "create-session": action.detail({
      method: "POST",
      access: WRITE,
      summary: "Add a session of the class on a date (one per date)",
      input: createSessionInput,
      output: sundaySchoolSession,
      run: ({ data, object, input }) => createSession(data, object, input),
    }),
    "create-multiple-sessions": action.detail({
      method: "POST",
      access: WRITE,
      summary: "Add a session on every given weekday of a date range (up to a year), skipping dates taken",
      input: createMultipleSessionsInput,
      output: createMultipleSessionsResult,
      run: ({ data, object, input }) => createMultipleSessions(data, object, input),
    }),
    "attendance-overview": action.detail({
      method: "GET",
      access: READ,
      summary: "Present, absent and rate per session and per member of the class",
      input: attendanceOverviewQuery,
      output: attendanceOverview,
      run: ({ data, object, input, now }) => attendanceOverviewOf(data, object, input, todayIso(now)),
    }),
  },
});
