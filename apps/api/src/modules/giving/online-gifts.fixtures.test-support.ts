import { makeUser, unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { giftPayments, recurringGifts } from "../../db/tables";
import type { ChurchRow, Fixture } from "../../platform/resources/fixtures.test-support";
import { defaultFund } from "./giving.fixtures.test-support";

/** An online gift to a church (a guest's 25.00 GHS to the offering, pending, unless told otherwise). */
export async function makeGiftPayment(
  db: Db,
  church: number,
  values: Partial<typeof giftPayments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(giftPayments)
    .values({
      church,
      fund: values.fund ?? (await defaultFund(db, "OFFERING")),
      amount: "25.00",
      currency: "GHS",
      gateway: "sandbox",
      reference: unique("GIV-TEST"),
      is_test: true,
      donor_name: "A guest",
      donor_email: "guest@example.org",
      ...values,
    })
    .returning();
  if (!row) throw new Error("gift payment not created");
  return row;
}

/** A monthly standing gift of a member of the church (its own user unless one is named). */
export async function makeStandingGift(
  db: Db,
  church: ChurchRow,
  values: Partial<typeof recurringGifts.$inferInsert> = {},
) {
  const user = values.user ?? (await makeUser(db, { role: "MEMBER", church })).id;
  const [row] = await db
    .insert(recurringGifts)
    .values({
      church: church.id,
      fund: values.fund ?? (await defaultFund(db, "BUILDING")),
      user,
      amount: "40.00",
      currency: "GHS",
      frequency: "MONTHLY",
      gateway: "sandbox",
      status: "ACTIVE",
      authorization: { token: "SANDBOX-AUTH-TEST" },
      donor_name: "A member",
      donor_email: "member@example.org",
      next_charge_on: "2099-01-01",
      ...values,
    })
    .returning();
  if (!row) throw new Error("standing gift not created");
  return row;
}

/** Access-matrix fixtures of the online gifts and the standing gifts. */
export const fixtures: Record<string, Fixture> = {
  "online-gifts": {
    owner: "church",
    make: async (db, church) => (await makeGiftPayment(db, church.id)).id,
    actions: {
      page: ({ church }) => ({ church: church.id }),
      give: async ({ db, church }) => ({
        church: church.id,
        fund: await defaultFund(db, "BUILDING"),
        amount: "50.00",
        gateway: "sandbox",
        name: "A guest",
        email: "guest@example.org",
      }),
      receipt: { reference: "GIV-UNKNOWN" },
    },
  },
  "recurring-gifts": {
    owner: "church",
    make: async (db, church) => (await makeStandingGift(db, church)).id,
    actions: { mine: {}, pause: {}, resume: {}, cancel: {} },
  },
};
