import type { z } from "zod";
import type { Row } from "./resource";

/**
 * Turns a table row into the entity's JSON: only the entity's declared fields leave the
 * server (a new column never leaks), and timestamps become ISO 8601 strings.
 */
export function presenter<E extends z.ZodObject>(entity: E): (row: Row) => z.infer<E> {
  const fields = Object.keys(entity.shape);
  return (row) => {
    const out: Row = {};
    for (const field of fields) {
      const value = row[field];
      out[field] = value instanceof Date ? value.toISOString() : value;
    }
    return out as z.infer<E>;
  };
}
