import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { cutOffWords } from "../support/fit";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

const fitsAPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("the treasurer records a pledge, sees its progress and reads the giving report", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "local_treasurer");
  const sidebar = page.getByRole("navigation", { name: "Sidebar" });
  await sidebar.getByRole("link", { name: "Pledges" }).click();
  await expect(page).toHaveURL(/\/giving\/pledges$/);
  const pledges = page.getByRole("table", { name: "Pledges" });
  await expect(pledges.getByTestId("skeleton-row")).toHaveCount(0);
  // The demo's building appeal: three pledges, some given toward.
  await expect(pledges.getByText("Building fund").first()).toBeVisible();
  await expect(pledges.getByText(/1,500\.00 of .*5,000\.00 \(30 %\)/)).toBeVisible();
  await expectAccessible(page, "pledges");

  await page.getByRole("button", { name: "Record a pledge" }).click();
  const form = page.getByRole("form", { name: "Record a pledge" });
  await form.getByRole("combobox", { name: "Fund" }).click();
  await page.getByRole("option", { name: "Missions", exact: true }).click();
  await form.getByLabel("Target amount").fill("0");
  await form.getByLabel("From").fill("2026-01-01");
  await form.getByLabel("To").fill("2025-12-31");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The amount must be more than zero.")).toBeVisible();
  await form.getByLabel("Target amount").fill("1200");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The end must be after the start.")).toBeVisible();
  await expect(form.getByText("Choose the member or the household who pledges.")).toBeVisible();
  await form.getByLabel("To").fill("2026-12-31");
  await form.getByRole("combobox", { name: "Or a household" }).click();
  await page.getByRole("option").first().click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/has been saved/)).toBeVisible();
  await expect(pledges.getByText("Missions")).toBeVisible();

  // The report: figures of this year, on a phone too.
  await sidebar.getByRole("link", { name: "Giving Reports" }).click();
  await expect(page).toHaveURL(/\/giving\/reports$/);
  await expect(page.getByRole("heading", { name: "Giving report", level: 2 })).toBeVisible();
  await expect(page.getByRole("table", { name: /Giving by fund and month/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Donors", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Average gift" })).toBeVisible();
  await expectAccessible(page, "giving report");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole("table", { name: /Giving by fund and month/ })).toBeVisible();
  await fitsAPhone(page);
  expect(await cutOffWords(page)).toEqual([]);
  await expectAccessible(page, "giving report on a phone");
  await page.goto("/giving/pledges");
  await expect(page.getByRole("heading", { name: "Pledges" })).toBeVisible();
  await expect(page.getByText("Building fund").first()).toBeVisible();
  await fitsAPhone(page);
  await expectAccessible(page, "pledges on a phone");
});

test("the demo member sees their pledge and its progress beside their giving", async ({ page }) => {
  await signIn(page, "member");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/profile/giving");
  await expect(page.getByRole("heading", { name: "My pledges" })).toBeVisible();
  const mine = page.getByTestId("my-pledge").filter({ hasText: "5,000.00" });
  await expect(mine).toContainText("Building fund");
  await expect(mine).toContainText(/1,500\.00 of .*5,000\.00 \(30 %\)/);
  await fitsAPhone(page);
  await expectAccessible(page, "my pledges");
});
