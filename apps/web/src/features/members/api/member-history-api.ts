import type { attendedEvent, memberSundaySchoolHistory, Page } from "@cm/contracts";
import { eventsEndpoints, sundaySchoolAttendanceEndpoints } from "@cm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const eventsClient = clientOf(eventsEndpoints);
const sundaySchoolAttendanceClient = clientOf(sundaySchoolAttendanceEndpoints);

export const EVENT_HISTORY_PATH = eventsClient.actionPath("member-history");
export const SUNDAY_SCHOOL_HISTORY_PATH = sundaySchoolAttendanceClient.actionPath("member-history");
export const HISTORY_PAGE_SIZE = 10;

export type AttendedEvent = z.infer<typeof attendedEvent>;
export type SundaySchoolHistory = z.infer<typeof memberSundaySchoolHistory>;

/** The events a member was marked present at, newest first, a page at a time. */
export function useMemberEventHistory(member: number, page: number) {
  return useQuery({
    queryKey: [...resourceKeys.all(eventsClient.path), "member-history", member, page],
    queryFn: ({ signal }) =>
      api.get<Page<AttendedEvent>>(
        EVENT_HISTORY_PATH,
        { member, page, page_size: HISTORY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The member's Sunday-school sessions (present or absent), with totals over every page. */
export function useMemberSundaySchoolHistory(member: number, page: number) {
  return useQuery({
    queryKey: [...resourceKeys.all(sundaySchoolAttendanceClient.path), "member-history", member, page],
    queryFn: ({ signal }) =>
      api.get<SundaySchoolHistory>(
        SUNDAY_SCHOOL_HISTORY_PATH,
        { member, page, page_size: HISTORY_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
