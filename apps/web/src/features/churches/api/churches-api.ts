import type { Branch, Church, ChurchStatistics, Region, Subscription } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type ListParams, resourceKeys, useResource, useResourceList } from "../../../lib/resource-hooks";

export const CHURCHES_PATH = "/churches/churches/";
const BRANCHES_PATH = "/branches/";
const REGIONS_PATH = "/regions/";

/** Orderings the API accepts for churches. */
export const CHURCH_ORDERINGS = ["name", "city", "created_at"] as const;

export function useChurchList(params: ListParams, options: { enabled?: boolean } = {}) {
  return useResourceList<Church>(CHURCHES_PATH, params, options);
}

export function useChurch(id: string) {
  return useResource<Church>(CHURCHES_PATH, id);
}

export function useRegion(id: number | undefined) {
  return useResource<Region>(REGIONS_PATH, id);
}

/** The branches of one church (up to a hundred, by name). */
export function useChurchBranches(churchId: number | undefined) {
  return useResourceList<Branch>(
    BRANCHES_PATH,
    { page: 1, page_size: 100, ordering: "name", filters: { church: churchId } },
    { enabled: churchId !== undefined },
  );
}

/** The church's figures; gated by the BASIC_DASHBOARD feature of the church's plan. */
export function useChurchStatistics(churchId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.detail(CHURCHES_PATH, churchId ?? ""), "statistics"],
    queryFn: ({ signal }) =>
      api.get<ChurchStatistics>(`${CHURCHES_PATH}${churchId}/statistics/`, undefined, { signal }),
    enabled: enabled && churchId !== undefined,
    retry: false,
  });
}

/** Every subscription of one church, newest first (national and regional officers). */
export function useChurchSubscriptions(churchId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "by-church", churchId],
    queryFn: ({ signal }) =>
      api.get<Subscription[]>(
        "/subscriptions/subscriptions/subscriptions_by_church/",
        { church_id: churchId },
        { signal },
      ),
    enabled: enabled && churchId !== undefined,
  });
}
