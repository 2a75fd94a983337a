import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { principalOf } from "../auth/access";
import { notFound, parseOrThrow } from "../errors";
import {
  type ActionDef,
  FileAnswer,
  NO_CONTENT,
  type ResourceContext,
  type Row,
  type Upload,
} from "./resource";
import type { ResourceRuntime } from "./resource-runtime";
import { docs, idParams, modeOf, refuseFutureDates, sendFile } from "./route-parts";
import { readUpload } from "./upload";

/** One action of a resource: its route, how it runs (its mode) and its audit row. */
export function registerAction(rt: ResourceRuntime, name: string, action: ActionDef): void {
  const {
    api,
    def,
    db,
    detailPath,
    registry,
    listSchema,
    listSelection,
    load,
    gated,
    contextOf,
    inTransaction,
    runAfterCommit,
    memory,
    audit,
    churchOfRow,
  } = rt;
  const path = action.on === "detail" ? `${detailPath}${name}/` : `${def.path}${name}/`;
  const mode = modeOf(action);
  const inputSchema = action.listInput ? listSchema.extend(action.listInput.shape) : action.input;
  // An upload's body is multipart: its text fields are parsed once the file has been read.
  const input =
    inputSchema && !action.upload ? { [action.method === "GET" ? "querystring" : "body"]: inputSchema } : {};

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
