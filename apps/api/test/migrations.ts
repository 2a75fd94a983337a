import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_DIR } from "../src/paths";

/** The committed migrations up to and including `tag`, in a folder of their own (a database as it was). */
export async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cm-migrations-"));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const path = join(dir, "meta/_journal.json");
  const journal = JSON.parse(await readFile(path, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path, JSON.stringify(journal));
  return dir;
}

/**
 * The time limit of a test that migrates a database from nothing or starts the server in a process
 * of its own: about 10 s on a quiet machine, several times that on a busy one.
 */
export const FROM_SCRATCH_MS = 180_000;
