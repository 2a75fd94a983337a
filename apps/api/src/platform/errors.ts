/** A failure with a status, a stable code and a message safe to show a church office worker. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 whose body is a map of field to messages. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super("Validation failed");
  }
}

export const notFound = (what = "Not found.") => new AppError(404, "not_found", what);
export const forbidden = (why = "You do not have permission to do this.") =>
  new AppError(403, "permission_denied", why);
export const unauthenticated = (why = "Please sign in to continue.") =>
  new AppError(401, "not_authenticated", why);
export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });
