import type {
  CreateMultipleSessionsInput,
  CreateSessionInput,
  createMultipleSessionsResult,
  enrollmentResult,
  MarkSessionAttendanceInput,
  SessionRoster,
  SessionSummary,
  SundaySchool,
  SundaySchoolInput,
  sundaySchoolEnrollment,
  sundaySchoolSession,
} from "@cm/contracts";
import {
  sundaySchoolAttendanceEndpoints,
  sundaySchoolEnrollmentsEndpoints,
  sundaySchoolSessionsEndpoints,
  sundaySchoolsEndpoints,
} from "@cm/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { resourceHooksOf } from "../../../components/shared-parts/resource-hooks-of";
import { api } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const sundaySchoolAttendanceClient = clientOf(sundaySchoolAttendanceEndpoints);
const sundaySchoolEnrollmentsClient = clientOf(sundaySchoolEnrollmentsEndpoints);
const sundaySchoolSessionsClient = clientOf(sundaySchoolSessionsEndpoints);
const sundaySchoolsClient = clientOf(sundaySchoolsEndpoints);

const SUMMARY_PATH = sundaySchoolAttendanceClient.actionPath("session-summary");
const t = translator("sunday-school");

export type { SessionRoster, SessionSummary, SundaySchool };
export type Enrollment = z.infer<typeof sundaySchoolEnrollment>;
export type Session = z.infer<typeof sundaySchoolSession>;
export type EnrollmentResult = z.infer<typeof enrollmentResult>;
export type MultipleSessionsResult = z.infer<typeof createMultipleSessionsResult>;

/** Every class, session and enrollment query starts with one of these names. */
function invalidateAll(client: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [
      sundaySchoolsClient.path,
      sundaySchoolEnrollmentsClient.path,
      sundaySchoolSessionsClient.path,
      SUMMARY_PATH,
    ].map((path) => client.invalidateQueries({ queryKey: resourceKeys.all(path) })),
  );
}

function useInvalidateAll() {
  const client = useQueryClient();
  return () => invalidateAll(client);
}
/** A class, session or enrollment write: every Sunday-school query is fetched again after it. */
const useSchoolWrite = refreshingMutation(useInvalidateAll);

/** "5–8 years", "From 13", "Up to 12", or "All ages". */
export function agesText(c: Pick<SundaySchool, "min_age" | "max_age">): string {
  if (c.min_age != null && c.max_age != null)
    return t("{min}–{max} years", { min: c.min_age, max: c.max_age });
  if (c.min_age != null) return t("{min} years and over", { min: c.min_age });
  if (c.max_age != null) return t("Up to {max} years", { max: c.max_age });
  return t("All ages");
}

const classHooks = resourceHooksOf<SundaySchool, SundaySchoolInput>(sundaySchoolsClient.path);
export const useClassList = classHooks.useList;

export function useClass(id: number | null) {
  return useResource<SundaySchool>(sundaySchoolsClient.path, id);
}

export const useCreateClass = classHooks.useCreate;
export const useUpdateClass = classHooks.useUpdate;

export const useEnrollMembers = () =>
  useSchoolWrite(({ classId, members }: { classId: number; members: number[] }) =>
    sundaySchoolsClient.run("enroll-members", { id: classId, body: { members } }),
  );

export const useCreateSession = () =>
  useSchoolWrite(({ classId, ...input }: { classId: number } & CreateSessionInput) =>
    sundaySchoolsClient.run("create-session", { id: classId, body: input }),
  );

export const useCreateMultipleSessions = () =>
  useSchoolWrite(({ classId, ...input }: { classId: number } & CreateMultipleSessionsInput) =>
    sundaySchoolsClient.run("create-multiple-sessions", { id: classId, body: input }),
  );

export function useEnrollments(classId: number, params: ListParams, enabled = true) {
  return useResourceList<Enrollment>(
    sundaySchoolEnrollmentsClient.path,
    { ...params, filters: { ...params.filters, sunday_school: classId } },
    { enabled },
  );
}

export const useRemoveEnrollment = () =>
  useSchoolWrite((id: number) => sundaySchoolEnrollmentsClient.remove(id));

export function useSessions(classId: number, params: ListParams) {
  return useResourceList<Session>(sundaySchoolSessionsClient.path, {
    ...params,
    filters: { ...params.filters, sunday_school: classId },
  });
}

export function useSession(id: number | null) {
  return useResource<Session>(sundaySchoolSessionsClient.path, id);
}

export const useMarkSessionAttendance = () =>
  useSchoolWrite(({ sessionId, ...input }: { sessionId: number } & MarkSessionAttendanceInput) =>
    sundaySchoolSessionsClient.run("mark-attendance", { id: sessionId, body: input }),
  );

/** Everyone counted at a session with their mark (null when not marked yet), by name. */
export function useSessionRoster(sessionId: number) {
  return useQuery({
    queryKey: [...resourceKeys.detail(sundaySchoolSessionsClient.path, sessionId), "roster"],
    queryFn: ({ signal }) =>
      api.get<SessionRoster>(sundaySchoolSessionsClient.actionPath("roster", sessionId), undefined, {
        signal,
      }),
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
