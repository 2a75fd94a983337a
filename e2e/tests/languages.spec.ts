// The app in another language: a guest chooses it in the public header, it is remembered, the
// sign-in page and every page of three roles' sidebars speak it, and `<html lang>` follows. Then
// the long language (every text 40 % longer) at 360 px on every page of the three roles'
// sidebars: no page grows wider than the phone and no word is cut.
import { type Role, roleTitle, sidebarFor } from "@cm/contracts";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { watchApiCalls } from "../support/api-calls";
import { englishLeftOver, inLanguage } from "../support/catalogs";
import { cutOffWords } from "../support/fit";
import { firstInRun } from "../support/run-memory";
import { demoUser, signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

/** Signs in on the login page as it reads in `language`. */
async function signInIn(page: Page, language: string, username: string) {
  await page.goto("/login");
  await page.getByLabel(inLanguage(language, "Username", "auth")).fill(username);
  await page.getByLabel(inLanguage(language, "Password", "auth"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: inLanguage(language, "Sign in", "auth") }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

/** A guest chooses `language` in the public header; it is remembered and `<html lang>` follows. */
async function guestChooses(page: Page, language: string) {
  await page.goto("/");
  const main = page.getByRole("navigation", { name: inLanguage(language, "Main") });
  const home = main.getByRole("link", { name: inLanguage(language, "Home"), exact: true });
  // The home page is drawn before its script runs: a choice made before that is made again.
  await expect(async () => {
    // Named in English until the choice is made, then in the language chosen.
    const picker = page.getByRole("combobox", {
      name: new RegExp(`^(Language|${inLanguage(language, "Language")})$`),
    });
    await picker.first().selectOption(language);
    await expect(home).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await page.reload();
  await expect(home).toBeVisible();
}

/** The texts shown on the page (each element's own text, whole), those left in English. */
function englishShown(page: Page, english: Set<string>): Promise<string[]> {
  return page.evaluate(
    (texts) => {
      const left = new Set(texts);
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement;
        if (!holder || holder.closest("script, style, [hidden], [aria-hidden='true']")) continue;
        const text = (node.textContent ?? "").trim();
        if (left.has(text)) found.add(text);
      }
      return [...found];
    },
    [...english],
  );
}

// Names, not the app's words: the product's name, and records the demo's office named in English
// (a plan, program and finance categories).
const NAMES = new Set(["Church Management", "Standard", "Conference", "Outreach", "Events", "Other"]);

// In each language: a guest chooses it in the public header (the first walker), then the super
// admin (on a church they chose), a local admin and a member each sign in and follow items of
// their sidebar; no page shows a text of the app left in English. A text written outside the
// catalogs shows in English in every language, and the catalog check finds a key a language
// lacks, so each page is read in one language (a quarter of the pages each) and every page of the
// three sidebars in one of them. A page two of them share is read once.
const WALKERS = ["super_admin", "local_admin", "member"];
const LANGUAGES = ["fr", "pt", "sw", "yo"];

/** The language a sidebar page is read in: the same for every run and every role. */
function readIn(path: string): string {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return LANGUAGES[hash % LANGUAGES.length] ?? "fr";
}

for (const language of LANGUAGES) {
  test(`in ${language}, chosen by a guest, the super admin, a local admin and a member find no English on their pages`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const english = englishLeftOver(language);
    for (const text of NAMES) english.delete(text);
    const read = new Set<string>();
    const found: string[] = [];
    for (const username of WALKERS) {
      // A context each: one person at a time, signed in from the start.
      const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      if (username === WALKERS[0]) await guestChooses(page, language);
      else await page.addInitScript((chosen) => window.localStorage.setItem("cm.language", chosen), language);
      const calls = watchApiCalls(page);
      await signInIn(page, language, username);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      if (username === "super_admin") await chooseChurchIn(page, language, "Grace Cathedral");
      const sidebar = page.getByRole("navigation", { name: inLanguage(language, "Sidebar") });
      await expect(sidebar.locator("a[data-path]").first()).toBeVisible();
      const paths = await sidebar
        .locator("a[data-path]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("data-path") ?? ""));
      for (const path of paths.filter((p) => !read.has(p) && readIn(p) === language)) {
        read.add(path);
        await sidebar.locator(`a[data-path="${path}"]`).click();
        await expect(sidebar.locator(`a[data-path="${path}"]`)).toHaveAttribute("aria-current", "page");
        await calls.settled();
        found.push(...(await englishShown(page, english)).map((text) => `${username} ${path}: "${text}"`));
      }
      await context.close();
    }
    expect(found, `texts left in English in ${language}`).toEqual([]);
  });
}

/** A national officer chooses the church to work on, through the top bar's chooser in `language`. */
async function chooseChurchIn(page: Page, language: string, name: string) {
  const bar = page.getByRole("banner");
  await bar
    .getByRole("button", { name: inLanguage(language, "Choose a church to work on", "churches") })
    .click();
  await page.getByRole("textbox", { name: inLanguage(language, "Search churches", "churches") }).fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await expect(bar.getByRole("button", { name: new RegExp(name) })).toBeVisible();
}

/** Opens a page inside the app (no reload: the app stays as it is), as a link would. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

// Every page of the three roles' sidebars (a local admin's church pages, the super admin's on a
// church they chose, a member's own), each role a test of its own so the workers share them.
const LONG_WALKS: [Role, string | undefined][] = [
  ["LOCAL_ADMIN", undefined],
  ["SUPER_ADMIN", "Grace Cathedral"],
  ["MEMBER", undefined],
];

test.describe("the long language on a phone", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const [role, church] of LONG_WALKS) {
    test(`every page of a ${roleTitle(role)} keeps to the phone's width and shows its words whole`, async ({
      page,
    }) => {
      const paths = sidebarFor(demoUser(role)).flatMap((section) => section.items.map((item) => item.path));
      test.setTimeout(30_000 + paths.length * 8_000);
      await page.addInitScript(() => window.localStorage.setItem("cm.long-text", "1"));
      await signIn(page, role.toLowerCase(), { church });
      const wrong: string[] = [];
      for (const path of new Set(paths)) {
        await openInApp(page, path);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText(/Please wait while we prepare your experience/)).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wrong.push(`${path}: ${width} px wide`);
        wrong.push(...(await cutOffWords(page)).map((word) => `${path}: ${word}`));
        // Checked at 360 px in the longer words: the sidebar walk need not look at it there again.
        firstInRun("phone-width", path);
      }
      expect(wrong, "in the long language at 360 px").toEqual([]);
    });
  }
});
