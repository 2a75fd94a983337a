import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { DataFolderInUse, lockDataFolder } from "./data-folder-lock";
import * as tables from "./tables";

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Applies the committed SQL migrations (idempotent). On PostgreSQL it holds an advisory lock
   * while it runs, so instances starting together migrate one after the other.
   */
  migrate(): Promise<void>;
  /** Whether every committed migration has been applied (readiness). */
  migrated(): Promise<boolean>;
  /**
   * Runs work while holding a named PostgreSQL advisory lock (one instance at a time); on PGlite
   * this process is the only one (the data folder is locked), so the work just runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs a read the app repeats with other values (a list page): on PostgreSQL as a named
   * prepared statement, so each connection parses it once and the server may reuse its plan;
   * on PGlite as usual. Answers the rows as the driver gives them (timestamps and dates as text).
   * `planEachTime` is for statements whose best plan depends on the values (a search pattern):
   * after a few runs PostgreSQL may keep one generic plan for a named statement, which cannot see
   * that '%quaye%' is rare and walks the whole church instead of the search index.
   */
  prepared(statement: SQL, options?: { planEachTime?: boolean }): Promise<Record<string, unknown>[]>;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | null;
  close(): Promise<void>;
};

const dialect = new PgDialect();
/**
 * Types node-postgres would turn into JS values that the query builder wants as text (timestamps,
 * dates, intervals and their arrays), as drizzle's own driver asks for them.
 */
const RAW_TEXT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const RAW_TEXT_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    RAW_TEXT.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The advisory lock migrations run under. */
export const MIGRATION_LOCK = "cm:migrations";

/** The newest committed migration (its journal time), which the migrations table must reach. */
let lastMigration: Promise<number> | undefined;
const newestMigration = () =>
  (lastMigration ??= readFile(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8").then((text) =>
    Math.max(...(JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when)),
  ));

/** Whether the database has applied the newest committed migration. */
async function hasNewestMigration(db: Db): Promise<boolean> {
  const newest = await newestMigration();
  const result = await db
    .execute(sql`select max(created_at)::bigint as last from drizzle.__drizzle_migrations`)
    .catch(() => null);
  const last = (result as unknown as { rows: { last: string | number | null }[] } | null)?.rows[0]?.last;
  return last !== null && last !== undefined && Number(last) >= newest;
}

/** Options of a connection: `onQuery` sees every statement (tests count them). */
export type DatabaseOptions = { onQuery?: (query: string) => void };

const loggerOf = (options: DatabaseOptions) =>
  options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : false;

/** PostgreSQL through node-postgres, for production and the CI run against a real server. */
export function openPostgres(url: string, poolSize = 10, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema: tables, logger: loggerOf(options) }) as unknown as Db;
  /** Holds the lock on a connection of its own; `work` gets that connection. */
  const locked = async <T>(name: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(hashtext($1))", [name]);
      try {
        return await work(client);
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [name]);
      }
    } finally {
      client.release();
    }
  };
  return {
    db,
    kind: "postgres",
    prepared: async (statement, { planEachTime = false } = {}) => {
      const query = dialect.sqlToQuery(statement);
      options.onQuery?.(query.sql);
      // An unnamed statement is planned for the values it is run with, every time.
      const name = planEachTime
        ? undefined
        : `cm_${createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
      const result = await pool.query({ name, text: query.sql, values: query.params, types: RAW_TEXT_TYPES });
      return result.rows;
    },
    // The migrations run on the connection that holds the lock (so a pool of one suffices).
    migrate: () =>
      locked(MIGRATION_LOCK, (client) => migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR })),
    migrated: () => hasNewestMigration(db),
    exclusively: (name, work) => locked(name, () => work()),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: () => pool.end(),
  };
}

/** The extensions the schema needs (members search: a trigram index led by the church). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** PGlite over an existing instance (tests load one from a template). */
export function wrapPglite(
  client: PGlite,
  onClose?: () => Promise<void>,
  options: DatabaseOptions = {},
): Database {
  const db = drizzlePglite(client, { schema: tables, logger: loggerOf(options) }) as unknown as Db;
  let migrating: Promise<void> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    // One process owns the folder; within it, calls that overlap run one after the other.
    migrate: () => {
      migrating = migrating
        .catch(() => undefined)
        .then(() => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }));
      return migrating;
    },
    migrated: () => hasNewestMigration(db),
    prepared: async (statement) =>
      ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows,
    exclusively: (_name, work) => work(),
    poolUse: () => null,
    close: async () => {
      await client.close();
      await onClose?.();
    },
  };
}

/**
 * The embedded database in `<dataDir>/db`. PGlite has no lock between processes, so the
 * folder is locked for as long as this process holds it; a second process is refused while the
 * first runs, and the lock of one that was killed is taken over at once.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, "db");
  await mkdir(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockDataFolder(join(dataDir, "db.lock"));
  } catch (e) {
    if (!(e instanceof DataFolderInUse)) throw e;
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
