import { addDays } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { expenses, financialYears, income, ministrySupport, regionalSupport } from "../../db/tables";
import { defaultCategory } from "./finance.fixtures.test-support";
import { DEMO_INCOME_WEEKS, seedDemoFinance } from "./finance.seed";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("gives two churches two years of books, and the others four months of Sunday income", async () => {
  const [grace, bethel, small] = [await makeChurch(t.db), await makeChurch(t.db), await makeChurch(t.db)];
  const today = "2026-03-18"; // a Wednesday
  await seedDemoFinance(t.db, [grace.id, bethel.id, small.id], today);
  const TITHE = await defaultCategory(t.db, "TITHE");
  const OFFERING = await defaultCategory(t.db, "OFFERING");
  const sundays = (rows: (typeof income.$inferSelect)[], category: number) =>
    new Set(rows.filter((r) => r.category === category).map((r) => r.received_on)).size;

  for (const church of [grace, bethel]) {
    const rows = await t.db.select().from(income).where(eq(income.church, church.id));
    expect(sundays(rows, TITHE)).toBe(104);
    expect(sundays(rows, OFFERING)).toBe(104);
    expect(rows.every((r) => r.received_on <= today && r.received_on > addDays(today, -7 * 105))).toBe(true);
    expect(rows.every((r) => r.currency === "GHS" && /^\d+\.\d{2}$/.test(r.amount))).toBe(true);
    const years = await t.db.select().from(financialYears).where(eq(financialYears.church, church.id));
    expect(years.map((y) => [y.name, y.is_current, y.is_closed])).toEqual([
      ["2024", false, true],
      ["2025", false, true],
      ["2026", true, false],
    ]);
    const spent = await t.db.select().from(expenses).where(eq(expenses.church, church.id));
    const statuses = new Set(spent.map((e) => e.status));
    expect([...statuses].sort()).toEqual(["APPROVED", "PENDING", "REJECTED"]);
    expect(spent.every((e) => e.spent_on <= today)).toBe(true);
    const ministry = await t.db.select().from(ministrySupport).where(eq(ministrySupport.church, church.id));
    const regional = await t.db.select().from(regionalSupport).where(eq(regionalSupport.church, church.id));
    // Monthly, with some months missing.
    expect(ministry.length).toBeGreaterThan(12);
    expect(ministry.length).toBeLessThan(24);
    expect(new Set(ministry.map((m) => m.status))).toEqual(new Set(["CONFIRMED", "RECORDED"]));
    expect(regional.some((r) => r.status === "DISPUTED" && r.dispute_note)).toBe(true);
  }
  const few = await t.db.select().from(income).where(eq(income.church, small.id));
  expect(sundays(few, TITHE)).toBe(DEMO_INCOME_WEEKS);
  expect(await t.db.select().from(expenses).where(eq(expenses.church, small.id))).toEqual([]);
  const latest = await t.db.select().from(income).where(eq(income.received_on, "2026-03-15"));
  expect(latest.length).toBeGreaterThanOrEqual(9); // the last Sunday: tithes and offerings of all three
});
