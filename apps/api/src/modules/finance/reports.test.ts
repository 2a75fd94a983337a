import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { makeYear } from "./finance.fixtures.test-support";
import type { financeChurch } from "./finance.test-support";
import { readReport, reportBooks, REPORT_URL as URL } from "./reports.test-support";

// The reports' figures and who may read them; their downloads have a file of their own.
let t: TestApp;
type Church = Awaited<ReturnType<typeof financeChurch>>;
let a: Church;
let b: Church;
let c: Church;
let region: { id: number; name: string };
let yearA: { id: number };
let superAdmin: string;
let regionalOfficer: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ region, a, b, c, yearA, superAdmin, regionalOfficer } = await reportBooks(t));
});
afterAll(() => t.close());

const report = (token: string, query: string) => readReport(t, token, query);

describe("income statement", () => {
  it("of a church for its financial year: income and approved expenses by category, net, against the year before", async () => {
    const body = await report(
      a.token("LOCAL_TREASURER"),
      `report=income_statement&financial_year=${yearA.id}`,
    );
    expect(body).toMatchObject({
      report: "income_statement",
      title: "Income statement",
      scope: "church",
      church: a.church.id,
      church_name: a.church.name,
      date_from: "2025-01-01",
      date_to: "2025-12-31",
      previous_from: "2024-01-01",
      previous_to: "2024-12-31",
    });
    expect(body.currencies).toEqual([
      {
        currency: "GHS",
        income: [
          { name: "Tithe", amount: "1500.50", previous: "800.00" },
          { name: "Offering", amount: "200.25", previous: "100.00" },
          { name: "Donation", amount: "99.99", previous: "0.00" },
        ],
        expenses: [
          { name: "Utilities", amount: "300.00", previous: "100.00" },
          { name: "Transport", amount: "45.55", previous: "0.00" },
        ],
        total_income: "1800.74",
        total_expenses: "345.55",
        net: "1455.19",
        previous_total_income: "900.00",
        previous_total_expenses: "100.00",
        previous_net: "800.00",
      },
    ]);
  });

  it("sums the edge days of a period that does not fill its months from the rows themselves", async () => {
    const body = await report(
      a.token("LOCAL_TREASURER"),
      "report=income_statement&date_from=2025-01-03&date_to=2025-06-20",
    );
    expect(body).toMatchObject({ previous_from: "2024-07-18", previous_to: "2025-01-02" });
    expect(body.currencies[0]).toMatchObject({
      total_income: "1700.75",
      total_expenses: "300.00",
      previous_total_income: "100.00",
      previous_total_expenses: "0.00",
    });
  });

  it("of a region sums its churches; nationally every church", async () => {
    const regional = await report(
      regionalOfficer,
      "report=income_statement&scope=region&date_from=2025-01-01&date_to=2025-12-31",
    );
    expect(regional).toMatchObject({
      scope: "region",
      region: region.id,
      region_name: region.name,
      church: null,
    });
    expect(regional.currencies[0]).toMatchObject({
      total_income: "2200.74",
      total_expenses: "365.55",
      net: "1835.19",
    });
    expect(regional.currencies[0].income[0]).toEqual({
      name: "Tithe",
      amount: "1900.50",
      previous: "800.00",
    });
    const national = await report(
      superAdmin,
      "report=income_statement&scope=national&date_from=2025-01-01&date_to=2025-12-31",
    );
    expect(national.currencies[0]).toMatchObject({ total_income: "12200.74", total_expenses: "365.55" });
    // A super admin may also look at one region.
    const oneRegion = await report(
      superAdmin,
      `report=income_statement&scope=region&region=${region.id}&date_from=2025-01-01&date_to=2025-12-31`,
    );
    expect(oneRegion.currencies[0].total_income).toBe("2200.74");
  });
});

describe("other reports", () => {
  it("monthly cash flow: income, expenses, net and the running balance of each month", async () => {
    const body = await report(a.token("LOCAL_TREASURER"), `report=cash_flow&financial_year=${yearA.id}`);
    const months = body.currencies[0].months;
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual([
      { month: "2025-01", income: "1000.00", expenses: "0.00", net: "1000.00", balance: "1000.00" },
      { month: "2025-02", income: "0.00", expenses: "300.00", net: "-300.00", balance: "700.00" },
      { month: "2025-03", income: "200.25", expenses: "0.00", net: "200.25", balance: "900.25" },
    ]);
    expect(months[11]).toEqual({
      month: "2025-12",
      income: "99.99",
      expenses: "0.00",
      net: "99.99",
      balance: "1455.19",
    });
    expect(body.currencies[0]).toMatchObject({
      total_income: "1800.74",
      total_expenses: "345.55",
      net: "1455.19",
    });
  });

  it("top categories with their share of the total", async () => {
    const body = await report(a.token("LOCAL_TREASURER"), `report=top_categories&financial_year=${yearA.id}`);
    expect(body.currencies[0].income).toEqual([
      { name: "Tithe", amount: "1500.50", share_percent: "83.33" },
      { name: "Offering", amount: "200.25", share_percent: "11.12" },
      { name: "Donation", amount: "99.99", share_percent: "5.55" },
    ]);
    expect(body.currencies[0].expenses[0]).toEqual({
      name: "Utilities",
      amount: "300.00",
      share_percent: "86.82",
    });
  });

  it("cash flow and top categories of a region sum its churches; nationally every church", async () => {
    const year = "date_from=2025-01-01&date_to=2025-12-31";
    const regionalFlow = await report(regionalOfficer, `report=cash_flow&scope=region&${year}`);
    expect(regionalFlow.currencies[0]).toMatchObject({
      total_income: "2200.74",
      total_expenses: "365.55",
      net: "1835.19",
    });
    expect(regionalFlow.currencies[0].months[3]).toMatchObject({ month: "2025-04", income: "400.00" });
    const nationalFlow = await report(superAdmin, `report=cash_flow&scope=national&${year}`);
    expect(nationalFlow.currencies[0]).toMatchObject({ total_income: "12200.74", total_expenses: "365.55" });
    const regionalTop = await report(regionalOfficer, `report=top_categories&scope=region&${year}`);
    expect(regionalTop.currencies[0].income[0]).toMatchObject({ name: "Tithe", amount: "1900.50" });
    const nationalTop = await report(superAdmin, `report=top_categories&scope=national&${year}`);
    expect(nationalTop.currencies[0].income[0]).toMatchObject({ name: "Tithe", amount: "11900.50" });
  });

  it("support remittance: expected from tithes and offerings at the region's rates, against what was paid", async () => {
    const body = await report(
      regionalOfficer,
      "report=support_remittance&scope=region&date_from=2025-01-01&date_to=2025-12-31",
    );
    const rowA = body.rows.find((r: { church: number }) => r.church === a.church.id);
    expect(rowA).toEqual({
      church: a.church.id,
      church_name: a.church.name,
      region_name: region.name,
      ministry_percent: "10.00",
      regional_percent: "5.00",
      currency: "GHS",
      base: "1700.75",
      ministry_expected: "170.08",
      ministry_paid: "170.00",
      ministry_confirmed: "150.00",
      regional_expected: "85.04",
      regional_paid: "80.00",
      regional_confirmed: "0.00",
      outstanding: "5.12",
    });
    expect(body.totals).toEqual([
      {
        currency: "GHS",
        base: "2100.75",
        ministry_expected: "210.08",
        ministry_paid: "170.00",
        ministry_confirmed: "150.00",
        regional_expected: "105.04",
        regional_paid: "80.00",
        regional_confirmed: "0.00",
        outstanding: "65.12",
      },
    ]);
    // A region without a rate of its own expects 10 % of each kind.
    const national = await report(
      superAdmin,
      "report=support_remittance&scope=national&date_from=2025-01-01&date_to=2025-12-31",
    );
    const rowC = national.rows.find((r: { church: number }) => r.church === c.church.id);
    expect(rowC).toMatchObject({
      base: "10000.00",
      ministry_expected: "1000.00",
      regional_expected: "1000.00",
    });
  });
});

describe("remittance rates", () => {
  it("take a percentage from 0 to 100 with at most two decimals, one rate per region", async () => {
    const other = await makeRegion(t.db);
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: "/api/finance/remittance-rates/", token: superAdmin, payload });
    for (const wrong of ["100.01", "-1", "12.345", "ten"]) {
      const res = await post({ region: other.id, ministry_percent: wrong });
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json(), wrong).toEqual({ ministry_percent: ["Enter a percentage from 0 to 100."] });
    }
    const edges = await post({ region: other.id, ministry_percent: "0", regional_percent: "100" });
    expect(edges.statusCode, edges.body).toBe(201);
    expect(edges.json()).toMatchObject({ ministry_percent: "0.00", regional_percent: "100.00" });
    expect((await post({ region: other.id })).statusCode).toBe(400);
    const treasurer = await t.call({
      method: "POST",
      url: "/api/finance/remittance-rates/",
      token: a.token("LOCAL_TREASURER"),
      payload: { region: other.id, ministry_percent: "1" },
    });
    expect(treasurer.statusCode).toBe(403);
  });
});

describe("who may see what", () => {
  it("keeps each caller to the churches, regions and years they reach", async () => {
    const mine = a.token("LOCAL_TREASURER");
    const status = async (token: string, query: string) =>
      (await t.call({ method: "GET", url: `${URL}?${query}`, token })).statusCode;
    expect(await status(mine, "report=income_statement&scope=region")).toBe(403);
    expect(await status(mine, "report=income_statement&scope=national")).toBe(403);
    expect(await status(regionalOfficer, "report=income_statement&scope=national")).toBe(403);
    expect(await status(mine, `report=income_statement&church=${c.church.id}`)).toBe(404);
    const yearC = await makeYear(t.db, c.church.id, { start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(await status(mine, `report=income_statement&financial_year=${yearC.id}`)).toBe(404);
    const otherRegion = await makeRegion(t.db);
    expect(
      await status(regionalOfficer, `report=income_statement&scope=region&region=${otherRegion.id}`),
    ).toBe(404);
    expect(await status(regionalOfficer, `report=income_statement&church=${c.church.id}`)).toBe(404);
    expect(
      await status(
        regionalOfficer,
        `report=income_statement&church=${b.church.id}&date_from=2025-01-01&date_to=2025-12-31`,
      ),
    ).toBe(200);
    const member = await signedInUser(t, { role: "MEMBER", church: a.church });
    expect(await status(member.token, "report=income_statement")).toBe(403);
    // Bad input names its field.
    const bad = await t.call({ method: "GET", url: `${URL}?report=balance_sheet&format=doc`, token: mine });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["format", "report"]);
    const half = await t.call({
      method: "GET",
      url: `${URL}?report=cash_flow&date_from=2025-02-01`,
      token: mine,
    });
    expect(half.json()).toEqual({ date_to: ["Give both the start and the end of the period."] });
    const long = await t.call({
      method: "GET",
      url: `${URL}?report=cash_flow&date_from=2015-01-01&date_to=2025-01-01`,
      token: mine,
    });
    expect(long.json()).toEqual({ date_to: ["A report covers at most 5 years."] });
  });
});

describe("query budget", () => {
  it("answers a church's income statement in 2 statements, a region's in 3 and the national one in 1", async () => {
    const year = "report=income_statement&date_from=2025-01-01&date_to=2025-12-31";
    // The clock stands still, so the warmed caches (a church's plan, a few seconds) stay warm.
    const cost = async (token: string, query: string) => {
      t.clock.hold();
      try {
        await t.call({ method: "GET", url: `${URL}?${query}`, token });
        const before = t.queries();
        const res = await t.call({ method: "GET", url: `${URL}?${query}`, token });
        expect(res.statusCode).toBe(200);
        return t.queries() - before;
      } finally {
        t.clock.release();
      }
    };
    // The church's name, then this year and the year before from the month totals, in one statement.
    expect(await cost(a.token("LOCAL_TREASURER"), year)).toBe(2);
    // The region (in reach), the churches' reach, then the sums.
    expect(await cost(regionalOfficer, `${year}&scope=region`)).toBeLessThanOrEqual(3);
    expect(await cost(superAdmin, `${year}&scope=national`)).toBe(1);
  });
});
