import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FROM_SCRATCH_MS } from "../test/migrations";
import { loadConfig } from "./config";

const EMBEDDED = { NODE_ENV: "test", DATA_DIR: "/tmp/unused" };
const SERVER = {
  ...EMBEDDED,
  DATABASE_URL: "postgres://db.example.org/church",
  PUBLIC_URL: "https://church.example.org",
  JWT_SECRET: "s".repeat(32),
};

describe("configuration", () => {
  it("on a server database requires JWT_SECRET, and says why", () => {
    const { JWT_SECRET: _, ...withoutSecret } = SERVER;
    expect(() => loadConfig(withoutSecret)).toThrow(
      /JWT_SECRET: required with DATABASE_URL\. Every instance/,
    );
    expect(loadConfig(SERVER).jwtSecret).toBe(SERVER.JWT_SECRET);
  });

  it("moves the clock for browser tests only on the embedded database", () => {
    expect(loadConfig(EMBEDDED).testClock).toBe(false);
    expect(loadConfig({ ...EMBEDDED, TEST_CLOCK: "true" }).testClock).toBe(true);
    expect(() => loadConfig({ ...SERVER, TEST_CLOCK: "true" })).toThrow(/TEST_CLOCK: only for browser tests/);
  });

  it("seeds the demo only on the embedded database unless told otherwise", () => {
    expect(loadConfig(EMBEDDED).seedDemo).toBe(true);
    expect(loadConfig({ ...EMBEDDED, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig(SERVER).seedDemo).toBe(false);
    expect(loadConfig({ ...SERVER, SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("shares files and rate limits between instances on a server database", () => {
    expect(loadConfig(EMBEDDED)).toMatchObject({ fileStore: "local", rateLimitStore: "memory" });
    expect(loadConfig(SERVER)).toMatchObject({ fileStore: "database", rateLimitStore: "database" });
    expect(loadConfig({ ...SERVER, REDIS_URL: "redis://127.0.0.1:6379" })).toMatchObject({
      rateLimitStore: "redis",
    });
    expect(loadConfig({ ...SERVER, FILE_STORE: "local" }).fileStore).toBe("local");
    expect(() => loadConfig({ ...EMBEDDED, FILE_STORE: "s3" })).toThrow(/FILE_STORE/);
  });

  it("the server refuses to start without JWT_SECRET on a server database, and says why", {
    timeout: FROM_SCRATCH_MS,
  }, async () => {
    const { JWT_SECRET: _, ...env } = SERVER;
    const server = join(dirname(fileURLToPath(import.meta.url)), "server.ts");
    const child = spawn(process.execPath, ["--import", "tsx", server], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/JWT_SECRET: required with DATABASE_URL/);
  });
});
