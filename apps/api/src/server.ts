import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemo } from "./modules/demo-seed";
import { startGivingScheduler } from "./modules/giving";
import { startProgramScheduler } from "./modules/programs/program-jobs";
import { startServingScheduler } from "./modules/serving/serving-jobs";
import { startSubscriptionScheduler } from "./modules/subscriptions/subscription-jobs";
import { MovableClock } from "./platform/clock";

/** The process: configuration, database, listen, and a graceful stop on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Under an advisory lock: instances starting together migrate one after the other. A
  // deployment that runs `npm run migrate` first starts its servers with MIGRATE_ON_START=false;
  // they answer /api/health/ready with 503 until the database is migrated.
  if (config.migrateOnStart) await database.migrate();
  const app = await buildApp({
    config,
    database,
    ...(config.testClock ? { clock: new MovableClock() } : {}),
  });
  app.addHook("onClose", () => database.close());
  if (config.seedDemo && (await database.migrated())) {
    const seeded = await database.exclusively("cm:demo-seed", () =>
      seedDemo(database.db, config.demoPassword, app.files),
    );
    if (seeded) app.log.info("Seeded the demo organisation; sign in as local_admin with the demo password");
  }

  let stopping = false;
  let stopScheduler = () => {};
  let stopProgramScheduler = () => {};
  let stopGivingScheduler = () => {};
  let stopServingScheduler = () => {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // Readiness answers 503 from now on; requests in flight finish before the server closes.
    app.stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopScheduler();
    stopProgramScheduler();
    stopGivingScheduler();
    stopServingScheduler();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // Background work runs here, not in buildApp, so tests stay quiet: the outbox worker (retries
  // and messages another instance left) and the scheduler, where an advisory lock per job lets
  // several instances run it while only one does each job.
  app.mailer.start();
  stopScheduler = startSubscriptionScheduler(app, undefined, (job, outcome) =>
    app.metrics.jobRan(job, outcome),
  );
  stopProgramScheduler = startProgramScheduler(app, undefined, (job, outcome) =>
    app.metrics.jobRan(job, outcome),
  );
  stopGivingScheduler = startGivingScheduler(app, undefined, (job, outcome) =>
    app.metrics.jobRan(job, outcome),
  );
  stopServingScheduler = startServingScheduler(app, undefined, (job, outcome) =>
    app.metrics.jobRan(job, outcome),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
