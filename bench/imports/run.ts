// Imports on the embedded database (PGlite): how long each import holds the server's event loop.
// The API runs in this process (so the event loop measured is the server's own): a 20,000-row
// members import and 10,000- and 20,000-row asset uploads, each an XLSX file posted over HTTP by
// the demo's local_admin while another process keeps asking the server for small answers.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { ASSET_UPLOAD_COLUMNS } from "@cm/contracts";
import ExcelJS from "exceljs";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { openPglite } from "../../apps/api/src/db/client";
import { seedDemo } from "../../apps/api/src/modules/demo-seed";

const PASSWORD = "Bench-Password-2026";
const TICK_MS = 5;

async function workbook(header: readonly string[], row: (i: number) => unknown[], rows: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow([...header]);
  for (let i = 0; i < rows; i++) sheet.addRow(row(i));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const membersFile = (rows: number) =>
  workbook(
    [
      "first_name",
      "last_name",
      "gender",
      "date_of_birth",
      "phone",
      "email",
      "category",
      "home_cell_fellowship",
    ],
    (i) => [
      `Imported${i}`,
      "Mensah",
      i % 2 ? "MALE" : "FEMALE",
      "1988-02-14",
      `+233 55 ${String(i).padStart(7, "0")}`,
      `import${i}@bench.example.org`,
      "Youth",
      "Cell 01",
    ],
    rows,
  );

const assetsFile = (rows: number, batch: string) =>
  workbook(
    ASSET_UPLOAD_COLUMNS,
    (i) =>
      ASSET_UPLOAD_COLUMNS.map((c) =>
        c === "name"
          ? `Chair ${batch}-${i}`
          : c === "category"
            ? "Movable Asset"
            : c === "serial_number"
              ? `SN-${batch}-${i}`
              : c === "current_value"
                ? "100.00"
                : c === "condition"
                  ? "GOOD"
                  : "",
      ),
    rows,
  );

/**
 * The longest the event loop went without running a 5 ms timer (the longest block, plus up to one
 * tick), perf_hooks' event-loop delay histogram's maximum, and the most CPU time the process spent
 * within one such gap: on a machine whose cores are shared, a gap is also time spent waiting for a
 * core, while the CPU time is the server's own work.
 */
function blockMeter() {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = 0;
  let mostCpu = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    longest = Math.max(longest, now - last);
    mostCpu = Math.max(mostCpu, (cpu.user + cpu.system) / 1000);
    last = now;
    lastCpu = process.cpuUsage();
  }, TICK_MS);
  return () => {
    clearInterval(timer);
    histogram.disable();
    return { gapMs: longest, delayMs: histogram.max / 1e6, cpuMs: mostCpu };
  };
}

// Another process asks every 50 ms for the health check (no database) and the signed-in user (one
// read): the slowest answers are what other clients of the server lived through meanwhile.
const PROBE = `
const [base, token] = process.argv.slice(1);
const slowest = { live: 0, me: 0 };
let running = true;
process.on("message", () => { running = false; });
const ask = async (name, path, headers) => {
  const t0 = performance.now();
  await fetch(base + path, { headers });
  slowest[name] = Math.max(slowest[name], performance.now() - t0);
};
(async () => {
  while (running) {
    await Promise.all([ask("live", "/api/health/live/", {}), ask("me", "/api/users/me/", { authorization: "Bearer " + token })]);
    await new Promise((r) => setTimeout(r, 50));
  }
  process.send(slowest, () => process.exit(0));
})();`;

async function probe(base: string, token: string) {
  const child = spawn(process.execPath, ["-e", PROBE, base, token], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await once(child, "spawn");
  return async () => {
    const answer = once(child, "message");
    child.send("stop");
    const [slowest] = (await answer) as [{ live: number; me: number }];
    return slowest;
  };
}

async function post(base: string, token: string, path: string, file: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([file]), "import.xlsx");
  const stopProbe = await probe(base, token);
  const stopMeter = blockMeter();
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { imported?: number; detail?: string };
  const seconds = (performance.now() - t0) / 1000;
  const { gapMs, delayMs, cpuMs } = stopMeter();
  const slowest = await stopProbe();
  return {
    status: res.status,
    imported: body.imported ?? 0,
    detail: body.detail,
    seconds,
    gapMs,
    delayMs,
    cpuMs,
    slowest,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "cm-bench-imports-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DEMO_PASSWORD: PASSWORD,
    NODE_ENV: "production",
  });
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const app = await buildApp({ config, database });
    await seedDemo(database.db, PASSWORD, app.files);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "local_admin", password: PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };
    const cases: [string, string, Buffer][] = [
      ["members import, 20,000 rows", "/api/churches/members/import/", await membersFile(20_000)],
      ["assets bulk_upload, 10,000 rows", "/api/assets/bulk_upload/", await assetsFile(10_000, "a")],
      ["assets bulk_upload, 20,000 rows", "/api/assets/bulk_upload/", await assetsFile(20_000, "b")],
    ];
    console.log(
      "case | status | rows | seconds | longest event-loop block ms (5 ms timer gap / perf_hooks max delay / CPU ms in one gap) | slowest health/live ms | slowest users/me ms",
    );
    let failed = false;
    for (const [label, path, file] of cases) {
      const r = await post(base, access, path, file);
      failed ||= r.status !== 200;
      console.log(
        `${label} | ${r.status}${r.detail ? ` (${r.detail})` : ""} | ${r.imported} | ${r.seconds.toFixed(2)} | ${r.gapMs.toFixed(0)} / ${r.delayMs.toFixed(0)} / ${r.cpuMs.toFixed(0)} | ${r.slowest.live.toFixed(0)} | ${r.slowest.me.toFixed(0)}`,
      );
    }
    await app.close();
    if (failed) process.exitCode = 1;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
