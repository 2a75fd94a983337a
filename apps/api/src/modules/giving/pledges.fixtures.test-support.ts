import { addDays, todayIso } from "@cm/contracts";
import type { Db } from "../../db/client";
import { pledges } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund } from "./giving.fixtures.test-support";

let buildingFund = 0;

/** A pledge of a church (a new member's 1,000.00 GHS to the building fund over this year unless told otherwise). */
export async function makePledge(db: Db, church: number, values: Partial<typeof pledges.$inferInsert> = {}) {
  const member = values.member === undefined && !values.household ? (await makeMember(db, church)).id : null;
  buildingFund = await defaultFund(db, "BUILDING");
  const [row] = await db
    .insert(pledges)
    .values({
      church,
      fund: buildingFund,
      member,
      amount: "1000.00",
      currency: "GHS",
      starts_on: addDays(todayIso(), -180),
      ends_on: addDays(todayIso(), 180),
      ...values,
    })
    .returning();
  if (!row) throw new Error("pledge not created");
  return row;
}

/** Access-matrix fixtures of pledges (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  pledges: {
    owner: "church",
    make: async (db, church) => (await makePledge(db, church.id)).id,
    body: async (db, church) => ({
      fund: await defaultFund(db, "BUILDING"),
      member: (await makeMember(db, church.id)).id,
      amount: "500.00",
      starts_on: addDays(todayIso(), -30),
      ends_on: addDays(todayIso(), 300),
    }),
    updateBody: () => ({
      fund: buildingFund,
      amount: "600.00",
      starts_on: addDays(todayIso(), -30),
      ends_on: addDays(todayIso(), 330),
    }),
    actions: { mine: {} },
  },
};
