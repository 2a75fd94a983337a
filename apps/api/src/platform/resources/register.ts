import { errorBody, type Feature, pageOf, patchOf } from "@cm/contracts";
import { count, eq, getTableColumns, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { recordAudit } from "../audit";
import { type AccessRule, describeAccess, principalOf } from "../auth/access";
import { fieldError, notFound } from "../errors";
import { requireFeature } from "../features";
import { allOf, listConditions, listOrder, listQuerySchema, pageLinks } from "./list";
import { presenter } from "./presenter";
import { type ResourceRegistry, tenantCondition } from "./registry";
import { type ActionDef, columnOf, type ResourceDef, type Row } from "./resource";

const TOTAL = "__total_count";
const idParams = z.object({ id: z.string().describe("Object id") });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody };

/** Route schema: validation plus the OpenAPI entry, with the access rule visible in the docs. */
function docs(def: ResourceDef, summary: string, access: AccessRule, extra: Record<string, unknown>) {
  return {
    tags: [def.name],
    summary,
    description: `Access: ${describeAccess(access)}.`,
    ...(access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
    ...extra,
  };
}

/** ISO strings sent for timestamp columns become Dates, which is what the driver expects. */
function withDates(def: ResourceDef, data: Row): Row {
  const out: Row = { ...data };
  const columns = def.table as unknown as Record<string, { columnType?: string } | undefined>;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && columns[key]?.columnType === "PgTimestamp") out[key] = new Date(value);
  }
  return out;
}

/** Turns one resource declaration into its routes; scoping, permissions and audit come from here. */
export function registerResource(app: FastifyInstance, registry: ResourceRegistry, def: ResourceDef): void {
  registry.add(def);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const present = presenter(def.entity);
  const idColumn = columnOf(def, "id");
  const tenantField = def.scope.kind !== "global" && def.scope.field !== "id" ? def.scope.field : undefined;
  const detailPath = `${def.path}:id/`;
  const db = () => app.db;

  // Public reads show every (visible) row to everyone; anything else sees only the caller's tenant.
  const scopeFor = (request: FastifyRequest, rule: AccessRule) =>
    allOf([
      rule === "public" ? undefined : tenantCondition(def, principalOf(request)),
      def.visibleRows?.(request.principal),
    ]);

  // A gated route checks the caller's church subscription before it reads the body.
  const gated = (feature: Feature | null | undefined) => {
    if (!feature) return {};
    if (!app.hasDecorator("featureGate"))
      throw new Error(`Resource ${def.name} is gated by ${feature} but no feature gate is installed`);
    return {
      preValidation: async (request: FastifyRequest) =>
        requireFeature(app.featureGate, request.principal, feature),
    };
  };
  const resourceGate = gated(def.feature);

  /** Rows as the API shows them: computed fields added a page at a time, then only declared fields. */
  async function shown(request: FastifyRequest, rows: Row[]) {
    const ctx = { db: db(), principal: request.principal, request };
    return (def.decorate ? await def.decorate(rows, ctx) : rows).map(present);
  }

  async function load(
    conn: Db | Tx,
    request: FastifyRequest,
    rule: AccessRule,
    forWrite = false,
  ): Promise<Row> {
    const id = Number(request.params && (request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound();
    const rows = await conn
      .select()
      .from(def.table)
      .where(allOf([eq(idColumn, id), scopeFor(request, rule)]))
      .limit(1);
    const row = rows[0] as Row | undefined;
    if (!row) throw notFound();
    if (forWrite && def.canWrite && !def.canWrite(principalOf(request), row)) throw notFound();
    return row;
  }

  // The tenant of a new row comes from the signed-in user unless they name one they may reach.
  function withTenant(request: FastifyRequest, data: Row): Row {
    if (!tenantField || data[tenantField] !== undefined) return data;
    const p = principalOf(request);
    const own = def.scope.kind === "owner" ? p.id : def.scope.kind === "region" ? p.region : p.church;
    if (own === null) throw fieldError(tenantField, "This field is required.");
    return { ...data, [tenantField]: own };
  }

  async function prepare(request: FastifyRequest, body: Row, existing: Row | null): Promise<Row> {
    const principal = request.principal;
    const data = withDates(def, body);
    await registry.checkReferences(db(), def.references, data, principal);
    return def.beforeWrite ? def.beforeWrite({ db: db(), principal, request }, data, existing) : data;
  }

  const audit = (conn: Tx, request: FastifyRequest, action: string, id: unknown, changes?: Row) =>
    recordAudit(conn, {
      principal: request.principal,
      ip: request.ip,
      action,
      resource: def.name,
      objectId: id === null || id === undefined ? null : String(id),
      changes,
    });

  const listSchema = listQuerySchema(def);
  api.get(def.path, {
    ...resourceGate,
    config: { access: def.access.list },
    schema: docs(def, `List ${def.name}`, def.access.list, {
      querystring: listSchema,
      response: { 200: pageOf(def.entity), ...errors },
    }),
    handler: async (request) => {
      const q = request.query as z.infer<typeof listSchema>;
      const where = allOf([scopeFor(request, def.access.list), ...listConditions(def, q)]);
      // The page's ids and the total come from one narrow scan (ids and sort keys, often from the
      // index alone); the full rows are joined for that page only, so a deep page costs about what
      // page 1 does, in one round trip. Only a page past the end needs a count of its own.
      const id = columnOf(def, "id");
      const order = listOrder(def, q.ordering);
      const page = db()
        .$with("list_page")
        .as(
          db()
            .select({
              page_id: sql<number>`${id}`.as("__list_page_id"),
              total: sql<number>`count(*) over()`.as(TOTAL),
            })
            .from(def.table)
            .where(where)
            .orderBy(...order)
            .limit(q.page_size)
            .offset((q.page - 1) * q.page_size),
        );
      const rows = (await db()
        .with(page)
        .select({ ...getTableColumns(def.table), [TOTAL]: page.total })
        .from(page)
        .innerJoin(def.table, eq(id, page.page_id))
        .orderBy(...order)) as Row[];
      let n = Number(rows[0]?.[TOTAL] ?? 0);
      if (rows.length === 0 && q.page > 1) {
        const [total] = await db().select({ n: count() }).from(def.table).where(where);
        n = Number(total?.n ?? 0);
      }
      return { count: n, ...pageLinks(request, q.page, q.page_size, n), results: await shown(request, rows) };
    },
  });

  api.get(detailPath, {
    ...resourceGate,
    config: { access: def.access.retrieve },
    schema: docs(def, `Get one of ${def.name}`, def.access.retrieve, {
      params: idParams,
      response: { 200: def.entity, ...errors },
    }),
    handler: async (request) => (await shown(request, [await load(db(), request, def.access.retrieve)]))[0],
  });

  if (def.create && def.access.create) {
    const rule = def.access.create;
    api.post(def.path, {
      ...resourceGate,
      config: { access: rule },
      schema: docs(def, `Create one of ${def.name}`, rule, {
        body: def.create,
        response: { 201: def.entity },
      }),
      handler: async (request, reply) => {
        const data = await prepare(request, withTenant(request, request.body as Row), null);
        const row = await db().transaction(async (tx) => {
          const [created] = (await tx.insert(def.table).values(data).returning()) as Row[];
          await audit(tx, request, "create", created?.id, data);
          return created as Row;
        });
        return reply.code(201).send((await shown(request, [row]))[0]);
      },
    });
  }

  if (def.update && def.access.update) {
    const rule = def.access.update;
    const update = async (request: FastifyRequest) => {
      const existing = await load(db(), request, rule, true);
      const data = await prepare(request, request.body as Row, existing);
      const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => existing[k] !== v));
      const row = await db().transaction(async (tx) => {
        const [updated] = (await tx
          .update(def.table)
          .set(data)
          .where(eq(idColumn, existing.id))
          .returning()) as Row[];
        await audit(tx, request, "update", existing.id, changed);
        return updated as Row;
      });
      return (await shown(request, [row]))[0];
    };
    const put = docs(def, `Replace one of ${def.name}`, rule, { params: idParams, body: def.update });
    const patch = docs(def, `Update fields of one of ${def.name}`, rule, {
      params: idParams,
      body: patchOf(def.update),
    });
    api.put(detailPath, { ...resourceGate, config: { access: rule }, schema: put, handler: update });
    api.patch(detailPath, { ...resourceGate, config: { access: rule }, schema: patch, handler: update });
  }

  if (def.access.delete) {
    const rule = def.access.delete;
    api.delete(detailPath, {
      ...resourceGate,
      config: { access: rule },
      schema: docs(def, `Delete one of ${def.name}`, rule, { params: idParams }),
      handler: async (request, reply) => {
        const existing = await load(db(), request, rule, true);
        await db().transaction(async (tx) => {
          await tx.delete(def.table).where(eq(idColumn, existing.id));
          await audit(tx, request, "delete", existing.id);
        });
        return reply.code(204).send();
      },
    });
  }

  for (const [name, action] of Object.entries(def.actions ?? {})) registerAction(name, action);

  function registerAction(name: string, action: ActionDef) {
    const path = action.on === "detail" ? `${detailPath}${name}/` : `${def.path}${name}/`;
    const write = action.write ?? action.method === "POST";
    const input = action.input ? { [action.method === "GET" ? "querystring" : "body"]: action.input } : {};
    api.route({
      ...gated(action.feature === undefined ? def.feature : action.feature),
      method: action.method,
      url: path,
      config: { access: action.access },
      schema: docs(def, action.summary, action.access, {
        ...(action.on === "detail" ? { params: idParams } : {}),
        ...input,
        ...(action.output ? { response: { 200: action.output } } : {}),
      }),
      handler: async (request) => {
        const inputValue = action.method === "GET" ? request.query : request.body;
        const pending: (() => Promise<void>)[] = [];
        const run = async (conn: Db | Tx) => {
          const object = action.on === "detail" ? await load(conn, request, action.access, write) : null;
          if (object && action.canRun && !action.canRun(principalOf(request), object)) throw notFound();
          await registry.checkReferences(
            conn,
            action.references,
            (inputValue ?? {}) as Row,
            request.principal,
          );
          const ctx = {
            db: conn,
            principal: request.principal,
            request,
            input: inputValue,
            object,
            afterCommit: (work: () => Promise<void>) => void pending.push(work),
          };
          return { object, result: await action.run(ctx) };
        };
        if (!write) return (await run(db())).result;
        const result = await db().transaction(async (tx) => {
          const outcome = await run(tx);
          await audit(tx, request, name, outcome.object?.id ?? null, inputValue as Row | undefined);
          return outcome.result;
        });
        for (const work of pending) await work();
        return result;
      },
    });
  }
}
