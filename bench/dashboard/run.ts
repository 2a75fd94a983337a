// Dashboard benchmark: 1,000 churches in 20 regions, 1,000,000 members, a year of weekly services
// and 4,992,000 attendance marks on PostgreSQL; the national dashboard, one region's and one
// church's statistics under 10 connections (p95, req/s), the time of the first (uncounted) answer
// of each, the nation's church comparison as XLSX, and the dashboard on the embedded database
// with the demo data.
import { mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openPostgres } from "../../apps/api/src/db/client";
import { CONNECTIONS } from "../src/load";
import { hasBuild, type RunningServer, signIn, startServer, stopServer } from "../src/server";
import {
  BENCH_ADMIN,
  BENCH_REGIONAL,
  CHURCHES,
  EVENTS,
  generateDashboard,
  MARKS,
  MEMBERS,
  REGIONS,
} from "./generate";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BENCH_DB = "bench_dashboard";
const PASSWORD = "Bench-Password-2026";
const DASHBOARD = "/api/churches/churches/dashboard/";
// BENCH_KEEP_DB=1 keeps bench_dashboard after the run and reuses a kept one instead of generating.
const KEEP_DB = process.env.BENCH_KEEP_DB === "1";
// BENCH_CASES=statistics (or national,region,statistics) runs only those load cases and skips the rest.
const CASES = process.env.BENCH_CASES?.split(",").map((c) => c.trim());
const only = (name: string) => !CASES || CASES.includes(name);
const log = (s: string) => console.log(s);

/** The q-th percentile of sorted latencies (ms), nearest rank. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? 0;
}

/** One autocannon run that keeps every response time, so the p95 is exact. */
async function fire(url: string, token: string, seconds: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        timeout: 10,
      },
      (error, answer) => (error ? fail(error) : done(answer)),
    );
    instance.on("response", (_c, _s, _b, responseTime: number) => times.push(responseTime));
  });
  return { result, times: times.sort((a, b) => a - b) };
}

/** ms of one request, one at a time. */
async function once(base: string, path: string, token: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - t0, bytes: body.byteLength, body };
}

type Figure = { case: string; first_ms: number; req_s: number; p50: number; p95: number; errors: number };

async function measure(base: string, label: string, path: string, token: string): Promise<Figure> {
  const first = await once(base, path, token);
  await fire(`${base}${path}`, token, Math.min(3, SECONDS));
  const { result, times } = await fire(`${base}${path}`, token, SECONDS);
  return {
    case: label,
    first_ms: Math.round(first.ms),
    req_s: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The dashboard on the embedded database (PGlite) with the demo data: the first count of each period. */
async function embedded(): Promise<{ period: string; ms: number }[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-dashboard-pglite-"));
  const server = await startServer(ROOT, { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, SEED_DEMO: "true" });
  try {
    const token = await signIn(server.base, "super_admin", PASSWORD);
    await once(server.base, `${DASHBOARD}?period=month`, token); // warms the process, counted again below
    const out = [];
    for (const period of ["quarter", "year", "custom&date_from=2025-01-01&date_to=2025-12-31"])
      out.push({
        period,
        ms: Math.round((await once(server.base, `${DASHBOARD}?period=${period}`, token)).ms),
      });
    return out;
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!hasBuild(ROOT)) throw new Error("Build first: npm run build");
  const admin = new URL(ADMIN_URL);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(admin.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${admin.hostname}`);
  const pglite = CASES ? [] : await embedded();
  if (!CASES)
    log(
      `Embedded database, demo data, first count of the national dashboard: ${pglite.map((p) => `${p.ms} ms`).join(", ")}`,
    );

  const adminDb = openPostgres(ADMIN_URL, 1);
  const drop = () => adminDb.db.execute(sql.raw(`drop database if exists ${BENCH_DB} with (force)`));
  const [kept] = KEEP_DB
    ? (
        (await adminDb.db.execute(sql`select 1 from pg_database where datname = ${BENCH_DB}`)) as unknown as {
          rows: unknown[];
        }
      ).rows
    : [];
  if (!kept) {
    await drop();
    await adminDb.db.execute(sql.raw(`create database ${BENCH_DB}`));
  }
  const url = new URL(admin);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-dashboard-"));
  const database = openPostgres(url.toString(), 2);
  let server: RunningServer | undefined;
  let generatedWhole = false;
  try {
    let generated: { church: number; seconds: number };
    if (kept) {
      log(`Reusing the kept ${BENCH_DB} (BENCH_KEEP_DB=1); the server's start applies any new migration`);
      const [row] = (
        (await database.db.execute(
          sql`select id from churches where name = 'Bench Church 1'`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      if (!row) throw new Error(`The kept ${BENCH_DB} has no Bench Church 1: drop it and run again`);
      generated = { church: Number(row.id), seconds: 0 };
    } else {
      log(
        `Generating ${CHURCHES} churches in ${REGIONS} regions, ${MEMBERS} members, ${EVENTS} services, ${MARKS} marks…`,
      );
      generated = await generateDashboard(database, PASSWORD, log);
      log(`  done in ${generated.seconds.toFixed(0)} s`);
    }
    generatedWhole = true;
    server = await startServer(ROOT, {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      PUBLIC_URL: "http://127.0.0.1",
      DEMO_PASSWORD: PASSWORD,
    });
    const tokens = {
      national: await signIn(server.base, "super_admin", PASSWORD),
      region: await signIn(server.base, BENCH_REGIONAL, PASSWORD),
      church: await signIn(server.base, BENCH_ADMIN, PASSWORD),
    };
    const figures: Figure[] = [];
    const cases = [
      ["national", "national dashboard, this quarter", `${DASHBOARD}?period=quarter`, tokens.national],
      [
        "region",
        "one region's dashboard (50 churches), this quarter",
        `${DASHBOARD}?period=quarter`,
        tokens.region,
      ],
      [
        "statistics",
        "one church's statistics, this quarter",
        `/api/churches/churches/${generated.church}/statistics/?period=quarter`,
        tokens.church,
      ],
    ] as const;
    for (const [name, label, path, token] of cases)
      if (only(name)) figures.push(await measure(server.base, label, path, token));
    // Counting the national figures afresh (a period nobody asked for yet: nothing kept).
    const fresh = [];
    if (!CASES)
      for (const period of ["year", "custom&date_from=2025-01-01&date_to=2025-12-31", "month"])
        fresh.push(
          Math.round((await once(server.base, `${DASHBOARD}?period=${period}`, tokens.national)).ms),
        );
    const xlsx = CASES
      ? { ms: 0, bytes: 0 }
      : await once(
          server.base,
          "/api/churches/churches/report_download/?report=church_comparison&scope=national&period=year&format=xlsx",
          tokens.national,
        );
    const head = ["case", "first ms", "req/s", "p50 ms", "p95 ms", "errors"];
    const lines = figures.map((f) => [
      f.case,
      String(f.first_ms),
      String(f.req_s),
      String(f.p50),
      String(f.p95),
      String(f.errors),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
    log(`\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    log([line(head), line(widths.map((w) => "-".repeat(w))), ...lines.map(line)].join("\n"));
    if (!CASES) {
      log(`national dashboard counted afresh (year, 2025, month): ${fresh.join(", ")} ms`);
      log(
        `church comparison of the nation as XLSX: ${Math.round(xlsx.ms)} ms, ${(xlsx.bytes / 1024).toFixed(0)} KB`,
      );
    }
    const out = join(tmpdir(), `cm-bench-dashboard-${Date.now()}.json`);
    writeFileSync(
      out,
      JSON.stringify(
        { figures, fresh_ms: fresh, xlsx_ms: xlsx.ms, pglite, generated_s: generated.seconds },
        null,
        2,
      ),
    );
    log(`\nFigures also in ${out}`);
    if (figures.some((f) => f.errors > 0)) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await database.close();
    if (KEEP_DB && generatedWhole) log(`${BENCH_DB} kept (BENCH_KEEP_DB=1); drop it when done`);
    else await drop().catch((e) => console.error(`dropping ${BENCH_DB} failed: ${String(e)}`));
    await adminDb.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
