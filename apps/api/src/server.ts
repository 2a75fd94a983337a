import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemo } from "./db/seed/demo";
import { startSubscriptionScheduler } from "./modules/subscriptions/subscription-jobs";

/** The process: configuration, database, listen, and a graceful stop on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  app.addHook("onClose", () => database.close());
  if (config.seedDemo && (await seedDemo(database.db, config.demoPassword))) {
    app.log.info("Seeded the demo organisation; sign in as local_admin with the demo password");
  }

  let stopping = false;
  let stopScheduler = () => {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopScheduler();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // Scheduled work runs here, not in buildApp, so tests stay quiet; an advisory lock per job
  // lets several instances run the scheduler while only one does each job.
  stopScheduler = startSubscriptionScheduler(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
