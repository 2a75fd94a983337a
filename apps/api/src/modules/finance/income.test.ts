import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { income } from "../../db/tables";
import { defaultCategory, makeCategory, makeIncome, makeYear } from "./finance.fixtures.test-support";
import { nairaPlan, churchWithTreasurer as treasurerOf } from "./income.test-support";

// Recording and changing income; listing it has a file of its own.
const URL = "/api/finance/income/";
let t: TestApp;
let plan: { id: number };
let TITHE: number;
let OFFERING: number;
let DONATION: number;
const today = todayIso();
const thisYear = today.slice(0, 4);

beforeAll(async () => {
  t = await startTestApp();
  plan = await nairaPlan(t);
  TITHE = await defaultCategory(t.db, "TITHE");
  OFFERING = await defaultCategory(t.db, "OFFERING");
  DONATION = await defaultCategory(t.db, "DONATION");
});
afterAll(() => t.close());

/** A church on the plan with every feature, and its treasurer signed in. */
const churchWithTreasurer = (region?: number) => treasurerOf(t, plan, region);

describe("recording income", () => {
  it("records the amount exactly, in the church's currency, category and financial year", async () => {
    const { church, user, token } = await churchWithTreasurer();
    const year = await makeYear(t.db, church.id, {
      start_date: `${thisYear}-01-01`,
      end_date: `${thisYear}-12-31`,
    });
    const received = today.endsWith("-01-01") ? today : addDays(today, -1);
    const res = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: {
        amount: "1234.56",
        category: TITHE,
        payment_method: "MOBILE_MONEY",
        received_on: received,
        description: "Sunday tithes",
        reference: "MOMO-778",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      church: church.id,
      amount: "1234.56",
      currency: "NGN",
      category: TITHE,
      category_name: "Tithe",
      financial_year: year.id,
      payment_method: "MOBILE_MONEY",
      received_on: received,
      description: "Sunday tithes",
      reference: "MOMO-778",
      recorded_by: user.id,
    });
    const [stored] = await t.db.select().from(income).where(eq(income.id, body.id));
    expect(stored?.amount).toBe("1234.56");
    const again = await t.call({ method: "GET", url: `${URL}${body.id}/`, token });
    expect(again.json()).toMatchObject({ amount: "1234.56", financial_year: year.id });
  });

  it("accepts a number or a whole amount and stores two decimal places", async () => {
    const { token } = await churchWithTreasurer();
    const post = (amount: unknown) =>
      t.call({ method: "POST", url: URL, token, payload: { amount, category: OFFERING, currency: "ngn" } });
    const asNumber = await post(99.9);
    expect(asNumber.statusCode).toBe(201);
    expect(asNumber.json()).toMatchObject({
      amount: "99.90",
      currency: "NGN",
      received_on: today,
      payment_method: "CASH",
    });
    expect((await post("  1500 ")).json().amount).toBe("1500.00");
    expect((await post(1000000000)).json().amount).toBe("1000000000.00");
  });

  it("refuses zero, negative, over-precise, oversized and malformed amounts", async () => {
    const { token } = await churchWithTreasurer();
    const amountError = async (amount: unknown) => {
      const res = await t.call({ method: "POST", url: URL, token, payload: { amount, category: TITHE } });
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
    expect(await amountError("ten")).toBe("Enter an amount such as 1250.00.");
    expect(await amountError("1e3")).toBe("Enter an amount such as 1250.00.");
    expect(await amountError(null)).toBeTruthy();
    expect(await t.db.select().from(income).where(eq(income.amount, "10.01"))).toEqual([]);
  });

  it("refuses a future date, an unknown field, a bad currency and another currency than the church's", async () => {
    const { token } = await churchWithTreasurer();
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: URL, token, payload: { amount: "10.00", category: TITHE, ...payload } });
    const future = await post({ received_on: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ received_on: ["The date received cannot be in the future."] });
    expect((await post({ received_on: today })).statusCode).toBe(201);
    expect((await post({ payment_method: "BARTER" })).json()).toHaveProperty("payment_method");
    expect((await post({ currency: "CEDI" })).json()).toHaveProperty("currency");
    const other = await post({ currency: "USD" });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      currency: ["This church keeps its books in NGN; enter the amount in NGN."],
    });
    expect((await post({ recorded_by: 1 })).statusCode).toBe(400);
  });

  it("takes a category the church may use: an active income one, never another church's", async () => {
    const { church, token } = await churchWithTreasurer();
    const other = await makeChurch(t.db);
    const theirs = await makeCategory(t.db, other.id);
    const mine = await makeCategory(t.db, church.id, { name: "Harvest" });
    const retired = await makeCategory(t.db, church.id, { is_active: false });
    const utilities = await defaultCategory(t.db, "UTILITIES");
    const post = (category: unknown) =>
      t.call({ method: "POST", url: URL, token, payload: { amount: "10.00", category } });
    const before = (await t.db.select().from(income).where(eq(income.church, church.id))).length;

    const foreign = await post(theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "not_found", detail: "This category was not found." });
    expect((await post(999_999)).statusCode).toBe(404);
    const expense = await post(utilities);
    expect(expense.statusCode).toBe(400);
    expect(expense.json().category[0]).toContain("income category");
    const inactive = await post(retired.id);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().category[0]).toContain("no longer in use");
    expect((await post("TITHE")).statusCode).toBe(400);
    expect((await t.db.select().from(income).where(eq(income.church, church.id))).length).toBe(before);

    const own = await post(mine.id);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ category: mine.id, category_name: "Harvest" });
    // Moving an existing record to another church's category is refused the same way.
    const moved = await t.call({
      method: "PATCH",
      url: `${URL}${own.json().id}/`,
      token,
      payload: { category: theirs.id },
    });
    expect(moved.statusCode).toBe(404);
    const [kept] = await t.db.select().from(income).where(eq(income.id, own.json().id));
    expect(kept?.category).toBe(mine.id);
  });
});

describe("closed financial years", () => {
  it("refuse income dated inside them: new, changed, moved in or out, and deleted", async () => {
    const { church, token } = await churchWithTreasurer();
    await makeYear(t.db, church.id, {
      name: "2024",
      start_date: "2024-01-01",
      end_date: "2024-12-31",
      is_closed: true,
    });
    const old = await makeIncome(t.db, church.id, { received_on: "2024-06-02", currency: "NGN" });
    const open = await makeIncome(t.db, church.id, { received_on: addDays(today, -1), currency: "NGN" });
    const closedMessage = [
      "This date is in the financial year 2024, which is closed. A church admin can reopen the year to change its books.",
    ];

    const create = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: { amount: "5.00", category: TITHE, received_on: "2024-03-03" },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ received_on: closedMessage });

    const change = await t.call({
      method: "PATCH",
      url: `${URL}${old.id}/`,
      token,
      payload: { amount: "1.00" },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ received_on: closedMessage });
    const moveOut = await t.call({
      method: "PATCH",
      url: `${URL}${old.id}/`,
      token,
      payload: { received_on: addDays(today, -2) },
    });
    expect(moveOut.statusCode).toBe(400);
    const moveIn = await t.call({
      method: "PATCH",
      url: `${URL}${open.id}/`,
      token,
      payload: { received_on: "2024-12-31" },
    });
    expect(moveIn.statusCode).toBe(400);
    expect((await t.call({ method: "DELETE", url: `${URL}${old.id}/`, token })).statusCode).toBe(400);

    const [oldStored] = await t.db.select().from(income).where(eq(income.id, old.id));
    const [openStored] = await t.db.select().from(income).where(eq(income.id, open.id));
    expect(oldStored).toMatchObject({ amount: "250.00", received_on: "2024-06-02" });
    expect(openStored?.received_on).toBe(addDays(today, -1));
    // The day after the closed year is open.
    const after = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: { amount: "5.00", category: TITHE, received_on: "2025-01-01" },
    });
    expect(after.statusCode).toBe(201);
  });
});

describe("changing income", () => {
  it("updates the amount exactly, keeps the recorder and never moves it to another church", async () => {
    const { church, user, token } = await churchWithTreasurer();
    const created = (
      await t.call({ method: "POST", url: URL, token, payload: { amount: "20.00", category: DONATION } })
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

  it("lets a member read nothing, a secretary read but not write, and officers only read", async () => {
    const region = await makeRegion(t.db);
    const { church } = await churchWithTreasurer(region.id);
    const row = await makeIncome(t.db, church.id);
    const { token: member } = await signedInUser(t, { role: "MEMBER", church });
    expect((await t.call({ method: "GET", url: URL, token: member })).statusCode).toBe(403);
    const { token: secretary } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    expect((await t.call({ method: "GET", url: `${URL}${row.id}/`, token: secretary })).statusCode).toBe(200);
    const change = { method: "PATCH" as const, url: `${URL}${row.id}/`, payload: { amount: "1.00" } };
    expect((await t.call({ ...change, token: secretary })).statusCode).toBe(403);
    for (const role of ["REGIONAL_TREASURER", "NATIONAL_TREASURER", "SUPER_ADMIN"] as const) {
      const { token } = await signedInUser(t, { role, church });
      expect((await t.call({ method: "GET", url: `${URL}${row.id}/`, token })).statusCode, role).toBe(200);
      expect((await t.call({ ...change, token })).statusCode, role).toBe(403);
      const create = await t.call({
        method: "POST",
        url: URL,
        token,
        payload: { church: church.id, amount: "1.00", category: TITHE },
      });
      expect(create.statusCode, role).toBe(403);
    }
    const [stored] = await t.db.select().from(income).where(eq(income.id, row.id));
    expect(stored?.amount).toBe("250.00");
    // A finance manager and a church admin of the church keep its books.
    for (const [role, isChurchAdmin] of [
      ["FINANCE_MANAGER", false],
      ["LOCAL_SECRETARY", true],
    ] as const) {
      const { token } = await signedInUser(t, { role, church, isChurchAdmin });
      expect((await t.call({ ...change, token })).statusCode, role).toBe(200);
    }
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
    { method: "GET" as const, url: "/api/finance/expenses/" },
    { method: "GET" as const, url: "/api/finance/financial-years/current/" },
    { method: "GET" as const, url: "/api/finance/reports/generate-report/?report=income_statement" },
    { method: "POST" as const, url: URL, payload: { amount: "10.00", category: TITHE } },
  ];
  for (const call of calls) {
    const res = await t.call({ ...call, token });
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    expect(res.json()).toMatchObject({ code: "feature_not_available", feature: "FINANCE_MANAGEMENT" });
  }
  expect(await t.db.select().from(income).where(eq(income.church, church.id))).toHaveLength(1);
});

it("documents the income routes and the summary in the API reference", async () => {
  const doc = (await t.call({ method: "GET", url: "/api/openapi.json" })).json();
  expect(doc.paths["/api/finance/income/"].post.description).toContain("finance.write");
  expect(doc.paths["/api/finance/income/summary/"].get.description).toContain("finance.read");
  expect(doc.paths["/api/finance/expenses/{id}/approve/"].post.description).toContain("finance.approve");
});
