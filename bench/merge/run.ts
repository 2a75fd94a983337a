// Duplicates and merge benchmark, PostgreSQL: a church of 100,000 members (Grace Cathedral of the
// demo) holding 2,000 people entered twice, and the time of the likely duplicates list
// (members/duplicates/, first and a deep page) and of merges that move 10,000 attendance marks
// (members/merge/), each one request to the built API as the church's local admin.
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type Database, openPostgres } from "../../apps/api/src/db/client";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";
import { FIRST_NAMES, LAST_NAMES } from "../src/names";
import { hasBuild, signIn, startServer, stopServer } from "../src/server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BENCH_DB = process.env.BENCH_MERGE_DB ?? "cm_bench_merge";
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB)) throw new Error("BENCH_MERGE_DB: lower-case letters, digits and _");
const PASSWORD = "Bench-Password-2026";
const MEMBERS = 100_000;
/** Second records: by phone written another way, by e-mail written another way, by name and birth date. */
const TWICE = { phone: 1_000, email: 500, name_birth: 500 };
const MARKS = 10_000;
const MERGES = 3;
const REPEAT = 5;
const LIST = "/api/churches/members/";

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);
const log = (s: string) => process.stdout.write(`${s}\n`);
const rowsOf = async (database: Database, q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The demo, then 100,000 members of Grace Cathedral and their second records, set-based. */
async function generate(database: Database) {
  const started = performance.now();
  await database.migrate();
  if (!(await seedDemo(database.db, PASSWORD))) throw new Error("The bench database is not empty");
  const [grace] = await rowsOf(database, sql`select id from churches where name = 'Grace Cathedral'`);
  const church = Number(grace?.id);
  await database.db.execute(sql`
    insert into members (church_id, first_name, last_name, gender, date_of_birth, phone, email, created_at)
    select ${church}, (${textArray(FIRST_NAMES)})[1 + abs(hashint4(g * 3)) % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + abs(hashint4(g * 5)) % ${LAST_NAMES.length}],
      case when g % 2 = 0 then 'MALE' else 'FEMALE' end,
      date '1940-01-01' + (abs(hashint4(g)) % 30000),
      '+233 24 ' || lpad(g::text, 8, '0'), 'm' || g || '@bench.example.org', now()
    from generate_series(1, ${MEMBERS}) g`);
  const made = sql`from members where church_id = ${church} and email like 'm%@bench.example.org'`;
  // The same person again: the phone as a local number (same last nine digits), no e-mail.
  await database.db.execute(sql`
    insert into members (church_id, first_name, last_name, gender, date_of_birth, phone)
    select church_id, first_name, last_name, gender, null, '0' || right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)
    ${made} order by id limit ${TWICE.phone}`);
  // The e-mail address in capitals with a tag, another phone.
  await database.db.execute(sql`
    insert into members (church_id, first_name, last_name, email)
    select church_id, first_name, last_name || 'x', upper(replace(email, '@', '+church@'))
    ${made} order by id offset ${TWICE.phone} limit ${TWICE.email}`);
  // The name in the other order and the birth date, nothing else.
  await database.db.execute(sql`
    insert into members (church_id, first_name, last_name, date_of_birth)
    select church_id, last_name, first_name, date_of_birth
    ${made} order by id offset ${TWICE.phone + TWICE.email} limit ${TWICE.name_birth}`);
  // 10,000 past services; each merge's second record was marked at all of them.
  await database.db.execute(sql`
    insert into events (church_id, title, starts_at)
    select ${church}, 'Service ' || g, now() - make_interval(days => g) from generate_series(1, ${MARKS}) g`);
  await database.db.execute(sql`analyze members`);
  // The first records written again by phone: "+233 24 0000 0001" again as "0400000001".
  const pairs = await rowsOf(
    database,
    sql`select k.id as keep, r.id as remove from members r
      join members k on k.church_id = r.church_id and k.phone = '+233 24 ' || substr(r.phone, 3)
      where r.church_id = ${church} and r.phone like '04%' order by r.id limit ${MERGES}`,
  );
  for (const [i, p] of pairs.entries()) {
    await database.db.execute(sql`insert into event_attendance (church_id, event_id, member_id)
      select ${church}, id, ${Number(p.remove)} from events where church_id = ${church} and title like 'Service %'`);
    // The first merge moves all 10,000 marks; the others find half already the kept member's.
    if (i > 0)
      await database.db.execute(sql`insert into event_attendance (church_id, event_id, member_id)
      select ${church}, id, ${Number(p.keep)} from events where church_id = ${church} and title like 'Service %' and id % 2 = 0`);
  }
  await database.db.execute(sql`vacuum analyze`);
  log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return pairs.map((p) => ({ keep: Number(p.keep), remove: Number(p.remove) }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(url: string, init: RequestInit) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

async function main() {
  if (!hasBuild(ROOT)) throw new Error("Build the API first: npm run build -w apps/api");
  log(`Duplicates and merge, PostgreSQL, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}`);
  const admin = openPostgres(ADMIN_URL, 1);
  const drop = () => admin.db.execute(sql.raw(`drop database if exists ${BENCH_DB} with (force)`));
  await drop();
  await admin.db.execute(sql.raw(`create database ${BENCH_DB}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const database = openPostgres(url.toString(), 2);
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-merge-"));
  try {
    const pairs = await generate(database);
    const server = await startServer(ROOT, {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      PUBLIC_URL: "http://127.0.0.1",
      DEMO_PASSWORD: PASSWORD,
    });
    try {
      const token = await signIn(server.base, "local_admin", PASSWORD);
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const figures: [string, string][] = [];
      for (const [label, query] of [
        ["duplicates, page 1 (20 pairs)", "?page=1"],
        ["duplicates, page 100 (20 pairs)", "?page=100"],
      ] as const) {
        const times: number[] = [];
        let count = 0;
        for (let i = 0; i < REPEAT; i += 1) {
          const { ms, body } = await timed(`${server.base}${LIST}duplicates/${query}`, { headers });
          times.push(ms);
          count = Number(body.count);
        }
        figures.push([
          label,
          `median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms (${count.toLocaleString("en")} pairs)`,
        ]);
      }
      for (const p of pairs) {
        const { ms, body } = await timed(`${server.base}${LIST}merge/`, {
          method: "POST",
          headers,
          body: JSON.stringify({ keep: p.keep, remove: p.remove, fields: ["phone"] }),
        });
        const moved = (body.moved as Record<string, number>).attendance ?? 0;
        figures.push([
          `merge ${p.remove} into ${p.keep}`,
          `${ms.toFixed(0)} ms (${moved.toLocaleString("en")} marks moved, ${(MARKS - moved).toLocaleString("en")} already the kept member's)`,
        ]);
      }
      log("");
      for (const [what, figure] of figures) log(`  ${what.padEnd(34)} ${figure}`);
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE !== "1") await drop();
    await admin.close();
  }
}

await main();
