import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";

/**
 * Runs a job in one transaction holding a PostgreSQL advisory lock, so when several instances
 * run the scheduler only one does the work; the others answer null at once.
 */
export async function withJobLock<T>(db: Db, job: string, work: (tx: Tx) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const res = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${job})) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    return res.rows[0]?.locked ? work(tx) : null;
  });
}
