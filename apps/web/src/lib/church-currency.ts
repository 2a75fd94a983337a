import { type Church, churchesEndpoints } from "@cm/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { resourceKeys } from "./resource-hooks";
import { siteSettingsQuery } from "./site-info";
import { clientOf } from "./typed-client";
import { useWorkingChurchId } from "./working-church";

const churches = clientOf(churchesEndpoints);

/**
 * The church the signed-in user works on (their own, or an officer's chosen one); idle without one,
 * or when not `wanted`.
 */
export function useWorkingChurch(wanted = true) {
  const id = useWorkingChurchId();
  return useQuery({
    queryKey: resourceKeys.detail(churches.path, id ?? ""),
    queryFn: ({ signal }) => api.get<Church>(churches.detailPath(String(id)), undefined, { signal }),
    enabled: wanted && id !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * The currency the working church keeps its books in ("NGN"): the currency its new records are
 * written in, shown beside their amounts. Null while unknown (no church, or not loaded yet).
 */
export function useWorkingChurchCurrency(): string | null {
  return useWorkingChurch().data?.currency ?? null;
}

/**
 * The organisation's reporting currency: named first among per-currency totals. Asked for only
 * when `needed` (totals in one currency need no order, and a church's page no extra request).
 */
export function useReportingCurrency(needed = true): string {
  return useQuery({ ...siteSettingsQuery, enabled: needed }).data?.reporting_currency || "GHS";
}

/** Per-currency totals with the reporting currency first, then the others by code. */
export function reportingFirst<T extends { currency: string }>(rows: readonly T[], reporting: string): T[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.currency === reporting) - Number(a.currency === reporting) ||
      a.currency.localeCompare(b.currency),
  );
}
