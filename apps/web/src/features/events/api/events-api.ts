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
import { resourceHooksOf } from "../../../components/shared-parts/resource-hooks-of";
import { api } from "../../../lib/api-client";
import { resourceKeys } from "../../../lib/resource-hooks";
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

const eventHooks = resourceHooksOf<ChurchEvent, EventInput>(eventsClient.path);
export const useEventList = eventHooks.useList;
export const useCreateEvent = eventHooks.useCreate;
export const useUpdateEvent = eventHooks.useUpdate;
export const useDeleteEvent = eventHooks.useDelete;

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
