import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, pageOfItsOwn, test } from "../support/test";

/** Grace Cathedral's id, asked of its public giving page (the demo's churches are the first few). */
async function graceCathedral(page: Page): Promise<number> {
  for (let id = 1; id <= 12; id++) {
    const res = await page.request.get(`/api/giving/online-gifts/page/?church=${id}`);
    if (res.ok() && (await res.json()).church.name === "Grace Cathedral") return id;
  }
  throw new Error("Grace Cathedral takes no gifts online");
}

test("a guest gives 50 to the building fund through the sandbox and sees the receipt, on a phone; the treasurer finds it among the online gifts, marked as a test", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const church = await graceCathedral(page);
  await page.goto(`/give/${church}`);
  await expect(page.getByRole("heading", { level: 1, name: "Give to Grace Cathedral" })).toBeVisible();
  await expectAccessible(page, "the giving page at 360 px");

  const form = page.getByRole("form", { name: "Give to Grace Cathedral" });
  await form.getByRole("combobox", { name: "Fund" }).click();
  await page.getByRole("option", { name: "Building fund", exact: true }).click();
  await form.getByLabel("Amount").fill("0");
  await form.getByLabel("Your name").fill("Ama Guest");
  await form.getByLabel("Your e-mail, for the receipt").fill("ama.guest@example.org");
  await form.getByRole("button", { name: "Give now" }).click();
  await expect(form.getByText("The amount must be more than zero.")).toBeVisible();
  await expectAccessible(page, "the giving page with an error at 360 px");
  await form.getByLabel("Amount").fill("50");
  await form.getByRole("button", { name: "Give now" }).click();

  // The sandbox's hosted test checkout, then back to the thank-you page.
  await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/give\/thank-you\?reference=GIV-/);
  await expect(page.getByText("Thank you for your gift!")).toBeVisible();
  await expect(page.getByText("Building fund")).toBeVisible();
  await expect(page.getByText(/50\.00/)).toBeVisible();
  await expect(page.getByText("This was a test payment: no money moved.")).toBeVisible();
  await expectAccessible(page, "the thank-you page at 360 px");
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(360);
  const reference = new URL(page.url()).searchParams.get("reference") ?? "";

  // The church's treasurer finds the gift among the online gifts: received, and a test.
  const office = await pageOfItsOwn(browser);
  await signIn(office, "local_treasurer");
  await office.goto("/giving/online");
  const gifts = office.getByRole("table", { name: "Online gifts" });
  await office.getByRole("textbox", { name: "Search" }).fill(reference);
  await expect(gifts.locator("tbody tr")).toHaveCount(1);
  const row = gifts.locator("tbody tr").first();
  await expect(row).toContainText(reference);
  await expect(row).toContainText("Ama Guest");
  await expect(row).toContainText("Building fund");
  await expect(row).toContainText("Received");
  await expect(row).toContainText("Test");
  await expectAccessible(office, "the online gifts");
});

test("an unknown church's giving page says it was not found", async ({ page }) => {
  await page.goto("/give/999999");
  await expect(page.getByRole("heading", { level: 1, name: "This giving page was not found" })).toBeVisible();
});
