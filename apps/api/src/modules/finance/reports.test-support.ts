import { expect } from "vitest";
import { makeRegion, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import {
  defaultCategory,
  makeExpense,
  makeIncome,
  makeSupport,
  makeYear,
} from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

export const REPORT_URL = "/api/finance/reports/generate-report/";
type FinanceChurch = Awaited<ReturnType<typeof financeChurch>>;

/**
 * What the report tests read: churches a and b in one region (its rates 10 % and 5 %), c in
 * another, a's financial year 2025, two years of their income, expenses and support, a super
 * admin and the region's treasurer.
 */
export async function reportBooks(t: TestApp) {
  const region = await makeRegion(t.db);
  const a = await financeChurch(t, { region: region.id, roles: ["LOCAL_TREASURER"] });
  const b = await financeChurch(t, { region: region.id });
  const c = await financeChurch(t);
  const TITHE = await defaultCategory(t.db, "TITHE");
  const OFFERING = await defaultCategory(t.db, "OFFERING");
  const DONATION = await defaultCategory(t.db, "DONATION");
  const UTILITIES = await defaultCategory(t.db, "UTILITIES");
  const TRANSPORT = await defaultCategory(t.db, "TRANSPORT");
  const OFFICE = await defaultCategory(t.db, "OFFICE");
  const yearA = await makeYear(t.db, a.church.id, {
    start_date: "2025-01-01",
    end_date: "2025-12-31",
    name: "2025",
  });
  const income = (church: FinanceChurch, received_on: string, amount: string, category: number) =>
    makeIncome(t.db, church.church.id, { received_on, amount, category });
  const spent = (
    church: FinanceChurch,
    spent_on: string,
    amount: string,
    category: number,
    status = "APPROVED" as const,
  ) => makeExpense(t.db, church.church.id, { spent_on, amount, category, status });
  await income(a, "2025-01-05", "1000.00", TITHE);
  await income(a, "2025-06-15", "500.50", TITHE);
  await income(a, "2025-03-02", "200.25", OFFERING);
  await income(a, "2025-12-31", "99.99", DONATION);
  await income(a, "2024-05-05", "800.00", TITHE);
  await income(a, "2024-12-31", "100.00", OFFERING);
  await spent(a, "2025-02-10", "300.00", UTILITIES);
  await spent(a, "2025-07-01", "45.55", TRANSPORT);
  await makeExpense(t.db, a.church.id, { spent_on: "2025-04-01", amount: "999.00", status: "PENDING" });
  await makeExpense(t.db, a.church.id, { spent_on: "2025-04-02", amount: "50.00", status: "REJECTED" });
  await spent(a, "2024-03-03", "100.00", UTILITIES);
  await income(b, "2025-04-04", "400.00", TITHE);
  await spent(b, "2025-05-05", "20.00", OFFICE);
  await income(c, "2025-08-08", "10000.00", TITHE);
  await makeSupport(t.db, "ministry", a.church.id, {
    period: "2025-01-01",
    amount: "150.00",
    status: "CONFIRMED",
  });
  await makeSupport(t.db, "ministry", a.church.id, { period: "2025-02-01", amount: "20.00" });
  await makeSupport(t.db, "regional", a.church.id, { period: "2025-01-01", amount: "80.00" });
  await makeSupport(t.db, "ministry", a.church.id, {
    period: "2026-01-01",
    amount: "5.00",
    paid_on: "2025-12-30",
  });
  const superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  const regionalOfficer = (await signedInUser(t, { role: "REGIONAL_TREASURER", church: a.church })).token;
  // The region expects 10 % as ministry support and 5 % as regional support.
  const rate = await t.call({
    method: "POST",
    url: "/api/finance/remittance-rates/",
    token: superAdmin,
    payload: { region: region.id, ministry_percent: "10", regional_percent: 5 },
  });
  expect(rate.statusCode, rate.body).toBe(201);
  return { region, a, b, c, yearA, superAdmin, regionalOfficer };
}

/** A report as the page reads it, which must be answered. */
export async function readReport(t: TestApp, token: string, query: string) {
  const res = await t.call({ method: "GET", url: `${REPORT_URL}?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
