import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { expenses } from "../../db/tables";
import { multipart, PDF, storedExpense } from "./expenses.test-support";
import { defaultCategory, makeCategory, makeExpense } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

// Submitting, changing and summing expenses; their approval and their receipts have files of their own.
const URL = "/api/finance/expenses/";
let t: TestApp;
let UTILITIES: number;
let TRANSPORT: number;
const today = todayIso();

beforeAll(async () => {
  t = await startTestApp();
  UTILITIES = await defaultCategory(t.db, "UTILITIES");
  TRANSPORT = await defaultCategory(t.db, "TRANSPORT");
});
afterAll(() => t.close());

const ROLES = ["LOCAL_TREASURER", "LOCAL_ADMIN", "FINANCE_MANAGER", "LOCAL_SECRETARY"] as const;
const stored = (id: number) => storedExpense(t, id);

describe("submitting an expense", () => {
  it("records it PENDING, by its submitter, in the church's currency", async () => {
    const { church, token, ids } = await financeChurch(t, { currency: "NGN" });
    const res = await t.call({
      method: "POST",
      url: URL,
      token: token("LOCAL_TREASURER"),
      payload: {
        category: UTILITIES,
        amount: "450.75",
        spent_on: addDays(today, -1),
        payee: "Electricity Company",
        description: "March bill",
        reference: "ECG-2231",
        status: undefined,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      church: church.id,
      category: UTILITIES,
      category_name: "Utilities",
      amount: "450.75",
      currency: "NGN",
      status: "PENDING",
      submitted_by: ids.LOCAL_TREASURER,
      has_receipt: false,
      receipt_type: null,
      reviewed_by: null,
    });
    expect(res.json()).not.toHaveProperty("receipt");
  });

  it("refuses bad amounts, a future date, a missing payee, a status and an income category on their fields", async () => {
    const { token } = await financeChurch(t);
    const post = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: URL,
        token: token("LOCAL_TREASURER"),
        payload: { category: UTILITIES, amount: "10.00", payee: "Shop", ...payload },
      });
    for (const amount of ["0", "-1.00", "1.234", "1000000000.01", "ten", 0]) {
      const res = await post({ amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(Object.keys(res.json())).toEqual(["amount"]);
    }
    expect((await post({ spent_on: addDays(today, 1) })).json()).toEqual({
      spent_on: ["The date spent cannot be in the future."],
    });
    expect((await post({ payee: "" })).json()).toHaveProperty("payee");
    expect((await post({ status: "APPROVED" })).statusCode).toBe(400);
    const income = await post({ category: await defaultCategory(t.db, "TITHE") });
    expect(income.statusCode).toBe(400);
    expect(income.json().category[0]).toContain("expense category");
  });

  it("answers 404 for another church's category, writing nothing", async () => {
    const { church, token } = await financeChurch(t);
    const other = await makeChurch(t.db);
    const theirs = await makeCategory(t.db, other.id, { kind: "EXPENSE" });
    const res = await t.call({
      method: "POST",
      url: URL,
      token: token("LOCAL_TREASURER"),
      payload: { category: theirs.id, amount: "10.00", payee: "Shop" },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(expenses).where(eq(expenses.church, church.id))).toEqual([]);
  });
});

describe("changing an expense", () => {
  it("lets its submitter or a church admin change or delete it while PENDING, and no one after", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: [...ROLES] });
    const flagged = await signedInUser(t, { role: "LOCAL_SECRETARY", church, isChurchAdmin: true });
    const row = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    const patch = (tokenOf: string, id = row.id) =>
      t.call({ method: "PATCH", url: `${URL}${id}/`, token: tokenOf, payload: { amount: "81.00" } });

    const byOther = await patch(token("FINANCE_MANAGER"));
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().detail).toBe(
      "Only the person who submitted this expense or a church admin can change it.",
    );
    expect((await patch(token("LOCAL_TREASURER"))).statusCode).toBe(200);
    expect((await patch(token("LOCAL_ADMIN"))).statusCode).toBe(200);
    expect((await patch(flagged.token)).statusCode).toBe(200);
    const other = await makeChurch(t.db);
    const moved = await t.call({
      method: "PATCH",
      url: `${URL}${row.id}/`,
      token: token("LOCAL_ADMIN"),
      payload: { church: other.id },
    });
    expect(moved.statusCode).toBe(400);

    await t.call({ method: "POST", url: `${URL}${row.id}/approve/`, token: token("LOCAL_ADMIN") });
    const before = await stored(row.id);
    const edit = await patch(token("LOCAL_TREASURER"));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      code: "final_record",
      detail: "This expense has been approved. Approved and rejected expenses are final.",
    });
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${row.id}/`, token: token("LOCAL_ADMIN") })).statusCode,
    ).toBe(409);
    expect(await stored(row.id)).toEqual(before);

    const pending = await makeExpense(t.db, church.id, { submitted_by: ids.LOCAL_TREASURER });
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${pending.id}/`, token: token("FINANCE_MANAGER") }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${pending.id}/`, token: token("LOCAL_TREASURER") }))
        .statusCode,
    ).toBe(204);
  });

  it("answers another church's expense with 404 on every path, changing nothing", async () => {
    const { token } = await financeChurch(t, { roles: ["LOCAL_ADMIN"] });
    const other = await financeChurch(t);
    const theirs = await makeExpense(t.db, other.church.id);
    const before = await stored(theirs.id);
    for (const call of [
      { method: "GET" as const, url: `${URL}${theirs.id}/` },
      { method: "PATCH" as const, url: `${URL}${theirs.id}/`, payload: { amount: "1.00" } },
      { method: "DELETE" as const, url: `${URL}${theirs.id}/` },
      { method: "POST" as const, url: `${URL}${theirs.id}/approve/` },
      { method: "POST" as const, url: `${URL}${theirs.id}/reject/`, payload: { reason: "x" } },
      { method: "GET" as const, url: `${URL}${theirs.id}/receipt/` },
      { method: "POST" as const, url: `${URL}${theirs.id}/upload-receipt/`, ...multipart(PDF, "r.pdf") },
    ]) {
      const res = await t.call({ ...call, token: token("LOCAL_ADMIN") });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await stored(theirs.id)).toEqual(before);
  });
});

describe("expense figures", () => {
  it("sums approved expenses by category for a range; lists, totals and exports the filtered rows", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER"] });
    const add = (
      spent_on: string,
      amount: string,
      status: "PENDING" | "APPROVED" | "REJECTED",
      category = UTILITIES,
    ) =>
      makeExpense(t.db, church.id, { spent_on, amount, status, category, submitted_by: ids.LOCAL_TREASURER });
    await add("2025-03-01", "100.10", "APPROVED");
    await add("2025-03-31", "0.90", "APPROVED");
    await add("2025-03-15", "55.55", "APPROVED", TRANSPORT);
    await add("2025-03-16", "1000.00", "PENDING");
    await add("2025-03-17", "2000.00", "REJECTED");
    await add("2025-04-01", "7.00", "APPROVED");
    const formula = await add("2025-03-18", "1.00", "PENDING");
    await t.db.update(expenses).set({ payee: "@SUM(A1:A9)" }).where(eq(expenses.id, formula.id));

    const summary = await t.call({
      method: "GET",
      url: `${URL}summary-by-category/?spent_on__gte=2025-03-01&spent_on__lte=2025-03-31`,
      token: token("LOCAL_TREASURER"),
    });
    expect(summary.json()).toEqual({
      spent_on__gte: "2025-03-01",
      spent_on__lte: "2025-03-31",
      totals: [{ currency: "GHS", total: "156.55", count: 3 }],
      by_category: [
        { currency: "GHS", category: UTILITIES, category_name: "Utilities", total: "101.00", count: 2 },
        { currency: "GHS", category: TRANSPORT, category_name: "Transport", total: "55.55", count: 1 },
      ],
    });
    const q = "spent_on__gte=2025-03-01&spent_on__lte=2025-03-31";
    const pending = await t.call({
      method: "GET",
      url: `${URL}?${q}&status=PENDING`,
      token: token("LOCAL_TREASURER"),
    });
    expect(pending.json().count).toBe(2);
    const totals = await t.call({
      method: "GET",
      url: `${URL}totals/?${q}`,
      token: token("LOCAL_TREASURER"),
    });
    expect(totals.json()).toEqual([{ currency: "GHS", total: "3157.55", count: 6 }]);
    const csv = await t.call({
      method: "GET",
      url: `${URL}export/?format=csv&${q}&status=PENDING`,
      token: token("LOCAL_TREASURER"),
    });
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain("'@SUM(A1:A9)");
    const xlsx = await t.call({ method: "GET", url: `${URL}export/?${q}`, token: token("LOCAL_TREASURER") });
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});
