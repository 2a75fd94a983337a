import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { donations, financeCategories, funds, givingBatches, givingStatementMailings } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";

const ids = new Map<string, number>();

async function idByCode(db: Db, table: typeof funds | typeof financeCategories, code: string, key: string) {
  const known = ids.get(key);
  if (known) return known;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no default ${key}`);
  ids.set(key, row.id);
  return row.id;
}

/** The id of a national default fund by its code (TITHE, OFFERING, BUILDING, MISSIONS, WELFARE). */
export const defaultFund = (db: Db, code: string) => idByCode(db, funds, code, `fund:${code}`);
/** The id of a national default income category by its code. */
export const incomeCategory = (db: Db, code: string) =>
  idByCode(db, financeCategories, code, `category:${code}`);

/** A count of a church (OPEN, last Sunday's, 100.00 GHS expected unless told otherwise). */
export async function makeBatch(
  db: Db,
  church: number,
  values: Partial<typeof givingBatches.$inferInsert> = {},
) {
  const [row] = await db
    .insert(givingBatches)
    .values({
      church,
      service_date: addDays(todayIso(), -7),
      expected_total: "100.00",
      currency: "GHS",
      ...values,
    })
    .returning();
  if (!row) throw new Error("batch not created");
  return row;
}

/** A gift in a count (an anonymous offering of 100.00 GHS unless told otherwise). */
export async function makeDonation(
  db: Db,
  church: number,
  values: Partial<typeof donations.$inferInsert> = {},
) {
  const batch = values.batch ?? (await makeBatch(db, church)).id;
  const [row] = await db
    .insert(donations)
    .values({
      church,
      batch,
      fund: values.fund ?? (await defaultFund(db, "OFFERING")),
      amount: "100.00",
      currency: "GHS",
      given_on: addDays(todayIso(), -7),
      ...values,
    })
    .returning();
  if (!row) throw new Error("donation not created");
  return row;
}

/** Access-matrix fixtures of giving's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  funds: {
    owner: "church",
    make: async (db, church) => {
      const [row] = await db
        .insert(funds)
        .values({
          church: church.id,
          name: unique("Youth camp"),
          income_category: await incomeCategory(db, "DONATION"),
        })
        .returning();
      return row?.id ?? 0;
    },
    body: async (db, church) => ({
      church: church.id,
      name: unique("Harvest fund"),
      income_category: await incomeCategory(db, "FUNDRAISING"),
    }),
    updateBody: () => ({ name: unique("Choir fund"), income_category: ids.get("category:FUNDRAISING") ?? 1 }),
  },
  "giving-batches": {
    owner: "church",
    make: async (db, church) => (await makeBatch(db, church.id)).id,
    body: (_db, church) => ({
      church: church.id,
      service_date: addDays(todayIso(), -1),
      expected_total: "350.00",
    }),
    updateBody: () => ({ service_date: addDays(todayIso(), -1), expected_total: "360.00" }),
    actions: { submit: {}, confirm: {}, reopen: {} },
  },
  donations: {
    owner: "church",
    make: async (db, church) => (await makeDonation(db, church.id)).id,
    body: async (db, church) => ({
      batch: (await makeBatch(db, church.id)).id,
      fund: await defaultFund(db, "TITHE"),
      amount: "50.00",
    }),
    updateBody: () => ({ fund: ids.get("fund:OFFERING") ?? 1, amount: "55.00" }),
    actions: { reverse: { reason: "Entered twice" }, mine: {}, report: {} },
  },
  "giving-statements": {
    owner: "church",
    make: async (db, church) => {
      const donor = await makeMember(db, church.id);
      const [row] = await db
        .insert(givingStatementMailings)
        .values({
          church: church.id,
          year: 2025,
          donor: `member:${donor.id}`,
          member: donor.id,
          donor_name: "Abena Donor",
          to: "abena@example.org",
        })
        .returning();
      return row?.id ?? 0;
    },
    actions: {
      statement: async ({ db, church }) => ({ member: (await makeMember(db, church.id)).id, year: 2025 }),
      mine: { year: 2025 },
      archive: { year: 2025 },
      send: ({ church }) => ({ year: 2025, church: church.id }),
    },
  },
};
