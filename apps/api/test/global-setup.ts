import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { databaseUrlFromEnv } from "../src/config";
import { type Database, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from "../src/db/client";
import { gateways } from "../src/db/tables";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder dump every test file starts from. */
    pgliteTemplate: string;
    /** With DATABASE_URL: a migrated database every test file copies. */
    postgresTemplate: string;
  }
}

/** Migrates one template database per run; each test file starts from a copy of it (test/harness.ts). */
export default async function setup(project: TestProject) {
  const databaseUrl = databaseUrlFromEnv();
  if (databaseUrl) {
    const name = `cm_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const template = openPostgres(withDatabase(databaseUrl, name), 1);
    await template.migrate();
    await enableSandbox(template);
    await template.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client);
  await database.migrate();
  await enableSandbox(database);
  const dump = await client.dumpDataDir("none");
  const file = join(await mkdtemp(join(tmpdir(), "cm-template-")), "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
}

/** Tests pay through the sandbox gateway, which a real installation has off. */
async function enableSandbox(database: Database): Promise<void> {
  await database.db.update(gateways).set({ is_active: true }).where(eq(gateways.name, "sandbox"));
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
