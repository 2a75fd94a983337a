import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { plans, subscriptions } from "../db/tables";
import type { Scoped } from "./resources/scoped";
import type { Data } from "./resources/scoped-data";

type Conn = Db | Tx | Data;

/**
 * The currency a church keeps its books in, as its subscription plan is priced (payments and
 * invoices take the plan's currency too): the current subscription's, else the one that ended last.
 */
export async function churchCurrency(db: Conn, church: Scoped): Promise<string | null> {
  const [row] = await db
    .select({ currency: plans.currency })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(church.where())
    .orderBy(
      sql`case ${subscriptions.status} when 'ACTIVE' then 0 when 'TRIAL' then 1 when 'GRACE_PERIOD' then 2 else 3 end`,
      desc(subscriptions.end_date),
      desc(subscriptions.id),
    )
    .limit(1);
  return row?.currency ?? null;
}
