import { todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRegion, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { countries, income } from "../../db/tables";
import { makeAssetCategory } from "../assets/assets.test-support";
import { defaultCategory } from "../finance/finance.fixtures.test-support";
import { financeChurch } from "../finance/finance.test-support";

// A church's currency and time zone: taken from its country, changed by whoever edits the church,
// followed by every record it writes, and never summed with another currency.
let t: TestApp;
let TITHE: number;
beforeAll(async () => {
  t = await startTestApp();
  TITHE = await defaultCategory(t.db, "TITHE");
});
afterAll(() => t.close());

const CHURCHES = "/api/churches/churches/";
const INCOME = "/api/finance/income/";

async function countryRegion(code: string) {
  const [country] = await t.db
    .insert(countries)
    .values({ name: unique(`Country ${code}`), code })
    .onConflictDoUpdate({ target: countries.code, set: { code } })
    .returning();
  if (!country) throw new Error("country not created");
  return makeRegion(t.db, country.id);
}

describe("a church's currency and time zone", () => {
  it("come from its country unless chosen; a code not in use and an unknown zone are refused on their fields", async () => {
    const nigeria = await countryRegion("NG");
    const { token } = await signedInUser(t, { role: "NATIONAL_CORRESPONDENT" });
    const create = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: CHURCHES,
        token,
        payload: { name: unique("Church"), region: nigeria.id, ...payload },
      });

    const lagos = await create({});
    expect(lagos.statusCode).toBe(201);
    expect(lagos.json()).toMatchObject({ currency: "NGN", time_zone: "Africa/Lagos" });

    const chosen = await create({ currency: "xof", time_zone: "Africa/Abidjan" });
    expect(chosen.json()).toMatchObject({ currency: "XOF", time_zone: "Africa/Abidjan" });

    const bad = await create({ currency: "CEDI" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ currency: ["Choose a currency code in use, such as GHS, NGN or XOF."] });
    expect((await create({ currency: "ABC" })).json()).toHaveProperty("currency");
    expect((await create({ time_zone: "Mars/Olympus" })).json()).toHaveProperty("time_zone");

    // A country not in the table: the installation's own default.
    const elsewhere = await makeRegion(t.db);
    const plain = await t.call({
      method: "POST",
      url: CHURCHES,
      token,
      payload: { name: unique("Church"), region: elsewhere.id },
    });
    expect(plain.json()).toMatchObject({ currency: "GHS", time_zone: "Africa/Accra" });
  });

  it("is changed by the church's admin; new records follow it, records written before keep theirs", async () => {
    const books = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const record = (payload: Record<string, unknown> = {}) =>
      t.call({
        method: "POST",
        url: INCOME,
        token: books.token("LOCAL_TREASURER"),
        payload: { amount: "10.00", category: TITHE, received_on: todayIso(t.clock.now()), ...payload },
      });
    const before = await record();
    expect(before.json()).toMatchObject({ currency: "GHS" });

    const url = `${CHURCHES}${books.church.id}/`;
    const byTreasurer = await t.call({
      method: "PATCH",
      url,
      token: books.token("LOCAL_TREASURER"),
      payload: { currency: "KES" },
    });
    expect(byTreasurer.statusCode).toBe(403);
    const other = await financeChurch(t, { roles: ["LOCAL_ADMIN"] });
    const foreign = await t.call({
      method: "PATCH",
      url,
      token: other.token("LOCAL_ADMIN"),
      payload: { currency: "KES" },
    });
    expect(foreign.statusCode).toBe(404);
    const changed = await t.call({
      method: "PATCH",
      url,
      token: books.token("LOCAL_ADMIN"),
      payload: { currency: "KES" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currency: "KES" });

    const after = await record();
    expect(after.json()).toMatchObject({ currency: "KES" });
    const wrong = await record({ currency: "GHS" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      currency: ["This church keeps its books in KES; enter the amount in KES."],
    });
    const [kept] = await t.db.select().from(income).where(eq(income.id, before.json().id));
    expect(kept?.currency).toBe("GHS");

    // Assets too: the church's currency by default, another refused.
    const category = (await makeAssetCategory(t.db, books.church.id)).id;
    const asset = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: "/api/assets/assets/",
        token: books.token("LOCAL_ADMIN"),
        payload: { church: books.church.id, name: unique("Keyboard"), category, ...payload },
      });
    expect((await asset({})).json()).toMatchObject({ currency: "KES" });
    const dollars = await asset({ currency: "USD" });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json()).toHaveProperty("currency");
  });
});

describe("totals across churches", () => {
  it("are per currency nationally and by region: a cedi church and a naira church are never added together", async () => {
    const region = await makeRegion(t.db);
    const accra = await financeChurch(t, { region: region.id, currency: "GHS" });
    const lagos = await financeChurch(t, { region: region.id, currency: "NGN" });
    const today = todayIso(t.clock.now());
    const give = (church: typeof accra, amount: string) =>
      t.call({
        method: "POST",
        url: INCOME,
        token: church.token("LOCAL_TREASURER"),
        payload: { amount, category: TITHE, received_on: today },
      });
    expect((await give(accra, "100.00")).json()).toMatchObject({ currency: "GHS" });
    expect((await give(lagos, "2500.00")).json()).toMatchObject({ currency: "NGN" });
    expect((await give(lagos, "500.00")).json()).toMatchObject({ currency: "NGN" });

    const { token: national } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const period = `period=custom&date_from=${today}&date_to=${today}`;
    const dashboard = await t.call({
      method: "GET",
      url: `${CHURCHES}dashboard/?region=${region.id}&${period}`,
      token: national,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().figures.finance.income).toEqual([
      { currency: "GHS", total: "100.00", previous: "0.00" },
      { currency: "NGN", total: "3000.00", previous: "0.00" },
    ]);

    const statement = (scope: string) =>
      t.call({
        method: "GET",
        url: `/api/finance/reports/generate-report/?report=income_statement&${scope}&date_from=${today}&date_to=${today}`,
        token: national,
      });
    const totalsOf = async (scope: string) => {
      const res = await statement(scope);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .currencies.map((c: { currency: string; total_income: string }) => [c.currency, c.total_income]);
    };
    expect(await totalsOf(`scope=region&region=${region.id}`)).toEqual([
      ["GHS", "100.00"],
      ["NGN", "3000.00"],
    ]);
    // Nationally (with the other tests' churches too): one line per currency, the naira one alone.
    const nationally = await totalsOf("scope=national");
    expect(nationally).toContainEqual(["NGN", "3000.00"]);
    const codes = nationally.map(([currency]: [string, string]) => currency);
    expect(new Set(codes).size).toBe(codes.length);

    const analytics = await t.call({
      method: "GET",
      url: `/api/regions/${region.id}/analytics/`,
      token: national,
    });
    expect(analytics.json().income_this_year).toEqual([
      { currency: "GHS", total: "100.00" },
      { currency: "NGN", total: "3000.00" },
    ]);
  });
});
