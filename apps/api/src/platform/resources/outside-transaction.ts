import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import type { ResourceContext } from "./resource";

/**
 * The connection of an `external` action, which opens its own transactions around a gateway's
 * answer: the caller's `ctx.db`, checked to be no transaction.
 */
export function outsideTransaction(ctx: Pick<ResourceContext, "db">): Db {
  if (ctx.db instanceof PgTransaction)
    throw new Error("This work opens its own transactions: run it as an external action");
  return ctx.db;
}
