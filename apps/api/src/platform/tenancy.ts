import { reachOf } from "@cm/contracts";
import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import { churches } from "../db/tables";
import type { Principal } from "./auth/principal";

/**
 * Whose rows a resource holds. `church` rows carry a church id, `region` rows a region id,
 * `owner` rows belong to one user, `global` rows are the installation's.
 * `field` names the column (for the churches table itself it is `id`).
 */
export type Scope =
  | { kind: "global" }
  | { kind: "church"; field: string }
  | { kind: "region"; field: string }
  | { kind: "owner"; field: string };

const nothing = sql`false`;

/**
 * The condition that narrows a query to the rows a principal may reach: national roles
 * reach every row, regional roles the rows of their region, everyone else their own church.
 */
export function scopeCondition(scope: Scope, column: AnyColumn | undefined, p: Principal): SQL | undefined {
  if (scope.kind === "global" || !column) return undefined;
  const reach = reachOf(p.role);
  if (reach === "all") return undefined;
  switch (scope.kind) {
    case "owner":
      return eq(column, p.id);
    case "region":
      return p.region === null ? nothing : eq(column, p.region);
    case "church":
      if (reach === "region") {
        if (p.region === null) return nothing;
        return inArray(
          column,
          sql`(select ${churches.id} from ${churches} where ${churches.region} = ${p.region})`,
        );
      }
      return p.church === null ? nothing : eq(column, p.church);
  }
}
