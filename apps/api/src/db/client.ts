import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lock } from "proper-lockfile";
import { MIGRATIONS_DIR } from "../paths";
import * as tables from "./tables";

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL through node-postgres, for production and the CI run against a real server. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/** The extensions the schema needs (members search uses trigram indexes). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite over an existing instance (tests load one from a template). */
export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      await onClose?.();
    },
  };
}

/**
 * The embedded database in `<dataDir>/db`. PGlite has no lock between processes, so the
 * folder is locked for as long as this process holds it; a second process is refused.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, "db");
  await mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lock(dir, { lockfilePath: join(dataDir, "db.lock"), stale: 15_000 });
  } catch {
    throw new Error(
      `The data folder ${dataDir} is in use by another process. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, release);
}

/** Opens the configured database: PostgreSQL when a URL is given, else the embedded one. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);
}
