// The benchmark: generate 1,000 churches and 100,000 users, serve them with the built API on
// PGlite then on PostgreSQL, load two endpoints with autocannon and print the figures.
import { mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Database, openPglite, openPostgres } from "../../apps/api/src/db/client";
import { CHURCH_COUNT, generate, USER_COUNT } from "./generate";
import { CONNECTIONS, type Figure, load, table } from "./load";
import { hasBuild, type RunningServer, signIn, startServer, stopServer } from "./server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BENCH_DB = "cm_bench";
const PASSWORD = "Bench-Password-2026";
const ENDPOINTS = ["/api/churches/churches/?search=grace&ordering=name", "/api/users/me/"];

/** The server's environment for one backend, and how to remove its data afterwards. */
type Prepared = {
  env: { DATA_DIR: string; DATABASE_URL?: string; PUBLIC_URL?: string; DEMO_PASSWORD: string };
  cleanup: () => Promise<void>;
};

const tempDir = () => mkdtempSync(join(tmpdir(), "cm-bench-"));
/** The root cause's message: drizzle wraps driver errors (ECONNREFUSED) in "Failed query: ...". */
const message = (e: unknown): string =>
  e instanceof Error ? (e.cause === undefined ? e.message : message(e.cause)) : String(e);

/**
 * Generates into the database `open` gives and always closes it (the server needs PGlite's
 * lock); on failure runs `cleanup` and rethrows.
 */
async function fill(open: () => Promise<Database>, cleanup: () => Promise<void>) {
  try {
    const database = await open();
    try {
      const seconds = await generate(database, PASSWORD);
      console.log(`generated ${CHURCH_COUNT} churches and ${USER_COUNT} users in ${seconds.toFixed(1)} s`);
    } finally {
      await database.close();
    }
  } catch (e) {
    await cleanup();
    throw e;
  }
}

async function preparePglite(): Promise<Prepared> {
  const dataDir = tempDir();
  const cleanup = () => rm(dataDir, { recursive: true, force: true });
  await fill(() => openPglite(dataDir), cleanup);
  return { env: { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD }, cleanup };
}

/** A fresh `cm_bench` database on the server of BENCH_DATABASE_URL; null when it is not reachable. */
async function preparePostgres(): Promise<Prepared | null> {
  const admin = new URL(ADMIN_URL);
  // This drops a database: never aim it at anything but this machine.
  if (!["127.0.0.1", "localhost", "[::1]"].includes(admin.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${admin.hostname}`);
  const shown = `${admin.hostname}:${admin.port || 5432}`;
  const adminDb = openPostgres(ADMIN_URL, 1);
  try {
    await Promise.race([
      adminDb.db.execute("select 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("no answer in 5 s")), 5_000).unref()),
    ]);
  } catch (e) {
    console.log(`PostgreSQL not reachable at ${shown} (${message(e)}), skipped`);
    await adminDb.close().catch(() => undefined);
    return null;
  }
  // WITH (FORCE) ends sessions a crashed earlier run may have left on it.
  const drop = () => adminDb.db.execute(`drop database if exists ${BENCH_DB} with (force)`);
  await drop();
  await adminDb.db.execute(`create database ${BENCH_DB}`);
  const url = new URL(admin);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = tempDir(); // the server still wants a data folder (files, lock-free on PostgreSQL)
  const cleanup = async () => {
    await drop().catch((e) => console.error(`dropping ${BENCH_DB} failed: ${message(e)}`));
    await adminDb.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  await fill(async () => openPostgres(url.toString()), cleanup);
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      PUBLIC_URL: "http://127.0.0.1",
      DEMO_PASSWORD: PASSWORD,
    },
    cleanup,
  };
}

/** One request before loading: the search must answer 200 and match some, not all, churches. */
async function checkSearch(base: string, token: string) {
  const res = await fetch(`${base}${ENDPOINTS[0]}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { count?: number };
  if (res.status !== 200) throw new Error(`The church search answered ${res.status}`);
  console.log(`search "grace" matches ${body.count} of ${CHURCH_COUNT + 4} churches`);
}

async function bench(backend: "pglite" | "postgres", figures: Figure[]) {
  console.log(`\n== ${backend}`);
  const prepared = backend === "pglite" ? await preparePglite() : await preparePostgres();
  if (!prepared) return;
  let server: RunningServer | undefined;
  try {
    server = await startServer(ROOT, prepared.env);
    const token = await signIn(server.base, "super_admin", PASSWORD);
    await checkSearch(server.base, token);
    for (const path of ENDPOINTS) {
      const f = await load(backend, server.base, path, token, SECONDS);
      console.log(`${f.endpoint}: ${f.requests_per_s} req/s, p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms`);
      if (f.non2xx || f.errors) console.log(`  !! ${f.non2xx} non-2xx answers, ${f.errors} errors`);
      figures.push(f);
    }
  } finally {
    // autocannon drops its connections at the end with requests still queued in the server;
    // let those finish so the stop is clean (else PGlite may be closed under them).
    await new Promise((r) => setTimeout(r, 1_000));
    if (server) await stopServer(server);
    await prepared.cleanup();
  }
}

async function main() {
  if (!hasBuild(ROOT)) {
    console.error("apps/api/dist/server.js is missing: run `npm run build` at the repository root first.");
    process.exit(1);
  }
  if (!Number.isInteger(SECONDS) || SECONDS < 1 || SECONDS > 600)
    throw new Error("BENCH_SECONDS must be a whole number of seconds from 1 to 600");
  console.log(
    `${cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per load`,
  );
  const figures: Figure[] = [];
  for (const backend of ["pglite", "postgres"] as const) {
    // One backend failing still lets the other run; the exit code says something went wrong.
    await bench(backend, figures).catch((e) => {
      console.error(`${backend} failed: ${message(e)}`);
      process.exitCode = 1;
    });
  }
  console.log(`\n${table(figures)}`);
  if (figures.some((f) => f.non2xx || f.errors)) {
    console.log("\nSome requests failed: the figures above are not comparable.");
    process.exitCode = 1;
  }
  const file = join(tmpdir(), `cm-bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const meta = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    node: process.version,
    seconds: SECONDS,
  };
  writeFileSync(file, `${JSON.stringify({ ...meta, connections: CONNECTIONS, figures }, null, 2)}\n`);
  console.log(`\nJSON: ${file}`);
}

main().catch((e) => {
  console.error(message(e));
  process.exit(1);
});
