import type { FastifyInstance } from "fastify";
import type { Clock } from "./clock";
import { type Data, dataOf } from "./resources/scoped-data";

/**
 * The database with no caller's reach: for work that has no signed-in caller to scope it by
 * (scheduled jobs, signed payment webhooks, a calendar feed found by its token, sign-in and account
 * recovery, the installation's own settings and public figures). Everything a signed-in caller
 * does goes through the resource mechanism (`ctx.data`, narrowed to the caller's reach).
 * Each use names itself; `system-context.test.ts` lists every name with its reason and fails on a
 * name it does not list, and on a raw handle (`app.db`) taken in a module any other way.
 */
export type SystemContext = {
  /** What this unscoped access is for, as listed with its reason. */
  readonly use: string;
  /** The database as a data handle, unnarrowed (the same builders as a caller's `ctx.data`). */
  readonly data: Data;
  readonly clock: Clock;
};

/** The named system context of one use (see `SystemContext`). */
export function systemContext(app: Pick<FastifyInstance, "db" | "clock">, use: string): SystemContext {
  return { use, data: dataOf(app.db, null), clock: app.clock };
}
