import { reachOf } from "@cm/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { churches } from "../../db/tables";
import type { Principal } from "../auth/principal";
import { notFound } from "../errors";
import { scopeCondition } from "../tenancy";
import { allOf } from "./list";
import { columnOf, type ResourceDef } from "./resource";

export type ScopeOptions = {
  /** Narrow to one church; it must be within the caller's reach, else 404. */
  church?: number | null;
  /** Another resource than the one whose route is running. */
  resource?: string;
};

/**
 * A resource's rows as one caller may reach them. Modules get it from the mechanism
 * (`ctx.scoped()`), never build it: it is the caller's scope, so a query that uses it
 * cannot leak another tenant's rows, and a query that does not use it is visible in review.
 */
export type Scoped = {
  readonly def: ResourceDef;
  /** The church the call was narrowed to, checked to be within the caller's reach. */
  readonly church: number | undefined;
  /** The caller's reach (and the narrowing) combined with the given conditions. */
  where(...conditions: (SQL | undefined)[]): SQL | undefined;
};

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
      if (!(await churchInReach(db, principal, church))) throw notFound("This church was not found.");
      reachable.add(church);
    }
    narrow = eq(columnOf(def, def.scope.field), church);
  }
  return {
    def,
    church: church ?? undefined,
    where: (...conditions) => allOf([reach, narrow, ...conditions]),
  };
}
