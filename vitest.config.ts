import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Test files side by side, one per core at least (Vitest's default leaves one core idle, which
    // on a 2-core machine runs every file in turn). Each API file has a database of its own.
    maxWorkers: Number(process.env.TEST_WORKERS ?? Math.max(2, availableParallelism())),
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "layers", include: ["scripts/*/*.test.ts"] } },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // The files of a worker share one module graph and window (importing React, Mantine and
          // the app for each file took most of the run); test/setup.ts resets the window's address
          // and storage for each file.
          isolate: false,
          // Room for the waits above on a busy machine; a passing test takes far less.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          globalSetup: ["apps/api/test/global-setup.ts"],
          // The files of a worker share one module graph: importing the app for each file took
          // more time than its tests (a third of the run). Each file still builds its own app and
          // database (test/harness.ts), and no API test replaces a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
