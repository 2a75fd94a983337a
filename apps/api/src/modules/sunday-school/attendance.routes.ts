import {
  apiPath,
  memberSundaySchoolHistory,
  memberSundaySchoolHistoryQuery,
  sessionSummary,
  sessionSummaryQuery,
  sundaySchoolAttendanceEndpoints,
  sundaySchoolAttendanceRecord,
} from "@cm/contracts";
import { eq, inArray } from "drizzle-orm";
import { sundaySchoolAttendance, sundaySchoolClasses, sundaySchoolSessions } from "../../db/tables";
import { memberNamesOf } from "../../platform/member-roll";
import { actionsOf, defineResource, type Row, readOnly } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { memberSundaySchoolHistory as historyOf, sessionById, sessionSummaryOf } from "./attendance.service";
import { READ } from "./sunday-school.routes";

const action = actionsOf(sundaySchoolAttendance);

/** Adds the member's name and the session's date and class, a query each per page. */
async function decorateRecords(conn: Data, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const names = await memberNamesOf(
    conn,
    rows.map((r) => Number(r.member)),
  );
  const sessions = await conn
    .select({
      id: sundaySchoolSessions.id,
      date: sundaySchoolSessions.date,
      sunday_school: sundaySchoolClasses.id,
      name: sundaySchoolClasses.name,
    })
    .from(sundaySchoolSessions)
    .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolSessions.sunday_school))
    .where(inArray(sundaySchoolSessions.id, [...new Set(rows.map((r) => Number(r.session)))]));
  const sessionOf = new Map(sessions.map((s) => [s.id, s]));
  return rows.map((r) => {
    const s = sessionOf.get(Number(r.session));
    return {
      ...r,
      member_name: names.get(Number(r.member)) ?? "",
      session_date: s?.date ?? "",
      sunday_school: s?.sunday_school ?? 0,
      sunday_school_name: s?.name ?? "",
    };
  });
}

/**
 * Sunday-school attendance records (one per member marked at a session), read-only: marks are
 * written through a session's mark-attendance. Also the session summary and a member's history.
 */
export const attendanceResource = defineResource({
  name: "sunday-school-attendance",
  path: apiPath(sundaySchoolAttendanceEndpoints),
  table: sundaySchoolAttendance,
  entity: sundaySchoolAttendanceRecord,
  scope: { kind: "church", field: "church" },
  feature: "SUNDAY_SCHOOL",
  access: readOnly(READ),
  ordering: ["created_at"],
  defaultOrdering: "-created_at",
  filters: { church: "int", session: "int", member: "int", present: "bool" },
  decorate: (rows, ctx) => decorateRecords(ctx.data, rows),
  actions: {
    "session-summary": action.collection({
      method: "GET",
      access: READ,
      summary: "Enrolled, present, absent, rate and visitors of a session, with each member's mark",
      input: sessionSummaryQuery,
      references: { session: "sunday-school-sessions" },
      output: sessionSummary,
      run: async ({ data, input, scoped }) =>
        sessionSummaryOf(
          data,
          await sessionById(data, await scoped({ resource: "sunday-school-sessions" }), input.session),
        ),
    }),
    "member-history": action.collection({
      method: "GET",
      access: READ,
      summary: "A member's Sunday-school marks, newest session first, with totals",
      input: memberSundaySchoolHistoryQuery,
      output: memberSundaySchoolHistory,
      run: async ({ data, request, input, scoped }) => historyOf(data, request, await scoped(), input),
    }),
  },
});
