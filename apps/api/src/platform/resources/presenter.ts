import type { z } from "zod";
import { notFound } from "../errors";
import type { Row } from "./resource";

/**
 * Turns a table row into the entity's JSON: only the entity's declared fields leave the
 * server (a new column never leaks), and timestamps become ISO 8601 strings.
 */
export function presenter<E extends z.ZodObject>(entity: E): (row: Row) => z.infer<E> {
  const fields = Object.keys(entity.shape);
  // One object literal with the entity's fields, compiled once per entity: every answer builds
  // its objects in one shape instead of growing them a field at a time (lists present 20 to 100
  // rows per request). The field names come from the contract, quoted as JSON.
  const build = new Function(
    "row",
    "shown",
    `return {${fields.map((f) => `${JSON.stringify(f)}: shown(row[${JSON.stringify(f)}])`).join(", ")}};`,
  ) as (row: Row, shown: (value: unknown) => unknown) => z.infer<E>;
  return (row) => build(row, shownValue);
}

/** Timestamps as ISO 8601 strings in UTC; every other value as it is. */
const shownValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * One row answered as a list shows it: decorated as a page of one, then presented. A write's
 * `returning()` row goes in as it comes; none (the row was gone) answers 404.
 */
export async function presentOne<R, O>(
  row: R | undefined,
  decorate: (rows: R[]) => Promise<Row[]> | Row[],
  present: (row: Row) => O,
): Promise<O> {
  const [shown] = row === undefined ? [] : await decorate([row]);
  if (!shown) throw notFound();
  return present(shown);
}

/** The one row a statement answered (an insert's or an update's `returning()`); none answers 404. */
export function theRow<R>(rows: R[]): R {
  const [row] = rows;
  if (row === undefined) throw notFound();
  return row;
}
