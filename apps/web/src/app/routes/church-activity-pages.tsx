import type { Feature } from "@cm/contracts";
import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const EventsPage = lazyPage(() => import("./church/events"));
const AttendancePage = lazyPage(() => import("./church/attendance"));
const AttendanceManagementPage = lazyPage(() => import("./church/attendance-management"));
const AttendanceClassPage = lazyPage(() => import("./church/attendance-class"));
const SundaySchoolPage = lazyPage(() => import("./church/sunday-school"));
const SundaySchoolClassPage = lazyPage(() => import("./church/sunday-school-class"));
const SundaySchoolSessionPage = lazyPage(() => import("./church/sunday-school-session"));
const LeadershipPage = lazyPage(() => import("./church/leadership"));

/** Pages that need `feature` in the church's plan (spec section 6): the gate wraps them. */
function gated(feature: Feature, children: RouteObject[]): RouteObject {
  return { element: <RequireFeature feature={feature} />, children };
}

/**
 * Church activity pages (spec section 2): events, attendance, Sunday school and leadership.
 * Each is lazy-loaded and sits behind the subscription feature it needs.
 */
export const churchActivityPages: RouteObject[] = [
  gated("EVENT_MANAGEMENT", [{ path: "church/events", element: <EventsPage /> }]),
  gated("ATTENDANCE_TRACKING", [
    { path: "church/attendance", element: <AttendancePage /> },
    { path: "church/attendance-management", element: <AttendanceManagementPage /> },
    { path: "church/attendance-management/:classId", element: <AttendanceClassPage /> },
  ]),
  gated("SUNDAY_SCHOOL", [
    { path: "church/sunday-school", element: <SundaySchoolPage /> },
    { path: "church/sunday-school/:classId", element: <SundaySchoolClassPage /> },
    { path: "church/sunday-school/:classId/session/:sessionId", element: <SundaySchoolSessionPage /> },
  ]),
  gated("LEADERSHIP_MANAGEMENT", [{ path: "church/leadership", element: <LeadershipPage /> }]),
];
