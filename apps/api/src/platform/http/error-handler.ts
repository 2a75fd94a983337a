import {
  futureDateProblems,
  inEnglish,
  installPlainMessages,
  Message,
  msg,
  SOURCE_LANGUAGE,
} from "@cm/contracts";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type Text, ValidationError } from "../errors";
import { currentLanguage, inWords, translator } from "../i18n";

type PgLikeError = { code?: string; constraint?: string; table?: string; detail?: string };

/** The database error behind a driver or ORM wrapper, if any. */
function databaseCause(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as PgLikeError & { cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/**
 * The field a unique index guards, by the naming rule `<table>_<field>_key`
 * (a composite index is named after the field a user should change).
 */
function uniqueField(constraint: string | undefined, table: string | undefined): string | undefined {
  if (!constraint) return undefined;
  const withoutTable =
    table && constraint.startsWith(`${table}_`) ? constraint.slice(table.length + 1) : constraint;
  const field = withoutTable.replace(/_(key|idx|unique)$/, "");
  return /^[a-z]+(_[a-z]+)*$/.test(field) ? field : undefined;
}

/** Each field's messages in the request's language (a schema's own words, where the catalogs have them). */
function inLanguage(request: FastifyRequest, body: Record<string, Text[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(body).map(([field, messages]) => [
      field,
      messages.map((m) => inWords(request.language, m)),
    ]),
  );
}

/** Zod issues -> `{"field": ["message"], "non_field_errors": [...]}`. */
function validationBody(error: {
  validation: { instancePath: string; message?: string; params: unknown }[];
}) {
  const body: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    body[key] = [...(body[key] ?? []), message];
  };
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const keys = (issue.params as { keys?: string[] }).keys;
    if (keys?.length) {
      // The issue's message is the contracts' words for an unknown field; each field gets it.
      for (const key of keys)
        add(path ? `${path}.${key}` : key, issue.message ?? msg("This field is not accepted here."));
    } else {
      add(path || "non_field_errors", issue.message ?? msg("This value is not valid."));
    }
  }
  return body;
}

/**
 * A request that fails validation also hears about its dates that cannot be in the future (the
 * mechanism judges those with the app's clock once the rest is valid), so every problem shows at once.
 */
function withFutureDates(
  app: FastifyInstance,
  request: FastifyRequest,
  context: unknown,
  body: Record<string, string[]>,
) {
  const part = context === "querystring" ? "querystring" : "body";
  const values = part === "body" ? request.body : request.query;
  if (typeof values !== "object" || values === null) return body;
  const schema = request.routeOptions.schema?.[part] as Parameters<typeof futureDateProblems>[0];
  const problems = futureDateProblems(schema, values as Record<string, unknown>, app.clock.now());
  return { ...problems, ...body };
}

// Fastify's own client errors, in words a church office worker can act on.
const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "parse_error", msg("The request body is not valid JSON.")],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "parse_error", msg("The request body is empty but JSON was announced.")],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payload_too_large", msg("The request is too large.")],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    "unsupported_media_type",
    msg("This kind of content is not accepted here."),
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    "parse_error",
    msg("The request's length does not match its body."),
  ],
  FST_REQ_FILE_TOO_LARGE: [413, "file_too_large", msg("The file is too large.")],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    "unsupported_media_type",
    msg("Send the file as multipart form data."),
  ],
  FST_FILES_LIMIT: [413, "too_many_files", msg("Send one file at a time.")],
};

/** A refused file's problems by row (`errors: [{row, field, message}]`), each message in the request's language. */
function rowsInLanguage(
  extra: Record<string, unknown>,
  say: (text: Text) => string,
): Record<string, unknown> {
  if (!Array.isArray(extra.errors)) return extra;
  const errors = extra.errors.map((e: unknown) =>
    e &&
    typeof e === "object" &&
    "message" in e &&
    (typeof e.message === "string" || e.message instanceof Message)
      ? { ...e, message: say(e.message) }
      : e,
  );
  return { ...extra, errors };
}

/** One place maps every failure to the API's error bodies; no stack trace or SQL reaches a client. */
export function installErrorHandler(app: FastifyInstance): void {
  // Zod's own messages are written for developers; the contracts' say what to do in plain words,
  // in the language of the request being answered.
  installPlainMessages((key, values) => {
    const language = currentLanguage();
    return language === SOURCE_LANGUAGE
      ? inEnglish(key, values)
      : translator(language, "common")(key, values);
  });
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // Every message in the request's language, where the catalogs have it.
    const say = (text: Text) => inWords(request.language, text);
    if (error instanceof ValidationError) return reply.code(400).send(inLanguage(request, error.texts));
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...rowsInLanguage(error.extra, say), detail: say(error.text), code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: unknown }).validationContext;
      return reply
        .code(400)
        .send(inLanguage(request, withFutureDates(app, request, context, validationBody(error))));
    }
    const code = (error as FastifyError).code;
    const known = code ? FASTIFY_ERRORS[code] : undefined;
    if (known) return reply.code(known[0]).send({ detail: say(known[2]), code: known[1] });
    const db = databaseCause(error);
    if (db?.code === "23505") {
      const field = uniqueField(db.constraint, db.table);
      const t = translator(request.language);
      const message = field
        ? t("A record with this {field} already exists.", { field: field.replaceAll("_", " ") })
        : say(msg("This record already exists."));
      return reply.code(400).send({ [field ?? "non_field_errors"]: [message] });
    }
    if (db?.code === "23502") {
      return reply.code(400).send({
        [(db as { column?: string }).column ?? "non_field_errors"]: [say(msg("This field is required."))],
      });
    }
    if (db?.code === "23503") {
      return reply.code(409).send({
        detail: say(
          msg("This record is linked to other records, so it cannot be changed or removed that way."),
        ),
        code: "in_use",
      });
    }
    if (db?.code === "22P02" || db?.code === "22003" || db?.code === "22007" || db?.code === "22008") {
      return reply.code(400).send({ non_field_errors: [say(msg("One of the values is not valid."))] });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ detail: say(error.message), code: code?.toLowerCase() ?? "bad_request" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      detail: say(msg("Something went wrong on our side. Please try again.")),
      code: "server_error",
    });
  });
}
