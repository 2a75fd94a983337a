import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { connectionOf, type Data, isData } from "./resources/scoped-data";

const tryLock = async (conn: Db | Tx, job: string) => {
  const res = (await conn.execute(
    sql`select pg_try_advisory_xact_lock(hashtext(${job})) as locked`,
  )) as unknown as {
    rows: { locked: boolean }[];
  };
  return res.rows[0]?.locked === true;
};

/**
 * Runs a job in one transaction holding a PostgreSQL advisory lock, so when several instances
 * run the scheduler only one does the work; the others answer null at once. Given a system
 * context's data, the work gets the transaction's data.
 */
export async function withJobLock<T>(
  db: Data,
  job: string,
  work: (data: Data) => Promise<T>,
): Promise<T | null>;
export async function withJobLock<T>(db: Db, job: string, work: (tx: Tx) => Promise<T>): Promise<T | null>;
export async function withJobLock<T>(
  db: Db | Data,
  job: string,
  work: ((data: Data) => Promise<T>) | ((tx: Tx) => Promise<T>),
): Promise<T | null> {
  if (isData(db)) {
    const run = work as (data: Data) => Promise<T>;
    return db.transaction(async (data) => ((await tryLock(connectionOf(data), job)) ? run(data) : null));
  }
  const run = work as (tx: Tx) => Promise<T>;
  return db.transaction(async (tx) => ((await tryLock(tx, job)) ? run(tx) : null));
}
