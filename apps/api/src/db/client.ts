import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR, PGLITE_TEMPLATE } from "../paths";
import { DataFolderInUse, lockDataFolder } from "./data-folder-lock";
import * as tables from "./tables";

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Sends a write transaction's last statement: on PostgreSQL together with its commit, in one round
 * trip (or alone, as a transaction of its own, when it is the only one), as a named prepared
 * statement. Nothing may be sent after it. Answers the statement's rows
 * as the driver gives them (timestamps and dates as text).
 */
export type Finish = (statement: SQL) => Promise<Record<string, unknown>[]>;

export type Database = {
  db: Db;
  /**
   * A write transaction. On PostgreSQL its statements are pipelined: `begin` travels with the first
   * statement (in one write to the socket) and `finish` sends the last with the commit, so a write
   * that checks something first costs two round trips. One that checks nothing is the one
   * statement `finish` sends, alone: no `begin` or `commit`, one round trip. Without `finish`, it
   * commits after `work`; a failure rolls it back.
   */
  write<T>(work: (tx: Tx, finish: Finish) => Promise<T>): Promise<T>;
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
/** The socket under a node-postgres connection: writes between cork and uncork leave together. */
type Corkable = { cork(): void; uncork(): void };
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
  const named = (statement: SQL, planEachTime = false) => {
    const query = dialect.sqlToQuery(statement);
    options.onQuery?.(query.sql);
    // An unnamed statement is planned for the values it is run with, every time.
    const name = planEachTime
      ? undefined
      : `cm_${createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
    return { name, text: query.sql, values: query.params, types: RAW_TEXT_TYPES };
  };
  const internals = db as unknown as { dialect: PgDialect; _: { schema: unknown } };
  const logger = options.onQuery ? { logger: { logQuery: (q: string) => options.onQuery?.(q) } } : {};
  return {
    db,
    kind: "postgres",
    prepared: async (statement, { planEachTime = false } = {}) =>
      (await pool.query(named(statement, planEachTime))).rows,
    write: async (work) => {
      const client = (await pool.connect()) as pg.PoolClient & { pipeline: boolean };
      // Pipelined: each statement is written without waiting for the answers before it (each
      // still has its own sync point, so a failure aborts the transaction, not the connection).
      client.pipeline = true;
      const stream = (client as unknown as { connection: { stream: Corkable } }).connection.stream;
      /** Statements queued together leave in one write to the socket, not one each. */
      const together = <T>(send: () => T): T => {
        stream.cork();
        try {
          return send();
        } finally {
          stream.uncork();
        }
      };
      // `begin` is sent with the transaction's first statement. A transaction whose only statement
      // is the one `finish` sends needs neither `begin` nor `commit`: one statement is a
      // transaction of its own, so a write and its audit row in one statement stay all or nothing.
      /** Transaction control, seen by `onQuery` as every statement is. */
      const control = (command: "begin" | "commit" | "rollback") => {
        options.onQuery?.(command);
        return client.query(command);
      };
      let begun: Promise<unknown> | undefined;
      const inTransaction = {
        query: (config: unknown, values?: unknown) =>
          together(() => {
            begun ??= control("begin");
            return client.query(config as never, values as never);
          }),
      } as unknown as pg.PoolClient;
      const session = new NodePgSession(
        inTransaction,
        internals.dialect,
        internals._.schema as never,
        logger,
      );
      const tx = new NodePgTransaction(
        internals.dialect,
        session,
        internals._.schema as never,
      ) as unknown as Tx;
      let ended: Promise<unknown> | undefined;
      const finish: Finish = async (statement) => {
        if (ended) throw new Error("This transaction has already been finished");
        if (!begun) {
          const alone = client.query(named(statement));
          ended = alone;
          return (await alone).rows;
        }
        const [rows, commit] = together(() => [client.query(named(statement)), control("commit")]);
        ended = commit;
        // A failed statement makes the commit a rollback; both answers are awaited either way.
        const [written] = await Promise.allSettled([rows, commit]);
        if (written.status === "rejected") throw written.reason;
        await commit;
        return written.value.rows;
      };
      try {
        const result = await work(tx, finish);
        await begun;
        if (ended) await ended;
        else if (begun) await control("commit");
        return result;
      } catch (error) {
        await begun?.catch(() => undefined);
        if (begun && !ended) await control("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.pipeline = false;
        client.release();
      }
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
    write: (work) =>
      db.transaction((tx) =>
        work(
          tx,
          async (statement) =>
            ((await tx.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows,
        ),
      ),
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
  // A new folder starts from the build's migrated template when there is one: creating a database
  // in place runs a second PostgreSQL beside this one (about 800 MB at its peak, instead of 350).
  // (Copied as files: PGlite's own loading of a dump holds the whole dump in memory.)
  if (!existsSync(join(dir, "PG_VERSION")) && existsSync(join(PGLITE_TEMPLATE, "PG_VERSION")))
    await cp(PGLITE_TEMPLATE, dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${await sharedBuffersMb(dir)}MB`],
  });
  return wrapPglite(client, release);
}

/**
 * PostgreSQL's page cache for the embedded database, sized to the data: half the folder's tables
 * and indexes, between 16 MB and 128 MB (PostgreSQL's default). The cache is memory the process
 * holds from the start, so the demo's database (about 30 MB) keeps 16 MB, not 128.
 */
export async function sharedBuffersMb(dir: string): Promise<number> {
  const bytes = await folderBytes(join(dir, "base")).catch(() => 0);
  return Math.min(128, Math.max(16, Math.ceil(bytes / 2 / 1_048_576)));
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}

/** Opens the configured database: PostgreSQL when a URL is given, else the embedded one. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);
}

/**
 * Runs a raw statement and answers its rows, typed as its select list names them (the caller
 * states that shape once, here, instead of casting the driver's result).
 */
export async function execute<T extends Record<string, unknown>>(
  conn: Db | Tx | Pick<Db, "execute">,
  statement: SQL,
): Promise<T[]> {
  return ((await conn.execute(statement)) as unknown as { rows: T[] }).rows;
}
