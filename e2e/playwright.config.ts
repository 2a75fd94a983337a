import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { BASE_URL, DEMO_PASSWORD, PORT } from "./constants";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Every run starts from an empty database, seeded with the demo data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cm-e2e-"));
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));

export default defineConfig({
  testDir: "./tests",
  // One output folder per port, so two runs on one machine do not trip over each other's files.
  outputDir: `test-results/${PORT}`,
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Each test also runs axe-core on the pages it visits (several seconds a page on a small machine).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
  webServer: {
    // The built app: the API serves the web build too (run `npm run build` at the root first).
    command: "node apps/api/dist/server.js",
    cwd: repoRoot,
    url: `${BASE_URL}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: "warn",
    },
  },
});
