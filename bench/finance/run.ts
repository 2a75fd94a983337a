// Finance benchmark: 1,000 churches in 20 regions, 1,000,000 income and 500,000 expense rows on
// PostgreSQL; the income statement of one church, of a region and of every church for a year, under
// 10 connections, with the p95 of each; then what the same sums cost read from the rows themselves.
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
  BENCH_REGIONAL,
  BENCH_TREASURER,
  CHURCHES,
  EXPENSE_ROWS,
  generateFinance,
  INCOME_ROWS,
  REGIONS,
} from "./generate";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BENCH_DB = "cm_bench_finance";
const PASSWORD = "Bench-Password-2026";
const YEAR = "date_from=2025-01-01&date_to=2025-12-31";
const REPORT = `/api/finance/reports/generate-report/?report=income_statement&${YEAR}`;
const log = (s: string) => console.log(s);
/** Keep the generated database after the run, and use it again on the next one (for trying changes). */
const KEEP = process.env.BENCH_KEEP === "1";

type Figure = {
  case: string;
  requests_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/** The q-th percentile of latencies (ms), nearest rank. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? 0;
}

/** One autocannon run that keeps every response time, so the p95 is exact rather than read off buckets. */
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
    instance.on("response", (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  });
  return { result, times: times.sort((a, b) => a - b) };
}

async function measure(base: string, label: string, path: string, token: string): Promise<Figure> {
  await fire(`${base}${path}`, token, Math.min(3, SECONDS));
  const { result, times } = await fire(`${base}${path}`, token, SECONDS);
  return {
    case: label,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: Math.round(percentile(times, 50)),
    p95_ms: Math.round(percentile(times, 95)),
    p99_ms: Math.round(percentile(times, 99)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** ms per call, one call at a time, of a statement (after one warm-up call). */
async function timed(db: ReturnType<typeof openPostgres>["db"], q: string, n = 10): Promise<number> {
  await db.execute(sql.raw(q));
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await db.execute(sql.raw(q));
  return (performance.now() - t0) / n;
}

/** Bench Church 1 and its region in a kept database. */
async function existing(database: ReturnType<typeof openPostgres>) {
  const found = await database.db.execute(
    sql`select id, region_id from churches where name = 'Bench Church 1'`,
  );
  const [church] = (found as unknown as { rows: { id: number; region_id: number }[] }).rows;
  if (!church) throw new Error(`${BENCH_DB} holds no bench data: run once without BENCH_KEEP`);
  return { church: Number(church.id), region: Number(church.region_id), seconds: 0 };
}

async function main() {
  if (!hasBuild(ROOT)) throw new Error("Build first: npm run build");
  const admin = new URL(ADMIN_URL);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(admin.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${admin.hostname}`);
  const adminDb = openPostgres(ADMIN_URL, 1);
  const drop = () => adminDb.db.execute(sql.raw(`drop database if exists ${BENCH_DB} with (force)`));
  const exists = await adminDb.db.execute(sql`select 1 from pg_database where datname = ${BENCH_DB}`);
  const reuse = KEEP && (exists as unknown as { rows: unknown[] }).rows.length > 0;
  if (!reuse) {
    await drop();
    await adminDb.db.execute(sql.raw(`create database ${BENCH_DB}`));
  }
  const url = new URL(admin);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-finance-"));
  const database = openPostgres(url.toString(), 2);
  let server: RunningServer | undefined;
  try {
    log(
      `Generating ${CHURCHES} churches in ${REGIONS} regions, ${INCOME_ROWS} income and ${EXPENSE_ROWS} expense rows…`,
    );
    const generated = reuse ? await existing(database) : await generateFinance(database, PASSWORD, log);
    log(reuse ? "  (the kept database of an earlier run)" : `  done in ${generated.seconds.toFixed(0)} s`);

    // What the year's sums cost one at a time: from the month totals (as the reports read them)
    // against the rows themselves (what a report without the totals tables would read).
    const inChurch = `church_id = ${generated.church}`;
    const inRegion = `church_id in (select id from churches where region_id = ${generated.region})`;
    const year = `between '2025-01-01' and '2025-12-31'`;
    const rowsSum = (where: string) =>
      `select category_id, sum(amount) from income where received_on ${year} ${where ? `and ${where}` : ""} group by 1
       union all select category_id, sum(amount) from expenses where status = 'APPROVED' and spent_on ${year} ${where ? `and ${where}` : ""} group by 1`;
    const churchTotals = (where: string) =>
      `select kind, category_id, sum(total) from finance_church_month_totals where month ${year} ${where ? `and ${where}` : ""} group by 1, 2`;
    const regionTotals = `select kind, category_id, sum(total) from finance_region_month_totals where month ${year} group by 1, 2`;
    const sqlCosts = [
      [
        "one church",
        await timed(database.db, rowsSum(inChurch)),
        await timed(database.db, churchTotals(inChurch)),
      ],
      [
        "one region",
        await timed(database.db, rowsSum(inRegion)),
        await timed(database.db, churchTotals(inRegion)),
      ],
      ["national", await timed(database.db, rowsSum(""), 3), await timed(database.db, regionTotals)],
    ] as const;
    log("  a year's sums, ms per statement, one at a time: from the rows | from the month totals");
    for (const [label, fromRows, fromTotals] of sqlCosts)
      log(
        `    ${label.padEnd(11)} ${fromRows.toFixed(1).padStart(8)} | ${fromTotals.toFixed(1).padStart(6)}`,
      );

    server = await startServer(ROOT, {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      PUBLIC_URL: "http://127.0.0.1",
      DEMO_PASSWORD: PASSWORD,
    });
    const tokens = {
      church: await signIn(server.base, BENCH_TREASURER, PASSWORD),
      region: await signIn(server.base, BENCH_REGIONAL, PASSWORD),
      national: await signIn(server.base, "super_admin", PASSWORD),
    };
    const cases = [
      ["income statement, one church, a year", `${REPORT}`, tokens.church],
      ["income statement, a region (50 churches), a year", `${REPORT}&scope=region`, tokens.region],
      ["income statement, national (1,004 churches), a year", `${REPORT}&scope=national`, tokens.national],
    ] as const;
    const figures: Figure[] = [];
    for (const [label, path, token] of cases) {
      const check = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await check.json()) as { currencies?: { total_income: string }[] };
      log(`  ${label}: ${check.status}, total income ${body.currencies?.[0]?.total_income ?? "?"}`);
      figures.push(await measure(server.base, label, path, token));
    }
    const head = ["case", "req/s", "p50 ms", "p95 ms", "p99 ms", "non-2xx", "errors"];
    const lines = figures.map((f) => [
      f.case,
      String(f.requests_per_s),
      String(f.p50_ms),
      String(f.p95_ms),
      String(f.p99_ms),
      String(f.non2xx),
      String(f.errors),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
    log(`\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    log([line(head), line(widths.map((w) => "-".repeat(w))), ...lines.map(line)].join("\n"));
    const out = join(tmpdir(), `cm-bench-finance-${Date.now()}.json`);
    writeFileSync(
      out,
      JSON.stringify({ figures, sql_ms: sqlCosts, generated_s: generated.seconds }, null, 2),
    );
    log(`\nFigures also in ${out}`);
    if (figures.some((f) => f.non2xx > 0 || f.errors > 0)) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await database.close();
    if (!KEEP) await drop().catch((e) => console.error(`dropping ${BENCH_DB} failed: ${String(e)}`));
    await adminDb.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
