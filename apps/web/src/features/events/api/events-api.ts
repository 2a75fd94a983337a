import { type Event, type EventType, type eventAttendee, type eventUpdate, RECURRENCES } from "@cm/contracts";
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

export const EVENTS_PATH = "/churches/events/";

const RECURRENCE_LABELS: Record<Recurrence, string> = {
  NONE: "Does not repeat",
  WEEKLY: "Every week",
  MONTHLY: "Every month",
};
export const RECURRENCE_CHOICES = RECURRENCES.map((value) => ({ value, label: RECURRENCE_LABELS[value] }));
export type Recurrence = (typeof RECURRENCES)[number];

export type { EventType };
export type ChurchEvent = Event;
export type EventInput = z.input<typeof eventUpdate>;

/** Who was marked present at an event. */
export type EventAttendee = z.infer<typeof eventAttendee>;
export type MarkEventAttendance = { members: number[]; visitor_count: number };

export function useEventList(params: ListParams) {
  return useResourceList<ChurchEvent>(EVENTS_PATH, params);
}

export function useCreateEvent() {
  return useCreateResource<EventInput, ChurchEvent>(EVENTS_PATH);
}

export function useUpdateEvent() {
  return useUpdateResource<Partial<EventInput>, ChurchEvent>(EVENTS_PATH);
}

export function useDeleteEvent() {
  return useDeleteResource(EVENTS_PATH);
}

/** The members already marked present at an event (idle until an event is chosen). */
export function useEventAttendance(eventId: number | null) {
  return useQuery({
    queryKey: [...resourceKeys.detail(EVENTS_PATH, eventId ?? ""), "attendance"],
    queryFn: ({ signal }) =>
      api.get<EventAttendee[]>(`${EVENTS_PATH}${eventId}/attendance/`, undefined, { signal }),
    enabled: eventId !== null,
  });
}

export function useMarkEventAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, members, visitor_count }: { id: number } & MarkEventAttendance) =>
      api.post<unknown>(`${EVENTS_PATH}${id}/mark-attendance/`, { members, visitor_count }),
    onSuccess: (_r, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.lists(EVENTS_PATH) }),
        client.invalidateQueries({ queryKey: resourceKeys.detail(EVENTS_PATH, id) }),
        client.invalidateQueries({ queryKey: [resourceKeys.all(EVENTS_PATH)[0], "trends"] }),
      ]),
  });
}
