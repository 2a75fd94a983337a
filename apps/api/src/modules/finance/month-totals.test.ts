import { addDays, todayIso } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, expenses, income } from "../../db/tables";
import { defaultCategory, makeExpense, makeIncome } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Line = { key: string; total: string; entries: number };
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Line[] }).rows
    .map((r) => ({ ...r, entries: Number(r.entries) }))
    .sort((x, y) => x.key.localeCompare(y.key));

/** The month totals as the triggers keep them, with empty rows left out. */
const kept = () =>
  rowsOf(sql`
    select concat_ws('|', 'c', church_id, kind, month, category_id, currency) as key, total::text as total, entries
    from finance_church_month_totals where entries <> 0
    union all
    select concat_ws('|', 'r', region_id, kind, month, category_id, currency), total::text, entries
    from finance_region_month_totals where entries <> 0`);

/** The same sums computed from the rows themselves. */
const recomputed = () =>
  rowsOf(sql`
    with sums as (
      select church_id, 'INCOME' as kind, date_trunc('month', received_on)::date as month, category_id, currency, amount
      from income
      union all
      select church_id, 'EXPENSE', date_trunc('month', spent_on)::date, category_id, currency, amount
      from expenses where status = 'APPROVED')
    select concat_ws('|', 'c', church_id, kind, month, category_id, currency) as key,
      sum(amount)::numeric(18, 2)::text as total, count(*) as entries
    from sums group by church_id, kind, month, category_id, currency
    union all
    select concat_ws('|', 'r', c.region_id, kind, month, category_id, sums.currency),
      sum(amount)::numeric(18, 2)::text, count(*)
    from sums join churches c on c.id = sums.church_id group by c.region_id, kind, month, category_id, sums.currency`);

const expectExact = async () => expect(await kept()).toEqual(await recomputed());

describe("month totals", () => {
  it("stay exact through the API's creates, changes, approvals and deletes", async () => {
    const { church, token } = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const TITHE = await defaultCategory(t.db, "TITHE");
    const OFFERING = await defaultCategory(t.db, "OFFERING");
    const UTILITIES = await defaultCategory(t.db, "UTILITIES");
    const day = (n: number) => addDays(todayIso(), -n);
    const post = async (
      url: string,
      payload: Record<string, unknown>,
      who: "LOCAL_TREASURER" | "LOCAL_ADMIN" = "LOCAL_TREASURER",
    ) => {
      const res = await t.call({ method: "POST", url, token: token(who), payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    const first = await post("/api/finance/income/", {
      amount: "100.10",
      category: TITHE,
      received_on: day(40),
    });
    await post("/api/finance/income/", { amount: "0.01", category: OFFERING, received_on: day(1) });
    await expectExact();
    await t.call({
      method: "PATCH",
      url: `/api/finance/income/${first.id}/`,
      token: token("LOCAL_TREASURER"),
      payload: { amount: "99.99", category: OFFERING, received_on: day(2) },
    });
    await t.call({
      method: "PATCH",
      url: `/api/finance/income/${first.id}/`,
      token: token("LOCAL_TREASURER"),
      payload: { description: "moved" },
    });
    await expectExact();
    const spent = await post("/api/finance/expenses/", {
      amount: "45.45",
      category: UTILITIES,
      payee: "ECG",
      spent_on: day(3),
    });
    await expectExact();
    await post(`/api/finance/expenses/${spent.id}/approve/`, {}, "LOCAL_ADMIN");
    await expectExact();
    const rejected = await post("/api/finance/expenses/", {
      amount: "5.00",
      category: UTILITIES,
      payee: "ECG",
    });
    await post(`/api/finance/expenses/${rejected.id}/reject/`, { reason: "no" }, "LOCAL_ADMIN");
    await t.call({
      method: "DELETE",
      url: `/api/finance/income/${first.id}/`,
      token: token("LOCAL_TREASURER"),
    });
    await expectExact();
    const totals = await kept();
    expect(
      totals
        .filter((l) => l.key.startsWith(`c|${church.id}|`))
        .map((l) => l.total)
        .sort(),
    ).toEqual(["0.01", "45.45"]);
  });

  it("stay exact through direct writes, a church moving region and a church being deleted", async () => {
    const r1 = await makeRegion(t.db);
    const r2 = await makeRegion(t.db);
    const a = await makeChurch(t.db, r1.id);
    const b = await makeChurch(t.db, r1.id);
    for (const church of [a, b]) {
      await makeIncome(t.db, church.id, { received_on: "2025-01-31", amount: "10.00" });
      await makeIncome(t.db, church.id, { received_on: "2025-02-01", amount: "20.00", currency: "USD" });
      await makeExpense(t.db, church.id, { spent_on: "2025-01-15", amount: "3.00", status: "APPROVED" });
    }
    await t.db
      .update(income)
      .set({ amount: sql`${income.amount} * 2` })
      .where(eq(income.church, a.id));
    await t.db.update(expenses).set({ status: "REJECTED" }).where(eq(expenses.church, b.id));
    await expectExact();
    await t.db.update(churches).set({ region: r2.id }).where(eq(churches.id, a.id));
    await expectExact();
    await t.db.delete(churches).where(eq(churches.id, b.id));
    await expectExact();
    const regionRows = (await kept()).filter((l) => l.key.startsWith(`r|${r1.id}|`));
    expect(regionRows).toEqual([]);
  });

  it("stay exact under many concurrent writes, and match a rebuild from the rows", async () => {
    const { church, token } = await financeChurch(t);
    const OFFERING = await defaultCategory(t.db, "OFFERING");
    const writes = Array.from({ length: 40 }, (_, i) =>
      t.call({
        method: "POST",
        url: "/api/finance/income/",
        token: token("LOCAL_TREASURER"),
        payload: {
          amount: `${i + 1}.${String(i).padStart(2, "0")}`,
          category: OFFERING,
          received_on: addDays(todayIso(), -(i % 3)),
        },
      }),
    );
    expect((await Promise.all(writes)).every((r) => r.statusCode === 201)).toBe(true);
    await expectExact();
    const before = await kept();
    await t.db.execute(sql`select finance_month_totals_rebuild()`);
    expect(await kept()).toEqual(before);
    const officer = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const summary = await t.call({
      method: "GET",
      url: `/api/finance/income/summary/?church=${church.id}`,
      token: officer.token,
    });
    // 1.00 + 2.01 + ... + 40.39: 820 whole units and 780 hundredths.
    expect(summary.json().totals[0]).toMatchObject({ total: "827.80", count: 40 });
  });
});
