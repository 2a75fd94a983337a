import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, databaseUrlFromEnv, loadConfig } from "../src/config";
import { type Database, type DatabaseOptions, openPostgres } from "../src/db/client";
import { MovableClock } from "../src/platform/clock";
import { withDatabase } from "./global-setup";
import { pgliteFromTemplate } from "./pglite-pool";

export type TestApp = {
  app: FastifyInstance;
  db: Database["db"];
  /** The app's clock: `advance` it instead of waiting (caches expire, windows start). */
  clock: MovableClock;
  database: Database;
  /** Statements run on this test's database so far (by every instance on it): query budgets. */
  queries(): number;
  /**
   * Transaction control sent so far (begin, commit, rollback, savepoints): node-postgres only,
   * PGlite's transactions do not pass through here.
   */
  transactionControl(): number;
  /** A request through the app, with a bearer token when given. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

async function copyTemplate(options: DatabaseOptions): Promise<Database> {
  const postgresTemplate = inject("postgresTemplate");
  const databaseUrl = databaseUrlFromEnv();
  if (postgresTemplate && databaseUrl) {
    const name = `cm_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    const database = openPostgres(withDatabase(databaseUrl, name), 5, options);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  return pgliteFromTemplate(options);
}

/** A fresh app on its own copy of the migrated database (PGlite, or PostgreSQL with DATABASE_URL). */
export async function startTestApp(
  options: {
    webDistDir?: string;
    config?: Partial<Config>;
    /** Registers extra routes (a test-only resource) before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** A second instance on the same database (as behind a load balancer), with its own clock and caches. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const counter = { n: 0, control: 0 };
  const database = shared
    ? { ...shared.database, close: async () => {} }
    : await copyTemplate({
        // Statements, not transaction control (which only node-postgres passes through here).
        onQuery: (query) => {
          if (/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(query)) counter.control++;
          else counter.n++;
        },
      });
  const clock = new MovableClock();
  const dataDir = await mkdtemp(join(tmpdir(), "cm-test-"));
  const config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, JWT_SECRET: "t".repeat(48) }),
    databaseUrl: undefined,
    ...options.config,
  };
  const app = await buildApp({
    config,
    database,
    clock,
    webDistDir: options.webDistDir ?? join(dataDir, "no-web"),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    clock,
    queries: shared ? shared.queries : () => counter.n,
    transactionControl: shared ? shared.transactionControl : () => counter.control,
    call: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
