import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expectAccessible } from "../support/a11y";
import { pdfText } from "../support/pdf-text";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

/** The digits of an amount as shown ("GH₵1,234.50" or "1,234.50"): "1234.50". */
const digitsOf = (text: string) => /-?[\d,]+\.\d{2}/.exec(text)?.[0]?.replace(/,/g, "") ?? "";

test("the demo member downloads their giving statement, which shows the year's total", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "member");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/profile/giving");
  const total = page.getByTestId("my-giving-total").first();
  await expect(total).toContainText(/Total for \d{4}/);
  const year = /Total for (\d{4})/.exec((await total.textContent()) ?? "")?.[1] ?? "";
  const onScreen = digitsOf((await total.textContent()) ?? "");
  expect(onScreen).not.toBe("");

  await expect(page.getByText("Giving statement", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my statement" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^giving-statement-${year}-member-\\d+\\.pdf$`));
  const saved = path.join(os.tmpdir(), `giving-statement-${Date.now().toString(36)}.pdf`);
  await pdf.saveAs(saved);
  const text = await pdfText(await readFile(saved));
  expect(text).toContain("Giving statement");
  expect(text).toContain("Church: Grace Cathedral");
  expect(text).toContain(`Period: 1 Jan ${year} to 31 Dec ${year}`);
  const totalLine = text.split("\n").find((line) => /^Total [\d,]+\.\d{2}$/.test(line)) ?? "";
  expect(digitsOf(totalLine)).toBe(onScreen);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, "my giving statement");
});
