import { errorBody, msg, patchOf } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";
import type { Row } from "./resource";
import type { ResourceRuntime } from "./resource-runtime";
import { docs, idParams, noContent } from "./route-parts";
import { connectionOf } from "./scoped-data";

/** Whether a failure is a unique index refusing a row (PostgreSQL's 23505), however wrapped. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Create, replace and update, delete: each one transaction from loading through the audit row; the
 * write and its audit row are one statement, sent with the commit when it is the last.
 */
export function registerWrites(rt: ResourceRuntime): void {
  const {
    api,
    def,
    detailPath,
    idColumn,
    inTransaction,
    prepare,
    withTenant,
    load,
    refuseUnwritable,
    written,
    shown,
    resourceGate,
    contextOf,
    db,
  } = rt;
  // With no hook or check after the write, the write and its audit row travel with the commit.
  const writeIsLast = !def.afterWrite && !def.writableRows;
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
        let data: Row = {};
        const row = await inTransaction(request, async (ctx, finish) => {
          data = await prepare(ctx, withTenant(request, request.body as Row), null);
          const insert = connectionOf(ctx.data).insert(def.table).values(data).getSQL();
          const created = await written(ctx, finish, insert, request, "create", data, writeIsLast);
          await refuseUnwritable(connectionOf(ctx.data), request, created);
          await def.afterWrite?.(ctx, created, null);
          return created;
        }).catch((e) => explained(request, e, data, null));
        return reply.code(201).send((await shown(request, [row]))[0]);
      },
    });
  }

  if (!def.create && def.createdBy) registerCreatedBy(def.createdBy);

  /** A write its unique index refused, explained by the resource when it can (see explainDuplicate). */
  async function explained(
    request: FastifyRequest,
    error: unknown,
    data: Row,
    existing: Row | null,
  ): Promise<never> {
    if (def.explainDuplicate && isUniqueViolation(error))
      await def.explainDuplicate(contextOf(request, db(), []), data, existing);
    throw error;
  }

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
          msg("{what} are not created here: start one with POST {use}.", {
            what: `${what[0]?.toUpperCase()}${what.slice(1)}`,
            use,
          }),
          { Allow: "GET" },
          { use },
        );
      },
    });
  }

  if (def.update && def.access.update) {
    const rule = def.access.update;
    const update = async (request: FastifyRequest) => {
      let data: Row = {};
      let before: Row | null = null;
      const row = await inTransaction(request, async (ctx, finish) => {
        const existing = await load(connectionOf(ctx.data), request, rule, true);
        before = existing;
        // A PATCH that sends no field changes nothing: the object as it is, and no audit row.
        if (Object.keys((request.body as Row | undefined) ?? {}).length === 0) return existing;
        data = await prepare(ctx, request.body as Row, existing);
        const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => existing[k] !== v));
        const change = connectionOf(ctx.data)
          .update(def.table)
          .set(data)
          .where(eq(idColumn, existing.id))
          .getSQL();
        const updated = await written(ctx, finish, change, request, "update", changed, writeIsLast);
        await refuseUnwritable(connectionOf(ctx.data), request, updated);
        await def.afterWrite?.(ctx, updated, existing);
        return updated;
      }).catch((e) => explained(request, e, data, before));
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
        await inTransaction(request, async (ctx, finish) => {
          const existing = await load(connectionOf(ctx.data), request, rule, true);
          await def.beforeDelete?.(ctx, existing);
          const removal = connectionOf(ctx.data).delete(def.table).where(eq(idColumn, existing.id)).getSQL();
          await written(ctx, finish, removal, request, "delete", undefined, true);
        });
        return reply.code(204).send();
      },
    });
  }
}
