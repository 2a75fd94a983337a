import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { baseUrlOf, DEMO_PASSWORD, PORT, WORKERS } from "./constants";
import { axeSummary } from "./support/run-memory";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// What the workers of one run share (the pages axe has read, see support/run-memory.ts). The
// config is read again by every worker: they inherit the folder the first reading made.
if (!process.env.E2E_RUN_DIR) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "cm-e2e-"));
  process.env.E2E_RUN_DIR = runDir;
  process.on("exit", () => {
    const axe = axeSummary(runDir);
    if (axe) console.log(`\n${axe}`);
    fs.rmSync(runDir, { recursive: true, force: true });
  });
}
const runDir = process.env.E2E_RUN_DIR;

/**
 * Debian's headless shell (package chromium-headless-shell, which `.ci/run` installs) when it is
 * there: the same engine without the browser's own windows and services, about a third less
 * processor time a page than the full `chromium`, which is the fallback.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";

/** Worker n's server: every run starts it from an empty database, seeded with the demo data. */
const serverOf = (index: number) => ({
  // The built app: the API serves the web build too (run `npm run build` at the root first).
  command: "node apps/api/dist/server.js",
  cwd: repoRoot,
  url: `${baseUrlOf(index)}/api/health/`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(PORT + index),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(runDir, `data-${index}`),
    DEMO_PASSWORD,
    LOG_LEVEL: "warn",
  },
});

export default defineConfig({
  testDir: "./tests",
  // One output folder per port, so two runs on one machine do not trip over each other's files.
  outputDir: `test-results/${PORT}`,
  // Files side by side, each worker on its own server (support/test.ts picks it); the tests of a
  // file in order, unless the file says otherwise.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Each test also runs axe-core on the pages it visits (several seconds a page on a small machine).
  timeout: 60_000,
  // What a page shows may take this long on a loaded 2-core machine (a page's script and its
  // list drawn while the other worker's browser and both servers share the cores); a wait ends
  // as soon as its condition holds, so a quick machine does not pay for it.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    // No trace: recording one (a copy of the page at every step, and a film of the screen) took
    // two fifths of a sidebar walk's time, and CI shows the log only. A failure still leaves its
    // screenshot and the page's outline (error-context.md); `--trace on` records one when needed.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browserPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => serverOf(index)),
});
