import { type MaintenanceRecord, msg } from "@cm/contracts";
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
  SCHEDULED: msg("Planned maintenance"),
  EMERGENCY: msg("Emergency repair"),
  UPGRADE: msg("Upgrade"),
};

/** The kinds of maintenance, in the words of the language shown (`t` of this folder). */
export const typeChoices = (t: (key: string) => string) =>
  MAINTENANCE_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }));
