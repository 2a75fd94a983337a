// Members benchmark: 1,000 churches and 1,000,000 members (100,000 in one church) on PostgreSQL,
// the same 100,000-member church on PGlite; the members list under load (search + filter +
// ordering, page 1 against a deep page), the plans PostgreSQL chooses, and a 10,000-row import.
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { type Database, openPglite, openPostgres } from "../../apps/api/src/db/client";
import { CONNECTIONS, type Figure, load, table } from "../src/load";
import { hasBuild, type RunningServer, signIn, startServer, stopServer } from "../src/server";
import { CHURCHES, generateMembers } from "./generate";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BENCH_DB = "cm_bench_members";
const PASSWORD = "Bench-Password-2026";
const TOTAL = { postgres: 1_000_000, pglite: Number(process.env.BENCH_PGLITE_MEMBERS ?? 1_000_000) };
const BACKENDS = (process.env.BENCH_BACKENDS ?? "postgres,pglite").split(",") as ("postgres" | "pglite")[];
const LIST = "/api/churches/members/";
// A common surname (1 in 16) within one category, and one person's e-mail fragment.
const SEARCH = `${LIST}?search=mensah&category=Youth&is_active=true&ordering=first_name&page=1`;
const FIND = `${LIST}?search=m4242%40&ordering=last_name`;
const BROWSE = `${LIST}?is_active=true&ordering=last_name`;
const ENDPOINTS = [SEARCH, FIND, `${BROWSE}&page=1`, `${BROWSE}&page=2000`];
const IMPORT_ROWS = 10_000;
// A church of about 900 members (the demo's four come first, then the generated ones).
const IMPORT_CHURCH = 5;

type ImportFigure = { backend: string; rows: number; seconds: number; extra_rss_mb: number; status: number };
const message = (e: unknown): string =>
  e instanceof Error ? (e.cause === undefined ? e.message : message(e.cause)) : String(e);
const log = (s: string) => console.log(s);

async function prepare(backend: "postgres" | "pglite") {
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-members-"));
  if (backend === "pglite") {
    const database = await openPglite(dataDir);
    return {
      database,
      env: { DATA_DIR: dataDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = new URL(ADMIN_URL);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(admin.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${admin.hostname}`);
  const adminDb = openPostgres(ADMIN_URL, 1);
  const drop = () => adminDb.db.execute(sql.raw(`drop database if exists ${BENCH_DB} with (force)`));
  await drop();
  await adminDb.db.execute(sql.raw(`create database ${BENCH_DB}`));
  const url = new URL(admin);
  url.pathname = `/${BENCH_DB}`;
  return {
    database: openPostgres(url.toString(), 2),
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      await drop().catch((e) => console.error(`dropping ${BENCH_DB} failed: ${message(e)}`));
      await adminDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The list's own SQL (as the resource mechanism builds it) for the plan and for the count proposal. */
async function explain(database: Database, church: number) {
  const run = async (q: string) =>
    ((await database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const search = `from members where church_id = ${church} and search_text ilike '%mensah%' and category = 'Youth' and is_active = true`;
  const browse = `from members where church_id = ${church} and is_active = true`;
  const plan = (
    await run(
      `explain (analyze, costs off) select *, count(*) over() ${search} order by first_name, id limit 20`,
    )
  ).map((r) => String(r["QUERY PLAN"]));
  console.log("  plan of the search page:");
  for (const line of plan.filter((l) => /Scan|Index Cond|Recheck|Execution/.test(l)))
    console.log(`    ${line.trim()}`);
  const timed = async (q: string, n = 20) => {
    await run(q);
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await run(q);
    return (performance.now() - t0) / n;
  };
  const rows: [string, number, number, number][] = [];
  for (const [label, where, order, offset] of [
    ["search page 1", search, "first_name, id", 0],
    ["browse page 1", browse, "last_name, id", 0],
    ["browse page 2000", browse, "last_name, id", 39_980],
  ] as const) {
    const windowed = await timed(
      `select *, count(*) over() ${where} order by ${order} limit 20 offset ${offset}`,
    );
    const page = await timed(`select * ${where} order by ${order} limit 20 offset ${offset}`);
    const count = await timed(`select count(*) ${where}`);
    // The window over the ids and sort keys only, the wide rows fetched for the page alone.
    const narrow = await timed(
      `with p as (select id, count(*) over() as total ${where} order by ${order} limit 20 offset ${offset})
       select m.*, p.total from p join members m using (id) order by ${order.replace(/(\w+)/g, "m.$1")}`,
    );
    rows.push([label, windowed, page + count, narrow]);
  }
  console.log(
    "  list SQL, ms per call: count(*) over() on whole rows (before) | page + separate count(*) | count(*) over() on ids, then the page's rows (now)",
  );
  for (const [label, a, b, c] of rows)
    console.log(
      `    ${label.padEnd(17)} ${a.toFixed(1).padStart(7)} | ${b.toFixed(1).padStart(7)} | ${c.toFixed(1).padStart(7)}`,
    );
}

async function importFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Members");
  sheet.addRow([
    "first_name",
    "last_name",
    "gender",
    "date_of_birth",
    "phone",
    "email",
    "category",
    "home_cell_fellowship",
  ]);
  for (let i = 0; i < IMPORT_ROWS; i++) {
    sheet.addRow([
      `Imported${i}`,
      "Mensah",
      i % 2 ? "MALE" : "FEMALE",
      "1988-02-14",
      `+233 55 ${String(i).padStart(7, "0")}`,
      `import${i}@bench.example.org`,
      "Youth",
      "Cell 01",
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) / 1024;
};

/** Posts the workbook and samples the server's resident memory every 20 ms meanwhile. */
async function measureImport(
  backend: string,
  server: RunningServer,
  token: string,
  file: Buffer,
): Promise<ImportFigure> {
  const pid = server.child.pid as number;
  await new Promise((r) => setTimeout(r, 1_000));
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const form = new FormData();
  form.append("church", String(IMPORT_CHURCH));
  form.append("file", new Blob([file]), "members.xlsx");
  const t0 = performance.now();
  const res = await fetch(`${server.base}${LIST}import/`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { imported?: number; detail?: string };
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) console.log(`  !! import answered ${res.status}: ${body.detail}`);
  return {
    backend,
    rows: body.imported ?? 0,
    seconds: Number(seconds.toFixed(2)),
    extra_rss_mb: Math.round(peak - before),
    status: res.status,
  };
}

async function bench(
  backend: "postgres" | "pglite",
  figures: Figure[],
  imports: ImportFigure[],
  file: Buffer,
) {
  console.log(`\n== ${backend}: ${CHURCHES} churches, ${TOTAL[backend].toLocaleString("en")} members`);
  const prepared = await prepare(backend);
  let server: RunningServer | undefined;
  try {
    try {
      const { church, seconds } = await generateMembers(prepared.database, PASSWORD, TOTAL[backend], log);
      console.log(`  generated in ${seconds.toFixed(0)} s`);
      if (backend === "postgres") await explain(prepared.database, church);
    } finally {
      await prepared.database.close();
    }
    server = await startServer(ROOT, { ...prepared.env, DEMO_PASSWORD: PASSWORD });
    // The import first, on a settled server, into a small church so the lists below are unchanged.
    imports.push(
      await measureImport(backend, server, await signIn(server.base, "super_admin", PASSWORD), file),
    );
    const token = await signIn(server.base, "local_admin", PASSWORD);
    for (const path of ENDPOINTS) {
      const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { count?: number; results?: unknown[] };
      if (res.status !== 200 || !body.results?.length)
        throw new Error(`${path} answered ${res.status} with no rows`);
      console.log(`  ${path}: ${body.count} matching`);
    }
    for (const path of ENDPOINTS) {
      const f = await load(backend, server.base, path, token, SECONDS);
      console.log(`  ${f.endpoint}: ${f.requests_per_s} req/s, p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms`);
      figures.push(f);
    }
  } finally {
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
  console.log(
    `${cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per load`,
  );
  const file = await importFile();
  const figures: Figure[] = [];
  const imports: ImportFigure[] = [];
  for (const backend of BACKENDS) {
    await bench(backend, figures, imports, file).catch((e) => {
      console.error(`${backend} failed: ${message(e)}`);
      process.exitCode = 1;
    });
  }
  console.log(`\n${table(figures)}`);
  console.log(
    `\nimport of ${IMPORT_ROWS.toLocaleString("en")} rows (XLSX, ${(file.length / 1_048_576).toFixed(1)} MB)`,
  );
  for (const i of imports)
    console.log(
      `  ${i.backend.padEnd(9)} ${i.status} ${i.rows} rows in ${i.seconds} s, peak extra RSS ${i.extra_rss_mb} MB`,
    );
  if (figures.some((f) => f.non2xx || f.errors) || imports.some((i) => i.status !== 200))
    process.exitCode = 1;
}

main().catch((e) => {
  console.error(message(e));
  process.exit(1);
});
