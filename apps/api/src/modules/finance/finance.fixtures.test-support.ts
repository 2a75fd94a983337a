import { addDays, todayIso } from "@cm/contracts";
import type { Db } from "../../db/client";
import { income } from "../../db/tables";
import type { Fixture } from "../../platform/resources/resource-fixtures.test-support";

/** An income record of a church, received a week ago unless told otherwise. */
export async function makeIncome(db: Db, church: number, values: Partial<typeof income.$inferInsert> = {}) {
  const [row] = await db
    .insert(income)
    .values({
      church,
      amount: "250.00",
      currency: "GHS",
      received_on: addDays(todayIso(), -7),
      category: "OFFERING",
      ...values,
    })
    .returning();
  if (!row) throw new Error("income not created");
  return row;
}

/** Access-matrix fixtures of this domain's resources (see resource-fixtures.test-support.ts). */
export const financeFixtures: Record<string, Fixture> = {
  income: {
    owner: "church",
    make: async (db, church) => (await makeIncome(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, amount: "120.50", category: "TITHE", currency: "GHS" }),
    updateBody: () => ({ amount: "80.00", category: "DONATION", currency: "GHS" }),
    actions: { summary: {} },
  },
};
