import { msg } from "@cm/contracts";

/** A failure with a status, a stable code and a message safe to show a church office worker. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Extra machine-readable fields of the body (e.g. the feature a 403 is about). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 429 that tells the client how many seconds to wait. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, "too_many_requests", message, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** A 400 whose body is a map of field to messages. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super("Validation failed");
  }
}

export const notFound = (what: string = msg("Not found.")) => new AppError(404, "not_found", what);
export const forbidden = (why: string = msg("You do not have permission to do this.")) =>
  new AppError(403, "permission_denied", why);
export const unauthenticated = (why: string = msg("Please sign in to continue.")) =>
  new AppError(401, "not_authenticated", why);
export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

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
