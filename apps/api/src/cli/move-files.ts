import { loadDatabaseConfig } from "../config";
import { openDatabase } from "../db/client";
import { moveFiles, openFileStore } from "../platform/file-stores";

const STORES = ["local", "database"] as const;
type Store = (typeof STORES)[number];
const isStore = (value: string | undefined): value is Store => STORES.includes(value as Store);

/**
 * Moves uploaded files between stores: `npm run files:move -- local database` (the data folder
 * into PostgreSQL, before switching an installation to several instances), or back. `--keep`
 * copies without removing. On the embedded database, stop the server first.
 */
async function main() {
  const args = process.argv.slice(2).filter((a) => a !== "--keep");
  const [from, to] = args;
  if (!isStore(from) || !isStore(to) || from === to)
    throw new Error("Usage: npm run files:move -- <local|database> <local|database> [--keep]");
  const config = loadDatabaseConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const report = await moveFiles(
      openFileStore(from, config.dataDir, database.db),
      openFileStore(to, config.dataDir, database.db),
      { keep: process.argv.includes("--keep"), log: (line) => console.log(line) },
    );
    console.log(`${report.moved} moved, ${report.alreadyThere} already there`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
