import { type Message, msg } from "@cm/contracts";
import { inEnglishWords } from "./english";

/** A message for a user: a text (`msg("...")`), or a message with values (`msg("... {name}", { name })`). */
export type Text = string | Message;

/** A failure with a status, a stable code and a message safe to show a church office worker. */
export class AppError extends Error {
  /** The message as written, put in the request's language when the error is answered. */
  readonly text: Text;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: Text,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Extra machine-readable fields of the body (e.g. the feature a 403 is about). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(inEnglishWords(message));
    this.text = message;
  }
}

/** A 429 that tells the client how many seconds to wait. */
export const tooManyRequests = (message: Text, retryAfterSeconds: number) =>
  new AppError(429, "too_many_requests", message, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** A 400 whose body is a map of field to messages. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  /** Each field's messages in English. */
  readonly fields: Record<string, string[]>;
  /** Each field's messages as written, put in the request's language when the error is answered. */
  readonly texts: Record<string, Text[]>;
  constructor(fields: Record<string, Text[]>) {
    super("Validation failed");
    this.texts = fields;
    this.fields = Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [field, messages.map(inEnglishWords)]),
    );
  }
}

export const notFound = (what: Text = msg("Not found.")) => new AppError(404, "not_found", what);
export const forbidden = (why: Text = msg("You do not have permission to do this.")) =>
  new AppError(403, "permission_denied", why);
export const unauthenticated = (why: Text = msg("Please sign in to continue.")) =>
  new AppError(401, "not_authenticated", why);
export const fieldError = (field: string, message: Text) => new ValidationError({ [field]: [message] });

/** Parses a value with a zod schema, turning its issues into a 400 field-error body. */
export function parseOrThrow<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "non_field_errors";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  throw new ValidationError(fields);
}
