import type {
  Occurrence,
  Participant,
  ParticipantRole,
  Program,
  ProgramAttachment,
  ProgramCalendar,
  ProgramCategory,
  ProgramFeed,
  Recurrence,
  Reminder,
  ReminderAudience,
  SchedulePreview,
} from "@cm/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { useWorkingChurchId } from "../../../lib/working-church";

export const PROGRAMS_PATH = "/programs/programs/";
export const OCCURRENCES_PATH = "/programs/occurrences/";
export const CATEGORIES_PATH = "/programs/categories/";
export const PARTICIPANTS_PATH = "/programs/participants/";
export const ATTACHMENTS_PATH = "/programs/attachments/";
export const REMINDERS_PATH = "/programs/reminders/";
export const FEEDS_PATH = "/programs/feeds/";

/** Every programs query starts with this key: one invalidation after a write refreshes the pages. */
const PROGRAMS = "programs-area";
const key = (...parts: unknown[]) => [PROGRAMS, ...parts];

export type ProgramInput = {
  title: string;
  category: number;
  description: string;
  location: string;
  start_date: string;
  start_time: string;
  duration_minutes: number;
  recurrence: Recurrence;
  coordinator: number | null;
  expected_attendance: number | null;
  draft?: boolean;
};

/** Refreshes every programs figure and list after a write. */
export function useInvalidatePrograms() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [PROGRAMS_PATH, OCCURRENCES_PATH, PARTICIPANTS_PATH, ATTACHMENTS_PATH, REMINDERS_PATH, CATEGORIES_PATH]
        .map((path) => client.invalidateQueries({ queryKey: resourceKeys.all(path) }))
        .concat(client.invalidateQueries({ queryKey: [PROGRAMS] })),
    );
}

export const useProgramList = (params: ListParams) => useResourceList<Program>(PROGRAMS_PATH, params);

export function useProgram(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(PROGRAMS_PATH, id),
    queryFn: ({ signal }) => api.get<Program>(`${PROGRAMS_PATH}${id}/`, undefined, { signal }),
  });
}

export function useOccurrence(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(OCCURRENCES_PATH, id),
    queryFn: ({ signal }) => api.get<Occurrence>(`${OCCURRENCES_PATH}${id}/`, undefined, { signal }),
  });
}

/** A program's dates: those still to come (soonest first) or those past (latest first). */
export function useProgramOccurrences(program: number, when: "past" | "upcoming", params: ListParams) {
  const today = new Date().toISOString().slice(0, 10);
  const range = when === "upcoming" ? { local_date__gte: today } : { local_date__lte: today };
  return useResourceList<Occurrence>(OCCURRENCES_PATH, {
    ...params,
    ordering: params.ordering || (when === "upcoming" ? "starts_at" : "-starts_at"),
    filters: { ...params.filters, program, ...range },
  });
}

/** The active categories the working church may use. */
export function useCategoryChoices() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("categories", church),
    queryFn: ({ signal }) => api.get<ProgramCategory[]>(`${CATEGORIES_PATH}choices/`, undefined, { signal }),
    staleTime: 60_000,
  });
}

export const useCategoryList = (params: ListParams) =>
  useResourceList<ProgramCategory>(CATEGORIES_PATH, params);

/** A month of the working church's calendar. */
export function useCalendar(year: number, month: number) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("calendar", church, year, month),
    queryFn: ({ signal }) =>
      api.get<ProgramCalendar>(`${PROGRAMS_PATH}calendar/`, { year, month }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Dates that have begun and wait for their outcome. */
export function usePendingUpdates() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("pending-update", church),
    queryFn: ({ signal }) =>
      api.get<Occurrence[]>(`${OCCURRENCES_PATH}pending_update/`, { limit: 100 }, { signal }),
  });
}

/** The first five dates a schedule gives, asked of the server (it knows the church's zone). */
export function useSchedulePreview(
  input: { start_date: string; start_time: string; recurrence: Recurrence } | null,
) {
  return useQuery({
    queryKey: key("preview", input),
    queryFn: ({ signal }) => api.post<SchedulePreview>(`${PROGRAMS_PATH}preview/`, input, { signal }),
    enabled: input !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Creates (no id) or changes (an id) a program. */
export function useSaveProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: ProgramInput }) =>
      id === null
        ? api.post<Program>(PROGRAMS_PATH, data)
        : api.patch<Program>(`${PROGRAMS_PATH}${id}/`, data),
    onSuccess: invalidate,
  });
}

export type ProgramStep = "submit" | "approve" | "reject" | "cancel";

/** Submits, approves, sends back (with a note) or cancels a program. */
export function useProgramStep() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, step, note }: { id: number; step: ProgramStep; note?: string }) =>
      api.post<Program>(
        `${PROGRAMS_PATH}${id}/${step}/`,
        step === "reject" || step === "cancel" ? { note: note ?? "" } : {},
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteProgramRecord(path: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${path}${id}/`),
    onSuccess: invalidate,
  });
}

export type Outcome =
  | { kind: "accomplished"; attendance: number; notes: string }
  | { kind: "not_accomplished"; reason: string }
  | { kind: "status"; status: "SCHEDULED" | "CANCELLED"; reason: string };

/** Records what came of a date, or calls it off and back. */
export function useRecordOutcome() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: number; outcome: Outcome }) => {
      const url = `${OCCURRENCES_PATH}${id}/`;
      if (outcome.kind === "accomplished")
        return api.post<Occurrence>(`${url}mark_accomplished/`, {
          attendance: outcome.attendance,
          notes: outcome.notes,
        });
      if (outcome.kind === "not_accomplished")
        return api.post<Occurrence>(`${url}mark_not_accomplished/`, { reason: outcome.reason });
      return api.post<Occurrence>(`${url}update_status/`, { status: outcome.status, reason: outcome.reason });
    },
    onSuccess: invalidate,
  });
}

/** Participants of a program as a whole, or of one date. */
export function useParticipants(target: { program: number } | { occurrence: number }, params: ListParams) {
  const filters = "program" in target ? { program: target.program, whole_program: "true" } : target;
  return useResourceList<Participant>(PARTICIPANTS_PATH, {
    ...params,
    filters: { ...params.filters, ...filters },
  });
}

export type ParticipantInput = {
  program?: number;
  occurrence?: number | null;
  member: number | null;
  guest_name: string;
  guest_phone: string;
  role: ParticipantRole;
};

export function useAddParticipant() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (input: ParticipantInput) => api.post<Participant>(PARTICIPANTS_PATH, input),
    onSuccess: invalidate,
  });
}

/** Files of a program (all of them) or of one date. */
export function useAttachments(target: { program: number } | { occurrence: number }, params: ListParams) {
  return useResourceList<ProgramAttachment>(ATTACHMENTS_PATH, {
    ...params,
    filters: { ...params.filters, ...target },
  });
}

export function useUploadAttachment() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (input: {
      target: { program: number } | { occurrence: number };
      file: File;
      onProgress: UploadProgress;
    }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input.target)) form.append(name, String(value));
      form.append("file", input.file);
      return uploadForm<ProgramAttachment>(`${ATTACHMENTS_PATH}upload/`, form, input.onProgress);
    },
    onSuccess: invalidate,
  });
}

export const useReminders = (program: number) =>
  useResourceList<Reminder>(REMINDERS_PATH, {
    page_size: 50,
    ordering: "minutes_before",
    filters: { program },
  });

export type ReminderInput = {
  program: number;
  minutes_before: number;
  audience: ReminderAudience;
  members: number[];
};

export function useAddReminder() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (input: ReminderInput) => api.post<Reminder>(REMINDERS_PATH, input),
    onSuccess: invalidate,
  });
}

export function useSendReminderNow() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ occurrence: number | null; recipients: number }>(`${REMINDERS_PATH}${id}/send_now/`),
    onSuccess: invalidate,
  });
}

/** The working church's calendar feed (null without one), for those who plan programs. */
export function useFeed(enabled: boolean) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("feed", church),
    queryFn: ({ signal }) => api.get<ProgramFeed | null>(`${FEEDS_PATH}current/`, undefined, { signal }),
    enabled,
  });
}

export function useRotateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ProgramFeed>(`${FEEDS_PATH}rotate/`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key("feed") }),
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({
      id,
      data,
    }: {
      id: number | null;
      data: Pick<ProgramCategory, "name" | "color" | "description" | "is_active">;
    }) =>
      id === null
        ? api.post<ProgramCategory>(CATEGORIES_PATH, data)
        : api.patch<ProgramCategory>(`${CATEGORIES_PATH}${id}/`, data),
    onSuccess: invalidate,
  });
}
