import { endpoint, get, getOne, post, postOne } from "../common/endpoint";
import {
  attendanceOverview,
  createMultipleSessionsResult,
  enrollmentResult,
  memberSundaySchoolHistory,
  sessionRoster,
  sessionSummary,
  sundaySchool,
  sundaySchoolAttendanceRecord,
  sundaySchoolCreate,
  sundaySchoolEnrollment,
  sundaySchoolEnrollmentCreate,
  sundaySchoolEnrollmentUpdate,
  sundaySchoolSession,
  sundaySchoolSessionCreate,
  sundaySchoolSessionUpdate,
  sundaySchoolUpdate,
} from "./sunday-school.contract";

export const sundaySchoolsEndpoints = endpoint("/churches/sunday-schools/", {
  entity: sundaySchool,
  create: sundaySchoolCreate,
  update: sundaySchoolUpdate,
  filters: ["church", "is_active", "teacher"],
  actions: {
    "enroll-members": postOne(enrollmentResult),
    "create-session": postOne(sundaySchoolSession),
    "create-multiple-sessions": postOne(createMultipleSessionsResult),
    "attendance-overview": getOne(attendanceOverview),
  },
});

export const sundaySchoolEnrollmentsEndpoints = endpoint("/churches/sunday-school-enrollments/", {
  entity: sundaySchoolEnrollment,
  create: sundaySchoolEnrollmentCreate,
  update: sundaySchoolEnrollmentUpdate,
  filters: ["church", "sunday_school", "member", "is_active"],
  actions: {
    "bulk-enroll": post(enrollmentResult),
  },
});

export const sundaySchoolMembersEndpoints = endpoint("/churches/sunday-school-members/", {
  entity: sundaySchoolEnrollment,
  create: sundaySchoolEnrollmentCreate,
  update: sundaySchoolEnrollmentUpdate,
  filters: ["church", "sunday_school", "member", "is_active"],
});

export const sundaySchoolSessionsEndpoints = endpoint("/churches/sunday-school-sessions/", {
  entity: sundaySchoolSession,
  create: sundaySchoolSessionCreate,
  update: sundaySchoolSessionUpdate,
  filters: ["church", "sunday_school", "date"],
  actions: {
    "mark-attendance": postOne(sessionSummary),
    roster: getOne(sessionRoster),
  },
});

export const sundaySchoolAttendanceEndpoints = endpoint("/churches/sunday-school-attendance/", {
  entity: sundaySchoolAttendanceRecord,
  create: false,
  update: false,
  remove: false,
  filters: ["church", "session", "member", "present"],
  actions: {
    "session-summary": get(sessionSummary),
    "member-history": get(memberSundaySchoolHistory),
  },
});
