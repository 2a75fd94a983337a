import type {
  MaintenanceRecord,
  maintenanceUpdate,
  SiteBanner,
  SiteSettings,
  scheduleMaintenanceInput,
  siteBannerCreate,
  siteSettingsUpdate,
} from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type ListParams, type ResourceId, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { SITE_INFO_KEY, siteSettingsQuery } from "../../../lib/site-info";

const MAINTENANCE = "/settings/maintenance/";
export const BANNERS_PATH = "/settings/announcements/";
// Separate from the shell's maintenance check: this copy is refreshed after every change made here.
const MAINTENANCE_KEY = ["settings/maintenance", "admin"] as const;

export type MaintenanceUpdate = z.output<typeof maintenanceUpdate>;
export type MaintenanceSchedule = z.output<typeof scheduleMaintenanceInput>;
export type SiteSettingsInput = z.output<typeof siteSettingsUpdate>;
export type BannerInput = z.output<typeof siteBannerCreate>;

export function useMaintenance() {
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: ({ signal }) => api.get<MaintenanceRecord>(`${MAINTENANCE}current/`, undefined, { signal }),
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
    api.put<MaintenanceRecord>(`${MAINTENANCE}1/`, input),
  );
}
export function useScheduleMaintenance() {
  return useMaintenanceCall((input: MaintenanceSchedule) =>
    api.post<MaintenanceRecord>(`${MAINTENANCE}schedule_maintenance/`, input),
  );
}
export function useEndMaintenance() {
  return useMaintenanceCall(() => api.post<MaintenanceRecord>(`${MAINTENANCE}end_maintenance/`));
}
export function useMaintenanceProgress() {
  return useMaintenanceCall((progress: number) =>
    api.post<MaintenanceRecord>(`${MAINTENANCE}update_progress/`, { progress }),
  );
}

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** Saving the contact details updates the public footer and legal pages without a reload. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => api.put<SiteSettings>("/settings/site/1/", input),
    onSuccess: (settings) => client.setQueryData(SITE_INFO_KEY, settings),
  });
}

export function useBannerList(params: ListParams) {
  return useResourceList<SiteBanner>(BANNERS_PATH, params);
}
/** Banner writes refresh every banner query, including the shell's list of banners to show now. */
function useBannerMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(BANNERS_PATH) }),
  });
}

export function useCreateBanner() {
  return useBannerMutation((input: BannerInput) => api.post<SiteBanner>(BANNERS_PATH, input));
}
export function useUpdateBanner() {
  return useBannerMutation(({ id, data }: { id: ResourceId; data: Partial<BannerInput> }) =>
    api.patch<SiteBanner>(`${BANNERS_PATH}${id}/`, data),
  );
}
export function useDeleteBanner() {
  return useBannerMutation((id: ResourceId) => api.delete(`${BANNERS_PATH}${id}/`));
}
