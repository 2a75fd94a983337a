import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, financeReports } from "../../db/tables";
import {
  defaultCategory,
  makeExpense,
  makeIncome,
  makeSupport,
  makeYear,
} from "./finance.fixtures.test-support";
import { auditRows, financeChurch } from "./finance.test-support";
import { pdfText } from "./pdf-text.test-support";

const URL = "/api/finance/reports/generate-report/";
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
  region = await makeRegion(t.db);
  a = await financeChurch(t, { region: region.id, roles: ["LOCAL_TREASURER"] });
  b = await financeChurch(t, { region: region.id });
  c = await financeChurch(t);
  const TITHE = await defaultCategory(t.db, "TITHE");
  const OFFERING = await defaultCategory(t.db, "OFFERING");
  const DONATION = await defaultCategory(t.db, "DONATION");
  const UTILITIES = await defaultCategory(t.db, "UTILITIES");
  const TRANSPORT = await defaultCategory(t.db, "TRANSPORT");
  const OFFICE = await defaultCategory(t.db, "OFFICE");
  yearA = await makeYear(t.db, a.church.id, {
    start_date: "2025-01-01",
    end_date: "2025-12-31",
    name: "2025",
  });
  const income = (church: Church, received_on: string, amount: string, category: number) =>
    makeIncome(t.db, church.church.id, { received_on, amount, category });
  const spent = (
    church: Church,
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
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  regionalOfficer = (await signedInUser(t, { role: "REGIONAL_TREASURER", church: a.church })).token;
  // The region expects 10 % as ministry support and 5 % as regional support.
  const rate = await t.call({
    method: "POST",
    url: "/api/finance/remittance-rates/",
    token: superAdmin,
    payload: { region: region.id, ministry_percent: "10", regional_percent: 5 },
  });
  expect(rate.statusCode, rate.body).toBe(201);
});
afterAll(() => t.close());

const report = async (token: string, query: string) => {
  const res = await t.call({ method: "GET", url: `${URL}?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

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

describe("downloads", () => {
  it("XLSX, CSV and PDF carry the church, the period and the time, with the same totals", async () => {
    const token = a.token("LOCAL_TREASURER");
    const query = `report=income_statement&financial_year=${yearA.id}`;
    const xlsx = await t.call({ method: "GET", url: `${URL}?${query}&format=xlsx`, token });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="income-statement-.*-2025-01-01-2025-12-31\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(["Income statement"]);
    expect(rows).toContainEqual(["Church", a.church.name]);
    expect(rows).toContainEqual(["Period", "2025-01-01 to 2025-12-31"]);
    expect(
      rows.some((r) => r[0] === "Generated" && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/.test(String(r[1]))),
    ).toBe(true);
    expect(rows).toContainEqual(["Total income", 1800.74, 900]);
    expect(rows).toContainEqual(["Net (income less expenses)", 1455.19, 800]);

    const csv = await t.call({ method: "GET", url: `${URL}?${query}&format=csv`, token });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain("Total income,1800.74,900.00");
    expect(csv.body).toContain(`Church,${a.church.name}`);

    const pdf = await t.call({ method: "GET", url: `${URL}?${query}&format=pdf`, token });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text.pages).toBe(1);
    expect(text.size).toEqual({ width: 595.28, height: 841.89 });
    expect(text.content).toContain("Income statement");
    expect(text.content).toContain(`Church: ${a.church.name}`);
    expect(text.content).toContain("Period: 2025-01-01 to 2025-12-31");
    expect(text.content).toMatch(/Total income\s+1,800\.74\s+900\.00/);
    expect(text.content).toMatch(/Net \(income less expenses\)\s+1,455\.19\s+800\.00/);

    // Each download is kept for its author and audited as an export.
    const kept = await t.call({ method: "GET", url: "/api/finance/reports/", token });
    expect(kept.json().results.map((r: { format: string }) => r.format)).toEqual(["pdf", "csv", "xlsx"]);
    const [last] = kept.json().results;
    expect(await auditRows(t, "finance-reports", last.id, "generate-report")).toHaveLength(1);
    // Viewing the report on the page is not a download.
    await report(token, query);
    expect(
      (await t.db.select().from(financeReports).where(eq(financeReports.church, a.church.id))).length,
    ).toBe(3);
  });

  it("neutralise cells that would run as formulas, and print the wide remittance table on landscape pages", async () => {
    await t.db
      .update(churches)
      .set({ name: '=HYPERLINK("http://evil")' })
      .where(eq(churches.id, b.church.id));
    const query = "report=support_remittance&scope=region&date_from=2025-01-01&date_to=2025-12-31";
    const csv = await t.call({ method: "GET", url: `${URL}?${query}&format=csv`, token: regionalOfficer });
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const xlsx = await t.call({ method: "GET", url: `${URL}?${query}&format=xlsx`, token: regionalOfficer });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain('\'=HYPERLINK("http://evil")');
    expect(cells.some((v) => typeof v === "object" && v !== null && "formula" in v)).toBe(false);
    const pdf = await t.call({ method: "GET", url: `${URL}?${query}&format=pdf`, token: regionalOfficer });
    const text = await pdfText(pdf.rawPayload);
    expect(text.size).toEqual({ width: 841.89, height: 595.28 });
    expect(text.content).toContain("Support remittance");
    expect(text.content).toContain("Region: ");
  });

  it("say so when nothing was recorded in the period", async () => {
    const pdf = await t.call({
      method: "GET",
      url: `${URL}?report=cash_flow&date_from=2019-01-01&date_to=2019-12-31&format=pdf`,
      token: a.token("LOCAL_TREASURER"),
    });
    expect((await pdfText(pdf.rawPayload)).content).toContain("Nothing was recorded in this period.");
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
