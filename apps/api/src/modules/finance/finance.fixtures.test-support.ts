import { addDays, type DefaultExpenseCode, type DefaultIncomeCode, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { makeUser, unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import {
  expenses,
  financeCategories,
  financeReports,
  financialYears,
  income,
  ministrySupport,
  regionalSupport,
  remittanceRates,
} from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const ids = new Map<string, number>();

/** The id of a national default category by its code (TITHE, OFFERING, UTILITIES...). */
export async function defaultCategory(db: Db, code: DefaultIncomeCode | DefaultExpenseCode): Promise<number> {
  const known = ids.get(code);
  if (known) return known;
  const [row] = await db.select().from(financeCategories).where(eq(financeCategories.code, code));
  if (!row) throw new Error(`no default category ${code}`);
  ids.set(code, row.id);
  return row.id;
}

/** A category of a church's own. */
export async function makeCategory(
  db: Db,
  church: number,
  values: Partial<typeof financeCategories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(financeCategories)
    .values({ church, name: unique("Harvest"), kind: "INCOME", ...values })
    .returning();
  if (!row) throw new Error("category not created");
  return row;
}

/** An income record of a church (an offering of 250.00 GHS a week ago unless told otherwise). */
export async function makeIncome(db: Db, church: number, values: Partial<typeof income.$inferInsert> = {}) {
  const [row] = await db
    .insert(income)
    .values({
      church,
      amount: "250.00",
      currency: "GHS",
      received_on: addDays(todayIso(), -7),
      category: values.category ?? (await defaultCategory(db, "OFFERING")),
      ...values,
    })
    .returning();
  if (!row) throw new Error("income not created");
  return row;
}

/** An expense of a church (PENDING utilities of 80.00 GHS three days ago unless told otherwise). */
export async function makeExpense(
  db: Db,
  church: number,
  values: Partial<typeof expenses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(expenses)
    .values({
      church,
      amount: "80.00",
      currency: "GHS",
      spent_on: addDays(todayIso(), -3),
      payee: "Electricity Company",
      category: values.category ?? (await defaultCategory(db, "UTILITIES")),
      ...values,
    })
    .returning();
  if (!row) throw new Error("expense not created");
  return row;
}

/** A financial year of a church (the calendar year of a date unless told otherwise). */
export async function makeYear(
  db: Db,
  church: number,
  values: Partial<typeof financialYears.$inferInsert> = {},
) {
  const year = (values.start_date ?? todayIso()).slice(0, 4);
  const [row] = await db
    .insert(financialYears)
    .values({ church, name: year, start_date: `${year}-01-01`, end_date: `${year}-12-31`, ...values })
    .returning();
  if (!row) throw new Error("year not created");
  return row;
}

/** A support payment of a church for last month. */
export async function makeSupport(
  db: Db,
  kind: "ministry" | "regional",
  church: number,
  values: Partial<typeof ministrySupport.$inferInsert> = {},
) {
  const table = kind === "ministry" ? ministrySupport : regionalSupport;
  const [row] = await db
    .insert(table)
    .values({
      church,
      period: `${addDays(`${todayIso().slice(0, 7)}-01`, -1).slice(0, 7)}-01`,
      amount: "300.00",
      currency: "GHS",
      paid_on: addDays(todayIso(), -2),
      ...values,
    })
    .returning();
  if (!row) throw new Error("support not created");
  return row;
}

const lastMonth = () => addDays(`${todayIso().slice(0, 7)}-01`, -1).slice(0, 7);
const supportFixture = (kind: "ministry" | "regional"): Fixture => ({
  owner: "church",
  make: async (db, church) => (await makeSupport(db, kind, church.id)).id,
  body: (_db, church) => ({ church: church.id, period: lastMonth(), amount: "150.00", currency: "GHS" }),
  updateBody: () => ({ period: lastMonth(), amount: "175.00", currency: "GHS" }),
  actions: {
    confirm: {},
    dispute: { note: "The bank statement shows a different amount." },
    "church-summary": {},
    "region-summary": {},
  },
});

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  income: {
    owner: "church",
    make: async (db, church) => (await makeIncome(db, church.id)).id,
    body: async (db, church) => ({
      church: church.id,
      amount: "120.50",
      category: await defaultCategory(db, "TITHE"),
      currency: "GHS",
    }),
    updateBody: () => ({ amount: "80.00", category: ids.get("TITHE") ?? 1, currency: "GHS" }),
    actions: { summary: {}, totals: {}, export: { format: "xlsx" } },
  },
  expenses: {
    owner: "church",
    make: async (db, church) => (await makeExpense(db, church.id)).id,
    body: async (db, church) => ({
      church: church.id,
      amount: "45.00",
      category: await defaultCategory(db, "TRANSPORT"),
      payee: "Taxi",
    }),
    updateBody: () => ({ amount: "46.00", category: ids.get("TRANSPORT") ?? 1, payee: "Taxi" }),
    actions: {
      approve: {},
      reject: { reason: "No receipt" },
      receipt: {},
      "upload-receipt": {},
      "summary-by-category": {},
      totals: {},
      export: { format: "csv" },
    },
  },
  "financial-years": {
    owner: "church",
    make: async (db, church) =>
      (await makeYear(db, church.id, { start_date: "2019-01-01", end_date: "2019-12-31" })).id,
    body: (_db, church) => ({
      church: church.id,
      name: unique("FY"),
      start_date: "2031-01-01",
      end_date: "2031-12-31",
    }),
    updateBody: () => ({ name: "2019", start_date: "2019-01-01", end_date: "2019-12-31" }),
    actions: { current: {} },
  },
  "finance-categories": {
    owner: "church",
    make: async (db, church) => (await makeCategory(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, name: unique("Building fund"), kind: "INCOME" }),
    updateBody: () => ({ name: unique("Harvest") }),
    actions: { income_categories: {}, expense_categories: {} },
  },
  "ministry-support": supportFixture("ministry"),
  "regional-support": supportFixture("regional"),
  "remittance-rates": {
    owner: "region",
    make: async (db, church) => {
      const [row] = await db
        .insert(remittanceRates)
        .values({ region: church.region, ministry_percent: "10.00", regional_percent: "5.00" })
        .onConflictDoUpdate({ target: remittanceRates.region, set: { regional_percent: "5.00" } })
        .returning();
      return row?.id ?? 0;
    },
    body: (_db, church) => ({ region: church.region, ministry_percent: "12.5" }),
    updateBody: () => ({ ministry_percent: "11.00", regional_percent: "6.00" }),
  },
  "finance-reports": {
    owner: "church",
    make: async (db, church) => {
      const user = await makeUser(db, { role: "LOCAL_TREASURER", church });
      const [row] = await db
        .insert(financeReports)
        .values({
          report: "income_statement",
          scope: "church",
          church: church.id,
          date_from: "2025-01-01",
          date_to: "2025-12-31",
          format: "pdf",
          generated_by: user.id,
        })
        .returning();
      return row?.id ?? 0;
    },
    actions: { "generate-report": { report: "income_statement", format: "pdf" } },
  },
};
