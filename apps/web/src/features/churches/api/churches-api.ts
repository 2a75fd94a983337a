import type { Branch, Church, ChurchSettingsInput, Region } from "@cm/contracts";
import {
  branchesEndpoints,
  churchesEndpoints,
  regionsEndpoints,
  subscriptionsEndpoints,
} from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import {
  type ListParams,
  resourceKeys,
  useResource,
  useResourceList,
  useUpdateResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const branchesClient = clientOf(branchesEndpoints);
const churchesClient = clientOf(churchesEndpoints);
const regionsClient = clientOf(regionsEndpoints);
const subscriptionsClient = clientOf(subscriptionsEndpoints);

/** Orderings the API accepts for churches. */
export const CHURCH_ORDERINGS = ["name", "city", "created_at"] as const;

export function useChurchList(params: ListParams, options: { enabled?: boolean } = {}) {
  return useResourceList<Church>(churchesClient.path, params, options);
}

export function useChurch(id: string) {
  return useResource<Church>(churchesClient.path, id);
}

/** Changes a church's currency and time zone (PATCH: only those fields). */
export function useSaveChurchSettings() {
  return useUpdateResource<ChurchSettingsInput, Church>(churchesClient.path);
}

export function useRegion(id: number | undefined) {
  return useResource<Region>(regionsClient.path, id);
}

/** The branches of one church (up to a hundred, by name). */
export function useChurchBranches(churchId: number | undefined) {
  return useResourceList<Branch>(
    branchesClient.path,
    { page: 1, page_size: 100, ordering: "name", filters: { church: churchId } },
    { enabled: churchId !== undefined },
  );
}

/** The church's figures; gated by the BASIC_DASHBOARD feature of the church's plan. */
export function useChurchStatistics(churchId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.detail(churchesClient.path, churchId ?? ""), "statistics"],
    queryFn: ({ signal }) => churchesClient.run("statistics", { id: String(churchId), signal }),
    enabled: enabled && churchId !== undefined,
    retry: false,
  });
}

/** Every subscription of one church, newest first (national and regional officers). */
export function useChurchSubscriptions(churchId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ["subscriptions/subscriptions", "by-church", churchId],
    queryFn: ({ signal }) =>
      subscriptionsClient.run("subscriptions_by_church", { query: { church_id: churchId }, signal }),
    enabled: enabled && churchId !== undefined,
  });
}
