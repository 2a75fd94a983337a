import { msg, reachOf } from "@cm/contracts";
import { eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import type { Principal } from "../auth/principal";
import { notFound, type Text, ValidationError } from "../errors";
import { allOf } from "./list";
import { columnOf, type ResourceDef, type Row } from "./resource";
import { tenantCondition } from "./scoped";
import { TableScopes } from "./table-scopes";

/** The churches resource itself: its rows are churches, scoped by their own id. */
const isChurchesResource = (def: ResourceDef) => def.scope.kind === "church" && def.scope.field === "id";
/** The one church a user who works inside a church reaches; null for other roles. */
const ownChurch = (p: Principal | null) => (p && reachOf(p.role) === "church" ? p.church : null);

const asIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === "number");

/** All declared resources by name: the route inventory and the matrix test walk it. */
export class ResourceRegistry {
  readonly resources = new Map<string, ResourceDef>();
  /** Which column of each table holds its tenant: what the caller's data handle narrows by. */
  readonly tables = new TableScopes();

  add(def: ResourceDef): void {
    if (this.resources.has(def.name)) throw new Error(`Resource ${def.name} is declared twice`);
    this.resources.set(def.name, def);
    this.tables.declare(def.table, def.scope, def.name);
  }

  get(name: string): ResourceDef {
    const def = this.resources.get(name);
    if (!def) throw new Error(`Unknown resource ${name}`);
    return def;
  }

  /**
   * Checks that every foreign id in a request (one id or a list of ids) names an object the caller
   * may reach, so no write can point across tenants. When the row written belongs to a church
   * (`church`), a referenced church row must belong to that same church too (a national default
   * with no church is shared): a member on a leadership term is a member of the term's church.
   */
  async checkReferences(
    db: Db | Tx,
    references: Record<string, string> | undefined,
    data: Row,
    principal: Principal | null,
    church?: number | null,
  ): Promise<void> {
    const errors: Record<string, Text[]> = {};
    for (const [field, target] of Object.entries(references ?? {})) {
      const ids = [...new Set(asIds(data[field]))];
      if (ids.length === 0) continue;
      const ref = this.get(target);
      // A church the caller works in, named by a row of that same church: nothing to look up.
      if (isChurchesResource(ref) && ids.every((id) => id === ownChurch(principal) && (church ?? id) === id))
        continue;
      const sameChurch = this.sameChurch(ref, church);
      const idColumn = columnOf(ref, "id");
      const found = await db
        .select({ id: idColumn })
        .from(ref.table)
        .where(allOf([inArray(idColumn, ids), tenantCondition(ref, principal), sameChurch]));
      if (found.length === ids.length) continue;
      // A church out of the caller's reach is answered as the list of that church would be: it is
      // not found, so an officer learns nothing about churches outside their region.
      if (isChurchesResource(ref)) throw notFound(msg("No church of yours has this id."));
      const known = new Set(found.map((r) => r.id));
      const missing = ids.filter((id) => !known.has(id));
      const label = field.replaceAll("_", " ");
      errors[field] = [
        Array.isArray(data[field])
          ? msg(
              "These do not exist or are not {reach, select, church {of this church} other {yours to use}}: {ids}. Nothing was changed.",
              { reach: sameChurch ? "church" : "yours", ids: missing.join(", ") },
            )
          : sameChurch
            ? msg("Choose a {field} of this church: this one does not exist or belongs to another church.", {
                field: label,
              })
            : msg("Choose a valid {field}: this one does not exist or is not yours to use.", {
                field: label,
              }),
      ];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  private sameChurch(ref: ResourceDef, church: number | null | undefined): SQL | undefined {
    if (church === undefined || church === null || ref.scope.kind !== "church") return undefined;
    const column = columnOf(ref, ref.scope.field);
    return ref.scope.sharedWhenNull ? or(isNull(column), eq(column, church)) : eq(column, church);
  }
}
