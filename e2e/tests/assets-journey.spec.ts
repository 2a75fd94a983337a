import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { expectAccessible } from "../support/a11y";
import { pdfText } from "../support/pdf-text";
import { signIn } from "../support/sign-in";
import { expect, pageOfItsOwn, test } from "../support/test";

/** A calendar date `days` from today (UTC, the demo church's zone Africa/Accra has no offset). */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Fills the downloaded template with 20 assets (in place of its example row). */
async function fillTemplate(file: string, tag: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("The template has no sheet.");
  const column = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => column.set(String(cell.value), index));
  // Headed in the reader's words.
  expect([...column.keys()]).toEqual(
    expect.arrayContaining(["Name", "Category", "Asset tag", "Current value"]),
  );
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (let i = 1; i <= 20; i++) {
    const values: Record<string, string> = {
      Name: `${i % 2 ? "Keyboard" : "Speaker"} ${tag}-${String(i).padStart(2, "0")}`,
      Category: i % 2 ? "Movable Asset" : "Sound & Media",
      "Asset tag": `${tag.toUpperCase()}-${String(i).padStart(2, "0")}`,
      "Serial number": `SN-${tag}-${i}`,
      Location: "Youth centre",
      "Purchase date": "2025-06-01",
      "Purchase cost": "1500",
      "Current value": "1200.50",
      Condition: "NEW",
    };
    const row = sheet.getRow(i + 1);
    for (const [name, value] of Object.entries(values)) {
      const index = column.get(name);
      if (index) row.getCell(index).value = value;
    }
    row.commit();
  }
  await book.xlsx.writeFile(file);
}

const WARRANTY = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("a local admin bulk-uploads 20 assets, assigns one, schedules and completes maintenance on another, keeps its warranty and prints labels; the regional admin sees the church's totals", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `a${Date.now().toString(36).slice(-5)}`;
  const upper = tag.toUpperCase();
  await signIn(page, "local_admin");
  await page.goto("/assets");
  const table = page.getByRole("table", { name: "Assets" });
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(table).toContainText("Air conditioners (8)");
  await expectAccessible(page, "assets");

  // The template, filled in and uploaded: all 20 rows go in.
  await page.getByRole("button", { name: "Bulk upload" }).click();
  const upload = page.getByRole("dialog", { name: "Bulk upload assets" });
  await expect(upload).toBeVisible();
  await expectAccessible(page, "the bulk upload dialog");
  const downloading = page.waitForEvent("download");
  await upload.getByRole("button", { name: "Download the template" }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe("assets-upload-template.xlsx");
  const file = path.join(os.tmpdir(), `assets-${tag}.xlsx`);
  await template.saveAs(file);
  await fillTemplate(file, tag);
  await upload.locator('input[type="file"]').setInputFiles(file);
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByText("20 assets added.")).toBeVisible({ timeout: 20_000 });
  await upload.getByRole("button", { name: "Close", exact: true }).click();
  await expect(upload).toBeHidden();

  await page.getByRole("textbox", { name: "Search" }).fill(tag);
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await expect(page.getByText("20 assets match the filters")).toBeVisible();

  // The first keyboard goes to a member.
  await table.getByRole("link", { name: `Keyboard ${tag}-01` }).click();
  await expect(page.getByRole("heading", { name: `Keyboard ${tag}-01`, level: 1 })).toBeVisible();
  await expectAccessible(page, "an asset's page");
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  const assign = page.getByRole("dialog", { name: "Assign this asset" });
  await assign.getByRole("combobox", { name: "Member" }).fill("Kwame");
  const option = page.getByRole("option", { name: /^Kwame / }).first();
  await expect(option).toBeVisible();
  const member = (await option.textContent())?.trim() ?? "";
  await option.click();
  await assign.getByLabel("Due back").fill(dayFrom(14));
  await expectAccessible(page, "the assign dialog");
  await assign.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("The asset has been assigned.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Assignments" })).toContainText(member);
  await expect(page.getByText("Assigned", { exact: true }).first()).toBeVisible();

  // Maintenance on the second asset: scheduled, then completed, and it is active again.
  await page.goto("/assets");
  await page.getByRole("textbox", { name: "Search" }).fill(`${tag}-02`);
  await table.getByRole("link", { name: `Speaker ${tag}-02` }).click();
  await expect(page.getByRole("heading", { name: `Speaker ${tag}-02`, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Schedule maintenance" }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule maintenance" });
  await schedule.getByLabel("Done by").fill("Accra Sound Services");
  await schedule.getByLabel("What is to be done").fill("Replace the tweeter");
  await expectAccessible(page, "the schedule dialog");
  await schedule.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("The maintenance has been scheduled.")).toBeVisible();
  const work = page.getByRole("table", { name: "Maintenance" });
  await expect(work).toContainText("Replace the tweeter");
  await work.getByRole("button", { name: `Actions for the maintenance of Speaker ${tag}-02` }).click();
  await page.getByRole("menuitem", { name: "Mark completed" }).click();
  const complete = page.getByRole("dialog", { name: "Complete the maintenance" });
  await complete.getByLabel("Final cost").fill("350");
  await expectAccessible(page, "the complete dialog");
  await complete.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByText("The maintenance has been completed.")).toBeVisible();
  await expect(work).toContainText("Completed");
  await expect(work).toContainText("GHS 350.00");

  // Its warranty, kept with it.
  const warranty = path.join(os.tmpdir(), `warranty-${tag}.pdf`);
  await writeFile(warranty, WARRANTY);
  await page.getByRole("button", { name: "Add a document" }).click();
  const documentDialog = page.getByRole("dialog", { name: "Add a document" });
  await documentDialog.getByLabel("Title").fill("Speaker warranty");
  await documentDialog.getByLabel("Expires on").fill(dayFrom(365));
  await documentDialog.locator('input[type="file"]').setInputFiles(warranty);
  await expectAccessible(page, "the document dialog");
  await documentDialog.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("The document has been kept.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Documents" })).toContainText("Speaker warranty");
  await expectAccessible(page, "the asset with its maintenance and warranty");

  // Labels for two of the new assets.
  await page.goto("/assets");
  await page.getByRole("textbox", { name: "Search" }).fill(`${tag}-0`);
  await expect(table.locator("tbody tr")).toHaveCount(9);
  for (const n of ["03", "04"])
    await table
      .locator("tbody tr")
      .filter({ hasText: `${tag}-${n}` })
      .getByRole("checkbox", { name: "Select row" })
      .check();
  const printing = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print labels (2)" }).click();
  const labels = await printing;
  expect(labels.suggestedFilename()).toBe("asset-labels.pdf");
  const labelsPath = path.join(os.tmpdir(), `labels-${tag}.pdf`);
  await labels.saveAs(labelsPath);
  const text = await pdfText(await readFile(labelsPath));
  expect(text).toContain(`${upper}-03`);
  expect(text).toContain(`${upper}-04`);
  expect(text).toContain("Grace Cathedral");

  // The regional admin's global view: Grace Cathedral with its 60 assets.
  const regional = await pageOfItsOwn(browser);
  await signIn(regional, "regional_admin");
  await regional.goto("/assets/global");
  await expect(regional.getByRole("heading", { name: "Global Asset View", level: 1 })).toBeVisible();
  const byChurch = regional.getByRole("table", { name: "Totals by church" });
  await expect(byChurch.getByRole("row", { name: /^Grace Cathedral 60 GHS/ })).toBeVisible();
  await expect(byChurch).not.toContainText("Living Waters Chapel");
  await expectAccessible(regional, "the global asset view");
});
