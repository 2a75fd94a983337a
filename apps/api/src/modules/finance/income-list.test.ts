import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { users } from "../../db/tables";
import { defaultCategory, makeIncome, makeYear } from "./finance.fixtures.test-support";
import { nairaPlan, churchWithTreasurer as treasurerOf } from "./income.test-support";

const URL = "/api/finance/income/";
let t: TestApp;
let plan: { id: number };
let OFFERING: number;
let DONATION: number;
const today = todayIso();

beforeAll(async () => {
  t = await startTestApp();
  plan = await nairaPlan(t);
  OFFERING = await defaultCategory(t.db, "OFFERING");
  DONATION = await defaultCategory(t.db, "DONATION");
});
afterAll(() => t.close());

/** A church on the plan with every feature, and its treasurer signed in. */
const churchWithTreasurer = (region?: number) => treasurerOf(t, plan, region);

describe("listing income", () => {
  it("shows only the church's own income, newest first, with filters, search and totals", async () => {
    const { church, token } = await churchWithTreasurer();
    const other = await churchWithTreasurer();
    const older = await makeIncome(t.db, church.id, { received_on: addDays(today, -40), amount: "900.00" });
    const newer = await makeIncome(t.db, church.id, {
      received_on: addDays(today, -1),
      category: DONATION,
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
    expect(await ids(`category=${DONATION}`)).toEqual([newer.id]);
    expect(await ids("payment_method=CASH")).toEqual([older.id]);
    expect(
      await ids(`received_on__gte=${addDays(today, -41)}&received_on__lte=${addDays(today, -30)}`),
    ).toEqual([older.id]);
    expect(await ids("search=trf-550")).toEqual([newer.id]);
    const totals = await t.call({
      method: "GET",
      url: `${URL}totals/?received_on__gte=${addDays(today, -50)}`,
      token,
    });
    expect(totals.json()).toEqual([{ currency: "GHS", total: "975.25", count: 2 }]);
    const filtered = await t.call({ method: "GET", url: `${URL}totals/?category=${DONATION}`, token });
    expect(filtered.json()).toEqual([{ currency: "GHS", total: "75.25", count: 1 }]);
    // Another church named in the filter is as unknown as another church's record.
    expect((await t.call({ method: "GET", url: `${URL}?church=${other.church.id}`, token })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: "GET", url: `${URL}${foreign.id}/`, token })).statusCode).toBe(404);
    const change = await t.call({
      method: "PATCH",
      url: `${URL}${foreign.id}/`,
      token,
      payload: { amount: "1.00" },
    });
    expect(change.statusCode).toBe(404);
  });

  it("filters by financial year, and a year of another church selects nothing", async () => {
    const { church, token } = await churchWithTreasurer();
    const other = await churchWithTreasurer();
    const y2024 = await makeYear(t.db, church.id, {
      start_date: "2024-04-01",
      end_date: "2025-03-31",
      name: "2024/25",
    });
    const theirs = await makeYear(t.db, other.church.id, {
      start_date: "2024-01-01",
      end_date: "2025-12-31",
    });
    const inside = await makeIncome(t.db, church.id, { received_on: "2024-04-01" });
    await makeIncome(t.db, church.id, { received_on: "2024-03-31" });
    await makeIncome(t.db, other.church.id, { received_on: "2024-06-01" });
    const list = async (query: string) =>
      (await t.call({ method: "GET", url: `${URL}?${query}`, token }))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await list(`financial_year=${y2024.id}`)).toEqual([inside.id]);
    expect(await list(`financial_year=${theirs.id}`)).toEqual([]);
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

  it("exports the filtered income with formula cells made harmless", async () => {
    const { church, token } = await churchWithTreasurer();
    await makeIncome(t.db, church.id, {
      description: '=HYPERLINK("http://x")',
      reference: "+1-2",
      amount: "12.34",
    });
    await makeIncome(t.db, church.id, { category: DONATION, amount: "99.00" });
    const res = await t.call({ method: "GET", url: `${URL}export/?format=csv&category=${OFFERING}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="income-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("ID,Date received,Category,Amount,Currency,Payment method,Reference,Description");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",Offering,12.34,GHS,CASH,'+1-2,");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it("heads the export's sheet and columns in the reader's language", async () => {
    const { church, user, token } = await churchWithTreasurer();
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, user.id));
    await makeIncome(t.db, church.id, { amount: "12.34" });
    const res = await t.call({ method: "GET", url: `${URL}export/?format=xlsx`, token });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const [sheet] = book.worksheets;
    if (!sheet) throw new Error("The export has no sheet.");
    expect(sheet.name).toBe("Recettes");
    expect((sheet.getRow(1).values as string[]).slice(1, 5)).toEqual([
      "Identifiant",
      "Date de réception",
      "Catégorie",
      "Montant",
    ]);
  });
});
