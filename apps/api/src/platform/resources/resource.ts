import type { Feature } from "@cm/contracts";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import type { AccessRule } from "../auth/access";
import type { Principal } from "../auth/principal";
import type { Scope } from "../tenancy";

export type Row = Record<string, unknown>;
/** A filter no column holds directly (an age band from a birth date): its query value and its SQL. */
export type CustomFilter = { schema: z.ZodType; where(value: unknown): SQL | undefined };

/** `daterange` filters by `<field>__gte` and `<field>__lte` (calendar dates, both inclusive). */
export type FilterKind = "int" | "bool" | "text" | "date" | "daterange";

/** Everything an action or hook needs; `db` is the transaction for writes. */
export type ResourceContext = {
  db: Db | Tx;
  principal: Principal | null;
  request: FastifyRequest;
};

export type ActionDef = {
  /** `collection`: /path/{action}/; `detail`: /path/{id}/{action}/ with the object loaded in scope. */
  on: "collection" | "detail";
  method: "GET" | "POST";
  access: AccessRule;
  summary: string;
  /** The body (POST) or the query (GET). */
  input?: z.ZodType;
  output?: z.ZodType;
  /** Wrapped in a transaction and audited; defaults to true for POST. */
  write?: boolean;
  /** The feature that gates this action; defaults to the resource's, `null` for none. */
  feature?: Feature | null;
  /** Input fields that point at another resource: checked to exist within the caller's scope. */
  references?: Record<string, string>;
  /** Per-record policy of a detail action: an object the caller may see but not act on answers 404. */
  canRun?(principal: Principal, row: Row): boolean;
  run(
    ctx: ResourceContext & {
      input: unknown;
      object: Row | null;
      /** Work to do once the action's transaction has committed (e-mail, for example). */
      afterCommit(work: () => Promise<void>): void;
    },
  ): Promise<unknown>;
};

export type ResourceDef = {
  /** URL segment, permission prefix, OpenAPI tag and audit resource name. */
  name: string;
  /** Collection path with its trailing slash, e.g. `/api/churches/churches/`. */
  path: string;
  table: PgTable;
  /** Read shape: only its fields leave the server. */
  entity: z.ZodObject;
  create?: z.ZodObject;
  update?: z.ZodObject;
  scope: Scope;
  /** The feature a church's subscription must include for its users to call any route of this resource. */
  feature?: Feature;
  access: {
    list: AccessRule;
    retrieve: AccessRule;
    create?: AccessRule;
    update?: AccessRule;
    delete?: AccessRule;
  };
  search?: string[];
  /**
   * SQL expressions that `search` and `ordering` may name like columns, for a field another table
   * holds (a member's name on an enrollment). They are never selected, so rows stay as they are.
   */
  listFields?: Record<string, SQL>;
  /** Ordering keys clients may use; the first is the default. */
  ordering: string[];
  defaultOrdering?: string;
  filters?: Record<string, FilterKind | CustomFilter>;
  /** Body fields that point at another resource: checked to exist within the caller's scope. */
  references?: Record<string, string>;
  actions?: Record<string, ActionDef>;
  /** Rows a caller may read at all, beyond the tenant scope (e.g. drafts only for editors). */
  visibleRows?(principal: Principal | null): SQL | undefined;
  /** Per-record policy for writes: a record the caller may see but not change answers 404. */
  canWrite?(principal: Principal, row: Row): boolean;
  /**
   * Adds computed fields to rows before they are presented, a page at a time, so one query
   * serves a whole page (e.g. plan names), never one per row.
   */
  decorate?(rows: Row[], ctx: ResourceContext): Promise<Row[]>;
  /** Business rules around writes; may change the data or throw an AppError/ValidationError. */
  beforeWrite?(ctx: ResourceContext, data: Row, existing: Row | null): Promise<Row> | Row;
};

/** The common case: one rule for reading (list and retrieve), one for every write. */
export const readWrite = (read: AccessRule, write: AccessRule): ResourceDef["access"] => ({
  list: read,
  retrieve: read,
  create: write,
  update: write,
  delete: write,
});

/** Read-only resources: list and retrieve only. */
export const readOnly = (read: AccessRule): ResourceDef["access"] => ({ list: read, retrieve: read });

/** Declares a resource; the registry turns the declaration into routes, checks and docs. */
export const defineResource = (def: ResourceDef): ResourceDef => def;

/** Looks up a column of the resource's table by its API field name. */
/** A column of the resource's table, or one of its list fields, for search and ordering. */
export function listFieldOf(def: ResourceDef, field: string): PgColumn | SQL {
  return def.listFields?.[field] ?? columnOf(def, field);
}

export function columnOf(def: ResourceDef, field: string): PgColumn {
  const column = (def.table as unknown as Record<string, PgColumn | undefined>)[field];
  if (!column) throw new Error(`Resource ${def.name} has no column ${field}`);
  return column;
}
