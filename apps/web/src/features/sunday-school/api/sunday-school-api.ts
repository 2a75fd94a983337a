import type {
  createMultipleSessionsResult,
  enrollmentResult,
  SessionRoster,
  SessionSummary,
  SundaySchool,
  sundaySchoolEnrollment,
  sundaySchoolSession,
  sundaySchoolUpdate,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";

export const CLASSES_PATH = "/churches/sunday-schools/";
export const ENROLLMENTS_PATH = "/churches/sunday-school-enrollments/";
export const SESSIONS_PATH = "/churches/sunday-school-sessions/";
const SUMMARY_PATH = "/churches/sunday-school-attendance/session-summary/";

export type { SessionRoster, SessionSummary, SundaySchool };
export type Enrollment = z.infer<typeof sundaySchoolEnrollment>;
export type Session = z.infer<typeof sundaySchoolSession>;
export type ClassInput = z.input<typeof sundaySchoolUpdate>;
export type EnrollmentResult = z.infer<typeof enrollmentResult>;
export type MultipleSessionsResult = z.infer<typeof createMultipleSessionsResult>;
export type SessionInput = { date: string; topic: string; notes: string };
export type MultipleSessionsInput = { start_date: string; end_date: string; weekday: number; topic: string };
export type MarkSessionInput = { present: number[]; absent: number[]; visitor_count: number };

/** Every class, session and enrollment query starts with one of these names. */
function invalidateAll(client: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [CLASSES_PATH, ENROLLMENTS_PATH, SESSIONS_PATH, SUMMARY_PATH].map((path) =>
      client.invalidateQueries({ queryKey: resourceKeys.all(path) }),
    ),
  );
}

/** "5–8 years", "From 13", "Up to 12", or "All ages". */
export function agesText(c: Pick<SundaySchool, "min_age" | "max_age">): string {
  if (c.min_age != null && c.max_age != null) return `${c.min_age}–${c.max_age} years`;
  if (c.min_age != null) return `${c.min_age} years and over`;
  if (c.max_age != null) return `Up to ${c.max_age} years`;
  return "All ages";
}

export function useClassList(params: ListParams) {
  return useResourceList<SundaySchool>(CLASSES_PATH, params);
}

export function useClass(id: number | null) {
  return useResource<SundaySchool>(CLASSES_PATH, id);
}

export function useCreateClass() {
  return useCreateResource<ClassInput, SundaySchool>(CLASSES_PATH);
}

export function useUpdateClass() {
  return useUpdateResource<Partial<ClassInput>, SundaySchool>(CLASSES_PATH);
}

export function useEnrollMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, members }: { classId: number; members: number[] }) =>
      api.post<EnrollmentResult>(`${CLASSES_PATH}${classId}/enroll-members/`, { members }),
    onSuccess: () => invalidateAll(client),
  });
}

export function useCreateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...input }: { classId: number } & SessionInput) =>
      api.post<Session>(`${CLASSES_PATH}${classId}/create-session/`, input),
    onSuccess: () => invalidateAll(client),
  });
}

export function useCreateMultipleSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...input }: { classId: number } & MultipleSessionsInput) =>
      api.post<MultipleSessionsResult>(`${CLASSES_PATH}${classId}/create-multiple-sessions/`, input),
    onSuccess: () => invalidateAll(client),
  });
}

export function useEnrollments(classId: number, params: ListParams, enabled = true) {
  return useResourceList<Enrollment>(
    ENROLLMENTS_PATH,
    { ...params, filters: { ...params.filters, sunday_school: classId } },
    { enabled },
  );
}

export function useRemoveEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${ENROLLMENTS_PATH}${id}/`),
    onSuccess: () => invalidateAll(client),
  });
}

export function useSessions(classId: number, params: ListParams) {
  return useResourceList<Session>(SESSIONS_PATH, {
    ...params,
    filters: { ...params.filters, sunday_school: classId },
  });
}

export function useSession(id: number | null) {
  return useResource<Session>(SESSIONS_PATH, id);
}

export function useMarkSessionAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, ...input }: { sessionId: number } & MarkSessionInput) =>
      api.post<unknown>(`${SESSIONS_PATH}${sessionId}/mark-attendance/`, input),
    onSuccess: () => invalidateAll(client),
  });
}

/** Everyone counted at a session with their mark (null when not marked yet), by name. */
export function useSessionRoster(sessionId: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(SESSIONS_PATH, sessionId), "roster"],
    queryFn: ({ signal }) =>
      api.get<SessionRoster>(`${SESSIONS_PATH}${sessionId}/roster/`, undefined, { signal }),
  });
}

/** Present, absent and rate of one session. */
export function useSessionSummary(sessionId: number | null) {
  return useQuery({
    queryKey: [...resourceKeys.all(SUMMARY_PATH), String(sessionId)],
    queryFn: ({ signal }) => api.get<SessionSummary>(SUMMARY_PATH, { session: sessionId }, { signal }),
    enabled: sessionId !== null,
  });
}
