import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { financeCategories } from "../../db/tables";
import { defaultCategory, makeCategory, makeExpense, makeIncome } from "./finance.fixtures.test-support";
import { financeChurch } from "./finance.test-support";

const URL = "/api/finance/categories/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("categories", () => {
  it("offer each church the national defaults and its own active ones, by kind", async () => {
    const { church, token } = await financeChurch(t);
    const other = await financeChurch(t);
    await makeCategory(t.db, church.id, { name: "Building fund" });
    await makeCategory(t.db, church.id, { name: "Old appeal", is_active: false });
    await makeCategory(t.db, church.id, { name: "Choir", kind: "EXPENSE" });
    await makeCategory(t.db, other.church.id, { name: "Their harvest" });
    const incomeChoices = await t.call({
      method: "GET",
      url: `${URL}income_categories/`,
      token: token("LOCAL_TREASURER"),
    });
    expect(names(incomeChoices.json())).toEqual(
      [...DEFAULT_INCOME_CATEGORIES.map((c) => c.name), "Building fund"].sort((a, b) => a.localeCompare(b)),
    );
    const expenseChoices = await t.call({
      method: "GET",
      url: `${URL}expense_categories/`,
      token: token("LOCAL_TREASURER"),
    });
    expect(names(expenseChoices.json()).sort()).toEqual(
      [...DEFAULT_EXPENSE_CATEGORIES.map((c) => c.name), "Choir"].sort(),
    );
    const tithe = incomeChoices.json().find((c: { code: string }) => c.code === "TITHE");
    expect(tithe).toMatchObject({ church: null, counts_for_support: true, kind: "INCOME" });
    // An officer names the church; another church's user cannot.
    const officer = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const named = await t.call({
      method: "GET",
      url: `${URL}income_categories/?church=${church.id}`,
      token: officer.token,
    });
    expect(names(named.json())).toContain("Building fund");
    const foreign = await t.call({
      method: "GET",
      url: `${URL}income_categories/?church=${church.id}`,
      token: other.token("LOCAL_TREASURER"),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("let a church add and rename its own, never a default's name, and never change the defaults", async () => {
    const { church, token } = await financeChurch(t);
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: URL, token: token("LOCAL_TREASURER"), payload });
    const created = await post({ name: "Harvest", kind: "INCOME", counts_for_support: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      church: church.id,
      name: "Harvest",
      code: null,
      counts_for_support: true,
    });
    expect((await post({ name: "harvest", kind: "INCOME" })).json()).toEqual({
      name: ["A record with this name already exists."],
    });
    expect((await post({ name: "tithe", kind: "INCOME" })).json()).toEqual({
      name: ["tithe is a national category already; use it instead."],
    });
    expect((await post({ name: "Fuel", kind: "EXPENSE", counts_for_support: true })).json()).toHaveProperty(
      "counts_for_support",
    );
    expect((await post({ name: "National", kind: "INCOME", church: null })).statusCode).toBe(403);
    const tithe = await defaultCategory(t.db, "TITHE");
    const change = await t.call({
      method: "PATCH",
      url: `${URL}${tithe}/`,
      token: token("LOCAL_TREASURER"),
      payload: { name: "Tithes" },
    });
    expect(change.statusCode).toBe(404);
    const [kept] = await t.db.select().from(financeCategories).where(eq(financeCategories.id, tithe));
    expect(kept?.name).toBe("Tithe");
  });

  it("let only a super admin change the national defaults, and not a church's own", async () => {
    const { church } = await financeChurch(t);
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const created = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: { church: null, name: "Bank interest", kind: "INCOME" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ church: null, name: "Bank interest" });
    const renamed = await t.call({
      method: "PATCH",
      url: `${URL}${created.json().id}/`,
      token,
      payload: { description: "Interest the bank pays" },
    });
    expect(renamed.statusCode).toBe(200);
    const theirs = await makeCategory(t.db, church.id);
    const refused = await t.call({
      method: "PATCH",
      url: `${URL}${theirs.id}/`,
      token,
      payload: { name: "Mine" },
    });
    expect(refused.statusCode).toBe(403);
    const forChurch = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: { church: church.id, name: "Imposed", kind: "INCOME" },
    });
    expect(forChurch.statusCode).toBe(403);
    const treasurer = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const notAllowed = await t.call({
      method: "POST",
      url: URL,
      token: treasurer.token,
      payload: { church: null, name: "X", kind: "INCOME" },
    });
    expect(notAllowed.statusCode).toBe(403);
  });

  it("are deactivated, never deleted, once records use them", async () => {
    const { church, token } = await financeChurch(t);
    const used = await makeCategory(t.db, church.id, { name: "Harvest" });
    const usedByExpense = await makeCategory(t.db, church.id, { name: "Fuel", kind: "EXPENSE" });
    const unused = await makeCategory(t.db, church.id, { name: "Unused" });
    await makeIncome(t.db, church.id, { category: used.id });
    await makeExpense(t.db, church.id, { category: usedByExpense.id });
    for (const category of [used, usedByExpense]) {
      const res = await t.call({
        method: "DELETE",
        url: `${URL}${category.id}/`,
        token: token("LOCAL_TREASURER"),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors[0]).toContain("Deactivate it instead");
    }
    const off = await t.call({
      method: "PATCH",
      url: `${URL}${used.id}/`,
      token: token("LOCAL_TREASURER"),
      payload: { is_active: false },
    });
    expect(off.json().is_active).toBe(false);
    expect(
      (await t.call({ method: "DELETE", url: `${URL}${unused.id}/`, token: token("LOCAL_TREASURER") }))
        .statusCode,
    ).toBe(204);
    const left = await t.db.select().from(financeCategories).where(eq(financeCategories.church, church.id));
    expect(names(left).sort()).toEqual(["Fuel", "Harvest"]);
    // A national default in use stays too.
    const offering = await defaultCategory(t.db, "OFFERING");
    await makeIncome(t.db, church.id, { category: offering });
    const { token: superAdmin } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const national = await t.call({ method: "DELETE", url: `${URL}${offering}/`, token: superAdmin });
    expect(national.statusCode).toBe(400);
  });
});
