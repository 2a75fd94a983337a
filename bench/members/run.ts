// Members benchmark: 1,000 churches and 1,000,000 members (100,000 in one church) on PostgreSQL,
// the same 100,000-member church on PGlite; the members list under load (search + filter +
// ordering, page 1 against a deep page), the plans PostgreSQL chooses, and a 10,000-row import.
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { type Database, openPglite, openPostgres } from "../../apps/api/src/db/client";
import { CONNECTIONS, type Figure, load, table, type Write } from "../src/load";
import { hasBuild, type RunningServer, signIn, startServer, stopServer } from "../src/server";
import {
  BIG_CHURCH_MEMBERS,
  CHURCHES,
  generated,
  generateMembers,
  RARE_SURNAME,
  TYPICAL_ADMIN,
  TYPICAL_CHURCH_MEMBERS,
} from "./generate";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
// Another name lets two runs share one server without dropping each other's database.
const BENCH_DB = process.env.BENCH_MEMBERS_DB ?? "cm_bench_members";
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB))
  throw new Error("BENCH_MEMBERS_DB: lower-case letters, digits and _");
const PASSWORD = "Bench-Password-2026";
const ALL_MEMBERS = BIG_CHURCH_MEMBERS + CHURCHES * TYPICAL_CHURCH_MEMBERS;
const TOTAL = { postgres: ALL_MEMBERS, pglite: Number(process.env.BENCH_PGLITE_MEMBERS ?? ALL_MEMBERS) };
const BACKENDS = (process.env.BENCH_BACKENDS ?? "postgres,pglite").split(",") as ("postgres" | "pglite")[];
// Keeps the PostgreSQL database after the run and, when it is there, uses it instead of generating
// it again (the creates of earlier runs stay in it).
const KEEP = process.env.BENCH_KEEP_DATABASE === "1";
const LIST = "/api/churches/members/";
// A common surname (1 in 16) within one category, and one person's e-mail fragment.
const SEARCH = `${LIST}?search=mensah&category=Youth&is_active=true&ordering=first_name&page=1`;
const FIND = `${LIST}?search=m4242%40&ordering=last_name`;
const BROWSE = `${LIST}?is_active=true&ordering=last_name`;
const RARE = `${LIST}?search=${RARE_SURNAME.toLowerCase()}`;
/** Who loads what: `local_admin` works in the 100,000-member church, `typical_admin` in one of 1,000. */
type Case = { path: string; as: "local_admin" | typeof TYPICAL_ADMIN; write?: Write };
let created = 0;
const newMember: Write = {
  method: "POST",
  body: () => {
    created += 1;
    const n = `${process.pid}-${created}`;
    return {
      first_name: "Bench",
      last_name: `Created ${n}`,
      phone: `+1 555 ${n}`,
      email: `new${n}@bench.example.org`,
    };
  },
};
const INCOME = "/api/finance/income/";
const ASSETS = "/api/assets/assets/";
/** An income record of the big church: the write path of another resource. */
const newIncome = (category: number): Write => ({
  method: "POST",
  body: () => ({ amount: "125.50", category, payment_method: "CASH", description: "Bench offering" }),
});
let edited = 0;
/**
 * A change to an asset of the big church, each request the next of its assets (one asset for all
 * would measure ten requests waiting on one row's lock): an update through the same write path.
 */
const assetEdit = (assets: number[]): Write => ({
  method: "PATCH",
  path: () => `${ASSETS}${assets[edited % assets.length]}/`,
  body: () => {
    edited += 1;
    return { location: `Store room ${edited % 100}` };
  },
});
/** What the summary divides by the read of one member, and the target of each ratio. */
const RATIOS: [string, (c: Case) => boolean, number][] = [
  ["search/get (1 % surname)", (c) => c.path === RARE && c.as === "local_admin", 2],
  ["create/get (member)", (c) => c.path === LIST && !!c.write, 2],
  ["list/get (page 1)", (c) => c.path === `${LIST}?page=1` && c.as === "local_admin", 1.5],
  ["create/get (income)", (c) => c.path === INCOME, 2],
  ["update/get (asset)", (c) => c.path.startsWith(ASSETS), 2],
];
const GET_ONE = (c: Case) => /members\/\d+\/$/.test(c.path);

/** The cases in order; the member read is filled in with a member of the big church. */
const cases = (memberId: number, category: number, assets: number[]): Case[] => [
  { path: SEARCH, as: "local_admin" },
  { path: FIND, as: "local_admin" },
  { path: `${BROWSE}&page=1`, as: "local_admin" },
  { path: `${BROWSE}&page=2000`, as: "local_admin" },
  { path: `${LIST}?page=1`, as: "local_admin" },
  { path: `${LIST}?page=2000`, as: "local_admin" },
  { path: RARE, as: "local_admin" },
  { path: `${LIST}${memberId}/`, as: "local_admin" },
  { path: `${LIST}?page=1`, as: TYPICAL_ADMIN },
  { path: RARE, as: TYPICAL_ADMIN },
  // Last: they add rows to the big church.
  { path: LIST, as: "local_admin", write: newMember },
  { path: INCOME, as: "local_admin", write: newIncome(category) },
  { path: `${ASSETS}${assets[0]}/`, as: "local_admin", write: assetEdit(assets) },
];
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
      reused: false,
      env: { DATA_DIR: dataDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = new URL(ADMIN_URL);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(admin.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1, not ${admin.hostname}`);
  const adminDb = openPostgres(ADMIN_URL, 1);
  const drop = () => adminDb.db.execute(sql.raw(`drop database if exists ${BENCH_DB} with (force)`));
  const exists = await adminDb.db.execute(sql`select 1 from pg_database where datname = ${BENCH_DB}`);
  const reused = KEEP && (exists as unknown as { rows: unknown[] }).rows.length > 0;
  if (!reused) {
    await drop();
    await adminDb.db.execute(sql.raw(`create database ${BENCH_DB}`));
  }
  const url = new URL(admin);
  url.pathname = `/${BENCH_DB}`;
  return {
    database: openPostgres(url.toString(), 2),
    reused,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), PUBLIC_URL: "http://127.0.0.1" },
    cleanup: async () => {
      if (!KEEP) await drop().catch((e) => console.error(`dropping ${BENCH_DB} failed: ${message(e)}`));
      await adminDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The list's SQL as the resource mechanism writes it, on PostgreSQL: the plans' key lines (search
 * in the big church and in a typical one, browsing with its bounded count, a deep page from a
 * bookmark) and what each costs called one at a time, against the previous list's statement.
 */
async function explain(database: Database, church: number, typical: number) {
  const run = async (q: string) =>
    ((await database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const bound = 10_001;
  const term = RARE_SURNAME.toLowerCase();
  // A church's search as the list writes it: the ids and keys of the rows found through the
  // church's search index alone (its bigint church key), the list's other conditions as one
  // opaque test (the term is tested by the index scan's recheck).
  const searchIn = (c: number) =>
    `with m as materialized (select id, last_name as k from members
       where church_id::bigint = ${c}::bigint and search_text like '%${term}%'
         and (church_id = ${c}) is true limit ${bound}),
     p as (select id from m order by k, id limit 21)
     select t.*, (select count(*) from m) from p join members t using (id) order by t.last_name, t.id`;
  // The statement before: every matching row copied whole, then checked again.
  const searchBefore = (c: number) =>
    `with h as materialized (select * from members where church_id::bigint = ${c}::bigint and search_text like '%${term}%'),
     m as (select id, last_name as k from h as members
       where church_id = ${c} and search_text like '%${term}%' limit ${bound}),
     p as (select id from m order by k, id limit 21)
     select t.*, (select count(*) from m) from p join members t using (id) order by t.last_name, t.id`;
  const count = `(select count(*) from (select 1 from members where church_id = ${church} limit 20001) c)`;
  // Near the start or a bookmark the rows come straight from the index; far from it, ids first.
  const browse = (seek = "") =>
    `select *, ${count} from members where church_id = ${church} ${seek} order by last_name, id limit 21`;
  const deep = `with p as (select id from members where church_id = ${church} order by last_name, id limit 22 offset 39979)
     select t.* from p join members t using (id) order by t.last_name, t.id`;
  const [mark] = await run(
    `select last_name, id from members where church_id = ${church} order by last_name, id limit 1 offset 39979`,
  );
  const seek = `and (last_name, id) > ('${String(mark?.last_name).replace(/'/g, "''")}', ${Number(mark?.id)})`;
  const old = (offset: number, where: string) =>
    `with p as (select id, count(*) over() as total from members where ${where} order by last_name, id limit 20 offset ${offset})
     select t.*, p.total from p join members t using (id) order by t.last_name, t.id`;
  const cases: [string, string, string][] = [
    ["search 1 % surname, 100,000-member church", searchIn(church), searchBefore(church)],
    ["search 1 % surname, 1,000-member church", searchIn(typical), searchBefore(typical)],
    ["browse page 1 (count bounded)", browse(), old(0, `church_id = ${church}`)],
    ["browse page 2,000, no bookmark", deep, old(39_980, `church_id = ${church}`)],
    ["browse page 2,000 from a bookmark", browse(seek), old(39_980, `church_id = ${church}`)],
  ];
  const timed = async (q: string, n = 20) => {
    await run(q);
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await run(q);
    return (performance.now() - t0) / n;
  };
  const KEY = /Scan|Index Cond|Recheck Cond|Rows Removed|Heap Blocks|Sort Method|Execution/;
  console.log(
    "  list SQL on PostgreSQL, ms per call: before (searches: rows copied whole; lists: count(*) over() on ids) | now",
  );
  for (const [label, now, before] of cases) {
    const plan = (await run(`explain (analyze, costs off) ${now}`)).map((r) => String(r["QUERY PLAN"]));
    console.log(`  ${label}: ${(await timed(before)).toFixed(1)} | ${(await timed(now)).toFixed(1)}`);
    for (const line of plan.filter((l) => KEY.test(l))) console.log(`      ${line.trim()}`);
  }
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

/**
 * Each case's cost in reads of one member: the member read's requests per second over the case's,
 * both from the same run, so the figure holds on a loaded machine where the absolute ones move.
 */
function ratiosOf(backend: string, measured: Map<Case, Figure>): string[] {
  const get = [...measured].find(([c]) => GET_ONE(c))?.[1];
  if (!get) return [];
  return RATIOS.flatMap(([label, is, target]) => {
    const f = [...measured].find(([c]) => is(c))?.[1];
    if (!f?.requests_per_s) return [];
    const ratio = get.requests_per_s / f.requests_per_s;
    return [
      `  ${backend.padEnd(9)} ${label.padEnd(26)} ${ratio.toFixed(2).padStart(5)}  (target <= ${target}: ${ratio <= target ? "met" : "missed"})`,
    ];
  });
}

async function bench(
  backend: "postgres" | "pglite",
  figures: Figure[],
  imports: ImportFigure[],
  file: Buffer,
  ratios: string[],
) {
  console.log(`\n== ${backend}: ${CHURCHES} churches, ${TOTAL[backend].toLocaleString("en")} members`);
  const prepared = await prepare(backend);
  let server: RunningServer | undefined;
  try {
    try {
      const { church, typical, seconds } = prepared.reused
        ? await generated(prepared.database)
        : await generateMembers(prepared.database, PASSWORD, TOTAL[backend], log);
      console.log(prepared.reused ? "  kept from an earlier run" : `  generated in ${seconds.toFixed(0)} s`);
      if (backend === "postgres" && process.env.BENCH_EXPLAIN !== "0")
        await explain(prepared.database, church, typical);
    } finally {
      await prepared.database.close();
    }
    server = await startServer(ROOT, { ...prepared.env, DEMO_PASSWORD: PASSWORD });
    // The import first, on a settled server, into a small church so the lists below are unchanged
    // (not into a kept database, which holds the rows of an earlier import).
    if (!prepared.reused)
      imports.push(
        await measureImport(backend, server, await signIn(server.base, "super_admin", PASSWORD), file),
      );
    const tokens = {
      local_admin: await signIn(server.base, "local_admin", PASSWORD),
      [TYPICAL_ADMIN]: await signIn(server.base, TYPICAL_ADMIN, PASSWORD),
    };
    const get = async (path: string, as: Case["as"]) => {
      const res = await fetch(`${server?.base}${path}`, {
        headers: { authorization: `Bearer ${tokens[as]}` },
      });
      const body = (await res.json()) as {
        count?: number;
        count_is_exact?: boolean;
        results?: { id: number }[];
      };
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return body;
    };
    const first = (await get(`${LIST}?page=1000`, "local_admin")).results?.[0]?.id;
    if (!first) throw new Error("The big church's list answered no rows");
    // With fewer members than the big church holds (BENCH_PGLITE_MEMBERS=100000), the typical
    // churches are empty: their cases are left out.
    const typicalHasMembers = TOTAL[backend] > BIG_CHURCH_MEMBERS;
    const [category] = ((await get(
      `/api/finance/categories/income_categories/`,
      "local_admin",
    )) as unknown as {
      id: number;
    }[]) ?? [{ id: 0 }];
    const assets = (await get(`${ASSETS}?page_size=100`, "local_admin")).results?.map((a) => a.id) ?? [];
    if (!category?.id || !assets.length) throw new Error("The demo church has no income category or asset");
    const only = process.env.BENCH_CASES?.split(",");
    const chosen = cases(first, category.id, assets)
      .filter((_, i) => !only || only.includes(String(i + 1)))
      .filter((c) => typicalHasMembers || c.as !== TYPICAL_ADMIN);
    for (const c of chosen.filter((c) => !c.write)) {
      const body = await get(c.path, c.as);
      const shown = body.results
        ? `${body.count}${body.count_is_exact === false ? "+" : ""} matching`
        : "one row";
      if (body.results && !body.results.length) throw new Error(`${c.path} answered no rows`);
      console.log(`  ${c.as} ${c.path}: ${shown}`);
    }
    const measured = new Map<Case, Figure>();
    for (const c of chosen) {
      const f = await load(backend, server.base, c.path, tokens[c.as], SECONDS, c.write);
      f.endpoint = `${c.as === TYPICAL_ADMIN ? "typical " : ""}${f.endpoint}`;
      console.log(`  ${f.endpoint}: ${f.requests_per_s} req/s, p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms`);
      figures.push(f);
      measured.set(c, f);
    }
    ratios.push(...ratiosOf(backend, measured));
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
  const ratios: string[] = [];
  for (const backend of BACKENDS) {
    await bench(backend, figures, imports, file, ratios).catch((e) => {
      console.error(`${backend} failed: ${message(e)}`);
      process.exitCode = 1;
    });
  }
  console.log(`\n${table(figures)}`);
  console.log(
    `\ncost in reads of one member (its req/s over the case's), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (const r of ratios) console.log(r);
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
