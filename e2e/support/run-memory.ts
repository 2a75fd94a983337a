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
