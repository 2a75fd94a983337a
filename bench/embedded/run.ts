// The embedded server's memory and start: the built API on PGlite with the demo data, started on a
// fresh data folder (migrations and the demo seed) and then again on that folder, as `npm start`
// does on a machine that has run it before. For each start: the time to ready, the peak resident
// memory while starting (the kernel's high-water mark) and the resident memory once idle.
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hasBuild, type RunningServer, signIn, spawnServer, stopServer } from "../src/server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const PASSWORD = "Bench-Password-2026";
const RUNS = Number(process.env.BENCH_EMBEDDED_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
// Pages an office worker opens first: the idle figure is of a server that has served them.
const PAGES = [
  "/api/users/me/",
  "/api/churches/members/?page=1",
  "/api/churches/members/?search=mensah",
  "/api/finance/income/?page=1",
  "/api/assets/assets/?page=1",
];

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, "utf8");
const mb = (field: string, text: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Start = { ready_s: number; peak_mb: number; idle_mb: number; idle_peak_mb: number };

async function start(dataDir: string): Promise<Start> {
  const t0 = performance.now();
  const server: RunningServer = await spawnServer(ROOT, {
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    SEED_DEMO: "true",
  });
  const pid = server.child.pid as number;
  try {
    // Ready: the readiness check answers 200 (database open, migrated).
    while (
      (await fetch(`${server.base}/api/health/ready/`)
        .then((r) => r.status)
        .catch(() => 0)) !== 200
    ) {
      if (performance.now() - t0 > 120_000) throw new Error("The server was not ready within 120 s");
      await sleep(20);
    }
    const ready = (performance.now() - t0) / 1000;
    const peak = mb("VmHWM", status(pid));
    const token = await signIn(server.base, "local_admin", PASSWORD);
    for (const page of PAGES) {
      const res = await fetch(`${server.base}${page}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
      await res.arrayBuffer();
    }
    await sleep(IDLE_SECONDS * 1000);
    const now = status(pid);
    return { ready_s: ready, peak_mb: peak, idle_mb: mb("VmRSS", now), idle_peak_mb: mb("VmHWM", now) };
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const show = (label: string, runs: Start[]) => {
  const f = (pick: (s: Start) => number, digits = 0) =>
    `${median(runs.map(pick)).toFixed(digits)} (${runs.map((r) => pick(r).toFixed(digits)).join(", ")})`;
  console.log(`${label}
  start to ready, s:            ${f((s) => s.ready_s, 2)}
  peak RSS while starting, MB:  ${f((s) => s.peak_mb)}
  RSS idle after ${IDLE_SECONDS} s, MB:     ${f((s) => s.idle_mb)}
  peak RSS up to then, MB:      ${f((s) => s.idle_peak_mb)}`);
};

async function main() {
  if (!hasBuild(ROOT)) {
    console.error("apps/api/dist/server.js is missing: run `npm run build` at the repository root first.");
    process.exit(1);
  }
  console.log(
    `${cpus().length} CPUs, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; medians of ${RUNS} (each run in brackets)`,
  );
  const first: Start[] = [];
  const again: Start[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-embedded-"));
    try {
      first.push(await start(dataDir));
      again.push(await start(dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  show("new data folder (migrations and the demo seed)", first);
  show("existing data folder", again);
  console.log(`targets: idle <= 300 MB, peak while starting <= 450 MB, start to ready <= 5 s`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
