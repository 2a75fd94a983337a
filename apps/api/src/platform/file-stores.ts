import { join } from "node:path";
import type { Db } from "../db/client";
import { DatabaseFileStore } from "./database-files";
import { type FileStore, LocalFileStore } from "./files";

/** The configured store: the data folder's `files/`, or the database. */
export function openFileStore(kind: "local" | "database", dataDir: string, db: Db): FileStore {
  return kind === "database" ? new DatabaseFileStore(db) : new LocalFileStore(join(dataDir, "files"));
}

export type MoveReport = { moved: number; alreadyThere: number };

/**
 * Copies every file of one store that the other lacks, streaming each, then removes it from the
 * source once the copy reads back with the same size (`keep` leaves the source as it is). Safe
 * to run again after an interruption: a file is removed only after its copy is complete.
 */
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  options: { keep?: boolean; log?: (line: string) => void } = {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, alreadyThere: 0 };
  for await (const name of from.names()) {
    const source = await from.read(name);
    if (!source) continue;
    const existing = await to.read(name);
    existing?.stream.destroy();
    if (existing && existing.size === source.size) {
      source.stream.destroy();
      report.alreadyThere += 1;
    } else {
      if (existing) await to.remove(name);
      await to.put(name, source.mime, source.stream);
      const copy = await to.read(name);
      copy?.stream.destroy();
      if (copy?.size !== source.size) throw new Error(`The copy of ${name} is incomplete; nothing removed`);
      report.moved += 1;
      options.log?.(`moved ${name} (${source.size} bytes)`);
    }
    if (!options.keep) await from.remove(name);
  }
  return report;
}
