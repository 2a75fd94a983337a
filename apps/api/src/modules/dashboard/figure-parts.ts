import { type SQL, sql } from "drizzle-orm";

export type Rows = Record<string, unknown>[];

/** One figure: the statement that counts it and how its rows become the figure. */
export type Part<T> = { query: SQL; read: (rows: Rows) => T };

/** Runs one statement and answers its rows (`db.execute`, or the database's prepared statements). */
export type Runner = (statement: SQL) => Promise<Rows>;

type Parts = Record<string, Part<unknown>>;
export type Values<P extends Parts> = { [K in keyof P]: P[K] extends Part<infer T> ? T : never };

/** A whole number from a count as the driver gives it (text for bigint) or as JSON gives it. */
export const num = (value: unknown): number => Number(value ?? 0);

/**
 * Every part in one statement, each part's rows as a JSON array in its own column. For figures
 * that read few rows (one church) the statements' round trips and per-statement work cost more
 * than the reads themselves, and one statement holds one pooled connection, not several.
 */
export async function inOneStatement<P extends Parts>(run: Runner, parts: P): Promise<Values<P>> {
  const keys = Object.keys(parts);
  const columns = keys.map(
    (key, i) =>
      sql`(select coalesce(json_agg(t), '[]'::json) from (${parts[key]?.query}) t) as ${sql.identifier(`p${i}`)}`,
  );
  const [row = {}] = await run(sql`select ${sql.join(columns, sql`, `)}`);
  return Object.fromEntries(
    keys.map((key, i) => {
      const value = row[`p${i}`];
      const rows = (typeof value === "string" ? JSON.parse(value) : value) as Rows;
      return [key, parts[key]?.read(rows)];
    }),
  ) as Values<P>;
}

/**
 * Each part as its own statement, all at once: for figures over many churches, where each
 * statement reads many rows and they are better spread over the pool's connections.
 */
export async function apart<P extends Parts>(run: Runner, parts: P): Promise<Values<P>> {
  const entries = await Promise.all(
    Object.entries(parts).map(async ([key, part]) => [key, part.read(await run(part.query))] as const),
  );
  return Object.fromEntries(entries) as Values<P>;
}
