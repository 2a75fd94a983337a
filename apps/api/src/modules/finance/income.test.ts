import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { income } from "../../db/tables";
import { makeIncome } from "./finance.fixtures.test-support";

const URL = "/api/finance/income/";
let t: TestApp;
let plan: { id: number };
const today = todayIso();

beforeAll(async () => {
  t = await startTestApp();
  // Priced in naira, so a currency taken from the plan cannot be mistaken for a constant.
  plan = await makePlan(t.db, "all", { currency: "NGN" });
});
afterAll(() => t.close());

/** A church on a plan with every feature, and its treasurer signed in. */
async function churchWithTreasurer(region?: number) {
  const church = await makeChurch(t.db, region);
  await makeSubscription(t.db, church.id, plan.id);
  const { user, token } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
  return { church, user, token };
}

describe("recording income", () => {
  it("records the amount exactly, in the signed-in user's church, currency and name", async () => {
    const { church, user, token } = await churchWithTreasurer();
    const res = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: {
        amount: "1234.56",
        category: "TITHE",
        payment_method: "MOBILE_MONEY",
        received_on: addDays(today, -2),
        description: "Sunday tithes",
        reference: "MOMO-778",
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      church: church.id,
      amount: "1234.56",
      currency: "NGN",
      category: "TITHE",
      payment_method: "MOBILE_MONEY",
      received_on: addDays(today, -2),
      description: "Sunday tithes",
      reference: "MOMO-778",
      recorded_by: user.id,
    });
    const [stored] = await t.db.select().from(income).where(eq(income.id, body.id));
    expect(stored?.amount).toBe("1234.56");
    const again = await t.call({ method: "GET", url: `${URL}${body.id}/`, token });
    expect(again.json().amount).toBe("1234.56");
  });

  it("accepts a number or a whole amount and stores two decimal places", async () => {
    const { token } = await churchWithTreasurer();
    const post = (amount: unknown) =>
      t.call({ method: "POST", url: URL, token, payload: { amount, category: "OFFERING", currency: "ghs" } });
    const asNumber = await post(99.9);
    expect(asNumber.statusCode).toBe(201);
    expect(asNumber.json()).toMatchObject({
      amount: "99.90",
      currency: "GHS",
      received_on: today,
      payment_method: "CASH",
    });
    expect((await post("  1500 ")).json().amount).toBe("1500.00");
    expect((await post(1000000000)).json().amount).toBe("1000000000.00");
  });

  it("refuses zero, negative, over-precise, oversized and malformed amounts", async () => {
    const { token } = await churchWithTreasurer();
    const amountError = async (amount: unknown) => {
      const res = await t.call({ method: "POST", url: URL, token, payload: { amount, category: "TITHE" } });
      expect(res.statusCode, `amount ${JSON.stringify(amount)}`).toBe(400);
      return res.json().amount?.[0];
    };
    expect(await amountError("0")).toBe("The amount must be more than zero.");
    expect(await amountError(0)).toBe("The amount must be more than zero.");
    expect(await amountError("0.00")).toBe("The amount must be more than zero.");
    expect(await amountError("-5.00")).toBe("The amount must be more than zero.");
    expect(await amountError(-5)).toBe("The amount must be more than zero.");
    expect(await amountError("10.005")).toBe("Enter the amount with at most two decimal places.");
    expect(await amountError(10.005)).toBe("Enter the amount with at most two decimal places.");
    expect(await amountError("1000000000.01")).toBe("The amount cannot be more than 1000000000.00.");
    expect(await amountError("12,50")).toBe("Enter an amount such as 1250.00.");
    expect(await amountError("1e3")).toBe("Enter an amount such as 1250.00.");
    expect(await amountError(null)).toBeTruthy();
    expect(await t.db.select().from(income).where(eq(income.amount, "10.01"))).toEqual([]);
  });

  it("refuses a future date, an unknown category or field, and a bad currency", async () => {
    const { token } = await churchWithTreasurer();
    const post = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: URL,
        token,
        payload: { amount: "10.00", category: "TITHE", ...payload },
      });
    const future = await post({ received_on: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ received_on: ["The date received cannot be in the future."] });
    expect((await post({ received_on: today })).statusCode).toBe(201);
    expect((await post({ category: "SALARY" })).json()).toHaveProperty("category");
    expect((await post({ payment_method: "BARTER" })).json()).toHaveProperty("payment_method");
    expect((await post({ currency: "CEDI" })).json()).toHaveProperty("currency");
    const unknown = await post({ recorded_by: 1 });
    expect(unknown.statusCode).toBe(400);
  });

  it("asks for the currency when the church has no plan to take it from", async () => {
    const church = await makeChurch(t.db);
    const { token } = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const payload = { church: church.id, amount: "50.00", category: "DONATION" };
    const res = await t.call({ method: "POST", url: URL, token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("currency");
    const named = await t.call({ method: "POST", url: URL, token, payload: { ...payload, currency: "USD" } });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ church: church.id, currency: "USD" });
  });
});

describe("changing income", () => {
  it("updates the amount exactly, keeps the recorder and never moves it to another church", async () => {
    const { church, user, token } = await churchWithTreasurer();
    const created = (
      await t.call({ method: "POST", url: URL, token, payload: { amount: "20.00", category: "PLEDGE" } })
    ).json();
    const { token: admin } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const patched = await t.call({
      method: "PATCH",
      url: `${URL}${created.id}/`,
      token: admin,
      payload: { amount: "0.10" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ amount: "0.10", currency: "NGN", recorded_by: user.id });
    const other = await makeChurch(t.db);
    const moved = await t.call({
      method: "PATCH",
      url: `${URL}${created.id}/`,
      token: admin,
      payload: { church: other.id },
    });
    expect(moved.statusCode).toBe(400);
    const future = await t.call({
      method: "PATCH",
      url: `${URL}${created.id}/`,
      token: admin,
      payload: { received_on: addDays(today, 3) },
    });
    expect(future.statusCode).toBe(400);
    const [stored] = await t.db.select().from(income).where(eq(income.id, created.id));
    expect(stored).toMatchObject({ church: church.id, amount: "0.10", received_on: today });
    const gone = await t.call({ method: "DELETE", url: `${URL}${created.id}/`, token: admin });
    expect(gone.statusCode).toBe(204);
  });

  it("lets a member read nothing and a secretary read but not write", async () => {
    const { church } = await churchWithTreasurer();
    const row = await makeIncome(t.db, church.id);
    const { token: member } = await signedInUser(t, { role: "MEMBER", church });
    expect((await t.call({ method: "GET", url: URL, token: member })).statusCode).toBe(403);
    const { token: viewer } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    expect((await t.call({ method: "GET", url: `${URL}${row.id}/`, token: viewer })).statusCode).toBe(200);
    const res = await t.call({
      method: "PATCH",
      url: `${URL}${row.id}/`,
      token: viewer,
      payload: { amount: "1.00" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("listing income", () => {
  it("shows only the church's own income, newest first, with filters and search", async () => {
    const { church, token } = await churchWithTreasurer();
    const other = await churchWithTreasurer();
    const older = await makeIncome(t.db, church.id, { received_on: addDays(today, -40), amount: "900.00" });
    const newer = await makeIncome(t.db, church.id, {
      received_on: addDays(today, -1),
      category: "DONATION",
      payment_method: "BANK_TRANSFER",
      reference: "TRF-55091",
      amount: "75.25",
    });
    const foreign = await makeIncome(t.db, other.church.id);

    const ids = async (query = "") =>
      (await t.call({ method: "GET", url: `${URL}?${query}`, token }))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await ids()).toEqual([newer.id, older.id]);
    expect(await ids("ordering=amount")).toEqual([newer.id, older.id]);
    expect(await ids("ordering=-amount")).toEqual([older.id, newer.id]);
    expect(await ids("category=DONATION")).toEqual([newer.id]);
    expect(await ids("payment_method=CASH")).toEqual([older.id]);
    expect(await ids("payment_method=CHEQUE")).toEqual([]);
    expect(
      await ids(`received_on__gte=${addDays(today, -41)}&received_on__lte=${addDays(today, -30)}`),
    ).toEqual([older.id]);
    expect(await ids("search=trf-550")).toEqual([newer.id]);
    expect(await ids("currency=USD")).toEqual([]);
    expect(await ids(`church=${other.church.id}`)).toEqual([]);

    const res = await t.call({ method: "GET", url: `${URL}${foreign.id}/`, token });
    expect(res.statusCode).toBe(404);
    const change = await t.call({
      method: "PATCH",
      url: `${URL}${foreign.id}/`,
      token,
      payload: { amount: "1.00" },
    });
    expect(change.statusCode).toBe(404);
  });

  it("shows a regional treasurer the income of the region's churches only", async () => {
    const region = await makeRegion(t.db);
    const a = await churchWithTreasurer(region.id);
    const b = await churchWithTreasurer(region.id);
    const elsewhere = await churchWithTreasurer();
    const rows = [
      await makeIncome(t.db, a.church.id),
      await makeIncome(t.db, b.church.id),
      await makeIncome(t.db, elsewhere.church.id),
    ];
    const { token } = await signedInUser(t, { role: "REGIONAL_TREASURER", church: a.church });
    const res = await t.call({ method: "GET", url: `${URL}?page_size=100`, token });
    expect(
      res
        .json()
        .results.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([rows[0]?.id, rows[1]?.id].sort());
  });
});

it("refuses every income call of a church whose plan lacks finance management", async () => {
  const church = await makeChurch(t.db);
  const basic = await makePlan(t.db, { MEMBER_MANAGEMENT: true });
  await makeSubscription(t.db, church.id, basic.id);
  const row = await makeIncome(t.db, church.id);
  const { token } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
  const calls = [
    { method: "GET" as const, url: URL },
    { method: "GET" as const, url: `${URL}${row.id}/` },
    { method: "GET" as const, url: `${URL}summary/` },
    { method: "POST" as const, url: URL, payload: { amount: "10.00", category: "TITHE" } },
  ];
  for (const call of calls) {
    const res = await t.call({ ...call, token });
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    expect(res.json()).toMatchObject({ code: "feature_not_available", feature: "FINANCE_MANAGEMENT" });
  }
  expect(await t.db.select().from(income).where(eq(income.church, church.id))).toHaveLength(1);
});

describe("summary", () => {
  it("totals per currency, category and month, exactly to the cent", async () => {
    const { church, token } = await churchWithTreasurer();
    const other = await churchWithTreasurer();
    const add = (received_on: string, amount: string, category = "TITHE", currency = "GHS") =>
      makeIncome(t.db, church.id, {
        received_on,
        amount,
        currency,
        category: category as "TITHE",
      });
    await add("2025-01-05", "0.10");
    await add("2025-01-12", "0.20");
    await add("2025-01-19", "1234.56", "OFFERING");
    await add("2025-02-02", "9999999999.99", "FUNDRAISING");
    await add("2025-02-09", "0.01", "OFFERING");
    await add("2025-02-16", "50.00", "DONATION", "USD");
    await add("2024-12-29", "7.00");
    await makeIncome(t.db, other.church.id, { received_on: "2025-01-05", amount: "5000.00" });

    const res = await t.call({
      method: "GET",
      url: `${URL}summary/?received_on__gte=2025-01-01&received_on__lte=2025-02-28`,
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      received_on__gte: "2025-01-01",
      received_on__lte: "2025-02-28",
      totals: [
        { currency: "GHS", total: "10000001234.86", count: 5 },
        { currency: "USD", total: "50.00", count: 1 },
      ],
      by_category: [
        { currency: "GHS", category: "FUNDRAISING", total: "9999999999.99", count: 1 },
        { currency: "GHS", category: "OFFERING", total: "1234.57", count: 2 },
        { currency: "GHS", category: "TITHE", total: "0.30", count: 2 },
        { currency: "USD", category: "DONATION", total: "50.00", count: 1 },
      ],
      by_month: [
        { currency: "GHS", month: "2025-01", total: "1234.86", count: 3 },
        { currency: "GHS", month: "2025-02", total: "10000000000.00", count: 2 },
        { currency: "USD", month: "2025-02", total: "50.00", count: 1 },
      ],
    });

    const all = (await t.call({ method: "GET", url: `${URL}summary/`, token })).json();
    expect(all.received_on__gte).toBeNull();
    expect(all.totals[0]).toEqual({ currency: "GHS", total: "10000001241.86", count: 6 });

    const wrongWay = await t.call({
      method: "GET",
      url: `${URL}summary/?received_on__gte=2025-03-01&received_on__lte=2025-02-01`,
      token,
    });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json()).toHaveProperty("received_on__lte");
  });

  it("lets a national officer narrow the summary to one church, and is empty without income", async () => {
    const { church } = await churchWithTreasurer();
    await makeIncome(t.db, church.id, { amount: "12.34" });
    const { token } = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const one = (await t.call({ method: "GET", url: `${URL}summary/?church=${church.id}`, token })).json();
    expect(one.totals).toEqual([{ currency: "GHS", total: "12.34", count: 1 }]);
    const empty = await churchWithTreasurer();
    const none = (await t.call({ method: "GET", url: `${URL}summary/`, token: empty.token })).json();
    expect(none).toEqual({
      received_on__gte: null,
      received_on__lte: null,
      totals: [],
      by_category: [],
      by_month: [],
    });
  });
});

it("documents the income routes and the summary in the API reference", async () => {
  const doc = (await t.call({ method: "GET", url: "/api/openapi.json" })).json();
  expect(doc.paths["/api/finance/income/"].post.description).toContain("finance.write");
  expect(doc.paths["/api/finance/income/summary/"].get.description).toContain("finance.read");
});
