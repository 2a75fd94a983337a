import { endpoint, get, getOne, post, postOne, schemasOf } from "../common/endpoint";
import type * as SundaySchoolSchemas from "./sunday-school.contract";

const schema = schemasOf<typeof SundaySchoolSchemas>();

export const sundaySchoolsEndpoints = endpoint("/churches/sunday-schools/", {
  entity: schema("sundaySchool"),
  create: schema("sundaySchoolCreate"),
  update: schema("sundaySchoolUpdate"),
  filters: ["church", "is_active", "teacher"],
  actions: {
    "enroll-members": postOne(schema("enrollmentResult")),
    "create-session": postOne(schema("sundaySchoolSession")),
    "create-multiple-sessions": postOne(schema("createMultipleSessionsResult")),
    "attendance-overview": getOne(schema("attendanceOverview")),
  },
});

export const sundaySchoolEnrollmentsEndpoints = endpoint("/churches/sunday-school-enrollments/", {
  entity: schema("sundaySchoolEnrollment"),
  create: schema("sundaySchoolEnrollmentCreate"),
  update: schema("sundaySchoolEnrollmentUpdate"),
  filters: ["church", "sunday_school", "member", "is_active"],
  actions: {
    "bulk-enroll": post(schema("enrollmentResult")),
  },
});

export const sundaySchoolMembersEndpoints = endpoint("/churches/sunday-school-members/", {
  entity: schema("sundaySchoolEnrollment"),
  create: schema("sundaySchoolEnrollmentCreate"),
  update: schema("sundaySchoolEnrollmentUpdate"),
  filters: ["church", "sunday_school", "member", "is_active"],
});

export const sundaySchoolSessionsEndpoints = endpoint("/churches/sunday-school-sessions/", {
  entity: schema("sundaySchoolSession"),
  create: schema("sundaySchoolSessionCreate"),
  update: schema("sundaySchoolSessionUpdate"),
  filters: ["church", "sunday_school", "date"],
  actions: {
    "mark-attendance": postOne(schema("sessionSummary")),
    roster: getOne(schema("sessionRoster")),
  },
});

export const sundaySchoolAttendanceEndpoints = endpoint("/churches/sunday-school-attendance/", {
  entity: schema("sundaySchoolAttendanceRecord"),
  create: false,
  update: false,
  remove: false,
  filters: ["church", "session", "member", "present"],
  actions: {
    "session-summary": get(schema("sessionSummary")),
    "member-history": get(schema("memberSundaySchoolHistory")),
  },
});
