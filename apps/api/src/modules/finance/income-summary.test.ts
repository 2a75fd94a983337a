import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { defaultCategory, makeExpense, makeIncome } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

const URL = "/api/finance/income/";
let t: TestApp;
let plan: { id: number };
let TITHE: number;
let OFFERING: number;
let DONATION: number;

beforeAll(async () => {
  t = await startTestApp();
  plan = await makePlan(t.db, "all", { currency: "NGN" });
  TITHE = await defaultCategory(t.db, "TITHE");
  OFFERING = await defaultCategory(t.db, "OFFERING");
  DONATION = await defaultCategory(t.db, "DONATION");
});
afterAll(() => t.close());

/** A church on a plan with every feature, and its treasurer signed in. */
async function churchWithTreasurer() {
  const church = await makeChurch(t.db, undefined, { currency: "NGN" });
  await makeSubscription(t.db, church.id, plan.id);
  const { token } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
  return { church, token };
}

describe("summary", () => {
  it("totals per currency, category and month, exactly to the cent, beside the previous equal period", async () => {
    const { church, token } = await financeChurch(t);
    const other = await financeChurch(t);
    const add = (received_on: string, amount: string, category = TITHE, currency = "GHS") =>
      makeIncome(t.db, church.id, { received_on, amount, currency, category });
    await add("2025-01-05", "0.10");
    await add("2025-01-12", "0.20");
    await add("2025-01-19", "1234.56", OFFERING);
    await add("2025-02-02", "9999999999.99", DONATION);
    await add("2025-02-09", "0.01", OFFERING);
    await add("2025-02-16", "50.00", DONATION, "USD");
    // The previous two months: November and December 2024.
    await add("2024-12-29", "7.00");
    await add("2024-11-01", "3.00", OFFERING);
    await add("2024-10-31", "1000.00");
    await makeIncome(t.db, other.church.id, { received_on: "2025-01-05", amount: "5000.00" });
    // Expenses never count as income.
    await makeExpense(t.db, church.id, { spent_on: "2025-01-06", status: "APPROVED" });

    const res = await t.call({
      method: "GET",
      url: `${URL}summary/?received_on__gte=2025-01-01&received_on__lte=2025-02-28`,
      token: token("LOCAL_TREASURER"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      received_on__gte: "2025-01-01",
      received_on__lte: "2025-02-28",
      previous_from: "2024-11-01",
      previous_to: "2024-12-31",
      totals: [
        { currency: "GHS", total: "10000001234.86", count: 5, previous_total: "10.00", previous_count: 2 },
        { currency: "USD", total: "50.00", count: 1, previous_total: "0.00", previous_count: 0 },
      ],
      by_category: [
        {
          currency: "GHS",
          category: DONATION,
          category_name: "Donation",
          total: "9999999999.99",
          count: 1,
          previous_total: "0.00",
          previous_count: 0,
        },
        {
          currency: "GHS",
          category: OFFERING,
          category_name: "Offering",
          total: "1234.57",
          count: 2,
          previous_total: "3.00",
          previous_count: 1,
        },
        {
          currency: "GHS",
          category: TITHE,
          category_name: "Tithe",
          total: "0.30",
          count: 2,
          previous_total: "7.00",
          previous_count: 1,
        },
        {
          currency: "USD",
          category: DONATION,
          category_name: "Donation",
          total: "50.00",
          count: 1,
          previous_total: "0.00",
          previous_count: 0,
        },
      ],
      by_month: [
        { currency: "GHS", month: "2025-01", total: "1234.86", count: 3 },
        { currency: "GHS", month: "2025-02", total: "10000000000.00", count: 2 },
        { currency: "USD", month: "2025-02", total: "50.00", count: 1 },
      ],
      previous_by_month: [
        { currency: "GHS", month: "2024-11", total: "3.00", count: 1 },
        { currency: "GHS", month: "2024-12", total: "7.00", count: 1 },
      ],
    });

    // A range of days (not whole months) is compared with as many days before it.
    const days = (
      await t.call({
        method: "GET",
        url: `${URL}summary/?received_on__gte=2025-01-10&received_on__lte=2025-01-19`,
        token: token("LOCAL_TREASURER"),
      })
    ).json();
    expect(days).toMatchObject({
      previous_from: "2024-12-31",
      previous_to: "2025-01-09",
      totals: [{ currency: "GHS", total: "1234.76", count: 2, previous_total: "0.10", previous_count: 1 }],
    });

    const all = (
      await t.call({ method: "GET", url: `${URL}summary/`, token: token("LOCAL_TREASURER") })
    ).json();
    expect(all.received_on__gte).toBeNull();
    expect(all.previous_from).toBeNull();
    expect(all.totals[0]).toEqual({
      currency: "GHS",
      total: "10000002244.86",
      count: 8,
      previous_total: null,
      previous_count: null,
    });

    const wrongWay = await t.call({
      method: "GET",
      url: `${URL}summary/?received_on__gte=2025-03-01&received_on__lte=2025-02-01`,
      token: token("LOCAL_TREASURER"),
    });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json()).toHaveProperty("received_on__lte");
  });

  it("lets a national officer narrow the summary to one church, and is empty without income", async () => {
    const { church } = await churchWithTreasurer();
    await makeIncome(t.db, church.id, { amount: "12.34" });
    const { token } = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const one = (await t.call({ method: "GET", url: `${URL}summary/?church=${church.id}`, token })).json();
    expect(one.totals).toEqual([
      { currency: "GHS", total: "12.34", count: 1, previous_total: null, previous_count: null },
    ]);
    const empty = await churchWithTreasurer();
    const none = (await t.call({ method: "GET", url: `${URL}summary/`, token: empty.token })).json();
    expect(none).toEqual({
      received_on__gte: null,
      received_on__lte: null,
      previous_from: null,
      previous_to: null,
      totals: [],
      by_category: [],
      by_month: [],
      previous_by_month: [],
    });
  });
});
