import type { AttendanceTrends, attendanceOverview, EventType, SundaySchool } from "@cm/contracts";
import { eventsEndpoints, sundaySchoolsEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const eventsClient = clientOf(eventsEndpoints);
const sundaySchoolsClient = clientOf(sundaySchoolsEndpoints);

export type { AttendanceTrends, SundaySchool };
export type ClassOverview = z.infer<typeof attendanceOverview>;
export type TrendQuery = { from: string; to: string; event_type?: EventType | null };

/** Members present and visitors per week and per event type over a date range. */
export function useAttendanceTrends(query: TrendQuery, enabled = true) {
  const params = { from: query.from, to: query.to, event_type: query.event_type ?? undefined };
  return useQuery({
    // Under the events' name, so marking attendance refreshes the trends too.
    queryKey: [...resourceKeys.all(eventsClient.path), "trends", params],
    queryFn: ({ signal }) => eventsClient.run("attendance_trends", { query: params, signal }),
    enabled,
  });
}

export function useClassList(params: ListParams) {
  return useResourceList<SundaySchool>(sundaySchoolsClient.path, params);
}

export function useClass(id: number) {
  return useResource<SundaySchool>(sundaySchoolsClient.path, id);
}

/** A class's attendance per session and per member, optionally between two dates. */
export function useClassOverview(id: number, range: { from?: string; to?: string } = {}) {
  const params = { from: range.from || undefined, to: range.to || undefined };
  return useQuery({
    queryKey: [...resourceKeys.detail(sundaySchoolsClient.path, id), "attendance-overview", params],
    queryFn: ({ signal }) =>
      api.get<ClassOverview>(sundaySchoolsClient.actionPath("attendance-overview", id), params, {
        signal,
      }),
  });
}
