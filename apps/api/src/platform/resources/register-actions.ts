import type { FastifyRequest } from "fastify";
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
  type UploadLimits,
} from "./resource";
import type { ResourceRuntime } from "./resource-runtime";
import { docs, idParams, modeOf, refuseFutureDates, sendFile } from "./route-parts";
import { connectionOf } from "./scoped-data";
import { readUpload } from "./upload";

/** Removes a stored file; one that cannot be removed is logged and left as a stray file. */
async function removeFile(request: FastifyRequest, file: string) {
  await request.server.files
    .remove(file)
    .catch((err) => request.log.warn({ err, file }, "stored file not removed"));
}

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
    auditLast,
    runAfterCommit,
    memory,
    audit,
    churchOfRow,
  } = rt;
  const path = action.on === "detail" ? `${detailPath}${name}/` : `${def.path}${name}/`;
  const mode = modeOf(action);
  if (action.upload && (mode !== "write" || !action.prepare))
    throw new Error(
      `Action ${def.name}.${name} takes a file: declare it with collectionUpload or detailUpload`,
    );
  const inputSchema = action.listInput ? listSchema.extend(action.listInput.shape) : action.input;
  // An upload's body is multipart: its text fields are parsed once the file has been read.
  const input =
    inputSchema && !action.upload ? { [action.method === "GET" ? "querystring" : "body"]: inputSchema } : {};

  /** Loads the object, checks the input's references and runs the action on one connection. */
  async function run(
    ctx: ResourceContext,
    upload: Upload | null,
    reachable: Set<number>,
    prepared?: unknown,
  ) {
    const { request } = ctx;
    const inputValue =
      upload && action.input
        ? parseOrThrow(action.input, upload.fields)
        : ((action.method === "GET" ? request.query : request.body) ?? upload?.fields ?? {});
    refuseFutureDates(action.input, inputValue as Row, ctx.now);
    const object =
      action.on === "detail"
        ? await load(connectionOf(ctx.data), request, action.access, mode === "write")
        : null;
    if (object && action.canRun && !action.canRun(principalOf(request), object)) throw notFound();
    const church = object ? churchOfRow({}, object) : undefined;
    // The object was loaded in the caller's scope, so its church is in reach.
    if (church !== undefined) reachable.add(church);
    await registry.checkReferences(
      connectionOf(ctx.data),
      action.references,
      inputValue as Row,
      ctx.principal,
      church,
    );
    const list = action.listInput
      ? await listSelection(request, action.access, inputValue as z.infer<typeof listSchema>)
      : null;
    const result = await action.run({
      ...ctx,
      input: inputValue,
      object,
      upload,
      list,
      ...(action.upload
        ? { prepared, replaced: (file) => file && ctx.afterCommit(() => removeFile(request, file)) }
        : {}),
    });
    return { object, result, inputValue };
  }

  /**
   * The part of the upload shape before its transaction: the object of a detail upload looked up
   * first (no file is taken for an object the caller cannot reach), the file read (a slow client
   * never holds the database), then `prepare`, which stores or checks it.
   */
  async function prepareUpload(
    request: FastifyRequest,
    limits: UploadLimits,
    reachable: Set<number>,
    stored: string[],
  ) {
    const object = action.on === "detail" ? await load(db(), request, action.access) : null;
    if (object && action.canRun && !action.canRun(principalOf(request), object)) throw notFound();
    const upload = await readUpload(request, limits);
    const ctx = contextOf(request, db(), [], undefined, reachable);
    const input = action.input ? parseOrThrow(action.input, upload.fields) : upload.fields;
    refuseFutureDates(action.input, input as Row, ctx.now);
    const prepared = await action.prepare?.({
      ...ctx,
      input,
      object,
      upload,
      stored: (file) => void stored.push(file),
    });
    return { upload, prepared };
  }

  api.route({
    ...gated(action.feature === undefined ? def.feature : action.feature),
    method: action.method,
    url: path,
    ...(action.bodyLimit ? { bodyLimit: action.bodyLimit } : {}),
    config: { access: action.access },
    schema: docs(def, action.summary, action.access, {
      ...(action.on === "detail" ? { params: idParams } : {}),
      ...input,
      ...(action.output ? { response: { 200: action.output } } : {}),
    }),
    handler: async (request, reply) => {
      // Every write, external call and export leaves an audit row: the action's own (with its
      // details, in its own transaction) or, when it recorded none, a plain one naming the input.
      const audited = { action: name, done: false };
      const reachable = new Set<number>();
      const auditOf = async (conn: Db | Tx, outcome: { object: Row | null; inputValue: unknown }) => {
        if (!audited.done)
          await audit(conn, request, name, outcome.object?.id ?? null, outcome.inputValue as Row);
      };
      // Files an upload stored stay only if its transaction commits.
      const stored: string[] = [];
      let committed = false;
      let result: unknown;
      try {
        const { upload, prepared } = action.upload
          ? await prepareUpload(request, action.upload, reachable, stored)
          : { upload: null, prepared: undefined };
        if (mode === "write") {
          result = await inTransaction(
            request,
            async (ctx, finish) => {
              ctx.afterCommit(() => {
                committed = true;
              });
              const outcome = await run(ctx, upload, reachable, prepared);
              // The action's plain audit row travels with the commit.
              if (!audited.done)
                await finish(auditLast(request, name, outcome.object?.id ?? null, outcome.inputValue as Row));
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
      } catch (error) {
        if (!committed) for (const file of stored) await removeFile(request, file);
        throw error;
      }
      if (result === NO_CONTENT) return reply.code(204).send();
      return result instanceof FileAnswer ? sendFile(reply, result) : result;
    },
  });
}
