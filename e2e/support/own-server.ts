import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD } from "../constants";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A free local port, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export type OwnServer = { baseURL: string; stop(): Promise<void> };

/**
 * A server of the spec's own, on a fresh demo database and a free port, with a clock the spec may
 * move forward (TEST_CLOCK): moving the shared server's time would change every later spec's day.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cm-e2e-own-"));
  const child: ChildProcess = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: "warn",
      TEST_CLOCK: "true",
    },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error("The spec's own server stopped while starting");
    if (Date.now() > deadline) throw new Error("The spec's own server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Moves the own server's clock forward by whole days. */
export async function advanceServerClock(baseURL: string, days: number): Promise<void> {
  const res = await fetch(`${baseURL}/api/testing/clock/advance/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ days }),
  });
  if (!res.ok) throw new Error(`Moving the server clock failed: ${res.status}`);
}
