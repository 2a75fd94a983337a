import type {
  Occurrence,
  Participant,
  ParticipantInput,
  Program,
  ProgramAttachment,
  ProgramCategory,
  ProgramInput,
  Recurrence,
  Reminder,
  ReminderInput,
  SchedulePreview,
} from "@cm/contracts";
import {
  programAttachmentsEndpoints,
  programCategoriesEndpoints,
  programFeedsEndpoints,
  programOccurrencesEndpoints,
  programParticipantsEndpoints,
  programRemindersEndpoints,
  programsEndpoints,
} from "@cm/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api } from "../../../lib/api-client";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf, type ResourceWith } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

const programAttachmentsClient = clientOf(programAttachmentsEndpoints);
const programCategoriesClient = clientOf(programCategoriesEndpoints);
const programFeedsClient = clientOf(programFeedsEndpoints);
const programOccurrencesClient = clientOf(programOccurrencesEndpoints);
const programParticipantsClient = clientOf(programParticipantsEndpoints);
const programRemindersClient = clientOf(programRemindersEndpoints);
const programsClient = clientOf(programsEndpoints);

/** Every programs query starts with this key: one invalidation after a write refreshes the pages. */
const PROGRAMS = "programs-area";
const key = (...parts: unknown[]) => [PROGRAMS, ...parts];

/** Refreshes every programs figure and list after a write. */
export function useInvalidatePrograms() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        programsClient.path,
        programOccurrencesClient.path,
        programParticipantsClient.path,
        programAttachmentsClient.path,
        programRemindersClient.path,
        programCategoriesClient.path,
      ]
        .map((path) => client.invalidateQueries({ queryKey: resourceKeys.all(path) }))
        .concat(client.invalidateQueries({ queryKey: [PROGRAMS] })),
    );
}
const useRefreshingWrite = refreshingMutation(useInvalidatePrograms);

export const useProgramList = (params: ListParams) => useResourceList<Program>(programsClient.path, params);

export function useProgram(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(programsClient.path, id),
    queryFn: ({ signal }) => programsClient.get(id, { signal }),
  });
}

export function useOccurrence(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(programOccurrencesClient.path, id),
    queryFn: ({ signal }) => programOccurrencesClient.get(id, { signal }),
  });
}

/** A program's dates: those still to come (soonest first) or those past (latest first). */
export function useProgramOccurrences(program: number, when: "past" | "upcoming", params: ListParams) {
  const today = new Date().toISOString().slice(0, 10);
  const range = when === "upcoming" ? { local_date__gte: today } : { local_date__lte: today };
  return useResourceList<Occurrence>(programOccurrencesClient.path, {
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
    queryFn: ({ signal }) => programCategoriesClient.run("choices", { signal }),
    staleTime: 60_000,
  });
}

export const useCategoryList = (params: ListParams) =>
  useResourceList<ProgramCategory>(programCategoriesClient.path, params);

/** A month of the working church's calendar. */
export function useCalendar(year: number, month: number) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("calendar", church, year, month),
    queryFn: ({ signal }) => programsClient.run("calendar", { query: { year, month }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Dates that have begun and wait for their outcome. */
export function usePendingUpdates() {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("pending-update", church),
    queryFn: ({ signal }) =>
      programOccurrencesClient.run("pending_update", { query: { limit: 100 }, signal }),
  });
}

/** The first five dates a schedule gives, asked of the server (it knows the church's zone). */
export function useSchedulePreview(
  input: { start_date: string; start_time: string; recurrence: Recurrence } | null,
) {
  return useQuery({
    queryKey: key("preview", input),
    queryFn: ({ signal }) =>
      api.post<SchedulePreview>(programsClient.actionPath("preview"), input, { signal }),
    enabled: input !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Creates (no id) or changes (an id) a program. */
export const useSaveProgram = () =>
  useRefreshingWrite(({ id, data }: { id: number | null; data: ProgramInput }) =>
    id === null ? programsClient.create(data) : programsClient.update(id, data),
  );

export type ProgramStep = "submit" | "approve" | "reject" | "cancel";

/** Submits, approves, sends back (with a note) or cancels a program. */
export const useProgramStep = () =>
  useRefreshingWrite(({ id, step, note }: { id: number; step: ProgramStep; note?: string }) =>
    programsClient.run(step, {
      id: id,
      body: step === "reject" || step === "cancel" ? { note: note ?? "" } : {},
    }),
  );

export function useDeleteProgramRecord(resource: ResourceWith) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (id: number) => api.delete(resource.detailPath(id)),
    onSuccess: invalidate,
  });
}

export type Outcome =
  | { kind: "accomplished"; attendance: number; notes: string }
  | { kind: "not_accomplished"; reason: string }
  | { kind: "status"; status: "SCHEDULED" | "CANCELLED"; reason: string };

/** Records what came of a date, or calls it off and back. */
export const useRecordOutcome = () =>
  useRefreshingWrite(({ id, outcome }: { id: number; outcome: Outcome }) => {
    if (outcome.kind === "accomplished")
      return programOccurrencesClient.run("mark_accomplished", {
        id: id,
        body: { attendance: outcome.attendance, notes: outcome.notes },
      });
    if (outcome.kind === "not_accomplished")
      return programOccurrencesClient.run("mark_not_accomplished", {
        id: id,
        body: { reason: outcome.reason },
      });
    return programOccurrencesClient.run("update_status", {
      id: id,
      body: { status: outcome.status, reason: outcome.reason },
    });
  });

/** Participants of a program as a whole, or of one date. */
export function useParticipants(target: { program: number } | { occurrence: number }, params: ListParams) {
  const filters = "program" in target ? { program: target.program, whole_program: "true" } : target;
  return useResourceList<Participant>(programParticipantsClient.path, {
    ...params,
    filters: { ...params.filters, ...filters },
  });
}

export const useAddParticipant = () =>
  useRefreshingWrite((input: ParticipantInput) => programParticipantsClient.create(input));

/** Files of a program (all of them) or of one date. */
export function useAttachments(target: { program: number } | { occurrence: number }, params: ListParams) {
  return useResourceList<ProgramAttachment>(programAttachmentsClient.path, {
    ...params,
    filters: { ...params.filters, ...target },
  });
}

export const useUploadAttachment = () =>
  useRefreshingWrite(
    (input: {
      target: { program: number } | { occurrence: number };
      file: File;
      onProgress: UploadProgress;
    }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input.target)) form.append(name, String(value));
      form.append("file", input.file);
      return uploadForm<ProgramAttachment>(
        programAttachmentsClient.actionPath("upload"),
        form,
        input.onProgress,
      );
    },
  );

export const useReminders = (program: number) =>
  useResourceList<Reminder>(programRemindersClient.path, {
    page_size: 50,
    ordering: "minutes_before",
    filters: { program },
  });

export const useAddReminder = () =>
  useRefreshingWrite((input: ReminderInput) => programRemindersClient.create(input));

export const useSendReminderNow = () =>
  useRefreshingWrite((id: number) => programRemindersClient.run("send_now", { id: id }));

/** The working church's calendar feed (null without one), for those who plan programs. */
export function useFeed(enabled: boolean) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: key("feed", church),
    queryFn: ({ signal }) => programFeedsClient.run("current", { signal }),
    enabled,
  });
}

export function useRotateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => programFeedsClient.run("rotate", { body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: key("feed") }),
  });
}

export const useSaveCategory = () =>
  useRefreshingWrite(
    ({
      id,
      data,
    }: {
      id: number | null;
      data: Pick<ProgramCategory, "name" | "color" | "description" | "is_active">;
    }) => (id === null ? programCategoriesClient.create(data) : programCategoriesClient.update(id, data)),
  );
