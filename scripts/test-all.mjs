// `npm test`: every part (typecheck, lint, build, unit, API, browser), stopping after the first
// phase in which a part fails, then the time each part took. With PART_TIMES_FILE set, the times
// are also appended there, one "name seconds" line each, for .ci/run's summary.
//
// The parts of a phase run side by side: the typecheck is one single-threaded compiler after
// another, so on a 2-core machine the lint and the build (which the browser tests need) fit
// beside it. A side-by-side part's output is printed whole once it ends, so logs do not mix.
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";

const PHASES = [
  [
    ["typecheck", "npm run typecheck"],
    ["lint", "npm run lint"],
    ["build", "npm run build"],
  ],
  [["unit tests", "npm run test:unit"]],
  [["API tests", "npm run test:api"]],
  [["browser tests", "npm test -w e2e"]],
];

/** Runs one part; answers its name, time and whether it passed. */
function run([name, command], alone) {
  const started = process.hrtime.bigint();
  const child = spawn(command, { shell: true, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      if (process.env.PART_TIMES_FILE)
        appendFileSync(process.env.PART_TIMES_FILE, `${name}\t${seconds.toFixed(0)}\n`);
      resolve({ name, seconds, passed: status === 0 });
    });
  });
}

const times = [];
const started = process.hrtime.bigint();
let failed = [];
for (const phase of PHASES) {
  const results = await Promise.all(phase.map((part) => run(part, phase.length === 1)));
  times.push(...results);
  failed = results.filter((result) => !result.passed).map((result) => result.name);
  if (failed.length > 0) break;
}

const total = Number(process.hrtime.bigint() - started) / 1e9;
console.log("\nTime of each part (the first three side by side):");
for (const { name, seconds } of times)
  console.log(`  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${"all".padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
if (failed.length > 0) {
  console.error(`\n${failed.join(", ")} failed.`);
  process.exit(1);
}
