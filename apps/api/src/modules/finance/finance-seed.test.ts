import { addDays } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { DEMO_INCOME_WEEKS, seedDemoIncome } from "../../db/seed/finance.seed";
import { income } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("gives each demo church weekly tithes and offerings, some donations, none in the future", async () => {
  const big = await makeChurch(t.db);
  const small = await makeChurch(t.db);
  const today = "2026-03-18"; // a Wednesday
  await seedDemoIncome(t.db, [big.id, small.id], today);
  for (const church of [big, small]) {
    const rows = await t.db.select().from(income).where(eq(income.church, church.id));
    const sundays = (category: string) =>
      new Set(rows.filter((r) => r.category === category).map((r) => r.received_on)).size;
    expect(sundays("TITHE")).toBe(DEMO_INCOME_WEEKS);
    expect(sundays("OFFERING")).toBe(DEMO_INCOME_WEEKS);
    expect(rows.filter((r) => r.category === "DONATION").length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.category === "FUNDRAISING")).toBe(true);
    expect(
      rows.every((r) => r.received_on <= today && r.received_on > addDays(today, -7 * DEMO_INCOME_WEEKS)),
    ).toBe(true);
    expect(
      rows.every((r) => r.currency === "GHS" && /^\d+\.\d{2}$/.test(r.amount) && Number(r.amount) > 0),
    ).toBe(true);
  }
  const latest = await t.db.select().from(income).where(eq(income.received_on, "2026-03-15"));
  expect(latest.length).toBeGreaterThanOrEqual(6); // the last Sunday: tithes and offerings of both
});
