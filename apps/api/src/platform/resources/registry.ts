import { eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import type { Principal } from "../auth/principal";
import { ValidationError } from "../errors";
import { scopeCondition } from "../tenancy";
import { allOf } from "./list";
import { columnOf, type ResourceDef, type Row } from "./resource";

/** The rows of a resource a principal may reach by its tenant scope. */
export function tenantCondition(def: ResourceDef, p: Principal): SQL | undefined {
  if (def.scope.kind === "global") return undefined;
  const regionField = def.scope.kind === "owner" ? def.scope.regionField : undefined;
  return scopeCondition(
    def.scope,
    columnOf(def, def.scope.field),
    p,
    regionField ? columnOf(def, regionField) : undefined,
  );
}

/** All declared resources by name: the route inventory and the matrix test walk it. */
export class ResourceRegistry {
  readonly resources = new Map<string, ResourceDef>();

  add(def: ResourceDef): void {
    if (this.resources.has(def.name)) throw new Error(`Resource ${def.name} is declared twice`);
    this.resources.set(def.name, def);
  }

  get(name: string): ResourceDef {
    const def = this.resources.get(name);
    if (!def) throw new Error(`Unknown resource ${name}`);
    return def;
  }

  /**
   * Checks that every foreign id in a request body names an object the caller may reach
   * (a church of their own, a region of theirs...), so no write can point across tenants.
   */
  async checkReferences(
    db: Db | Tx,
    references: Record<string, string> | undefined,
    data: Row,
    principal: Principal | null,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const [field, target] of Object.entries(references ?? {})) {
      const value = data[field];
      if (value === undefined || value === null) continue;
      const ref = this.get(target);
      // An anonymous writer (a public form) may only point at installation-wide rows.
      const scope = principal
        ? tenantCondition(ref, principal)
        : ref.scope.kind === "global"
          ? undefined
          : sql`false`;
      const where = allOf([eq(columnOf(ref, "id"), value), scope]);
      const found = await db
        .select({ id: columnOf(ref, "id") })
        .from(ref.table)
        .where(where)
        .limit(1);
      if (found.length === 0)
        errors[field] = [`Choose a valid ${field}: this one does not exist or is not yours to use.`];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }
}
