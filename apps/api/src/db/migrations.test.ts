import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withDatabase } from "../../test/global-setup";
import { FROM_SCRATCH_MS } from "../../test/migrations";
import { databaseUrlFromEnv } from "../config";
import { MIGRATIONS_DIR } from "../paths";
import { MIGRATION_LOCK, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from "./client";

const journal = async () =>
  (JSON.parse(await readFile(join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] })
    .entries.length;

describe("migrations", () => {
  it("say when they are done, and may be asked for twice at once", { timeout: FROM_SCRATCH_MS }, async () => {
    const database = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    try {
      expect(await database.migrated()).toBe(false);
      await Promise.all([database.migrate(), database.migrate()]);
      expect(await database.migrated()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("leave the test-payment gateway off on a new installation, and mark earlier sandbox payments as tests", {
    timeout: FROM_SCRATCH_MS,
  }, async () => {
    const database = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    try {
      await database.migrate();
      const rows = await database.prepared(
        sql`select name, is_active from payment_gateways where name = 'sandbox'`,
      );
      // Present (a super admin may turn it on, with a warning) but not active: nobody pays with it.
      expect(rows).toEqual([{ name: "sandbox", is_active: false }]);
    } finally {
      await database.close();
    }
  });

  // Two servers on one PostgreSQL: PGlite has one connection per process (and a folder lock), so
  // this runs in the PostgreSQL pass of the API tests (DATABASE_URL set), as CI does.
  const url = databaseUrlFromEnv();
  if (url) {
    it("two migrators starting together on PostgreSQL take turns under an advisory lock", async () => {
      const name = `cm_migrate_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const holder = new pg.Client({ connectionString: withDatabase(url, name) });
      // Pools of one connection: a migrator needs no more than the one holding the lock.
      const first = openPostgres(withDatabase(url, name), 1);
      const second = openPostgres(withDatabase(url, name), 1);
      const observer = openPostgres(withDatabase(url, name), 1);
      try {
        // While someone holds the lock, a migrator waits for it (and changes nothing).
        await holder.connect();
        await holder.query("select pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
        const both = Promise.all([first.migrate(), second.migrate()]);
        for (;;) {
          const { rows } = await holder.query(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
          );
          if (rows[0].n === 2) break;
          await new Promise((r) => setImmediate(r));
        }
        expect(await observer.migrated()).toBe(false);
        await holder.query("select pg_advisory_unlock(hashtext($1))", [MIGRATION_LOCK]);
        await both;
        expect(await observer.migrated()).toBe(true);
        const { rows } = await holder.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        expect(rows[0].n).toBe(await journal());
      } finally {
        await holder.end();
        await first.close();
        await second.close();
        await observer.close();
        // The pools have ended; their server sessions may take a moment to go.
        for (let tries = 0; ; tries++) {
          const dropped = await admin.query(`drop database if exists ${name}`).then(
            () => true,
            (e: { code?: string }) => {
              if (e.code !== "55006" || tries > 200) throw e;
              return false;
            },
          );
          if (dropped) break;
          await new Promise((r) => setTimeout(r, 10));
        }
        await admin.end();
      }
    });
  }
});
