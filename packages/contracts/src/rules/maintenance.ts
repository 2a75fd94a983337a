import type { MaintenanceRecord } from "../settings/settings.contract";

export { MAINTENANCE_TYPES } from "./maintenance-types";

/** Spec section 8: what the web assumes when a 503 carries no record. */
export const DEFAULT_MAINTENANCE: MaintenanceRecord = {
  is_enabled: true,
  is_active: true,
  title: "System Maintenance",
  message: "The system is currently under maintenance. Please try again later.",
  maintenance_type: "SCHEDULED",
  start_time: null,
  expected_end_time: null,
  actual_end_time: null,
  progress: 0,
};

/** Maintenance is on when both flags are (spec section 4). */
export const isMaintenanceOn = (m: Pick<MaintenanceRecord, "is_enabled" | "is_active">) =>
  m.is_enabled && m.is_active;
