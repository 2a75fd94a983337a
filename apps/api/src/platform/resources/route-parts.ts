import { errorBody, futureDateProblems } from "@cm/contracts";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { type AccessRule, describeAccess } from "../auth/access";
import { ValidationError } from "../errors";
import type { ActionDef, ActionMode, FileAnswer, ResourceDef, Row } from "./resource";

// The pieces every route of a resource shares: path ids, documentation, dates, files.

/** Ids in paths are plain decimal numbers: `0x4` or `4e0` are not another spelling of 4. */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
export const idParams = z.object({ id: z.string().describe("Object id") });
export const errors = { 401: errorBody, 403: errorBody, 404: errorBody };
/** A delete's answer: 204 and no body. */
export const noContent = z.null().describe("No content");

/** Route schema: validation plus the OpenAPI entry, with the access rule visible in the docs. */
export function docs(def: ResourceDef, summary: string, access: AccessRule, extra: Record<string, unknown>) {
  return {
    tags: [def.name],
    summary,
    description: `Access: ${describeAccess(access)}.`,
    ...(access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
    ...extra,
  };
}

/** ISO strings sent for timestamp columns become Dates, which is what the driver expects. */
export function withDates(def: ResourceDef, data: Row): Row {
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
export function refuseFutureDates(schema: z.ZodType | undefined, values: Row, now: Date): void {
  const problems = futureDateProblems(schema, values, now);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/** The mode of an action: declared, or `read` for GET and `write` for POST. */
export const modeOf = (action: ActionDef): ActionMode =>
  action.mode ?? (action.method === "GET" ? "read" : "write");

/** Sends a file answer with its type and name; files of the caller's data are never cached. */
export function sendFile(reply: FastifyReply, file: FileAnswer) {
  const name = file.filename.replace(/["\\\r\n]/g, "");
  return reply
    .type(file.type)
    .header("Content-Disposition", `${file.disposition}; filename="${name}"`)
    .header("Cache-Control", "no-store")
    .send(file.body);
}
