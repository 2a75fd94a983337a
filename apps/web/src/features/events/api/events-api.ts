import type { EventInput } from "@cm/contracts";
import {
  type Event,
  type EventType,
  type eventAttendee,
  eventsEndpoints,
  msg,
  RECURRENCES,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const eventsClient = clientOf(eventsEndpoints);

const RECURRENCE_LABELS: Record<Recurrence, string> = {
  NONE: msg("Does not repeat"),
  WEEKLY: msg("Every week"),
  MONTHLY: msg("Every month"),
};
export const RECURRENCE_CHOICES = RECURRENCES.map((value) => ({ value, label: RECURRENCE_LABELS[value] }));
export type Recurrence = (typeof RECURRENCES)[number];

export type { EventType };
export type ChurchEvent = Event;

/** Who was marked present at an event. */
export type EventAttendee = z.infer<typeof eventAttendee>;
export type MarkEventAttendance = { members: number[]; visitor_count: number };

export function useEventList(params: ListParams) {
  return useResourceList<ChurchEvent>(eventsClient.path, params);
}

export function useCreateEvent() {
  return useCreateResource<EventInput, ChurchEvent>(eventsClient.path);
}

export function useUpdateEvent() {
  return useUpdateResource<Partial<EventInput>, ChurchEvent>(eventsClient.path);
}

export function useDeleteEvent() {
  return useDeleteResource(eventsClient.path);
}

/** The members already marked present at an event (idle until an event is chosen). */
export function useEventAttendance(eventId: number | null) {
  return useQuery({
    queryKey: [...resourceKeys.detail(eventsClient.path, eventId ?? ""), "attendance"],
    queryFn: ({ signal }) =>
      api.get<EventAttendee[]>(eventsClient.actionPath("attendance", String(eventId)), undefined, {
        signal,
      }),
    enabled: eventId !== null,
  });
}

export function useMarkEventAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, members, visitor_count }: { id: number } & MarkEventAttendance) =>
      eventsClient.run("mark-attendance", { id: id, body: { members, visitor_count } }),
    onSuccess: (_r, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.lists(eventsClient.path) }),
        client.invalidateQueries({ queryKey: resourceKeys.detail(eventsClient.path, id) }),
        client.invalidateQueries({ queryKey: [resourceKeys.all(eventsClient.path)[0], "trends"] }),
      ]),
  });
}
