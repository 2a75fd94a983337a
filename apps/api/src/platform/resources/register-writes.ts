import { errorBody, patchOf } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";
import type { Row } from "./resource";
import type { ResourceRuntime } from "./resource-runtime";
import { docs, idParams, noContent } from "./route-parts";

/** Create, replace and update, delete: each one transaction from loading through the audit row. */
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
    audit,
    shown,
    resourceGate,
  } = rt;
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
}
