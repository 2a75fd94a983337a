// `npm test`: every part in turn (typecheck, lint, unit, API, browser), stopping at the first that
// fails, then the time each part took. With PART_TIMES_FILE set, the times are also appended
// there, one "name seconds" line each, for .ci/run's summary.
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";

const PARTS = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit tests", "npm run test:unit"],
  ["API tests", "npm run test:api"],
  ["browser tests", "npm run test:e2e"],
];

const times = [];
let failed = null;
for (const [name, command] of PARTS) {
  const started = process.hrtime.bigint();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.push([name, seconds]);
  if (process.env.PART_TIMES_FILE)
    appendFileSync(process.env.PART_TIMES_FILE, `${name}\t${seconds.toFixed(0)}\n`);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log("\nTime of each part:");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${"all".padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
