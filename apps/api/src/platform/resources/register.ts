import { errorBody, type Feature, futureDateProblems, pageOf, patchOf } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { recordAudit } from "../audit";
import { type AccessRule, describeAccess, principalOf } from "../auth/access";
import { AppError, fieldError, notFound, parseOrThrow, ValidationError } from "../errors";
import { requireFeature } from "../features";
import { allOf, listConditions, listOrder, listOrdering, listQuerySchema, pageLinks } from "./list";
import { indexedSearchOf, ListMemory, readListPage } from "./list-page";
import { presenter } from "./presenter";
import type { ResourceRegistry } from "./registry";
import {
  type ActionDef,
  type ActionMode,
  columnOf,
  FileAnswer,
  NO_CONTENT,
  type ResourceContext,
  type ResourceDef,
  type Row,
  type Upload,
} from "./resource";
import { buildScoped, churchInReach, tenantCondition } from "./scoped";
import { readUpload } from "./upload";

/** Ids in paths are plain decimal numbers: `0x4` or `4e0` are not another spelling of 4. */
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
const idParams = z.object({ id: z.string().describe("Object id") });
const errors = { 401: errorBody, 403: errorBody, 404: errorBody };
/** A delete's answer: 204 and no body. */
const noContent = z.null().describe("No content");

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

/**
 * Dates that cannot be in the future (the contracts' `pastDate`) are judged by the app's clock at
 * the request's time, here for every body and action input: one rule, one message (400 on the field).
 */
function refuseFutureDates(schema: z.ZodType | undefined, values: Row, now: Date): void {
  const problems = futureDateProblems(schema, values, now);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/** The mode of an action: declared, or `read` for GET and `write` for POST. */
export const modeOf = (action: ActionDef): ActionMode =>
  action.mode ?? (action.method === "GET" ? "read" : "write");

/** Sends a file answer with its type and name; files of the caller's data are never cached. */
function sendFile(reply: FastifyReply, file: FileAnswer) {
  const name = file.filename.replace(/["\\\r\n]/g, "");
  return reply
    .type(file.type)
    .header("Content-Disposition", `${file.disposition}; filename="${name}"`)
    .header("Cache-Control", "no-store")
    .send(file.body);
}

/** Turns one resource declaration into its routes; scoping, permissions and audit come from here. */
export function registerResource(app: FastifyInstance, registry: ResourceRegistry, def: ResourceDef): void {
  registry.add(def);
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

  /** The context hooks and actions get: the connection (a transaction for writes) and the caller's scope. */
  function contextOf(
    request: FastifyRequest,
    conn: Db | Tx,
    pending: (() => unknown)[],
    audited: { action: string; done: boolean } = { action: "write", done: false },
    reachable: Set<number> = new Set(),
  ): ResourceContext {
    return {
      db: conn,
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
      afterCommit: (work) => void pending.push(work),
      audit: async (auditConn, entry = {}) => {
        audited.done = true;
        await audit(auditConn, request, audited.action, entry.objectId ?? null, entry.changes);
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

  const churchOfRow = (data: Row, existing: Row | null) => {
    if (!churchField) return undefined;
    const value = data[churchField] ?? existing?.[churchField];
    return typeof value === "number" ? value : undefined;
  };

  async function prepare(ctx: ResourceContext, body: Row, existing: Row | null): Promise<Row> {
    refuseFutureDates(existing ? def.update : def.create, body, ctx.now);
    const data = withDates(def, body);
    const church = churchOfRow(data, existing);
    await registry.checkReferences(ctx.db, def.references, data, ctx.principal, church);
    if (!def.beforeWrite) return data;
    const prepared = await def.beforeWrite(ctx, data, existing);
    // A row that takes its church from another (a session from its class) is checked once more
    // now that its church is known, so every reference belongs to that church.
    const settled = churchOfRow(prepared, existing);
    if (settled !== church)
      await registry.checkReferences(ctx.db, def.references, prepared, ctx.principal, settled);
    return prepared;
  }

  const audit = (conn: Db | Tx, request: FastifyRequest, action: string, id: unknown, changes?: Row) =>
    recordAudit(conn, {
      principal: request.principal,
      ip: request.ip,
      action,
      resource: def.name,
      objectId: id === null || id === undefined ? null : String(id),
      changes,
    });

  /** One transaction for the whole write path; work queued for after the commit runs after it. */
  async function inTransaction<T>(
    request: FastifyRequest,
    work: (ctx: ResourceContext) => Promise<T>,
    audited?: { action: string; done: boolean },
    reachable?: Set<number>,
  ) {
    const pending: (() => unknown)[] = [];
    const result = await db().transaction((tx) => work(contextOf(request, tx, pending, audited, reachable)));
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
        throw notFound("This church was not found.");
    }
    return {
      where: allOf([scopeFor(request, rule), ...listConditions(def, q)]),
      order: listOrder(def, q.ordering),
    };
  }

  api.get(def.path, {
    ...resourceGate,
    config: { access: def.access.list },
    schema: docs(def, `List ${def.name}`, def.access.list, {
      querystring: listSchema,
      response: { 200: pageOf(def.entity), ...errors },
    }),
    handler: async (request) => {
      const q = request.query as z.infer<typeof listSchema>;
      const { where } = await listSelection(request, def.access.list, q);
      // Rows a first read created make any remembered page of this list stale.
      if (def.beforeList && (await def.beforeList(contextOf(request, db(), []), q as Row))) memory.clear();
      const { page: pageNumber, page_size: pageSize, ...query } = q;
      const p = request.principal;
      const page = await readListPage(
        app.database,
        def,
        {
          where,
          ordering: listOrdering(def, q.ordering),
          page: pageNumber,
          pageSize,
          searched: Boolean(q.search?.trim() && def.search?.length),
          indexed: indexedSearchOf(def, q, p),
          list: `${p?.id}:${p?.role}:${p?.church}:${p?.region}:${JSON.stringify(query)}`,
        },
        memory,
        app.clock,
      );
      return {
        count: page.count,
        count_is_exact: page.exact,
        ...pageLinks(request, pageNumber, pageSize, page),
        results: await shown(request, page.rows),
      };
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
        const row = await inTransaction(request, async (ctx) => {
          const data = await prepare(ctx, withTenant(request, request.body as Row), null);
          const [created] = (await ctx.db.insert(def.table).values(data).returning()) as Row[];
          await def.afterWrite?.(ctx, created as Row, null);
          await audit(ctx.db, request, "create", created?.id, data);
          return created as Row;
        });
        return reply.code(201).send((await shown(request, [row]))[0]);
      },
    });
  }

  if (!def.create && def.createdBy) registerCreatedBy(def.createdBy);

  /** POST on the collection of a resource whose rows an action makes: 405 and that action's path. */
  function registerCreatedBy(action: string) {
    if (def.actions?.[action]?.on !== "collection")
      throw new Error(
        `Resource ${def.name} is created by ${action}, which is not one of its collection actions`,
      );
    const use = `${def.path}${action}/`;
    const what = def.name.replaceAll("-", " ");
    const rule = def.access.list;
    api.post(def.path, {
      config: { access: rule },
      schema: docs(def, `Not here: new ${what} start with POST ${use} (405)`, rule, {
        response: { 405: errorBody },
      }),
      handler: async () => {
        throw new AppError(
          405,
          "method_not_allowed",
          `${what[0]?.toUpperCase()}${what.slice(1)} are not created here: start one with POST ${use}.`,
          { Allow: "GET" },
          { use },
        );
      },
    });
  }

  if (def.update && def.access.update) {
    const rule = def.access.update;
    const update = async (request: FastifyRequest) => {
      const row = await inTransaction(request, async (ctx) => {
        const existing = await load(ctx.db, request, rule, true);
        // A PATCH that sends no field changes nothing: the object as it is, and no audit row.
        if (Object.keys((request.body as Row | undefined) ?? {}).length === 0) return existing;
        const data = await prepare(ctx, request.body as Row, existing);
        const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => existing[k] !== v));
        const [updated] = (await ctx.db
          .update(def.table)
          .set(data)
          .where(eq(idColumn, existing.id))
          .returning()) as Row[];
        await def.afterWrite?.(ctx, updated as Row, existing);
        await audit(ctx.db, request, "update", existing.id, changed);
        return updated as Row;
      });
      return (await shown(request, [row]))[0];
    };
    const response = { 200: def.entity };
    const put = docs(def, `Replace one of ${def.name}`, rule, {
      params: idParams,
      body: def.update,
      response,
    });
    const patch = docs(def, `Update fields of one of ${def.name}`, rule, {
      params: idParams,
      body: patchOf(def.update),
      response,
    });
    api.put(detailPath, { ...resourceGate, config: { access: rule }, schema: put, handler: update });
    api.patch(detailPath, { ...resourceGate, config: { access: rule }, schema: patch, handler: update });
  }

  if (def.access.delete) {
    const rule = def.access.delete;
    api.delete(detailPath, {
      ...resourceGate,
      config: { access: rule },
      schema: docs(def, `Delete one of ${def.name}`, rule, {
        params: idParams,
        response: { 204: noContent },
      }),
      handler: async (request, reply) => {
        await inTransaction(request, async (ctx) => {
          const existing = await load(ctx.db, request, rule, true);
          await def.beforeDelete?.(ctx, existing);
          await ctx.db.delete(def.table).where(eq(idColumn, existing.id));
          await audit(ctx.db, request, "delete", existing.id);
        });
        return reply.code(204).send();
      },
    });
  }

  for (const [name, action] of Object.entries(def.actions ?? {})) registerAction(name, action);

  function registerAction(name: string, action: ActionDef) {
    const path = action.on === "detail" ? `${detailPath}${name}/` : `${def.path}${name}/`;
    const mode = modeOf(action);
    const inputSchema = action.listInput ? listSchema.extend(action.listInput.shape) : action.input;
    // An upload's body is multipart: its text fields are parsed once the file has been read.
    const input =
      inputSchema && !action.upload
        ? { [action.method === "GET" ? "querystring" : "body"]: inputSchema }
        : {};

    /** Loads the object, checks the input's references and runs the action on one connection. */
    async function run(ctx: ResourceContext, upload: Upload | null, reachable: Set<number>) {
      const { request } = ctx;
      const inputValue =
        upload && action.input
          ? parseOrThrow(action.input, upload.fields)
          : ((action.method === "GET" ? request.query : request.body) ?? upload?.fields ?? {});
      refuseFutureDates(action.input, inputValue as Row, ctx.now);
      const object =
        action.on === "detail" ? await load(ctx.db, request, action.access, mode === "write") : null;
      if (object && action.canRun && !action.canRun(principalOf(request), object)) throw notFound();
      const church = object ? churchOfRow({}, object) : undefined;
      // The object was loaded in the caller's scope, so its church is in reach.
      if (church !== undefined) reachable.add(church);
      await registry.checkReferences(ctx.db, action.references, inputValue as Row, ctx.principal, church);
      const list = action.listInput
        ? await listSelection(request, action.access, inputValue as z.infer<typeof listSchema>)
        : null;
      const result = await action.run({ ...ctx, input: inputValue, object, upload, list });
      return { object, result, inputValue };
    }

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
      handler: async (request, reply) => {
        // An upload is read before any transaction opens: a slow client never holds the database.
        // The object of a detail upload is looked up first, so no file is taken for an object
        // the caller cannot reach.
        if (action.upload && action.on === "detail") {
          const object = await load(db(), request, action.access);
          if (action.canRun && !action.canRun(principalOf(request), object)) throw notFound();
        }
        const upload = action.upload ? await readUpload(request, action.upload) : null;
        // Every write, external call and export leaves an audit row: the action's own (with its
        // details, in its own transaction) or, when it recorded none, a plain one naming the input.
        const audited = { action: name, done: false };
        const reachable = new Set<number>();
        const auditOf = async (conn: Db | Tx, outcome: { object: Row | null; inputValue: unknown }) => {
          if (!audited.done)
            await audit(conn, request, name, outcome.object?.id ?? null, outcome.inputValue as Row);
        };
        let result: unknown;
        if (mode === "write") {
          result = await inTransaction(
            request,
            async (ctx) => {
              const outcome = await run(ctx, upload, reachable);
              await auditOf(ctx.db, outcome);
              return outcome.result;
            },
            audited,
            reachable,
          );
        } else {
          const pending: (() => unknown)[] = [];
          const outcome = await run(contextOf(request, db(), pending, audited, reachable), upload, reachable);
          if (mode !== "read") await auditOf(db(), outcome);
          if (mode === "external") memory.clear();
          await runAfterCommit(pending);
          result = outcome.result;
        }
        if (result === NO_CONTENT) return reply.code(204).send();
        return result instanceof FileAnswer ? sendFile(reply, result) : result;
      },
    });
  }
}
