import type { MaintenanceRecord } from "@cm/contracts";
import { maintenanceEndpoints } from "@cm/contracts";
import { isMaintenanceOn } from "@cm/contracts/rules";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { maintenanceStore } from "../../../lib/maintenance-store";
import { clientOf } from "../../../lib/typed-client";

const maintenanceClient = clientOf(maintenanceEndpoints);

export const MAINTENANCE_STATUS_PATH = maintenanceClient.path("current");
/** How often the maintenance page asks whether maintenance is over. */
export const MAINTENANCE_POLL_MS = 15_000;
export const maintenanceStatusKey = ["settings/maintenance", "current"] as const;

/** Asks the server (a public call) and brings the browser's maintenance state in line with it. */
export async function fetchMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceRecord> {
  const record = await api.get<MaintenanceRecord>(MAINTENANCE_STATUS_PATH, undefined, {
    signal,
    public: true,
  });
  if (isMaintenanceOn(record)) maintenanceStore.enter(record);
  else maintenanceStore.leave();
  return record;
}

/** The check made once after the app loads (spec section 4); if it fails nothing is known, so nothing changes. */
export function checkMaintenanceOnce(): Promise<void> {
  return fetchMaintenanceStatus().then(
    () => undefined,
    () => undefined,
  );
}

/** The status, asked again every 15 s, for the maintenance page. */
export function useMaintenanceStatus() {
  return useQuery({
    queryKey: maintenanceStatusKey,
    queryFn: ({ signal }) => fetchMaintenanceStatus(signal),
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}
