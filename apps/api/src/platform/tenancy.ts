import { reachOf } from "@cm/contracts";
import { type AnyColumn, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Principal } from "./auth/principal";
import { callerCondition } from "./reach";

/**
 * Whose rows a resource holds. `church` rows carry a church id, `region` rows a region id,
 * `owner` rows belong to one user, `global` rows are the installation's.
 * `field` names the column (for the churches table itself it is `id`).
 * `sharedWhenNull`: a row whose church is null is a national default that everyone reads.
 * `regionField`: owner rows that also belong to a region, which its regional officers see.
 */
export type Scope =
  | { kind: "global" }
  | { kind: "church"; field: string; sharedWhenNull?: boolean }
  | { kind: "region"; field: string }
  | { kind: "owner"; field: string; regionField?: string };

/**
 * The condition that narrows a query to the rows a principal may reach: national roles
 * reach every row, regional roles the rows of their region, everyone else their own church.
 */
export function scopeCondition(
  scope: Scope,
  column: AnyColumn | undefined,
  p: Principal,
  regionColumn?: AnyColumn,
): SQL | undefined {
  if (scope.kind === "global" || !column) return undefined;
  const reach = reachOf(p.role);
  if (reach === "all") return undefined;
  if (scope.kind === "church" && scope.sharedWhenNull) {
    return or(isNull(column), scopeCondition({ kind: "church", field: scope.field }, column, p));
  }
  switch (scope.kind) {
    case "owner":
      if (reach === "region" && regionColumn && p.region !== null) {
        return or(eq(column, p.id), eq(regionColumn, p.region));
      }
      return eq(column, p.id);
    case "region":
    case "church":
      // The caller's reach, the one the platform builds for reports and summaries too.
      return callerCondition(p, scope.kind, column);
  }
}
