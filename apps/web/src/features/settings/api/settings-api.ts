import type {
  MaintenanceRecord,
  maintenanceUpdate,
  SiteBanner,
  SiteBannerInput,
  SiteSettingsInput,
  scheduleMaintenanceInput,
} from "@cm/contracts";
import { maintenanceEndpoints, siteBannersEndpoints, siteSettingsEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { recordWrites } from "../../../components/shared-parts/record-writes";
import { type ListParams, useResourceList } from "../../../lib/resource-hooks";
import { SITE_INFO_KEY, siteSettingsQuery } from "../../../lib/site-info";
import { clientOf } from "../../../lib/typed-client";

const maintenanceClient = clientOf(maintenanceEndpoints);
const siteBannersClient = clientOf(siteBannersEndpoints);
const siteSettingsClient = clientOf(siteSettingsEndpoints);

// Separate from the shell's maintenance check: this copy is refreshed after every change made here.
const MAINTENANCE_KEY = ["settings/maintenance", "admin"] as const;

export type MaintenanceUpdate = z.output<typeof maintenanceUpdate>;
export type MaintenanceSchedule = z.output<typeof scheduleMaintenanceInput>;

export function useMaintenance() {
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: ({ signal }) => maintenanceClient.run("current", { signal }),
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
  return useMaintenanceCall((input: MaintenanceUpdate) => maintenanceClient.run("update", { body: input }));
}
export function useScheduleMaintenance() {
  return useMaintenanceCall((input: MaintenanceSchedule) =>
    maintenanceClient.run("schedule", { body: input }),
  );
}
export function useEndMaintenance() {
  return useMaintenanceCall(() => maintenanceClient.run("end"));
}
export function useMaintenanceProgress() {
  return useMaintenanceCall((progress: number) => maintenanceClient.run("progress", { body: { progress } }));
}

export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** Saving the contact details updates the public footer and legal pages without a reload. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => siteSettingsClient.run("update", { body: input }),
    onSuccess: (settings) => client.setQueryData(SITE_INFO_KEY, settings),
  });
}

export function useBannerList(params: ListParams) {
  return useResourceList<SiteBanner>(siteBannersClient.path, params);
}
// Banner writes refresh every banner query, including the shell's list of banners to show now.
const bannerWrites = recordWrites<SiteBanner, SiteBannerInput>(siteBannersClient);
export const useSaveBanner = bannerWrites.useSave;
export const useUpdateBanner = bannerWrites.useUpdate;
export const useDeleteBanner = bannerWrites.useDelete;
