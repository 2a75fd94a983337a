import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

test("a national officer reads the dashboard by region and period and follows the expiring subscriptions", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "super_admin");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "The organisation" })).toBeVisible();
  await expect(page.getByText(/Figures as of/)).toBeVisible();
  await expectAccessible(page, "the dashboard");

  // One region: its own churches (two of the demo's four).
  await page.getByRole("combobox", { name: "Region" }).click();
  await page.getByRole("option", { name: "Ashanti", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Region: Ashanti" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See the churches" })).toHaveAttribute(
    "href",
    /\/churches\?region=\d+$/,
  );

  // This year, compared with last year.
  // The year is the server's, by its clock (which tests may move), as the dashboard says it counted.
  const answer = page.waitForResponse((r) => /\/dashboard\/\?.*period=year/.test(r.url()) && r.ok());
  await page.getByText("Year", { exact: true }).click();
  const year = new Date((await (await answer).json()).as_of).getUTCFullYear();
  await expect(page.getByText(new RegExp(`compared with .*${year - 1}`))).toBeVisible();
  await expectAccessible(page, "the dashboard of a region over a year");

  await page.getByRole("link", { name: "See the expiring subscriptions" }).click();
  await expect(page).toHaveURL(/\/subscriptions\?expiring=soon$/);
  await expect(page.getByRole("heading", { name: "Subscriptions ending within 7 days" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Show every subscription" })).toBeVisible();
  await expectAccessible(page, "the expiring subscriptions");

  // The super admin's /reports is Super Admin Finance; the reports across the hierarchy are a tab of it.
  await page.goto("/reports");
  await page.getByRole("tab", { name: "Church reports" }).click();
  await page.getByRole("combobox", { name: "Report" }).click();
  await page.getByRole("option", { name: "Subscription and payment history", exact: true }).click();
  await expect(
    page.getByRole("table", { name: "Subscription and payment history", exact: true }),
  ).toBeVisible();
  await expectAccessible(page, "the church reports of the super admin");
});

test("a regional officer downloads the church comparison of their region, and only their region's churches are in it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "regional_admin");
  // The dashboard is the national officers'; a regional officer is sent to the churches.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/churches$/);

  await page.goto("/reports");
  await page.getByRole("combobox", { name: "Report" }).click();
  await page.getByRole("option", { name: "Church comparison", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Whose churches" })).toHaveValue("A region");
  const table = page.getByRole("table", { name: "Church comparison", exact: true });
  await expect(table).toBeVisible();
  await expect(table).toContainText("Grace Cathedral");
  await expect(table).not.toContainText("Hope Tabernacle");
  await expectAccessible(page, "the reports page");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^church-comparison-greater-accra-.*\.xlsx$/);
  const saved = path.join(os.tmpdir(), `comparison-${Date.now()}.xlsx`);
  await file.saveAs(saved);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows.findIndex((r) => r[0] === "Church" && r[1] === "Region");
  const churches = rows.slice(header + 1).filter((r) => r.length > 1);
  expect(churches.map((r) => r[0]).sort()).toEqual(["Bethel Community Church", "Grace Cathedral"]);
  expect(new Set(churches.map((r) => r[1]))).toEqual(new Set(["Greater Accra"]));
});
