import type {
  MaintenanceRecord,
  maintenanceUpdate,
  SiteBanner,
  SiteBannerInput,
  SiteSettingsInput,
  scheduleMaintenanceInput,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { type ListParams, type ResourceId, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { SITE_INFO_KEY, siteSettingsQuery } from "../../../lib/site-info";
import { apiClient } from "../../../lib/typed-client";

// Separate from the shell's maintenance check: this copy is refreshed after every change made here.
const MAINTENANCE_KEY = ["settings/maintenance", "admin"] as const;

export type MaintenanceUpdate = z.output<typeof maintenanceUpdate>;
export type MaintenanceSchedule = z.output<typeof scheduleMaintenanceInput>;

export function useMaintenance() {
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: ({ signal }) => apiClient.maintenance.run("current", { signal }),
  });
}

/** Every maintenance call answers the record as it now stands; the page shows that at once. */
function useMaintenanceCall<TVariables>(call: (variables: TVariables) => Promise<MaintenanceRecord>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (record) => {
      client.setQueryData(MAINTENANCE_KEY, record);
      // The shell's own maintenance check (same resource name) learns of the change too.
      return client.invalidateQueries({
        queryKey: [MAINTENANCE_KEY[0]],
        predicate: (query) => query.queryKey[1] !== MAINTENANCE_KEY[1],
      });
    },
  });
}

export function useSaveMaintenance() {
  return useMaintenanceCall((input: MaintenanceUpdate) =>
    apiClient.maintenance.run("update", { body: input }),
  );
}
export function useScheduleMaintenance() {
  return useMaintenanceCall((input: MaintenanceSchedule) =>
    apiClient.maintenance.run("schedule", { body: input }),
  );
}
export function useEndMaintenance() {
  return useMaintenanceCall(() => apiClient.maintenance.run("end"));
}
export function useMaintenanceProgress() {
  return useMaintenanceCall((progress: number) =>
    apiClient.maintenance.run("progress", { body: { progress } }),
  );
}

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** Saving the contact details updates the public footer and legal pages without a reload. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => apiClient.siteSettings.run("update", { body: input }),
    onSuccess: (settings) => client.setQueryData(SITE_INFO_KEY, settings),
  });
}

export function useBannerList(params: ListParams) {
  return useResourceList<SiteBanner>(apiClient.siteBanners.path, params);
}
/** Banner writes refresh every banner query, including the shell's list of banners to show now. */
function useBannerMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(apiClient.siteBanners.path) }),
  });
}

export function useCreateBanner() {
  return useBannerMutation((input: SiteBannerInput) => apiClient.siteBanners.create(input));
}
export function useUpdateBanner() {
  return useBannerMutation(({ id, data }: { id: ResourceId; data: Partial<SiteBannerInput> }) =>
    apiClient.siteBanners.update(id, data),
  );
}
export function useDeleteBanner() {
  return useBannerMutation((id: ResourceId) => apiClient.siteBanners.remove(id));
}
