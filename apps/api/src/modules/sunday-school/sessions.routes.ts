import {
  apiPath,
  MAX_SESSION_ROSTER,
  markSessionAttendanceInput,
  sessionRoster,
  sessionSummary,
  sundaySchoolSession,
  sundaySchoolSessionCreate,
  sundaySchoolSessionsEndpoints,
  sundaySchoolSessionUpdate,
} from "@cm/contracts";
import { sundaySchoolSessions } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { markSessionAttendance, sessionRosterOf } from "./attendance.service";
import { READ, WRITE } from "./sunday-school.routes";
import { decorateSessions, prepareSessionWrite } from "./sunday-school.service";

const action = actionsOf(sundaySchoolSessions);

/** Meetings of Sunday-school classes, one per class per date, where attendance is marked. */
export const sessionsResource = defineResource({
  name: "sunday-school-sessions",
  path: apiPath(sundaySchoolSessionsEndpoints),
  table: sundaySchoolSessions,
  entity: sundaySchoolSession,
  create: sundaySchoolSessionCreate,
  update: sundaySchoolSessionUpdate,
  scope: { kind: "church", field: "church" },
  feature: "SUNDAY_SCHOOL",
  access: readWrite(READ, WRITE),
  search: ["topic"],
  ordering: ["date", "created_at"],
  defaultOrdering: "-date",
  filters: { church: "int", sunday_school: "int", date: "daterange" },
  references: { church: "churches", sunday_school: "sunday-schools" },
  decorate: (rows, ctx) => decorateSessions(ctx.data, rows),
  beforeWrite: prepareSessionWrite,
  actions: {
    "mark-attendance": action.detail({
      method: "POST",
      access: WRITE,
      summary:
        "Mark enrolled members present or absent (others keep their marks); answers the session summary",
      input: markSessionAttendanceInput,
      output: sessionSummary,
      run: ({ data, object, input }) => markSessionAttendance(data, object, input),
    }),
    roster: action.detail({
      method: "GET",
      access: READ,
      summary: `Everyone counted at the session (enrolled by its date, or marked) with their mark: true, false or null when not marked yet; by name, at most ${MAX_SESSION_ROSTER}`,
      output: sessionRoster,
      run: ({ data, object }) => sessionRosterOf(data, object),
    }),
  },
});
