import type { DomainModule } from "../../platform/domain-module";
import { attendanceResource } from "./attendance.routes";
import { enrollmentsResource, sundaySchoolMembersResource } from "./enrollments.routes";
import { sessionsResource } from "./sessions.routes";
import { sundaySchoolsResource } from "./sunday-school.routes";

export const sundaySchoolModule: DomainModule = {
  resources: [
    sundaySchoolsResource,
    enrollmentsResource,
    sundaySchoolMembersResource,
    sessionsResource,
    attendanceResource,
  ],
  routes: [],
};
