import type { FastifyInstance } from "fastify";
import { ValidationError } from "../errors";

const NUL = "\u0000";

/** The path (`field`, `lines.0.description`) of the first string holding a NUL character. */
function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string")
    return value.includes(NUL) ? path.join(".") || "non_field_errors" : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulPath(v, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const found = nulPath(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a body or query holding one is refused
 * with a 400 on its field before it reaches a handler, instead of failing as a server error.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field = nulPath(request.body) ?? nulPath(request.query);
    if (field) throw new ValidationError({ [field]: ["This field cannot contain the NUL character."] });
  });
}
