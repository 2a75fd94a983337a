// Giving statements benchmark, embedded PGlite: the demo organisation plus 10,000 donors of Grace
// Cathedral with a year of confirmed gifts (12 each, a few reversed), then one year's statements
// as a ZIP of 10,000 PDFs downloaded from the built server, with the time it takes and the
// server's resident memory sampled meanwhile (before the download and at its peak).
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openPglite } from "../../apps/api/src/db/client";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";
import { hasBuild, signIn, startServer, stopServer } from "../src/server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "Bench-Password-2026";
const DONORS = Number(process.env.BENCH_DONORS ?? 10_000);
const GIFTS_EACH = 12;
const YEAR = 2025;
const log = (s: string) => process.stdout.write(`${s}\n`);

const rows = async (db: Awaited<ReturnType<typeof openPglite>>["db"], q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The demo, then the donors and their gifts of the year, each set in one statement. */
async function generate(dataDir: string) {
  const database = await openPglite(dataDir);
  try {
    const { db } = database;
    await database.migrate();
    if (!(await seedDemo(db, PASSWORD))) throw new Error("The bench database is not empty");
    const [grace] = await rows(db, sql`select id, currency from churches where name = 'Grace Cathedral'`);
    if (!grace) throw new Error("The demo seed has no Grace Cathedral");
    const church = Number(grace.id);
    await db.execute(sql`insert into members (church_id, first_name, last_name, email, address)
      select ${church}, 'Donor', 'Bench ' || g, 'donor' || g || '@bench.example.org', g || ' Ring Road, Accra'
      from generate_series(1, ${DONORS}) g`);
    // One confirmed count a month holds the year's gifts.
    await db.execute(sql`insert into giving_batches (church_id, service_date, expected_total, currency, status, note)
      select ${church}, make_date(${YEAR}, m, 7), 1, ${grace.currency}, 'CONFIRMED', 'Bench month ' || m
      from generate_series(1, 12) m`);
    await db.execute(sql`insert into giving_donations
        (church_id, batch_id, fund_id, amount, currency, given_on, method, member_id, is_final)
      select ${church}, b.id, f.id, (10 + (m.id * 7 + b.id) % 490)::numeric(12,2), ${grace.currency},
        b.service_date, (array['CASH','MOBILE_MONEY','BANK_TRANSFER','CHEQUE','CARD'])[1 + (m.id + b.id) % 5],
        m.id, true
      from (select id from members where church_id = ${church} and last_name like 'Bench %') m
      cross join (select id, service_date from giving_batches where church_id = ${church} and note like 'Bench month %') b
      cross join lateral (select id from giving_funds where church_id is null and code is not null
        order by id offset (m.id + b.id) % 3 limit 1) f`);
    // Every 50th donor's first gift was reversed.
    await db.execute(sql`insert into giving_donations
        (church_id, batch_id, fund_id, amount, currency, given_on, method, member_id, is_final, reverses_id, note)
      select d.church_id, d.batch_id, d.fund_id, -d.amount, d.currency, d.given_on, d.method, d.member_id, true, d.id, 'Bench reversal'
      from giving_donations d join members m on m.id = d.member_id
      where m.last_name like 'Bench %' and m.id % 50 = 0 and d.given_on = make_date(${YEAR}, 1, 7)`);
    const [count] = await rows(
      db,
      sql`select count(*)::int as n from giving_donations where church_id = ${church}
      and given_on between ${`${YEAR}-01-01`} and ${`${YEAR}-12-31`} and is_final`,
    );
    return Number(count?.n ?? 0);
  } finally {
    await database.close();
  }
}

const mb = (field: "VmRSS" | "VmHWM", pid: number) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) /
  1024;

/** The number of files a ZIP's end record declares. */
function zipCount(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--)
    if (bytes.readUInt32LE(at) === 0x06054b50) return bytes.readUInt16LE(at + 10);
  return -1;
}

async function main() {
  if (!hasBuild(ROOT)) throw new Error("Build the app first: npm run build");
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-statements-"));
  log(
    `Giving statements bench: ${DONORS} donors x ${GIFTS_EACH} gifts, embedded PGlite, ${cpus().length} CPUs`,
  );
  try {
    const started = performance.now();
    const gifts = await generate(dataDir);
    log(
      `data: ${gifts} confirmed entries of ${YEAR} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const server = await startServer(ROOT, { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });
    try {
      const pid = server.child.pid as number;
      const token = await signIn(server.base, "local_treasurer", PASSWORD);
      const before = mb("VmRSS", pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, mb("VmRSS", pid));
      }, 50);
      const load = loadavg()[0] ?? 0;
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/giving/statements/archive/?year=${YEAR}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`archive answered ${res.status}: ${await res.text()}`);
      const chunks: Buffer[] = [];
      let bytes = 0;
      let firstByte = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (!firstByte) firstByte = performance.now() - t0;
        bytes += chunk.length;
        chunks.push(Buffer.from(chunk));
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      const files = zipCount(Buffer.concat(chunks));
      log("");
      log(`files in the ZIP: ${files} (the ${DONORS} bench donors and the demo's own named givers)`);
      log(
        `ZIP size: ${(bytes / 1_048_576).toFixed(1)} MB; first byte after ${(firstByte / 1000).toFixed(2)} s`,
      );
      log(
        `time: ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(1, files)).toFixed(2)} ms a statement; target 60 s)`,
      );
      log(
        `server RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during (+${(peak - before).toFixed(0)} MB), ` +
          `high-water mark ${mb("VmHWM", pid).toFixed(0)} MB; target 200 MB`,
      );
      log(`load average at the start: ${load.toFixed(1)} on ${cpus().length} CPUs`);
    } finally {
      await stopServer(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
