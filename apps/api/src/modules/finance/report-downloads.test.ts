import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, financeReports } from "../../db/tables";
import { auditRows, type financeChurch } from "./finance.test-support";
import { pdfText } from "./pdf-text.test-support";
import { readReport, reportBooks, REPORT_URL as URL } from "./reports.test-support";

let t: TestApp;
type Church = Awaited<ReturnType<typeof financeChurch>>;
let a: Church;
let b: Church;
let yearA: { id: number };
let regionalOfficer: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ a, b, yearA, regionalOfficer } = await reportBooks(t));
});
afterAll(() => t.close());

const report = (token: string, query: string) => readReport(t, token, query);

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
    expect(rows).toContainEqual(["Period", "1 Jan 2025 to 31 Dec 2025"]);
    expect(
      rows.some(
        // At the church's clock (Accra's is GMT's).
        (r) => r[0] === "Generated" && /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT$/.test(String(r[1])),
      ),
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
    expect(text.content).toContain("Period: 1 Jan 2025 to 31 Dec 2025");
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

  it("say when they were made at the reader's church's clock, and at UTC's for an officer without a church", async () => {
    const query = `report=income_statement&church=${a.church.id}&date_from=2025-01-01&date_to=2025-12-31&format=csv`;
    const generated = async (token: string) => {
      const res = await t.call({ method: "GET", url: `${URL}?${query}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.split(/\r?\n/).find((line) => line.startsWith("Generated,"));
    };
    const national = (await signedInUser(t, { role: "NATIONAL_TREASURER" })).token;
    t.clock.hold();
    const now = t.clock.now();
    const at = (hours: number) =>
      `${String((now.getUTCHours() + hours) % 24).padStart(2, "0")}:${String(now.getUTCMinutes()).padStart(2, "0")}`;
    await t.db.update(churches).set({ time_zone: "Africa/Lagos" }).where(eq(churches.id, a.church.id));
    try {
      expect(await generated(a.token("LOCAL_TREASURER"))).toMatch(new RegExp(`, ${at(1)} GMT\\+1"?$`));
      expect(await generated(national)).toMatch(new RegExp(`, ${at(0)} UTC"?$`));
    } finally {
      await t.db.update(churches).set({ time_zone: "Africa/Accra" }).where(eq(churches.id, a.church.id));
      t.clock.release();
    }
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

  it("are in the language of whoever downloads them: French, Swahili and Yoruba", async () => {
    const query = `report=income_statement&financial_year=${yearA.id}&format=pdf`;
    const inLanguage = async (language: string) => {
      const { token } = await signedInUser(t, { role: "LOCAL_TREASURER", church: a.church });
      const chosen = await t.call({
        method: "PATCH",
        url: "/api/user-profile/update_profile/",
        token,
        payload: { language },
      });
      expect(chosen.statusCode).toBe(200);
      const pdf = await t.call({ method: "GET", url: `${URL}?${query}`, token });
      expect(pdf.statusCode).toBe(200);
      return (await pdfText(pdf.rawPayload)).content;
    };

    const french = await inLanguage("fr");
    expect(french).toContain("État des recettes et dépenses");
    expect(french).toContain(`Église: ${a.church.name}`);
    expect(french).toContain("Période: du 1 janv. 2025 au 31 déc. 2025");
    expect(french).toContain("Par rapport à: du 1 janv. 2024 au 31 déc. 2024");
    expect(french).toMatch(/Catégorie\s+Cette période\s+Période précédente/);
    // Amounts the French way: a narrow space between thousands, a comma before the decimals.
    expect(french).toMatch(/Total des recettes\s+1\s800,74\s+900,00/);
    expect(french).toMatch(/Net \(recettes moins dépenses\)\s+1\s455,19\s+800,00/);
    expect(french).toContain("Page 1 sur 1");
    expect(french).not.toContain("Total income");

    const swahili = await inLanguage("sw");
    expect(swahili).toContain("Taarifa ya mapato na matumizi");
    expect(swahili).toContain(`Kanisa: ${a.church.name}`);
    expect(swahili).toContain("Kipindi: 1 Jan 2025 hadi 31 Des 2025");
    expect(swahili).toMatch(/Aina\s+Kipindi hiki\s+Kipindi kilichopita/);
    expect(swahili).toMatch(/Jumla ya mapato\s+1,800\.74\s+900\.00/);
    expect(swahili).toMatch(/Salio halisi \(mapato kutoa matumizi\)\s+1,455\.19\s+800\.00/);
    expect(swahili).toContain("Ukurasa 1 kati ya 1");
    expect(swahili).not.toContain("Total income");

    // Yoruba's dotted letters and tone marks need the embedded font: the standard ones lack them.
    const yoruba = await inLanguage("yo");
    expect(yoruba).toContain("Ìròyìn owó tó wọlé àti ìnáwó".normalize("NFC"));
    expect(yoruba).toMatch(new RegExp(`${"Àpapọ̀ owó tó wọlé".normalize("NFC")}\\s+1,800\\.74\\s+900\\.00`));
    expect(yoruba).toContain("Ojú-ìwé 1 nínú 1");
    expect(yoruba).not.toContain("Total income");
  });
});
