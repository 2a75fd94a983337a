import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, type DatabaseOptions, PGLITE_EXTENSIONS, wrapPglite } from "../src/db/client";

/**
 * The embedded databases of one test worker (its files share this module, see vitest.config.ts).
 * Loading the migrated template takes about 0.8 s, most of what starting a test app costs, and
 * every API test file starts at least one; emptying a database a closed app left and putting the
 * template's few rows back takes a fifth of that. A database is emptied when it is taken, not
 * when it is given back, so nothing a closed app still wrote on its way out reaches the next file.
 */
const spare: PGlite[] = [];

/** The template's state as the first database of the worker loaded it: what a reset restores. */
type TemplateState = {
  /** Every table of the app's schema, quoted, for one TRUNCATE. */
  tables: string;
  /** The statements that put the template's rows back (the seeded funds, categories, gateways). */
  rows: { statement: string; json: string }[];
  /** Each sequence's value, so ids continue as they would on a fresh copy. */
  sequences: { name: string; value: string | null }[];
};
let template: Promise<TemplateState> | undefined;

const loadTemplate = async () =>
  PGlite.create({
    loadDataDir: new Blob([await readFile(inject("pgliteTemplate"))]),
    extensions: PGLITE_EXTENSIONS,
  });

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', c.relnamespace::regnamespace, c.relname) as name,
            string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace
      group by 1`,
  );
  const rows: TemplateState["rows"] = [];
  for (const { name, columns } of tables) {
    const { rows: held } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    const json = held[0]?.json;
    if (!json) continue;
    rows.push({
      statement: `insert into ${name} (${columns}) overriding system value
                  select ${columns} from json_populate_recordset(null::${name}, $1)`,
      json,
    });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public'`,
  );
  return { tables: tables.map((table) => table.name).join(", "), rows, sequences };
}

/** Brings a used database back to the template's state. */
async function reset(client: PGlite, state: TemplateState): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.exec(`truncate ${state.tables} restart identity cascade`);
    // The rows go back as they were, ids included; no trigger or reference check is needed for that.
    await tx.exec("set local session_replication_role = replica");
    for (const { statement, json } of state.rows) await tx.query(statement, [json]);
    for (const { name, value } of state.sequences)
      await tx.query("select setval($1, $2, $3)", [name, value ?? 1, value !== null]);
  });
}

/** A database in the template's state: a spare one reset, or the template loaded anew. */
export async function pgliteFromTemplate(options: DatabaseOptions): Promise<Database> {
  let client = spare.pop();
  if (client) {
    try {
      await reset(client, await (template as Promise<TemplateState>));
    } catch {
      // Whatever a test left that a reset cannot undo: this one is dropped, a fresh one loaded.
      await client.close().catch(() => undefined);
      client = undefined;
    }
  }
  if (!client) {
    client = await loadTemplate();
    template ??= readTemplateState(client);
    await template;
  }
  const owned = client;
  return { ...wrapPglite(owned, undefined, options), close: async () => void spare.push(owned) };
}
