import { randomBytes } from "node:crypto";
import { readFileSync, type Stats } from "node:fs";
import { link, readFile, rename, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";

/** Who holds a data folder: a process of a machine, named by its pid and its start time. */
type Holder = { pid: number; started: string | null; host: string };

/** The data folder is held by a live process (or one this machine cannot check). */
export class DataFolderInUse extends Error {}

/**
 * A lock left by the earlier lock library (a directory whose time it renewed every 7.5 s): older
 * than this, its process is gone.
 */
const OLD_LOCK_STALE_MS = 15_000;

/**
 * The state and start time of a process in /proc (Linux): its start time in clock ticks since
 * boot tells the process from a later one given the same pid. Null where there is no /proc.
 */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (second field) is in parentheses and may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const [state, started] = [fields[0], fields[19]];
    return state && started ? { state, started } : null;
  } catch {
    return null;
  }
}

const thisProcess = (): Holder => ({
  pid: process.pid,
  started: procStat(process.pid)?.started ?? null,
  host: hostname(),
});

/** Whether a process exists (a zombie, finished but not yet reaped, does not). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
  return procStat(pid)?.state !== "Z";
}

/**
 * Whether the holder named in a lock is still running. A lock of another machine (a shared
 * folder) cannot be checked, so it counts as held; a pid now used by a process that started at
 * another time is not the holder.
 */
function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  if (!exists(holder.pid)) return false;
  const now = procStat(holder.pid);
  return !holder.started || !now || now.started === holder.started;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid !== "number" || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    if (typeof value.host !== "string") return null;
    return {
      pid: value.pid,
      started: typeof value.started === "string" ? value.started : null,
      host: value.host,
    };
  } catch {
    return null;
  }
}

const errno = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** Puts a lock file in place only if none is there: complete from the moment it appears. */
async function create(path: string, holder: Holder): Promise<boolean> {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, JSON.stringify(holder));
  try {
    await link(draft, path);
    return true;
  } catch (e) {
    if (errno(e) === "EEXIST") return false;
    throw e;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Moves away the lock of a process that is gone, and only that one: it is renamed aside and
 * checked to be the same file (inode) that was found stale. Should another process have taken
 * the folder in between, its lock is put back.
 */
async function removeStale(path: string, inode: number): Promise<void> {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    await rename(path, aside);
  } catch (e) {
    if (errno(e) === "ENOENT") return;
    throw e;
  }
  if ((await stat(aside)).ino !== inode) await link(aside, path).catch(() => undefined);
  await unlink(aside);
}

/**
 * Locks a data folder for this process through the file at `path` (its pid, start time and
 * machine). A lock whose process is gone (killed, crashed) is taken over at once; a live
 * holder's is refused with DataFolderInUse. Answers the release, which removes the file. `clock`
 * judges the age of the earlier lock library's lock (tests move it).
 */
export async function lockDataFolder(
  path: string,
  clock: { now(): Date } = { now: () => new Date() },
): Promise<() => Promise<void>> {
  const me = thisProcess();
  for (;;) {
    if (await create(path, me)) break;
    let found: Stats;
    try {
      found = await stat(path);
    } catch (e) {
      if (errno(e) === "ENOENT") continue;
      throw e;
    }
    if (found.isDirectory()) {
      if (clock.now().getTime() - found.mtimeMs < OLD_LOCK_STALE_MS) throw new DataFolderInUse();
      await rmdir(path).catch(() => undefined);
      continue;
    }
    const holder = parseHolder(await readFile(path, "utf8").catch(() => ""));
    // A file that does not name its holder was not written by this code: leave it to a person.
    if (!holder || isRunning(holder)) throw new DataFolderInUse();
    await removeStale(path, found.ino);
  }
  return async () => {
    const holder = parseHolder(await readFile(path, "utf8").catch(() => ""));
    if (holder?.pid === me.pid && holder.started === me.started) await unlink(path).catch(() => undefined);
  };
}
