import { msg } from "@cm/contracts";
import type { FastifyInstance } from "fastify";
import { ValidationError } from "../errors";

const NUL = "\u0000";
/** Levels of arrays and objects a body may nest (the deepest the API's own inputs go is 4). */
export const MAX_NESTING = 64;

type Problem = { field: string; message: string };

const NUL_MESSAGE = msg("This field cannot contain the NUL character.");
const TOO_DEEP = `The request is nested too deeply (more than ${MAX_NESTING} levels). Send a simpler body.`;

/**
 * The first problem of a parsed body or query: nesting deeper than MAX_NESTING, or a string
 * holding a NUL character (on its path, `field` or `lines.0.description`). The walk keeps its own
 * stack rather than recursing, so a body of thousands of nested arrays cannot overflow the call
 * stack before it is refused.
 */
function problemOf(root: unknown): Problem | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (value.includes(NUL)) return { field: path.join(".") || "non_field_errors", message: NUL_MESSAGE };
      continue;
    }
    if (!value || typeof value !== "object" || Buffer.isBuffer(value)) continue;
    if (path.length >= MAX_NESTING) return { field: "non_field_errors", message: TOO_DEEP };
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    // Pushed in reverse so fields are looked at in their order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as readonly [string, unknown];
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * Refuses with a 400, before a handler or a schema sees it, a body or query that nests deeper than
 * MAX_NESTING levels (a schema's recursive checks would overflow the stack) or holds a NUL
 * character, which PostgreSQL cannot store in text.
 */
export function guardInput(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const problem = problemOf(request.body) ?? problemOf(request.query);
    if (problem) throw new ValidationError({ [problem.field]: [problem.message] });
  });
}
