import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { pdfText } from "../support/pdf-text";
import { signIn, signOut } from "../support/sign-in";
import { expect, test } from "../support/test";

/** Chooses an option of a Mantine select by its label. */
async function choose(
  page: Page,
  scope: ReturnType<Page["getByRole"]>,
  label: string | RegExp,
  option: string,
) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** "GHS 1,234.56" (or "GH₵1,234.56") -> 1234.56. */
const amountIn = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));

test("a treasurer records income and submits an expense with its receipt; the admin approves it; the treasurer prints the income statement", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5);
  const payee = `Hall hire ${tag}`;

  // Income, recorded by the treasurer.
  await signIn(page, "local_treasurer");
  await page.goto("/finance/income");
  const incomeTable = page.getByRole("table", { name: "Income" });
  await expect(incomeTable.getByTestId("skeleton-row")).toHaveCount(0);
  await expectAccessible(page, "income");
  await page.getByRole("button", { name: "Record income" }).click();
  const incomeForm = page.getByRole("form", { name: "Record income" });
  await incomeForm.getByLabel("Amount").fill("1234.56");
  await choose(page, incomeForm, "Category", "Thanksgiving");
  // The built app's checks speak the contracts' plain words, not zod's.
  await incomeForm.getByLabel("Reference").fill("R".repeat(101));
  await incomeForm.getByRole("button", { name: "Record income" }).click();
  await expect(incomeForm.getByText("Use at most 100 characters.")).toBeVisible();
  await incomeForm.getByLabel("Reference").fill(`THX-${tag}`);
  await expectAccessible(page, "the income form");
  await incomeForm.getByRole("button", { name: "Record income" }).click();
  await expect(page.getByText(/1,234\.56 of thanksgiving recorded\./)).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(`THX-${tag}`);
  await expect(incomeTable.locator("tbody tr")).toHaveCount(1);
  await expect(incomeTable.locator("tbody tr")).toContainText("Thanksgiving");
  // A search the server refuses is answered beside the search box, not as a failed list.
  await page.getByRole("textbox", { name: "Search" }).fill("a".repeat(300));
  await expect(page.getByText("Use at most 200 characters.", { exact: true })).toBeVisible();
  await expect(page.getByText(/could not load/)).toHaveCount(0);

  // An expense with its receipt, submitted for approval.
  await page.goto("/finance/expenses");
  const expenseTable = page.getByRole("table", { name: "Expenses" });
  await expect(expenseTable.getByTestId("skeleton-row")).toHaveCount(0);
  await expectAccessible(page, "expenses");
  await page.getByRole("button", { name: "Submit an expense" }).click();
  const expenseForm = page.getByRole("form", { name: "Submit an expense" });
  await expenseForm.getByLabel("Amount").fill("345.67");
  await choose(page, expenseForm, "Category", "Events");
  await expenseForm.getByLabel("Paid to").fill(payee);
  const receipt = path.join(os.tmpdir(), `receipt-${tag}.pdf`);
  const { writeFile } = await import("node:fs/promises");
  await writeFile(receipt, "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  await expenseForm.locator('input[type="file"]').setInputFiles(receipt);
  await expect(expenseForm.getByText(`Open receipt-${tag}.pdf`)).toBeVisible();
  await expenseForm.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByText(`to ${payee} submitted for approval.`)).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(payee);
  const mine = expenseTable.locator("tbody tr").filter({ hasText: payee });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Waiting for approval");
  await expect(mine.getByLabel("Receipt attached")).toBeVisible();
  // Its submitter cannot approve it.
  await mine.getByRole("button", { name: `Actions for the expense paid to ${payee}` }).click();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Approve" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await signOut(page);

  // The church admin looks at the receipt and approves the expense.
  await signIn(page, "local_admin");
  await page.goto("/finance/expenses?status=PENDING");
  await page.getByRole("textbox", { name: "Search" }).fill(payee);
  const pending = page
    .getByRole("table", { name: "Expenses" })
    .locator("tbody tr")
    .filter({ hasText: payee });
  await expect(pending).toHaveCount(1);
  await pending.getByRole("button", { name: payee, exact: true }).click();
  const detail = page.getByRole("dialog", { name: "Expense" });
  await expect(detail.getByRole("link", { name: /Open receipt-\d+/ })).toBeVisible();
  await expectAccessible(page, "the expense");
  await detail.getByRole("button", { name: "Approve" }).click();
  const approveDialog = page.getByRole("dialog", { name: "Approve this expense?" });
  await approveDialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("The expense has been approved.")).toBeVisible();
  await page.goto("/finance/expenses");
  await page.getByRole("textbox", { name: "Search" }).fill(payee);
  await expect(
    page.getByRole("table", { name: "Expenses" }).locator("tbody tr").filter({ hasText: payee }),
  ).toContainText("Approved");
  await page.goto("/finance");
  await expect(page.getByRole("heading", { name: "Finance overview" })).toBeVisible();
  await expect(page.getByText("Month by month")).toBeVisible();
  await expectAccessible(page, "the finance overview");
  await signOut(page);

  // The treasurer's income statement for the current year: on screen, as PDF and as a workbook.
  await signIn(page, "local_treasurer");
  await page.goto("/finance/reports");
  const statement = page.getByRole("table", { name: "Amounts in GHS" });
  await expect(statement).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, "reports");
  const cells = async (label: string) =>
    statement
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: label, exact: true }) })
      .getByRole("cell");
  const totalIncome = amountIn(await (await cells("Total income")).nth(1).innerText());
  const totalExpenses = amountIn(await (await cells("Total expenses")).nth(1).innerText());
  const net = amountIn(await (await cells("Net (income less expenses)")).nth(1).innerText());
  const thanksgiving = amountIn(await (await cells("Thanksgiving")).nth(1).innerText());
  const events = amountIn(await (await cells("Events")).nth(1).innerText());
  expect(totalIncome).toBeGreaterThan(1234.56);
  expect(thanksgiving).toBeGreaterThanOrEqual(1234.56);
  expect(events).toBeGreaterThanOrEqual(345.67);
  expect(Math.round((totalIncome - totalExpenses) * 100)).toBe(Math.round(net * 100));

  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^income-statement-grace-cathedral-\d{4}-01-01-\d{4}-12-31\.pdf$/);
  const pdfPath = path.join(os.tmpdir(), `statement-${tag}.pdf`);
  await pdf.saveAs(pdfPath);
  const { readFile } = await import("node:fs/promises");
  const text = await pdfText(await readFile(pdfPath));
  expect(text).toContain("Church: Grace Cathedral");
  const printed = (label: string) => {
    const line = text.split("\n").find((l) => l.startsWith(`${label} `));
    return amountIn(line?.slice(label.length).trim().split(/\s+/)[0] ?? "");
  };
  expect(printed("Total income")).toBe(totalIncome);
  expect(printed("Total expenses")).toBe(totalExpenses);
  expect(printed("Net (income less expenses)")).toBe(net);

  const xlsxDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel" }).click();
  const xlsx = await xlsxDownload;
  const xlsxPath = path.join(os.tmpdir(), `statement-${tag}.xlsx`);
  await xlsx.saveAs(xlsxPath);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsxPath);
  const rows = new Map<string, unknown[]>();
  book.worksheets[0]?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.set(String(values[0]), values);
  });
  expect(rows.get("Church")?.[1]).toBe("Grace Cathedral");
  expect(rows.get("Total income")?.[1]).toBe(totalIncome);
  expect(rows.get("Total expenses")?.[1]).toBe(totalExpenses);
  expect(rows.get("Net (income less expenses)")?.[1]).toBe(net);
  expect(rows.get("Thanksgiving")?.[1]).toBe(thanksgiving);
});

test("the super admin confirms a church's ministry support and sees the remittance report", async ({
  page,
}) => {
  // Five pages and dialogs, each checked for accessibility.
  test.setTimeout(90_000);
  await page.goto("/login");
  await page.getByLabel("Username").fill("super_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/(churches|dashboard)$/);
  await page.goto("/reports");
  const table = page.getByRole("table", { name: "ministry support of every church" });
  const recorded = table.locator("tbody tr").filter({ hasText: "Recorded" }).first();
  await expect(recorded).toBeVisible();
  await expectAccessible(page, "support and remittances");
  const month = (await recorded.getByRole("cell").nth(1).innerText()).trim();
  const church = (await recorded.getByRole("cell").nth(0).innerText()).trim();
  await recorded.getByRole("button", { name: /Actions for the payment/ }).click();
  await page.getByRole("menuitem", { name: "Confirm as received" }).click();
  await expect(page.getByText("The payment is confirmed as received.")).toBeVisible();
  await expect(
    table.locator("tbody tr").filter({ hasText: church }).filter({ hasText: month }).first(),
  ).toContainText("Confirmed");
  // Region by region: what each region's churches paid this year, opening to the churches.
  await page.getByRole("tab", { name: "By region" }).click();
  const accra = page.getByRole("button", { name: /Greater Accra/ });
  await expect(accra).toContainText("paid");
  await accra.click();
  await expect(page.getByRole("table", { name: /Churches of Greater Accra/ })).toContainText(
    "Grace Cathedral",
  );
  await expectAccessible(page, "support by region");
  await page.getByRole("tab", { name: "Remittance report" }).click();
  const remittance = page.getByRole("table", { name: "Expected and paid support per church" });
  await expect(remittance).toBeVisible({ timeout: 20_000 });
  await expect(remittance).toContainText("Grace Cathedral");
  await expectAccessible(page, "the remittance report");
  // Greater Accra's churches are now expected to remit 12 % as ministry support.
  await page.getByRole("button", { name: "Change the rates of Greater Accra" }).click();
  const rates = page.getByRole("dialog", { name: "Rates of Greater Accra" });
  await rates.getByLabel("Ministry support %").fill("12");
  await expectAccessible(page, "the rates dialog");
  await rates.getByRole("button", { name: "Save rates" }).click();
  await expect(page.getByText("The rates of Greater Accra have been saved.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Expected support per region" })).toContainText("12.00 %");
  await expect(remittance.getByRole("row").filter({ hasText: "Grace Cathedral" })).toContainText("12.00 %");
});
