import type { MaintenanceRecord } from "@cm/contracts";
import { DEFAULT_MAINTENANCE, msg, type Role } from "@cm/contracts/rules";
import { useSyncExternalStore } from "react";

/** What a call that the client refuses during maintenance says (spec section 7). */
export const MAINTENANCE_MESSAGE = msg("System is in maintenance mode");
export const MAINTENANCE_PAGE = "/maintenance";
/** The only pages anyone but a super admin can reach during maintenance (spec section 2). */
export const MAINTENANCE_OPEN_PATHS: readonly string[] = ["/login", MAINTENANCE_PAGE];
const RETURN_PATH_KEY = "maintenance_return_path";

let current: MaintenanceRecord | null = null;

/**
 * The record a 503 carries, or the default of spec section 8 when it carries none. The server
 * sends the record whole (as the status call does, which is not checked either); this only tells
 * a record from a missing or foreign body, without zod, which the first page does not load.
 */
function recordOf(value: unknown): MaintenanceRecord {
  if (typeof value !== "object" || value === null) return DEFAULT_MAINTENANCE;
  const r = value as Partial<MaintenanceRecord>;
  const whole =
    typeof r.is_enabled === "boolean" &&
    typeof r.is_active === "boolean" &&
    typeof r.title === "string" &&
    typeof r.message === "string";
  return whole ? { ...DEFAULT_MAINTENANCE, ...r } : DEFAULT_MAINTENANCE;
}
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether the system is in maintenance, as this browser last learnt it: from the status check
 * after loading, or from any 503 answer. Null while it is not.
 */
export const maintenanceStore = {
  get(): MaintenanceRecord | null {
    return current;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Switches maintenance on with the server's record, or the default of spec section 8. */
  enter(record?: unknown): void {
    current = recordOf(record);
    emit();
  },
  leave(): void {
    if (current === null) return;
    current = null;
    emit();
  },
};

/** Whether maintenance keeps this role out: everyone but a super admin, while it is on. */
export function maintenanceBlocks(role: Role | null | undefined): boolean {
  return current !== null && role !== "SUPER_ADMIN";
}

export function isOpenDuringMaintenance(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return MAINTENANCE_OPEN_PATHS.includes(path);
}

/** Remembers the page someone was on when maintenance sent them away, to return there after. */
export function saveMaintenanceReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Without storage they return to the default page.
  }
}

export function takeMaintenanceReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
    return path;
  } catch {
    return null;
  }
}

/** The maintenance record while maintenance is on, else null; re-renders when that changes. */
export function useMaintenance(): MaintenanceRecord | null {
  return useSyncExternalStore(maintenanceStore.subscribe, maintenanceStore.get, maintenanceStore.get);
}
