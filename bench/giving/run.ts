// Giving benchmark, embedded PGlite: the built API with the demo, a count of 500 gifts entered by
// the treasurer through the API and submitted, then the time of the admin's confirmation (the
// gifts made final and one income record per fund posted, in one transaction), over a few counts.
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fromCents, todayIso } from "@cm/contracts";
import { hasBuild, signIn, startServer, stopServer } from "../src/server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "Bench-Password-2026";
const GIFTS = Number(process.env.BENCH_GIFTS ?? 500);
const COUNTS = Number(process.env.BENCH_COUNTS ?? 3);
const ENTRY_CONNECTIONS = 10;
const log = (s: string) => process.stdout.write(`${s}\n`);

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

async function main() {
  if (!hasBuild(ROOT)) throw new Error("Build the app first: npm run build");
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-giving-"));
  log(`Giving bench: ${COUNTS} counts of ${GIFTS} gifts, embedded PGlite, ${cpus().length} CPUs`);
  const server = await startServer(ROOT, { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, SEED_DEMO: "true" });
  try {
    const counter = await signIn(server.base, "local_treasurer", PASSWORD);
    const confirmer = await signIn(server.base, "local_admin", PASSWORD);
    const funds = (await call(server.base, counter, "GET", "/api/giving/funds/?is_active=true&page_size=100"))
      .results as { id: number; name: string }[];
    const rows: { count: number; entry_s: number; confirm_ms: number; posted: number }[] = [];
    for (let n = 1; n <= COUNTS; n++) {
      // Amounts from 1.00 to 50.99, spread over every active fund.
      const amounts = Array.from({ length: GIFTS }, (_, i) => BigInt(100 + ((i * 37 + n) % 5000)));
      const expected = fromCents(amounts.reduce((a, b) => a + b, 0n));
      const batch = await call(server.base, counter, "POST", "/api/giving/batches/", {
        service_date: todayIso(),
        expected_total: expected,
        note: `Bench count ${n}`,
      });
      const entryStarted = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: ENTRY_CONNECTIONS }, async () => {
          while (next < GIFTS) {
            const i = next++;
            await call(server.base, counter, "POST", "/api/giving/donations/", {
              batch: batch.id,
              fund: funds[i % funds.length]?.id,
              amount: fromCents(amounts[i] ?? 100n),
              method: i % 3 === 0 ? "MOBILE_MONEY" : "CASH",
            });
          }
        }),
      );
      const entrySeconds = (performance.now() - entryStarted) / 1000;
      await call(server.base, counter, "POST", `/api/giving/batches/${batch.id}/submit/`);
      const started = performance.now();
      const confirmed = await call(
        server.base,
        confirmer,
        "POST",
        `/api/giving/batches/${batch.id}/confirm/`,
      );
      const confirmMs = performance.now() - started;
      if (confirmed.status !== "CONFIRMED" || confirmed.total !== expected)
        throw new Error(`Count ${batch.id} was not confirmed as expected`);
      const income = await call(
        server.base,
        confirmer,
        "GET",
        `/api/finance/income/?search=GIVING-${batch.id}&page_size=100`,
      );
      rows.push({ count: n, entry_s: entrySeconds, confirm_ms: confirmMs, posted: income.count });
    }
    log("");
    log("count | gifts entered in | confirm (500 gifts final + income per fund) | income records posted");
    for (const r of rows)
      log(`${r.count} | ${r.entry_s.toFixed(1)} s | ${r.confirm_ms.toFixed(0)} ms | ${r.posted}`);
    const sorted = rows.map((r) => r.confirm_ms).sort((a, b) => a - b);
    log("");
    log(`confirm: best ${sorted[0]?.toFixed(0)} ms, worst ${sorted.at(-1)?.toFixed(0)} ms (budget 500 ms)`);
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
