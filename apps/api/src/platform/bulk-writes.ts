import { setImmediate as nextTurn } from "node:timers/promises";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { admittedConnection, type Data, isData } from "./resources/scoped-data";

// Imports write thousands of rows. The embedded database runs every statement on the server's
// one thread, and awaiting one statement after another never lets the event loop run other
// requests in between, so long work is cut into short pieces with a turn of the event loop
// between them: a request waits at most one piece (well under 200 ms), not the whole import.

/** How long a piece of work runs before the event loop gets a turn. */
const SLICE_MS = 20;
/** What one insert statement should take; batches grow or shrink towards it. */
const STATEMENT_MS = 25;
const FIRST_BATCH = 100;
const MIN_BATCH = 10;
const MAX_BATCH = 2_000;

/**
 * Gives the event loop a turn once `SLICE_MS` of work have run since the last one: call `pause`
 * between the steps of a long loop (each row of a file read).
 */
export class EventLoopTurns {
  private since = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.since < SLICE_MS) return;
    await nextTurn();
    this.since = performance.now();
  }
}

/** Runs `work` on `items` a chunk at a time (a lookup per 1,000 values), with a turn of the event loop between chunks. */
export async function inChunks<T>(
  items: T[],
  size: number,
  work: (chunk: T[]) => Promise<void>,
): Promise<void> {
  for (let at = 0; at < items.length; at += size) {
    if (at > 0) await nextTurn();
    await work(items.slice(at, at + size));
  }
}

/** A JSON array of values as a SQL set, for `column in (...)` over many values in one parameter. */
export const valuesOf = (values: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * One multi-row insert whose rows travel as a single JSON parameter: binding a parameter per
 * field costs several times more than PostgreSQL's JSON parsing (PGlite most of all), and a
 * statement of thousands of bound values overflows the query builder's stack. The fields are those
 * the rows name (keyed by the table's field names); a field a row lacks is null.
 */
function insertStatement(table: PgTable, rows: Record<string, unknown>[]): SQL {
  const columns = getTableColumns(table);
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const named = fields.map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`${field} is not a column of the table`);
    return column;
  });
  const names = sql.raw(named.map((c) => `"${c.name}"`).join(", "));
  const shape = sql.raw(named.map((c) => `"${c.name}" ${c.getSQLType()}`).join(", "));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(fields.map((field, i) => [named[i]?.name, row[field] ?? null]))),
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${shape})`;
}

/**
 * Inserts a row for each item (`toRow` makes it, a batch at a time) on `conn`, the caller's
 * transaction, so an import stays all or nothing. Statements stay short: each batch is sized
 * from the time the previous one took (about 25 ms a statement, between 10 and 2,000 rows,
 * growing at most twofold), and the event loop gets a turn before each batch.
 */
export async function insertInBatches<T>(
  conn: Db | Tx | Data,
  table: PgTable,
  items: T[],
  toRow: (item: T) => Record<string, unknown>,
): Promise<void> {
  let size = FIRST_BATCH;
  for (let at = 0; at < items.length; ) {
    // A turn before each batch: what the caller did before the first one counts as work too.
    await nextTurn();
    const batch = items.slice(at, at + size).map(toRow);
    const started = performance.now();
    // Rows written through a caller's data handle must be within the caller's reach.
    const on = isData(conn) ? await admittedConnection(conn, table, batch) : conn;
    await on.execute(insertStatement(table, batch));
    const took = Math.max(performance.now() - started, 1);
    at += batch.length;
    const fitting = Math.round((batch.length * STATEMENT_MS) / took);
    size = Math.max(MIN_BATCH, Math.min(fitting, batch.length * 2, MAX_BATCH));
  }
}
