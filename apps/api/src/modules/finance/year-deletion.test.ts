import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { databaseUrlFromEnv } from "../../config";
import { financialYears } from "../../db/tables";
import {
  defaultCategory,
  makeExpense,
  makeIncome,
  makeSupport,
  makeYear,
} from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

/** A financial year keeps the records dated in it: it cannot be deleted while it holds any. */
const URL = "/api/finance/financial-years/";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const yearExists = async (id: number) =>
  (await t.db.select().from(financialYears).where(eq(financialYears.id, id))).length === 1;

/** A church with a 2024 financial year, a treasurer and a church admin. */
async function churchWith2024() {
  const books = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
  const year = await makeYear(t.db, books.church.id, { start_date: "2024-01-01", end_date: "2024-12-31" });
  const remove = () =>
    t.call({ method: "DELETE", url: `${URL}${year.id}/`, token: books.token("LOCAL_ADMIN") });
  return { ...books, year, remove };
}

const holding = (kinds: string) => ({
  code: "in_use",
  detail: `The financial year 2024 holds ${kinds} dated within it, so it cannot be deleted.`,
});

describe("deleting a financial year", () => {
  const records: [string, (church: number) => Promise<unknown>][] = [
    ["income", (church) => makeIncome(t.db, church, { received_on: "2024-03-03" })],
    ["expenses", (church) => makeExpense(t.db, church, { spent_on: "2024-12-31" })],
    [
      "ministry support",
      (church) => makeSupport(t.db, "ministry", church, { period: "2024-01-01", paid_on: "2024-01-01" }),
    ],
    [
      "regional support",
      (church) => makeSupport(t.db, "regional", church, { period: "2024-06-01", paid_on: "2024-06-20" }),
    ],
  ];
  for (const [kind, make] of records) {
    it(`is refused while it holds ${kind}, and the year stays`, async () => {
      const { church, year, remove } = await churchWith2024();
      await make(church.id);
      const res = await remove();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(holding(kind));
      expect(await yearExists(year.id)).toBe(true);
    });
  }

  it("names every kind it holds; records of other dates or churches do not count", async () => {
    const { church, year, remove } = await churchWith2024();
    const other = await financeChurch(t);
    await makeIncome(t.db, other.church.id, { received_on: "2024-05-05" });
    await makeIncome(t.db, church.id, { received_on: "2025-01-01" });
    await makeExpense(t.db, church.id, { spent_on: "2023-12-31" });
    expect((await remove()).statusCode).toBe(204);
    expect(await yearExists(year.id)).toBe(false);
    const again = await churchWith2024();
    await makeIncome(t.db, again.church.id, { received_on: "2024-02-02" });
    await makeExpense(t.db, again.church.id, { spent_on: "2024-02-03" });
    expect((await again.remove()).json()).toEqual(holding("income and expenses"));
  });

  it("a closed year reopened still keeps its records", async () => {
    const { church, year, token, remove } = await churchWith2024();
    await makeIncome(t.db, church.id, { received_on: "2024-08-08" });
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: "PATCH", url: `${URL}${year.id}/`, token: token("LOCAL_ADMIN"), payload });
    expect((await patch({ is_closed: true })).statusCode).toBe(200);
    expect((await patch({ is_closed: false })).statusCode).toBe(200);
    expect((await remove()).json()).toEqual(holding("income"));
    expect(await yearExists(year.id)).toBe(true);
  });

  // Two transactions side by side need two connections: PGlite has one, so this runs in the
  // PostgreSQL pass of the API tests (DATABASE_URL set), as CI does.
  if (databaseUrlFromEnv()) {
    it("waits for a record being written in its dates, then refuses", async () => {
      const { year, token, remove } = await churchWith2024();
      const category = await defaultCategory(t.db, "OFFERING");
      let written: ReturnType<TestApp["call"]> | undefined;
      let deleted: ReturnType<TestApp["call"]> | undefined;
      await t.db.transaction(async (tx) => {
        // Audit rows wait until this transaction ends, so the income's write stops just before its end.
        await tx.execute(sql`lock table audit_logs in share row exclusive mode`);
        written = t.call({
          method: "POST",
          url: "/api/finance/income/",
          token: token("LOCAL_TREASURER"),
          payload: { category, amount: "40.00", received_on: "2024-09-09" },
        });
        await waitForLockWaiters(1);
        deleted = remove();
        await waitForLockWaiters(2);
      });
      expect((await written)?.statusCode).toBe(201);
      const refused = await deleted;
      expect(refused?.statusCode).toBe(409);
      expect(refused?.json()).toEqual(holding("income"));
      expect(await yearExists(year.id)).toBe(true);
    });
  }
});

/** Polls PostgreSQL until `count` statements of this database wait for a lock (a state, not a time). */
async function waitForLockWaiters(count: number) {
  for (let round = 0; round < 5_000; round++) {
    const result = await t.db.execute(
      sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
          where not l.granted and d.datname = current_database()`,
    );
    const [row] = (result as unknown as { rows: { n: number }[] }).rows;
    if ((row?.n ?? 0) >= count) return;
  }
  throw new Error(`fewer than ${count} statements ever waited for a lock`);
}
