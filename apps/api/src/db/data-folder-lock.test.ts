import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MovableClock } from "../platform/clock";
import { openPglite } from "./client";
import { DataFolderInUse, lockDataFolder } from "./data-folder-lock";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cm-lock-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let n = 0;
const lockPath = () => join(dir, `db-${++n}.lock`);
const holderOf = async (path: string) => JSON.parse(await readFile(path, "utf8")) as { pid: number };
/** The start time /proc gives a process (what a lock names besides its pid). */
const startOf = async (pid: number) => {
  const text = await readFile(`/proc/${pid}/stat`, "utf8");
  return text.slice(text.lastIndexOf(")") + 2).split(" ")[19] ?? null;
};
const writeLock = (path: string, pid: number, started: string | null) =>
  writeFile(path, JSON.stringify({ pid, started, host: hostname() }));

/** A process that runs until it is killed. */
async function liveChild(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  await once(child, "spawn");
  return child as ChildProcess & { pid: number };
}

describe("the data folder's lock", () => {
  it("is taken at once from a process that was killed", async () => {
    const path = lockPath();
    const child = await liveChild();
    await writeLock(path, child.pid, await startOf(child.pid));
    child.kill("SIGKILL");
    await once(child, "exit");
    const release = await lockDataFolder(path);
    expect((await holderOf(path)).pid).toBe(process.pid);
    await release();
    await expect(stat(path)).rejects.toThrow();
  });

  it("is refused while its holder runs: this process, or a live child", async () => {
    const path = lockPath();
    const release = await lockDataFolder(path);
    await expect(lockDataFolder(path)).rejects.toBeInstanceOf(DataFolderInUse);
    await release();

    const child = await liveChild();
    try {
      const held = lockPath();
      await writeLock(held, child.pid, await startOf(child.pid));
      await expect(lockDataFolder(held)).rejects.toBeInstanceOf(DataFolderInUse);
      expect((await holderOf(held)).pid).toBe(child.pid);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("does not take a pid used again by a later process for the holder", async () => {
    const path = lockPath();
    // This process's pid, with a start time that is not its own: the holder was an earlier one.
    await writeLock(path, process.pid, "1");
    const release = await lockDataFolder(path);
    expect(await holderOf(path)).toMatchObject({ pid: process.pid, started: await startOf(process.pid) });
    await release();
  });

  it("takes over the earlier lock library's lock once its time is no longer renewed", async () => {
    const path = lockPath();
    await mkdir(path);
    const clock = new MovableClock();
    await expect(lockDataFolder(path, clock)).rejects.toBeInstanceOf(DataFolderInUse);
    // A minute passes without the earlier process renewing its lock's time.
    clock.advance(60_000);
    const release = await lockDataFolder(path, clock);
    expect((await holderOf(path)).pid).toBe(process.pid);
    await release();
  });

  it("lets one of two processes starting together on a killed process's folder have it", async () => {
    const path = lockPath();
    await writeLock(path, 2 ** 22 + 1, null);
    const results = await Promise.allSettled([lockDataFolder(path), lockDataFolder(path)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")?.reason).toBeInstanceOf(DataFolderInUse);
    await (
      results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<() => Promise<void>>
    ).value();
  });

  it("opens the embedded database at once after its last process was killed", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "cm-lock-db-"));
    try {
      const child = await liveChild();
      await writeLock(join(dataDir, "db.lock"), child.pid, await startOf(child.pid));
      await expect(openPglite(dataDir)).rejects.toThrow(/in use by another process/);
      child.kill("SIGKILL");
      await once(child, "exit");
      const database = await openPglite(dataDir);
      await database.close();
      await expect(stat(join(dataDir, "db.lock"))).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
