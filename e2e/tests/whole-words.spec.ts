// Status badges, the page title and chart labels show their whole words at 1,366 px and 360 px.
// The sidebar walk (working-church.spec.ts) measures every page of the sidebar; this measures the
// tables with badges that no sidebar item opens: tabs, a church's page, the gateways.
import type { Page } from "@playwright/test";
import { watchApiCalls } from "../support/api-calls";
import { cutOffWords, nextFrames } from "../support/fit";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

async function expectWholeWords(page: Page, where: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await nextFrames(page);
    await expect.poll(() => cutOffWords(page), `${where} at ${width} px`).toEqual([]);
  }
}

test("badges show their whole word on the tables that no sidebar item opens", async ({ page }) => {
  const calls = watchApiCalls(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, "super_admin", { church: "Grace Cathedral" });
  for (const tab of ["Affiliates", "Withdrawals"]) {
    await page.goto("/admin/affiliates");
    await page.getByRole("tab", { name: tab }).click();
    await calls.settled();
    await expect(
      page.getByRole("tabpanel", { name: tab }).locator(".mantine-Badge-root").first(),
    ).toBeVisible();
    await expectWholeWords(page, `the affiliates' ${tab.toLowerCase()}`);
  }

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/churches");
  await page.getByRole("link", { name: "Grace Cathedral" }).first().click();
  await calls.settled();
  await expectWholeWords(page, "a church's page");

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/subscriptions/gateways");
  await calls.settled();
  await expectWholeWords(page, "the payment gateways");
});
