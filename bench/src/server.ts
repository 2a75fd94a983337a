import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export type RunningServer = { base: string; child: ChildProcess };

// A fixed secret: the tokens only need to live for the run, and a fixed value keeps it reproducible.
const JWT_SECRET = "bench-only-jwt-secret-0123456789abcdef0123456789";

/** A port the OS says is free on 127.0.0.1 (hard-coded ports clash with a dev server). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The bundled server, as production runs it (not tsx), so the figures are production's. */
export function serverEntry(root: string): string {
  return join(root, "apps/api/dist/server.js");
}

/** Starts the built API on 127.0.0.1 and waits (at most 60 s) until its health check answers 200. */
export async function startServer(
  root: string,
  env: { DATA_DIR: string; DATABASE_URL?: string; PUBLIC_URL?: string; DEMO_PASSWORD: string },
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry(root)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      JWT_SECRET,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health/`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { base, child };
    await sleep(250);
  }
  await stopServer({ base, child });
  throw new Error("The server did not answer /api/health/ within 60 s");
}

/** SIGTERM, then SIGKILL if it has not exited after 15 s (the server forces its own exit at 10 s). */
export async function stopServer({ child }: RunningServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Signs in and returns the access token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200)
    throw new Error(`Sign-in as ${username} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access?: string };
  if (!body.access) throw new Error("Sign-in answered no access token");
  return body.access;
}

export const hasBuild = (root: string) => existsSync(serverEntry(root));
