/**
 * The `test` and `expect` every spec imports (instead of @playwright/test's): the same, plus an
 * accessibility check (axe-core, WCAG 2.2 A/AA, see a11y.ts) of the page each test ends on, so
 * no spec leaves the last page it saw unchecked. Specs still call expectAccessible on every other
 * page they visit.
 */
import { test as base, expect } from "@playwright/test";
import { expectAccessible } from "./a11y";

export const test = base.extend<{ accessibleAtTheEnd: undefined }>({
  accessibleAtTheEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A test that failed already says why; a page it never opened has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!page.url().startsWith("http")) return;
      await expectAccessible(page, "the page the test ends on");
    },
    { auto: true },
  ],
});

export { expect };
