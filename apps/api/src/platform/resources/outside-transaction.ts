import { PgTransaction } from "drizzle-orm/pg-core";
import { connectionOf, type Data } from "./scoped-data";

/**
 * The data of an `external` action, which opens its own transactions around a gateway's answer:
 * the data it is given (the caller's, or a listed `ctx.unscoped(use)`), checked to be on no
 * transaction.
 */
export function outsideTransaction(data: Data): Data {
  if (connectionOf(data) instanceof PgTransaction)
    throw new Error("This work opens its own transactions: run it as an external action");
  return data;
}
