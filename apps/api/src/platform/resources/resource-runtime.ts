import type { Feature } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db, Finish, Tx } from "../../db/client";
import { auditStatement, recordAudit } from "../audit";
import { type AccessRule, principalOf } from "../auth/access";
import type { Principal } from "../auth/principal";
import { fieldError, forbidden, notFound } from "../errors";
import { requireFeature } from "../features";
import { reachOfCaller } from "../reach";
import { allOf, filterConditions, listOrder, listQuerySchema, searchCondition } from "./list";
import { decodedRows, ListMemory, listColumns } from "./list-page";
import { presenter } from "./presenter";
import type { ResourceRegistry } from "./registry";
import { columnOf, type ResourceContext, type ResourceDef, type Row } from "./resource";
import { ID_PATTERN, refuseFutureDates, withDates } from "./route-parts";
import { buildScoped, churchInReach, tenantCondition } from "./scoped";
import { callerData, connectionOf, dataOf } from "./scoped-data";

/**
 * What every route of one resource works with: its scope, the context hooks and actions get,
 * loading an object in scope, the write transaction with its audit, and the list's selection.
 */
export function resourceRuntime(app: FastifyInstance, registry: ResourceRegistry, def: ResourceDef) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const present = presenter(def.entity);
  const idColumn = columnOf(def, "id");
  const tenantField = def.scope.kind !== "global" && def.scope.field !== "id" ? def.scope.field : undefined;
  const churchField = def.scope.kind === "church" ? def.scope.field : undefined;
  const detailPath = `${def.path}:id/`;
  const db = () => app.db;
  // Where deep pages of this resource's lists start, and which lists are large; a write here
  // makes them stale.
  const memory = new ListMemory(app.clock);

  // Public reads show every (visible) row to everyone; anything else sees only the caller's tenant.
  const scopeFor = (request: FastifyRequest, rule: AccessRule) =>
    allOf([
      rule === "public" ? undefined : tenantCondition(def, principalOf(request)),
      def.visibleRows?.(request.principal),
    ]);

  /** Whom a public page of a church reads as: a member of that church, with no account of their own. */
  const visitorOf = (church: number): Principal => ({
    id: 0,
    username: "",
    role: "MEMBER",
    church,
    region: null,
    is_church_admin: false,
    sessionVersion: 0,
  });

  /** The context hooks and actions get: the connection (a transaction for writes) and the caller's scope. */
  function contextOf(
    request: FastifyRequest,
    conn: Db | Tx,
    pending: (() => unknown)[],
    audited: { action: string; done: boolean } = { action: "write", done: false },
    reachable: Set<number> = new Set(),
  ): ResourceContext {
    return {
      data: callerData(conn, registry.tables, request.principal, reachable, (s) => app.database.prepared(s)),
      unscoped: () => dataOf(conn, null),
      asVisitorOf: (church) => callerData(conn, registry.tables, visitorOf(church), new Set([church])),
      principal: request.principal,
      request,
      now: app.clock.now(),
      scoped: async (options = {}) =>
        buildScoped(
          conn,
          options.resource ? registry.get(options.resource) : def,
          request.principal,
          options.church,
          reachable,
        ),
      reach: (options) => reachOfCaller(conn, request.principal, options, reachable),
      afterCommit: (work) => void pending.push(work),
      audit: async (entry = {}, on) => {
        audited.done = true;
        await audit(
          on === undefined ? conn : on instanceof PgTransaction ? on : connectionOf(on),
          request,
          audited.action,
          entry.objectId ?? null,
          entry.changes,
        );
      },
    };
  }

  async function runAfterCommit(pending: (() => unknown)[]) {
    for (const work of pending) await work();
  }

  // A gated route checks the caller's church subscription before it reads the body.
  const gated = (feature: Feature | readonly Feature[] | null | undefined) => {
    const features: readonly Feature[] = feature ? (Array.isArray(feature) ? feature : [feature]) : [];
    if (features.length === 0) return {};
    if (!app.hasDecorator("featureGate"))
      throw new Error(
        `Resource ${def.name} is gated by ${features.join(", ")} but no feature gate is installed`,
      );
    return {
      preValidation: async (request: FastifyRequest) => {
        for (const f of features) await requireFeature(app.featureGate, request.principal, f);
      },
    };
  };
  const resourceGate = gated(def.feature);

  /** Rows as the API shows them: computed fields added a page at a time, then only declared fields. */
  async function shown(request: FastifyRequest, rows: Row[]) {
    const ctx = contextOf(request, db(), []);
    return (def.decorate ? await def.decorate(rows, ctx) : rows).map(present);
  }

  /** The object of a detail route within the caller's scope; locked for the write when one follows. */
  async function load(
    conn: Db | Tx,
    request: FastifyRequest,
    rule: AccessRule,
    forWrite = false,
  ): Promise<Row> {
    const raw = (request.params as { id?: string } | undefined)?.id ?? "";
    if (!ID_PATTERN.test(raw)) throw notFound();
    const query = conn
      .select()
      .from(def.table)
      .where(allOf([eq(idColumn, Number(raw)), scopeFor(request, rule)]))
      .limit(1);
    const rows = forWrite ? await query.for("update") : await query;
    const row = rows[0] as Row | undefined;
    if (!row) throw notFound();
    if (forWrite && def.canWrite && !def.canWrite(principalOf(request), row)) throw notFound();
    if (forWrite) await refuseUnwritable(conn, request, row);
    return row;
  }

  /** A row the caller may read but not change (see `writableRows`): 403 with the resource's words. */
  async function refuseUnwritable(conn: Db | Tx, request: FastifyRequest, row: Row): Promise<void> {
    const condition = def.writableRows?.where(request.principal);
    if (!condition || !def.writableRows) return;
    const [writable] = await conn
      .select({ id: idColumn })
      .from(def.table)
      .where(allOf([eq(idColumn, row.id as number), condition]))
      .limit(1);
    if (!writable) throw forbidden(def.writableRows.refusal);
  }

  // The tenant of a new row comes from the signed-in user unless they name one they may reach.
  function withTenant(request: FastifyRequest, data: Row): Row {
    if (!tenantField || data[tenantField] !== undefined) return data;
    const p = principalOf(request);
    const own = def.scope.kind === "owner" ? p.id : def.scope.kind === "region" ? p.region : p.church;
    if (own === null) throw fieldError(tenantField, msg("This field is required."));
    return { ...data, [tenantField]: own };
  }

  const churchOfRow = (data: Row, existing: Row | null) => {
    if (!churchField) return undefined;
    const value = data[churchField] ?? existing?.[churchField];
    return typeof value === "number" ? value : undefined;
  };

  async function prepare(ctx: ResourceContext, body: Row, existing: Row | null): Promise<Row> {
    refuseFutureDates(existing ? def.update : def.create, body, ctx.now);
    const data = withDates(def, body);
    const church = churchOfRow(data, existing);
    await registry.checkReferences(connectionOf(ctx.data), def.references, data, ctx.principal, church);
    if (!def.beforeWrite) return data;
    const prepared = await def.beforeWrite(ctx, data, existing);
    // A row that takes its church from another (a session from its class) is checked once more
    // now that its church is known, so every reference belongs to that church.
    const settled = churchOfRow(prepared, existing);
    if (settled !== church)
      await registry.checkReferences(
        connectionOf(ctx.data),
        def.references,
        prepared,
        ctx.principal,
        settled,
      );
    return prepared;
  }

  const auditEntry = (request: FastifyRequest, action: string, id: unknown, changes?: Row) => ({
    principal: request.principal,
    ip: request.ip,
    action,
    resource: def.name,
    objectId: id === null || id === undefined ? null : String(id),
    changes,
  });
  const audit = (conn: Db | Tx, request: FastifyRequest, action: string, id: unknown, changes?: Row) =>
    recordAudit(conn, auditEntry(request, action, id, changes));
  /** The audit row of an action as a statement, to send with the commit. */
  const auditLast = (request: FastifyRequest, action: string, id: unknown, changes?: Row) =>
    auditStatement(auditEntry(request, action, id, changes));

  /**
   * Runs a create, update or delete (without its RETURNING) and its audit row as one statement,
   * and answers the row written as lists read it. Sent with the commit when nothing follows it in
   * the transaction (no afterWrite hook), else within it.
   */
  async function written(
    ctx: ResourceContext,
    finish: Finish,
    statement: SQL,
    request: FastifyRequest,
    action: string,
    changes: Row | undefined,
    last: boolean,
  ): Promise<Row> {
    const both = sql`with written as (${statement} returning ${listColumns(def)}),
      audit_row as (${auditStatement(auditEntry(request, action, null, changes), "written")})
      select * from written`;
    const rows = last
      ? await finish(both)
      : ((await connectionOf(ctx.data).execute(both)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [row] = decodedRows(def, rows);
    if (!row) throw notFound();
    return row;
  }

  /** One transaction for the whole write path; work queued for after the commit runs after it. */
  async function inTransaction<T>(
    request: FastifyRequest,
    work: (ctx: ResourceContext, finish: Finish) => Promise<T>,
    audited?: { action: string; done: boolean },
    reachable?: Set<number>,
  ) {
    const pending: (() => unknown)[] = [];
    const result = await app.database.write((tx, finish) =>
      work(contextOf(request, tx, pending, audited, reachable), finish),
    );
    memory.clear();
    await runAfterCommit(pending);
    return result;
  }

  const listSchema = listQuerySchema(def);

  /**
   * What a list query selects in the caller's scope. A `church` filter naming a church the caller
   * cannot reach answers 404, as a church id in a path would, rather than an empty page.
   */
  async function listSelection(request: FastifyRequest, rule: AccessRule, q: z.infer<typeof listSchema>) {
    const church = (q as { church?: unknown }).church;
    if (def.filters?.church && typeof church === "number" && rule !== "public") {
      if (!(await churchInReach(db(), request.principal, church)))
        throw notFound(msg("This church was not found."));
    }
    const scope = scopeFor(request, rule);
    const filters = filterConditions(def, q);
    return {
      where: allOf([scope, searchCondition(def, q), ...filters]),
      // The same rows but for the search term (a search index that tests the term itself).
      unsearched: allOf([scope, ...filters]),
      order: listOrder(def, q.ordering),
    };
  }

  return {
    api,
    present,
    idColumn,
    tenantField,
    churchField,
    detailPath,
    db,
    memory,
    scopeFor,
    contextOf,
    runAfterCommit,
    gated,
    resourceGate,
    shown,
    load,
    refuseUnwritable,
    withTenant,
    churchOfRow,
    prepare,
    audit,
    auditLast,
    written,
    inTransaction,
    listSchema,
    listSelection,
    app,
    registry,
    def,
  };
}

export type ResourceRuntime = ReturnType<typeof resourceRuntime>;
