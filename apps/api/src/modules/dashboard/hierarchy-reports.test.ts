import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, churches } from "../../db/tables";
import { makeMember } from "../events/church-life.test-support";
import { organisation, PERIOD } from "./dashboard.test-support";

let t: TestApp;
let org: Awaited<ReturnType<typeof organisation>>;
beforeAll(async () => {
  t = await startTestApp();
  org = await organisation(t);
});
afterAll(() => t.close());

const REPORT = "/api/churches/churches/report/";
const DOWNLOAD = "/api/churches/churches/report_download/";
const get = (url: string, token: string) => t.call({ method: "GET", url, token });

/** The rows of a downloaded workbook, each as its cell values. */
async function workbookRows(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("the reports list", () => {
  it("offers each role the reports and scopes within its reach", async () => {
    const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const regional = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const local = await signedInUser(t, { role: "LOCAL_ADMIN", church: org.a1 });
    const list = async (token: string) => (await get("/api/churches/churches/reports/", token)).json();
    const all = await list(national.token);
    expect(all.map((r: { report: string }) => r.report)).toEqual([
      "membership_growth",
      "attendance",
      "sunday_school",
      "church_comparison",
      "subscription_history",
    ]);
    expect(all[0].scopes).toEqual(["church", "region", "national"]);
    const mine = await list(regional.token);
    expect(mine).toHaveLength(4);
    expect(mine[3]).toMatchObject({
      report: "church_comparison",
      scopes: ["church", "region"],
      groupings: ["church"],
    });
    expect((await list(local.token))[0].scopes).toEqual(["church"]);
    const member = await signedInUser(t, { role: "MEMBER", church: org.a1 });
    expect((await get("/api/churches/churches/reports/", member.token)).statusCode).toBe(403);
  });
});

describe("a report", () => {
  it("membership growth by month: joined, left and net of the region's churches only", async () => {
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const res = await get(`${REPORT}?report=membership_growth&scope=region&${PERIOD}`, token);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ scope: "region", region: org.regionA.id, grouping: "month" });
    expect(r.rows).toEqual([
      { cells: ["2025-01", { count: 1 }, { count: 0 }, { count: 1 }] },
      { cells: ["2025-02", { count: 2 }, { count: 0 }, { count: 2 }] },
      { cells: ["2025-03", { count: 1 }, { count: 0 }, { count: 1 }] },
      { cells: ["Total", { count: 4 }, { count: 0 }, { count: 4 }] },
    ]);
    expect(r.chart.points).toEqual([
      { label: "2025-01", joined: 1, left: 0 },
      { label: "2025-02", joined: 2, left: 0 },
      { label: "2025-03", joined: 1, left: 0 },
    ]);
    // A member made inactive this month has left this month.
    const today = todayIso(t.clock.now());
    const recent = `period=custom&date_from=${addDays(today, -5)}&date_to=${today}`;
    const byChurch = (
      await get(
        `${REPORT}?report=membership_growth&scope=church&church=${org.a1.id}&grouping=church&${recent}`,
        token,
      )
    ).json();
    expect(byChurch.rows).toEqual([
      { cells: [org.a1.name, { count: 0 }, { count: 1 }, { count: -1 }, { count: 3 }] },
    ]);
  });

  it("attendance by event type and Sunday school by class", async () => {
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const attendance = (
      await get(
        `${REPORT}?report=attendance&scope=region&region=${org.regionA.id}&grouping=event_type&${PERIOD}`,
        token,
      )
    ).json();
    expect(attendance.rows).toEqual([
      { cells: ["Church service", { count: 1 }, { count: 2 }, { count: 3 }, { count: 5 }] },
    ]);
    const school = (
      await get(
        `${REPORT}?report=sunday_school&scope=church&church=${org.a1.id}&grouping=class&${PERIOD}`,
        token,
      )
    ).json();
    expect(school.rows).toEqual([
      {
        cells: [
          org.a1.name,
          expect.any(String),
          { count: 2 },
          { count: 1 },
          { count: 1 },
          { percent: "50.0" },
        ],
      },
    ]);
  });

  it("church comparison: one row per church of the region, nothing of another region, downloadable", async () => {
    // A church whose name a spreadsheet would run as a formula.
    const [formula] = await t.db
      .insert(churches)
      .values({ name: '=HYPERLINK("http://example.org","Click")', region: org.regionA.id })
      .returning();
    await makeMember(t.db, formula?.id ?? 0, { membership_date: "2025-02-01" });
    const regional = await signedInUser(t, { role: "REGIONAL_TREASURER", church: org.a1 });
    const query = `report=church_comparison&scope=region&${PERIOD}`;
    const json = (await get(`${REPORT}?${query}`, regional.token)).json();
    const names = json.rows.map((r: { cells: unknown[] }) => r.cells[0]);
    expect(names.sort()).toEqual([org.a1.name, org.a2.name, formula?.name].sort());
    const a1 = json.rows.find((r: { cells: unknown[] }) => r.cells[0] === org.a1.name);
    expect(a1).toEqual({
      cells: [
        org.a1.name,
        org.regionA.name,
        { count: 3 },
        { count: 3 },
        { count: 5 },
        "GHS",
        { amount: "100.00" },
        "Active",
        org.plan.name,
      ],
      currency: "GHS",
    });

    const xlsx = await get(`${DOWNLOAD}?${query}&format=xlsx`, regional.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="church-comparison-.*\.xlsx"$/,
    );
    const rows = await workbookRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(["Church comparison"]);
    expect(rows).toContainEqual(["Region", org.regionA.name]);
    const header = rows.findIndex((r) => r[0] === "Church" && r[1] === "Region");
    const churchRows = rows.slice(header + 1).filter((r) => r.length > 1);
    expect(churchRows.map((r) => r[0]).sort()).toEqual(
      [org.a1.name, org.a2.name, `'${formula?.name}`].sort(),
    );
    expect(churchRows.some((r) => r[0] === org.b1.name)).toBe(false);
    expect(churchRows.find((r) => r[0] === org.a1.name)).toEqual([
      org.a1.name,
      org.regionA.name,
      3,
      3,
      5,
      "GHS",
      100,
      "Active",
      org.plan.name,
    ]);

    const csv = await get(`${DOWNLOAD}?${query}&format=csv`, regional.token);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(`"'=HYPERLINK(`);
    expect(csv.body).not.toContain(org.b1.name);
    const pdf = await get(`${DOWNLOAD}?${query}&format=pdf`, regional.token);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const audited = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user, regional.user.id), eq(auditLogs.action, "report_download")));
    expect(audited).toHaveLength(3);
  });

  it("downloads in the language of whoever asks: its words, dates and figures in French", async () => {
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const chosen = await t.call({
      method: "PATCH",
      url: "/api/user-profile/update_profile/",
      token,
      payload: { language: "fr" },
    });
    expect(chosen.statusCode).toBe(200);
    const xlsx = await get(`${DOWNLOAD}?report=membership_growth&scope=region&${PERIOD}&format=xlsx`, token);
    expect(xlsx.statusCode).toBe(200);
    const rows = await workbookRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(["Croissance des membres"]);
    expect(rows).toContainEqual(["Région", org.regionA.name]);
    expect(rows).toContainEqual(["Regroupé par", "Mois"]);
    expect(rows).toContainEqual(["Mois", "Arrivés", "Partis", "Net"]);
    // The total row is named in French too (its figures depend on the other tests' members).
    expect(rows.find((r) => r[0] === "Total")?.length).toBe(4);
    const period = rows.find((r) => r[0] === "Période");
    expect(String(period?.[1])).toMatch(/^du \d{1,2} \S+ 2025 au \d{1,2} \S+ 2025$/);
    // Event types and subscription states are words of the report, in French too.
    const byType = await workbookRows(
      (
        await get(
          `${DOWNLOAD}?report=attendance&scope=region&${PERIOD}&grouping=event_type&format=xlsx`,
          token,
        )
      ).rawPayload,
    );
    expect(byType.map((r) => r[0])).toContain("Culte");
    const compared = await workbookRows(
      (await get(`${DOWNLOAD}?report=church_comparison&scope=region&${PERIOD}&format=xlsx`, token))
        .rawPayload,
    );
    expect(compared.flat()).toContain("Actif");
    expect(compared.flat()).not.toContain("ACTIVE");
  });

  it("subscription history is for national officers only", async () => {
    const national = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const res = await get(`${REPORT}?report=subscription_history&scope=national&${PERIOD}`, national.token);
    expect(res.statusCode).toBe(200);
    const march = res.json().rows.find((r: { cells: unknown[] }) => r.cells[0] === "2025-03");
    expect(march.cells.slice(2)).toEqual([{ count: 1 }, "GHS", { amount: "120.00" }]);
    const regional = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const refused = await get(
      `${REPORT}?report=subscription_history&scope=national&${PERIOD}`,
      regional.token,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe("bad requests", () => {
  it("are refused with a clear status and message", async () => {
    const regional = await signedInUser(t, { role: "REGIONAL_ADMIN", church: org.a1 });
    const local = await signedInUser(t, { role: "LOCAL_ADMIN", church: org.a1 });
    const national = await get(`${REPORT}?report=attendance&scope=national`, local.token);
    expect(national.statusCode).toBe(403);
    expect(national.json().detail).toBe("National reports are for national officers.");
    const region = await get(`${REPORT}?report=attendance&scope=region`, local.token);
    expect(region.statusCode).toBe(403);
    const other = await get(
      `${REPORT}?report=attendance&scope=region&region=${org.regionB.id}`,
      regional.token,
    );
    expect(other.statusCode).toBe(404);
    const foreignChurch = await get(
      `${REPORT}?report=attendance&scope=church&church=${org.b1.id}`,
      regional.token,
    );
    expect(foreignChurch.statusCode).toBe(404);
    const unknown = await get(`${REPORT}?report=tithes`, regional.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().report).toBeDefined();
    const grouping = await get(`${REPORT}?report=attendance&scope=region&grouping=class`, regional.token);
    expect(grouping.statusCode).toBe(400);
    expect(grouping.json().grouping).toEqual([
      "This report cannot be grouped that way: choose one of the groupings it offers.",
    ]);
    const long = await get(
      `${DOWNLOAD}?report=attendance&scope=region&period=custom&date_from=2018-01-01&date_to=2024-01-01`,
      regional.token,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().date_to).toBeDefined();
    expect(
      (await get(`${DOWNLOAD}?report=attendance&scope=region&format=docx`, regional.token)).statusCode,
    ).toBe(400);
  });

  it("church roles need ADVANCED_REPORTING; officers of the region do not", async () => {
    const lapsed = await signedInUser(t, { role: "LOCAL_ADMIN", church: org.a2 });
    const gated = await get(`${REPORT}?report=attendance`, lapsed.token);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: "subscription_required", feature: "ADVANCED_REPORTING" });
    const regional = await signedInUser(t, { role: "REGIONAL_SECRETARY", church: org.a2 });
    const open = await get(`${REPORT}?report=attendance&scope=church&church=${org.a2.id}`, regional.token);
    expect(open.statusCode).toBe(200);
    const fresh = await makeChurch(t.db, org.regionA.id);
    const unsubscribed = await signedInUser(t, { role: "LOCAL_ADMIN", church: fresh });
    expect((await get(`${DOWNLOAD}?report=attendance`, unsubscribed.token)).statusCode).toBe(403);
  });
});
