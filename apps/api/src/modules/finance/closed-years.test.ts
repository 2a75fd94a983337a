import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { expenses, ministrySupport, regionalSupport } from "../../db/tables";
import { defaultCategory, makeExpense, makeSupport, makeYear } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

/**
 * A closed financial year keeps its books as they were: expenses and support payments dated in
 * it cannot be added, changed or deleted (income has its own test in income.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CLOSED = [
  "This date is in the financial year 2023, which is closed. A church admin can reopen the year to change its books.",
];

/** A church with a closed 2023 and a treasurer who may write its books. */
async function churchWithClosedYear() {
  const books = await financeChurch(t);
  await makeYear(t.db, books.church.id, {
    name: "2023",
    start_date: "2023-01-01",
    end_date: "2023-12-31",
    is_closed: true,
  });
  return books;
}

describe("a closed year", () => {
  it("refuses expenses dated in it: new, changed and deleted, and keeps them as they were", async () => {
    const { church, token, ids } = await churchWithClosedYear();
    const treasurer = token("LOCAL_TREASURER");
    const url = "/api/finance/expenses/";
    const created = await t.call({
      method: "POST",
      url,
      token: treasurer,
      payload: {
        category: await defaultCategory(t.db, "UTILITIES"),
        amount: "10.00",
        spent_on: "2023-04-04",
        payee: "Water Company",
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ spent_on: CLOSED });

    const old = await makeExpense(t.db, church.id, {
      submitted_by: ids.LOCAL_TREASURER,
      spent_on: "2023-06-06",
    });
    const changed = await t.call({
      method: "PATCH",
      url: `${url}${old.id}/`,
      token: treasurer,
      payload: { amount: "1.00" },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ spent_on: CLOSED });
    const deleted = await t.call({ method: "DELETE", url: `${url}${old.id}/`, token: treasurer });
    expect(deleted.statusCode).toBe(400);
    const [kept] = await t.db.select().from(expenses).where(eq(expenses.id, old.id));
    expect(kept).toMatchObject({ amount: "80.00", spent_on: "2023-06-06", status: "PENDING" });
  });

  for (const kind of ["ministry", "regional"] as const) {
    it(`refuses ${kind} support paid in it: new, changed and deleted, and keeps it as it was`, async () => {
      const { church, token, ids } = await churchWithClosedYear();
      const treasurer = token("LOCAL_TREASURER");
      const url = `/api/finance/${kind}-support/`;
      const created = await t.call({
        method: "POST",
        url,
        token: treasurer,
        payload: { period: "2023-10", amount: "5.00", paid_on: "2023-11-02" },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ paid_on: CLOSED });

      const old = await makeSupport(t.db, kind, church.id, {
        recorded_by: ids.LOCAL_TREASURER,
        period: "2023-08-01",
        paid_on: "2023-09-01",
      });
      const changed = await t.call({
        method: "PATCH",
        url: `${url}${old.id}/`,
        token: treasurer,
        payload: { amount: "1.00" },
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toEqual({ paid_on: CLOSED });
      const deleted = await t.call({ method: "DELETE", url: `${url}${old.id}/`, token: treasurer });
      expect(deleted.statusCode).toBe(400);
      const table = kind === "ministry" ? ministrySupport : regionalSupport;
      const [kept] = await t.db.select().from(table).where(eq(table.id, old.id));
      expect(kept).toMatchObject({ amount: "300.00", paid_on: "2023-09-01", status: "RECORDED" });
    });
  }
});
