import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { cutOffWords } from "../support/fit";
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

test("a counter enters the Sunday count, a second officer confirms it, and the income shows it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const note = `Harvest service ${Date.now().toString(36).slice(-5)}`;

  // The treasurer counts.
  await signIn(page, "local_treasurer");
  await page
    .getByRole("navigation", { name: "Sidebar" })
    .getByRole("link", { name: "Sunday Counts" })
    .click();
  await expect(page).toHaveURL(/\/giving$/);
  const counts = page.getByRole("table", { name: "Sunday counts" });
  await expect(counts.getByTestId("skeleton-row")).toHaveCount(0);
  // The demo's midweek count waits for a second person.
  await expect(counts.getByText("Waiting for a second counter").first()).toBeVisible();
  await expectAccessible(page, "Sunday counts");

  await page.getByRole("button", { name: "Start a count" }).click();
  const start = page.getByRole("form", { name: "Start a count" });
  await start.getByLabel("Expected total").fill("750.00");
  await start.getByLabel("Note").fill(note);
  await start.getByRole("button", { name: "Start counting" }).click();
  await expect(page).toHaveURL(/\/giving\/batches\/\d+$/);
  const countId = page.url().split("/").at(-1);
  await expect(page.getByTestId("count-difference")).toHaveText(/750\.00 still to enter\./);

  const entry = page.getByRole("form", { name: "Enter a gift" });
  await choose(page, entry, "Fund", "Tithe");
  await entry.getByLabel("Amount").fill("10.005");
  await entry.getByRole("button", { name: "Add gift" }).click();
  await expect(entry.getByText("Enter the amount with at most two decimal places.")).toBeVisible();
  await entry.getByLabel("Amount").fill("500");
  await entry.getByRole("button", { name: "Add gift" }).click();
  await expect(page.getByTestId("count-difference")).toHaveText(/250\.00 still to enter\./);
  // The fund stays for the next gift; the amount is empty and ready.
  await expect(entry.getByLabel("Amount")).toHaveValue("");
  await expect(entry.getByLabel("Amount")).toBeFocused();
  await choose(page, entry, "Fund", "Offering");
  await entry.getByLabel("Amount").fill("250");
  await entry.getByRole("button", { name: "Add gift" }).click();
  await expect(page.getByTestId("count-difference")).toHaveText("The gifts match the expected total.");
  const gifts = page.getByRole("table", { name: "Gifts in this count" });
  await expect(gifts.locator("tbody tr")).toHaveCount(2);
  await expectAccessible(page, "a count being entered");

  await page.getByRole("button", { name: "Submit for confirmation" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("You submitted this count, so someone else must confirm it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm count" })).toHaveCount(0);
  await signOut(page);

  // The admin, a second person, confirms it.
  await signIn(page, "local_admin");
  await page.goto(`/giving/batches/${countId}`);
  await expect(page.getByRole("heading", { name: /Count of/ })).toBeVisible();
  await page.getByRole("button", { name: "Confirm count" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("750.00 is posted to the church's income");
  await dialog.getByRole("button", { name: "Confirm count" }).click();
  await expect(
    page.getByText("The count has been confirmed and posted to the church's income."),
  ).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Enter a gift" })).toHaveCount(0);
  await expectAccessible(page, "a confirmed count");

  // Finance shows it: one income record per fund, with the count's reference.
  await page.goto("/finance/income");
  const income = page.getByRole("table", { name: "Income" });
  await expect(income.getByTestId("skeleton-row")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Search" }).fill(`GIVING-${countId}`);
  await expect(income.locator("tbody tr")).toHaveCount(2);
  await expect(income.locator("tbody tr").filter({ hasText: "Tithe" })).toContainText("500.00");
  await expect(income.locator("tbody tr").filter({ hasText: "Offering" })).toContainText("250.00");

  // The gifts, on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/giving/donations");
  await expect(page.getByRole("heading", { name: "Donations" })).toBeVisible();
  await expect(page.getByText("Tithe").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await cutOffWords(page)).toEqual([]);
  await expectAccessible(page, "donations on a phone");
  await page.goto("/giving/funds");
  await expect(page.getByText("Building fund").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, "funds on a phone");
});

test("the demo member sees their own confirmed gifts, read only", async ({ page }) => {
  await signIn(page, "member");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/profile/giving");
  await expect(page.getByText("My giving")).toBeVisible();
  await expect(page.getByRole("table", { name: "My gifts" })).toBeVisible();
  await expect(page.getByTestId("my-giving-total").first()).toContainText(/Total for \d{4}/);
  await expect(page.getByRole("button", { name: /Reverse|Delete|Edit/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, "my giving");
});
