import {
  EVENT_TYPES,
  type Event,
  type EventType,
  type eventAttendee,
  type eventUpdate,
  type Feature,
  RECURRENCES,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth-store";
import {
  type ListParams,
  resourceKeys,
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";
import { useCurrentSubscription } from "../../../lib/subscription-queries";

export const EVENTS_PATH = "/churches/events/";
const MEMBERS_PATH = "/churches/members/";

const EVENT_TYPE_LABELS: Record<EventType, string> = {
  SERVICE: "Church service",
  PRAYER: "Prayer meeting",
  BIBLE_STUDY: "Bible study",
  YOUTH: "Youth meeting",
  MEETING: "Meeting",
  OUTREACH: "Outreach",
  CONFERENCE: "Conference",
  OTHER: "Other",
};
export const EVENT_TYPE_CHOICES = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }));

const RECURRENCE_LABELS: Record<Recurrence, string> = {
  NONE: "Does not repeat",
  WEEKLY: "Every week",
  MONTHLY: "Every month",
};
export const RECURRENCE_CHOICES = RECURRENCES.map((value) => ({ value, label: RECURRENCE_LABELS[value] }));
export type Recurrence = (typeof RECURRENCES)[number];

export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABELS[type as EventType] ?? type;
}

export type { EventType };
export type ChurchEvent = Event;
export type EventInput = z.input<typeof eventUpdate>;

/** Who was marked present at an event. */
export type EventAttendee = z.infer<typeof eventAttendee>;
export type MarkEventAttendance = { members: number[]; visitor_count: number };

/** The few member fields the pickers need. */
export type MemberChoice = {
  id: number;
  first_name: string;
  last_name: string;
  phone?: string | null;
  email?: string | null;
  is_active?: boolean;
};

export function memberName(member: Pick<MemberChoice, "first_name" | "last_name">): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

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

/** A page of the church's active members, searched on the server. */
export function useActiveMembers(search: string, page: number, pageSize = 50, enabled = true) {
  return useResourceList<MemberChoice>(
    MEMBERS_PATH,
    {
      page,
      page_size: pageSize,
      search: search.trim() || undefined,
      ordering: "last_name",
      filters: { is_active: true },
    },
    { enabled },
  );
}

/** Whether the church's plan includes a feature (shares the route gate's cached answer). */
export function useHasFeature(feature: Feature): boolean {
  const church = useCurrentUser()?.church ?? null;
  const query = useCurrentSubscription(church);
  return query.data?.has_feature[feature] === true;
}
