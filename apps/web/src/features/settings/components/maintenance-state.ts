import type { MaintenanceRecord } from "@cm/contracts";
import { isMaintenanceOn, MAINTENANCE_TYPES } from "@cm/contracts/rules";

export type MaintenanceState = "on" | "scheduled" | "off";

/** On (both flags), scheduled (enabled, starting later), or off. */
export function maintenanceState(record: MaintenanceRecord, now = new Date()): MaintenanceState {
  if (isMaintenanceOn(record)) return "on";
  const start = record.start_time ? new Date(record.start_time) : null;
  if (record.is_enabled && !record.actual_end_time && start && start > now) return "scheduled";
  return "off";
}

export const TYPE_LABELS: Record<MaintenanceRecord["maintenance_type"], string> = {
  SCHEDULED: "Planned maintenance",
  EMERGENCY: "Emergency repair",
  UPGRADE: "Upgrade",
};

export const TYPE_CHOICES = MAINTENANCE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
