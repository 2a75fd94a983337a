import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

const FIRST_NAMES = ["Ama", "Kofi", "Akosua", "Yaw", "Efua", "Kwame", "Abena", "Kojo", "Esi", "Kwabena"];

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

/** Fills the downloaded template with 50 members (in place of its example row). */
async function fillTemplate(file: string, tag: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("The template has no sheet.");
  const header = sheet.getRow(1);
  const column = new Map<string, number>();
  header.eachCell((cell, index) => column.set(String(cell.value), index));
  // Headed in the reader's words.
  expect(column.has("First name")).toBe(true);
  // The example row goes; the members take its place.
  sheet.spliceRows(2, sheet.rowCount - 1);
  const digits = tag.replace(/\D/g, "").padEnd(4, "7").slice(0, 4);
  for (let i = 1; i <= 50; i++) {
    const values: Record<string, string> = {
      "First name": FIRST_NAMES[i % FIRST_NAMES.length] ?? "Ama",
      "Last name": `Owusu-${tag}-${String(i).padStart(2, "0")}`,
      Gender: i % 2 ? "FEMALE" : "MALE",
      "Date of birth": `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
      Phone: `+233 20 ${digits} ${String(100 + i)}`,
      "E-mail": `member${i}.${tag}@example.org`,
      Category: i % 3 ? "Adults" : "Youth",
      "Home cell": i % 2 ? "Osu Cell" : "Dansoman Cell",
      "Home cell pastor": "Pastor Kofi Asante",
      Active: "yes",
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

test("a local admin imports 50 members from the template, finds one by search, marks attendance for a Sunday-school session and sees the summary", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  await signIn(page);
  await page.goto("/church/members");
  const table = page.getByRole("table", { name: "Members" });
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0);
  await expectAccessible(page, "members");

  // The template, filled in and imported.
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import members" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "import dialog");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download the template" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = path.join(os.tmpdir(), `members-${tag}.xlsx`);
  await download.saveAs(file);
  await fillTemplate(file, tag);

  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("50 members imported.")).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // One member, found by part of the name, opened.
  await page.getByRole("textbox", { name: "Search" }).fill(`${tag}-07`);
  const found = table.locator("tbody tr").filter({ hasText: `Owusu-${tag}-07` });
  await expect(found).toHaveCount(1);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await found.getByRole("link", { name: new RegExp(`Owusu-${tag}-07`) }).click();
  await expect(page).toHaveURL(/\/church\/members\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Owusu-${tag}-07`);
  await expect(page.getByText("Osu Cell")).toBeVisible();
  await expectAccessible(page, "a member's page");

  // Two members moved to another home cell together.
  await page.getByRole("link", { name: "All members" }).click();
  await page.getByRole("textbox", { name: "Search" }).fill(`Owusu-${tag}-1`);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(10);
  const first = rows.filter({ hasText: `Owusu-${tag}-10` });
  const second = rows.filter({ hasText: `Owusu-${tag}-11` });
  await first.getByRole("checkbox", { name: "Select row" }).check();
  await second.getByRole("checkbox", { name: "Select row" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "With selected" }).click();
  await page.getByRole("menuitem", { name: "Change home cell" }).click();
  const change = page.getByRole("dialog", { name: /Change the home cell/ });
  await change.getByLabel("Home cell").fill("Adenta Cell");
  await expectAccessible(page, "bulk change dialog");
  await change.getByRole("button", { name: "Change home cell" }).click();
  await expect(page.getByText("Home cell changed for 2 members.")).toBeVisible();
  await expect(first).toContainText("Adenta Cell");
  await expect(second).toContainText("Adenta Cell");
  await expect(rows.filter({ hasText: `Owusu-${tag}-12` })).not.toContainText("Adenta Cell");

  // A Sunday-school class of three of the imported members.
  const name = (i: number) =>
    `${FIRST_NAMES[i % FIRST_NAMES.length]} Owusu-${tag}-${String(i).padStart(2, "0")}`;
  const className = `Juniors ${tag}`;
  await page.goto("/church/sunday-school");
  await page.getByRole("button", { name: "Add class" }).click();
  const classForm = page.getByRole("form", { name: "New class" });
  await expect(classForm).toBeVisible();
  await expectAccessible(page, "new class form");
  await classForm.getByLabel("Name").fill(className);
  await classForm.getByLabel("Youngest age").fill("6");
  await classForm.getByLabel("Oldest age").fill("9");
  await classForm.getByRole("button", { name: "Add class" }).click();
  await expect(page.getByText(`${className} has been added.`)).toBeVisible();
  await page.getByRole("link", { name: className }).click();
  await expect(page.getByRole("heading", { name: className })).toBeVisible();
  await expectAccessible(page, "a class's page");

  await page.getByRole("button", { name: "Enroll members" }).click();
  const enrollDialog = page.getByRole("dialog");
  const picker = enrollDialog.getByRole("combobox", { name: "Members" });
  for (const i of [21, 22, 23]) {
    await picker.fill(`${tag}-${i}`);
    await page.getByRole("option", { name: name(i) }).click();
  }
  await enrollDialog.getByText("Search for members by name or phone").click();
  await expectAccessible(page, "enroll dialog");
  await enrollDialog.getByRole("button", { name: "Enroll 3 members" }).click();
  await expect(page.getByText(`3 members enrolled in ${className}.`)).toBeVisible();

  // Last Sunday's session, recorded today: two of the three came, with one visitor.
  await page.getByRole("button", { name: "Add sessions" }).click();
  const sessionForm = page.getByRole("form", { name: "New session" });
  await sessionForm.getByLabel("Date").fill("2026-11-15");
  await sessionForm.getByLabel("Topic").fill("The good Samaritan");
  await expectAccessible(page, "new session form");
  await sessionForm.getByRole("button", { name: "Add session" }).click();
  await expect(page.getByText(`A session of ${className} has been added.`)).toBeVisible();
  await page
    .getByRole("table", { name: "Sessions" })
    .getByRole("link", { name: /Attendance for/ })
    .click();
  await expect(page).toHaveURL(/\/church\/sunday-school\/\d+\/session\/\d+$/);

  const attendance = page.getByRole("table", { name: "Class attendance" });
  await expect(page.getByText("0 of 3 present")).toBeVisible();
  for (const i of [21, 23]) {
    await attendance
      .getByRole("row", { name: new RegExp(name(i)) })
      .getByText("Present")
      .click();
  }
  await expect(page.getByText("2 of 3 present")).toBeVisible();
  await expectAccessible(page, "session attendance");
  await page.getByLabel("Visitors").fill("1");
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("The attendance has been saved.")).toBeVisible();

  const summary = page.getByRole("region", { name: "Session summary" });
  await expect(summary.getByTestId("summary-present")).toHaveText("2");
  await expect(summary.getByTestId("summary-absent")).toHaveText("1");
  await expect(summary.getByTestId("summary-attendance-rate")).toHaveText("66.7%");
  await expect(summary.getByTestId("summary-visitors")).toHaveText("1");
});
