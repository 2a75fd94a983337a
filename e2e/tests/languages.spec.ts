// The app in another language: a guest chooses it in the public header, it is remembered, the
// sign-in page and the signed-in shell speak it, and `<html lang>` follows. Then the long language
// (every text 40 % longer) at 360 px: no page grows wider than the phone and no word is cut.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { changedTexts, inLanguage } from "../support/catalogs";
import { cutOffWords } from "../support/fit";
import { expect, test } from "../support/test";

/** Signs in on the login page as it reads in `language`. */
async function signInIn(page: Page, language: string, username: string) {
  await page.goto("/login");
  await page.getByLabel(inLanguage(language, "Username", "auth")).fill(username);
  await page.getByLabel(inLanguage(language, "Password", "auth"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: inLanguage(language, "Sign in", "auth") }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

/** The sidebar's links, none of them left in English. */
async function expectSidebarIn(page: Page, language: string) {
  const sidebar = page.getByRole("navigation", { name: inLanguage(language, "Sidebar") });
  const links = sidebar.getByRole("link");
  await expect(links.first()).toBeVisible();
  const shown = (await links.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  expect(shown.length).toBeGreaterThan(3);
  const english = changedTexts(language);
  expect(
    shown.filter((text) => english.has(text)),
    `sidebar items left in English (${language})`,
  ).toEqual([]);
}

const TRIES = [
  { language: "fr", username: "local_admin" },
  { language: "sw", username: "member" },
  { language: "pt", username: "super_admin" },
  { language: "yo", username: "local_admin" },
];

for (const { language, username } of TRIES) {
  test(`a guest chooses ${language}, it is remembered, and ${username} works in it`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Language" }).first().selectOption(language);
    const main = page.getByRole("navigation", { name: inLanguage(language, "Main") });
    await expect(main.getByRole("link", { name: inLanguage(language, "Home"), exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.reload();
    await expect(main.getByRole("link", { name: inLanguage(language, "Home"), exact: true })).toBeVisible();
    await signInIn(page, language, username);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expectSidebarIn(page, language);
  });
}

test.describe("the long language on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("pages keep to the phone's width and show their words whole", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cm.long-text", "1"));
    await page.goto("/login");
    await page.getByLabel(/^Username/).fill("local_admin");
    await page
      .getByLabel(/^Password/, { exact: false })
      .first()
      .fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: /^Sign in/ }).click();
    await expect(page).toHaveURL(/\/churches$/);
    for (const path of [
      "/dashboard",
      "/church/members",
      "/church/members/duplicates",
      "/church/households",
      "/church/events",
      "/finance",
      "/programs",
      "/assets",
      "/profile",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/Please wait while we prepare your experience/)).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} in the long language`).toBeLessThanOrEqual(360);
      expect(await cutOffWords(page), `${path} in the long language`).toEqual([]);
    }
  });
});
