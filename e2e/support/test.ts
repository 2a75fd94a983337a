/**
 * The `test` and `expect` every spec imports (instead of @playwright/test's): the same, plus an
 * accessibility check (axe-core, WCAG 2.2 A/AA, see a11y.ts) of the page each test ends on, unless
 * the run has checked it in that state already, so no spec leaves the last page it saw unchecked. Specs still call expectAccessible on every other
 * page they visit.
 */
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { baseUrlOf } from "../constants";
import { expectAccessible } from "./a11y";

export const test = base.extend<{ accessibleAtTheEnd: undefined }>({
  // Each worker talks to a server of its own (playwright.config.ts starts one per worker).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(baseUrlOf(testInfo.parallelIndex)),
  accessibleAtTheEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A test that failed already says why; a page it never opened has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!page.url().startsWith("http")) return;
      // Unless a test has checked the same page in the same state already: most tests end on a
      // page that they or another test checked on the way.
      await expectAccessible(page, "the page the test ends on");
    },
    { auto: true },
  ],
});

export { expect };

/** A page in a context of its own (a second person in the same test, with cookies of their own). */
export async function pageOfItsOwn(browser: Browser): Promise<Page> {
  // The context is left open: closing it from the page's close event raced the next test's
  // set-up ("context has been closed"); the worker's browser ends it with the run.
  const context = await browser.newContext();
  return context.newPage();
}
