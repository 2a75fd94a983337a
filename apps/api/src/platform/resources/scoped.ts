import { msg, reachOf } from "@cm/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { churches } from "../../db/tables";
import type { Principal } from "../auth/principal";
import { notFound } from "../errors";
import { scopeCondition } from "../tenancy";
import { allOf } from "./list";
import { columnOf, type ResourceDef, type Scoped, scopedPick, scopedRows } from "./resource";

export type { Scoped, ScopeOptions } from "./resource";

const nothing = sql`false`;

/** The rows of a resource a principal may reach by its tenant scope (no principal: only global rows). */
export function tenantCondition(def: ResourceDef, p: Principal | null): SQL | undefined {
  if (def.scope.kind === "global") return undefined;
  if (!p) return nothing;
  const regionField = def.scope.kind === "owner" ? def.scope.regionField : undefined;
  return scopeCondition(
    def.scope,
    columnOf(def, def.scope.field),
    p,
    regionField ? columnOf(def, regionField) : undefined,
  );
}

/**
 * Whether a church is within a principal's reach: a user who works in one church reaches that one
 * (no query); other roles need one indexed lookup.
 */
export async function churchInReach(db: Db | Tx, p: Principal | null, church: number): Promise<boolean> {
  if (!p) return false;
  if (reachOf(p.role) === "church") return p.church === church;
  const reach = scopeCondition({ kind: "church", field: "id" }, churches.id, p);
  const found = await db
    .select({ id: churches.id })
    .from(churches)
    .where(and(eq(churches.id, church), reach))
    .limit(1);
  return found.length > 0;
}

/**
 * Builds a caller's scope over a resource; only the mechanism calls this. `reachable` holds the
 * churches this request already proved to be in reach (the church of the object it loaded).
 */
export async function buildScoped(
  db: Db | Tx,
  def: ResourceDef,
  principal: Principal | null,
  church: number | null | undefined,
  reachable: Set<number> = new Set(),
): Promise<Scoped> {
  const reach = tenantCondition(def, principal);
  let narrow: SQL | undefined;
  if (church !== undefined && church !== null) {
    if (def.scope.kind !== "church")
      throw new Error(`Resource ${def.name} is not church-scoped and cannot be narrowed to a church`);
    if (!reachable.has(church)) {
      if (!(await churchInReach(db, principal, church))) throw notFound(msg("This church was not found."));
      reachable.add(church);
    }
    narrow = eq(columnOf(def, def.scope.field), church);
  }
  const where = (...conditions: (SQL | undefined)[]) => allOf([reach, narrow, ...conditions]);
  return {
    def,
    church: church ?? undefined,
    where,
    rows: (table, ...conditions) => {
      if (table !== def.table) throw new Error(`Resource ${def.name} reads its own table only`);
      return scopedRows(db, table, where(...conditions));
    },
    pick: (fields, table, ...conditions) => {
      if (table !== def.table) throw new Error(`Resource ${def.name} reads its own table only`);
      return scopedPick(db, fields, table, where(...conditions));
    },
  };
}
