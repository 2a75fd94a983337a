import { is, Param, Placeholder, SQL, type SQLChunk, StringChunk, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { z } from "zod";

export type Rows = Record<string, unknown>[];
/** A part's rows as its JSON column holds them (text from one driver, parsed from another). */
const jsonRows = z.array(z.record(z.string(), z.unknown()));

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
      const rows = jsonRows.parse(typeof value === "string" ? JSON.parse(value) : value);
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

const dialect = new PgDialect();

/** A statement rendered to text once: the text between its parameters, and their values or placeholders. */
type Template = { pieces: string[]; params: unknown[] };

function templateOf(statement: SQL): Template {
  const query = dialect.sqlToQuery(statement);
  const pieces: string[] = [];
  const params: unknown[] = [];
  let last = 0;
  // Values are always parameters, so a `$n` in the text is one (in order, each once).
  for (const match of query.sql.matchAll(/\$(\d+)/g)) {
    if (Number(match[1]) !== params.length + 1) throw new Error("A statement's parameters are out of order");
    pieces.push(query.sql.slice(last, match.index));
    params.push(query.params[params.length]);
    last = match.index + match[0].length;
  }
  if (params.length !== query.params.length) throw new Error("A statement's parameters were not all found");
  pieces.push(query.sql.slice(last));
  return { pieces, params };
}

function fromTemplate(template: Template, values: Record<string, unknown>): SQL {
  const chunks: SQLChunk[] = [];
  template.pieces.forEach((piece, i) => {
    chunks.push(new StringChunk(piece));
    if (i === template.params.length) return;
    const value = template.params[i];
    chunks.push(new Param(is(value, Placeholder) ? values[value.name] : value));
  });
  return new SQL(chunks);
}

type Kept<P extends Parts> = { [K in keyof P]: { template: Template; read: P[K]["read"] } };

/**
 * Parts whose statements are built and rendered once per key (a period) and then only filled
 * with the values of their placeholders (a church). Building and rendering a statement of a few
 * hundred pieces cost more than counting one church's figures; what is kept is the statement,
 * never a figure.
 */
export class PartTemplates<P extends Parts> {
  private readonly kept = new Map<string, Kept<P>>();

  constructor(
    private readonly build: (key: string) => P,
    private readonly size: number,
  ) {}

  parts(key: string, values: Record<string, unknown>): P {
    let kept = this.kept.get(key);
    if (!kept) {
      const built = this.build(key);
      kept = Object.fromEntries(
        Object.entries(built).map(([name, part]) => [
          name,
          { template: templateOf(part.query), read: part.read },
        ]),
      ) as Kept<P>;
      const oldest = this.kept.keys().next();
      if (this.kept.size >= this.size && !oldest.done) this.kept.delete(oldest.value);
      this.kept.set(key, kept);
    }
    return Object.fromEntries(
      Object.entries(kept).map(([name, k]) => [
        name,
        { query: fromTemplate(k.template, values), read: k.read },
      ]),
    ) as P;
  }
}
