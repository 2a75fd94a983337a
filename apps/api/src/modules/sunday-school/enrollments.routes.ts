import {
  apiPath,
  bulkEnrollInput,
  enrollmentResult,
  sundaySchoolEnrollment,
  sundaySchoolEnrollmentCreate,
  sundaySchoolEnrollmentsEndpoints,
  sundaySchoolEnrollmentUpdate,
  sundaySchoolMembersEndpoints,
  todayIso,
} from "@cm/contracts";
import { inArray } from "drizzle-orm";
import { sundaySchoolClasses, sundaySchoolEnrollments } from "../../db/tables";
import { memberNamesOf, membersOfChurch } from "../../platform/member-roll";
import { actionsOf, defineResource, type Row, readWrite } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import { READ, WRITE } from "./sunday-school.routes";
import {
  classOf,
  enrollMembers,
  enrollmentsListFields,
  prepareEnrollmentWrite,
} from "./sunday-school.service";

/** Adds the member's and the class's names, a query each per page. */
async function decorateEnrollments(conn: Data, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const names = await memberNamesOf(
    conn,
    rows.map((r) => Number(r.member)),
  );
  const classes = await conn
    .select({ id: sundaySchoolClasses.id, name: sundaySchoolClasses.name })
    .from(sundaySchoolClasses)
    .where(inArray(sundaySchoolClasses.id, [...new Set(rows.map((r) => Number(r.sunday_school)))]));
  const className = new Map(classes.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    ...r,
    member_name: names.get(Number(r.member)) ?? "",
    sunday_school_name: className.get(Number(r.sunday_school)) ?? "",
  }));
}

/** Members enrolled in Sunday-school classes. */
export const enrollmentsResource = defineResource({
  name: "sunday-school-enrollments",
  path: apiPath(sundaySchoolEnrollmentsEndpoints),
  table: sundaySchoolEnrollments,
  listFields: enrollmentsListFields,
  entity: sundaySchoolEnrollment,
  create: sundaySchoolEnrollmentCreate,
  update: sundaySchoolEnrollmentUpdate,
  scope: { kind: "church", field: "church" },
  feature: "SUNDAY_SCHOOL",
  access: readWrite(READ, WRITE),
  search: ["member_search"],
  ordering: ["enrolled_on", "created_at", "member_name"],
  defaultOrdering: "-enrolled_on",
  filters: { church: "int", sunday_school: "int", member: "int", is_active: "bool" },
  references: { church: "churches", sunday_school: "sunday-schools", member: "members" },
  decorate: (rows, ctx) => decorateEnrollments(ctx.data, rows),
  beforeWrite: prepareEnrollmentWrite,
  actions: {
    "bulk-enroll": actionsOf(sundaySchoolEnrollments).collection({
      method: "POST",
      access: WRITE,
      summary: "Enroll several members of the church in a class; those already enrolled are skipped",
      input: bulkEnrollInput,
      references: { sunday_school: "sunday-schools" },
      output: enrollmentResult,
      run: async ({ data, input, scoped, now }) => {
        const klass = await classOf(data, input.sunday_school);
        const roll = await scoped({ resource: "members", church: klass.church });
        const members = await membersOfChurch(data, roll, input.members, "members");
        return enrollMembers(data, klass, members, todayIso(now));
      },
    }),
  },
});

/**
 * The same enrollments seen from the member's side (spec section 7's sunday-school-members): who
 * is in which class, by member name, with the standard list, writes and scope of enrollments.
 */
export const sundaySchoolMembersResource = defineResource({
  ...enrollmentsResource,
  name: "sunday-school-members",
  path: apiPath(sundaySchoolMembersEndpoints),
  ordering: ["member_name", "enrolled_on", "created_at"],
  defaultOrdering: "member_name",
  actions: {},
});
