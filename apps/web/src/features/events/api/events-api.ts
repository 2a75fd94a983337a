import type { EventInput } from "@cm/contracts";
import { type Event, type EventType, type eventAttendee, RECURRENCES } from "@cm/contracts";
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
import { apiClient } from "../../../lib/typed-client";

const RECURRENCE_LABELS: Record<Recurrence, string> = {
  NONE: "Does not repeat",
  WEEKLY: "Every week",
  MONTHLY: "Every month",
};
export const RECURRENCE_CHOICES = RECURRENCES.map((value) => ({ value, label: RECURRENCE_LABELS[value] }));
export type Recurrence = (typeof RECURRENCES)[number];

export type { EventType };
export type ChurchEvent = Event;

/** Who was marked present at an event. */
export type EventAttendee = z.infer<typeof eventAttendee>;
export type MarkEventAttendance = { members: number[]; visitor_count: number };

export function useEventList(params: ListParams) {
  return useResourceList<ChurchEvent>(apiClient.events.path, params);
}

export function useCreateEvent() {
  return useCreateResource<EventInput, ChurchEvent>(apiClient.events.path);
}

export function useUpdateEvent() {
  return useUpdateResource<Partial<EventInput>, ChurchEvent>(apiClient.events.path);
}

export function useDeleteEvent() {
  return useDeleteResource(apiClient.events.path);
}

/** The members already marked present at an event (idle until an event is chosen). */
export function useEventAttendance(eventId: number | null) {
  return useQuery({
    queryKey: [...resourceKeys.detail(apiClient.events.path, eventId ?? ""), "attendance"],
    queryFn: ({ signal }) =>
      api.get<EventAttendee[]>(apiClient.events.actionPath("attendance", String(eventId)), undefined, {
        signal,
      }),
    enabled: eventId !== null,
  });
}

export function useMarkEventAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, members, visitor_count }: { id: number } & MarkEventAttendance) =>
      apiClient.events.run("mark-attendance", { id: id, body: { members, visitor_count } }),
    onSuccess: (_r, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys.lists(apiClient.events.path) }),
        client.invalidateQueries({ queryKey: resourceKeys.detail(apiClient.events.path, id) }),
        client.invalidateQueries({ queryKey: [resourceKeys.all(apiClient.events.path)[0], "trends"] }),
      ]),
  });
}
