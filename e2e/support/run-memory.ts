import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What the workers of one run have already done (an address axe has read, a width a page was seen
 * at), kept as empty files in the run's folder (E2E_RUN_DIR, made by playwright.config.ts): creating
 * a file that must not exist yet is atomic, so of two workers at the same moment exactly one is first.
 */
function noteFile(kind: string, key: string): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR is not set: run the browser tests through playwright.config.ts");
  const folder = path.join(runDir, "memory", kind);
  fs.mkdirSync(folder, { recursive: true });
  return path.join(folder, createHash("sha1").update(key).digest("hex"));
}

/** Notes `key` as done; true when this call is the first in the run to do so. */
export function firstInRun(kind: string, key: string): boolean {
  try {
    fs.closeSync(fs.openSync(noteFile(kind, key), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** The file where each axe reading's time is noted, for the run's summary (playwright.config.ts). */
export const axeTimesFile = (runDir: string) => path.join(runDir, "axe-times.tsv");

/** Notes how long axe took to read a state, so the run can say what its accessibility checks cost. */
export function noteAxeTime(state: string, milliseconds: number): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) fs.appendFileSync(axeTimesFile(runDir), `${Math.round(milliseconds)}\t${state}\n`);
}

/** "axe read 212 page states in 301 s (1.4 s each)", from the noted times; "" when none. */
export function axeSummary(runDir: string): string {
  if (!fs.existsSync(axeTimesFile(runDir))) return "";
  const lines = fs.readFileSync(axeTimesFile(runDir), "utf8").trim().split("\n");
  const seconds = lines.reduce((sum, line) => sum + Number(line.split("\t")[0]), 0) / 1000;
  return `axe read ${lines.length} page states in ${seconds.toFixed(0)} s (${(seconds / lines.length).toFixed(1)} s each)`;
}
