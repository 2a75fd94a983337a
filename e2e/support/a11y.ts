/**
 * The accessibility check of the browser tests: axe-core with the WCAG 2.2 A and AA rules
 * (and the 2.0 and 2.1 ones they include); a critical or serious violation fails the test.
 *
 * Every spec checks every page it visits, once the page has settled, with
 *
 *     await expectAccessible(page);              // the whole page
 *     await expectAccessible(page, "dialog");    // also names where the test is, in the failure
 *
 * axe reads each page in each state once in a run (not once per test or role): a state is the
 * page's address, the screen's width, the dialogs and menus open, and whether a field shows an
 * error or a message is up. A check of a state some test has read already passes at once.
 *
 * Import `test` and `expect` from "../support/test" (not from @playwright/test): that `test`
 * also checks the page a test ends on, so a new spec is checked even before it calls this.
 * axe-core comes from npm and is put into the page once per document; nothing is fetched from the
 * network.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";
import { firstInRun, noteAxeTime } from "./run-memory";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const FAILING_IMPACTS = new Set(["critical", "serious"]);

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What axe is asked: the WCAG tags' rules, violations only (axe then skips describing every element
 * that passed, most of its time), and not inside frames. The broadcast player's page is another
 * site's (not reachable from the tests) and the printable invoice runs no scripts, so axe could not
 * run in either and would wait for them; both frames carry a title (see broadcast-view and
 * invoice-print). Label in name (WCAG 2.5.3, level A) is not in the tags' rules of this axe-core,
 * so it is asked for by name.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  rules: { "label-content-name-mismatch": { enabled: true } },
  resultTypes: ["violations"],
  iframes: false,
};

/**
 * Runs axe in the page itself: put in once per document (a page of the app keeps it while the
 * user moves around), then one `axe.run`. (The Playwright wrapper of axe opens a blank page for
 * every check to merge frame results, three times the cost of the check on these pages.)
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        { exclude: [["iframe"]] },
        options,
      ),
    AXE_OPTIONS,
  );
}

/**
 * Ends every animation still under way (a drawer sliding in, a fade) so the colours axe reads are
 * the final ones. Finishing rather than waiting: a test that paused the page's clock, or a
 * transition that restarts, would otherwise keep the check waiting. Endless ones (spinners,
 * skeletons) are left as they are.
 */
async function settled(page: Page): Promise<void> {
  // A list being fetched again is dimmed until its rows arrive (aria-busy): check the rows as they
  // will stay. A part that stays busy longer (the test holds an answer back) is checked as it is.
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, { timeout: 5_000 })
    .catch(() => undefined);
  // Twice, a moment apart: a toast or drawer that starts moving just after the first pass (its
  // component mounted a frame late) is ended too. The page's own timers may be paused by the
  // test (page.clock), so the pause is the test runner's, and short.
  const finishAll = () =>
    page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const endless = animation.effect?.getComputedTiming().iterations === Infinity;
        if (animation.playState === "running" && !endless) animation.finish();
      }
    });
  await finishAll();
  await page.waitForTimeout(50);
  await finishAll();
}

/** The critical and serious WCAG 2.2 A/AA violations on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<Result[]> {
  await settled(page);
  // While axe reads the page (seconds), a toast may time out and start fading: with transitions
  // off it goes straight to its end state instead of being read half-faded. A list that starts
  // fetching again meanwhile (a search typed a moment before) is read as its rows will stay, not
  // dimmed.
  const still = await page.addStyleTag({
    content: `*, *::before, *::after { transition: none !important; }
      [aria-busy="true"] { opacity: 1 !important; }`,
  });
  const results = await runAxe(page);
  await still.evaluate((node) => (node as Element).remove());
  return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ""));
}

/** One line per violation and the elements it was found on, for the failure message. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const where = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${n.target.join(" ")}${n.failureSummary ? `: ${n.failureSummary.split("\n")[1]?.trim()}` : ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${where}${more}`;
    })
    .join("\n");
}

/**
 * The state of the page axe reads: its address and width, the dialogs open (by name), and whether
 * a menu is open, a field shows an error or a message is up. Two tests that bring a page to the
 * same state need it read once.
 */
async function stateOf(page: Page): Promise<string> {
  const shown = await page.evaluate(() => {
    const visible = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
    const dialogs = visible('[role="dialog"], [role="alertdialog"]').map((dialog) => {
      const labelledBy = dialog.getAttribute("aria-labelledby");
      const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
      return (dialog.getAttribute("aria-label") ?? title ?? "").trim();
    });
    return [
      ...dialogs,
      visible('[role="menu"], [role="listbox"]').length > 0 ? "a menu" : "",
      visible('[aria-invalid="true"]').length > 0 ? "an error" : "",
      visible('[role="alert"], .mantine-Notification-root').length > 0 ? "a message" : "",
    ];
  });
  return [new URL(page.url()).pathname, page.viewportSize()?.width, ...shown].join("|");
}

/**
 * Fails the test when axe-core finds a critical or serious violation on the page, unless a test of
 * the run has read the page in this state already (see stateOf).
 */
export async function expectAccessible(page: Page, where?: string): Promise<void> {
  const state = await stateOf(page);
  if (!firstInRun("axe", state)) return;
  const started = performance.now();
  const violations = await accessibilityViolations(page);
  noteAxeTime(state, performance.now() - started);
  const label = where ? `${where} (${new URL(page.url()).pathname})` : new URL(page.url()).pathname;
  expect(violations, `accessibility of ${label}:\n${describeViolations(violations)}`).toEqual([]);
}
