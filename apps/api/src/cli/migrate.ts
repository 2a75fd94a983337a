import { loadDatabaseConfig } from "../config";
import { openDatabase } from "../db/client";

/**
 * Applies pending migrations and exits: for deployments that migrate before starting the new
 * version (then run the servers with MIGRATE_ON_START=false). Safe beside running instances: it
 * takes the same advisory lock as a server that migrates at start-up.
 */
async function main() {
  const database = await openDatabase(loadDatabaseConfig());
  try {
    await database.migrate();
    if (!(await database.migrated())) throw new Error("The migrations did not reach the newest one");
    console.log("The database is up to date.");
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
