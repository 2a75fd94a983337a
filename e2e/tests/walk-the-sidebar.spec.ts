import {
  hasPermission,
  isChurchAdmin,
  PERMISSION_NAMES,
  ROLES,
  type Role,
  reachOf,
  roleTitle,
  sidebarFor,
} from "@cm/contracts";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { watchApiCalls } from "../support/api-calls";
import { cutOffWords, nextFrames } from "../support/fit";
import { firstInRun } from "../support/run-memory";
import { demoUser, signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

const choosesChurch = (role: Role) => reachOf(role) !== "church";
// What a page shows when the server refused one of its calls (the API's 403 message, or the
// subscription gate's).
const PERMISSION_ERROR =
  /do not have permission|needs an active subscription|not included in your church's plan/i;
/** The top bar's buttons beside the title differ by these: the church chooser and Request a Church. */
const topBarKind = (user: ReturnType<typeof demoUser>) =>
  `${choosesChurch(user.role)}|${isChurchAdmin(user)}`;

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });
const notFound = (page: Page) => page.getByRole("heading", { name: "We can't find that page" });

/**
 * Follows a sidebar item and waits for the page it leads to. The loading screen's minimum time
 * (spec: 300 or 600 ms on entering a page) is not what a walk looks at: once the screen is up and
 * its timer set, the page's clock (installed by the caller) is moved past it.
 */
async function follow(page: Page, path: string) {
  const before = new URL(page.url()).pathname;
  await sidebarOf(page).locator(`a[data-path="${path}"]`).click();
  // Drawn once the sidebar marks the item, or once a redirect has taken the user elsewhere.
  await page.waitForFunction(
    ([p, from]) =>
      document.querySelector('nav a[aria-current="page"]')?.getAttribute("data-path") === p ||
      (window.location.pathname !== from && window.location.pathname !== p),
    [path, before],
    { timeout: 15_000 },
  );
  // Should its timer not be set yet, the screen just takes its time.
  await page.clock.fastForward(1_000);
}

// Every demo role walks its whole sidebar, as it works: national and regional officers on a church
// they chose (Grace Cathedral, whose plan has every feature). Each item must open a page that
// exists and that the role may use: no permission error on it and no call the server refuses.
// Words must show whole there (badges, the page title, chart labels): at 1,366 px on every page
// and, the first time in the run a page or a kind of top bar comes by, at 360 px too. axe reads a
// page only when no test of the run has read it yet (this file runs near the end: the journeys
// check the pages they work on, in the states they bring about). One test per role; the roles are
// shared out between the workers.
const WIDE = { width: 1366, height: 900 };
/**
 * The most sidebar items one test walks: a role's sidebar is one test unless it is longer than
 * this, so that the workers share the longest walks.
 */
const PART_SIZE = 40;
const itemsOf = (role: Role) => sidebarFor(demoUser(role)).flatMap((section) => section.items).length;
const PHONE = { width: 360, height: 780 };

/** What the page shows wrongly just after it has settled at 1,366 px, one line each. */
async function wrongOnPage(
  page: Page,
  path: string,
  calls: ReturnType<typeof watchApiCalls>,
): Promise<string[]> {
  const [missing, refusal, cut] = await Promise.all([
    notFound(page).count(),
    page.getByText(PERMISSION_ERROR).allTextContents(),
    cutOffWords(page),
  ]);
  // A church whose plan lacks a feature sends its people to the plans (spec section 6); any
  // other redirect means the item leads the role to a page it may not use.
  const reached = new URL(page.url()).pathname;
  const elsewhere = reached !== path && reached !== "/subscriptions/plans";
  return [
    ...(elsewhere ? [`leads to ${reached}`] : []),
    ...(missing > 0 ? ["the not-found page"] : []),
    ...refusal.map((text) => `a permission error: ${text}`),
    ...calls.refused().map((call) => `a call the server refused: ${call}`),
    ...cut.map((word) => `at 1,366 px: ${word}`),
  ].map((problem) => `${path}: ${problem}`);
}

/**
 * One role's walk through a share of its sidebar (`count` items from `first`, in the sidebar's
 * order); what it found wrong, one line each.
 */
async function walk(page: Page, role: Role, first: number, count: number): Promise<string[]> {
  const user = demoUser(role);
  const calls = watchApiCalls(page);
  await page.clock.install();
  await signIn(page, role.toLowerCase(), { church: choosesChurch(role) ? "Grace Cathedral" : undefined });
  const links = sidebarOf(page).locator("a[data-path]");
  await expect(links.first()).toBeVisible();
  const all = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("data-path") ?? ""));
  expect(all.length, "the sidebar's items").toBe(itemsOf(role));
  const paths = all.slice(first, first + count);
  const wrong: string[] = [];
  for (const path of paths) {
    await follow(page, path);
    await calls.settled();
    wrong.push(...(await wrongOnPage(page, path, calls)));
    // The page's own parts at 360 px once (unless the long language's walk read it there); the
    // top bar's title once per kind of top bar (both noted, so both are asked).
    const newPage = firstInRun("phone-width", path);
    const newBar = firstInRun("phone-width", `${path.split("/")[1]}|${topBarKind(user)}`);
    if (newPage || newBar) {
      await page.setViewportSize(PHONE);
      await nextFrames(page);
      // Polled: a chart is drawn again once it has measured its new room.
      await expect.poll(() => cutOffWords(page), `${path} at 360 px`).toEqual([]);
      await page.setViewportSize(WIDE);
      await nextFrames(page);
    }
    await expectAccessible(page, "a page of the sidebar walk");
  }
  return wrong;
}

test.describe.configure({ mode: "parallel" });
test.use({ viewport: WIDE });

/**
 * Roles that can do exactly the same things (the same reach, permissions and sidebar, as the
 * contracts define them) walk once, under all their titles: their pages and calls are the same.
 * The roles with the longest sidebars first, so that no long walk is left for the end.
 */
type Roles = [Role, ...Role[]];
function rolesByWhatTheyCanDo(): Roles[] {
  const groups = new Map<string, Roles>();
  for (const role of ROLES) {
    const user = demoUser(role);
    const paths = sidebarFor(user).flatMap((section) => section.items.map((item) => item.path));
    const permissions = PERMISSION_NAMES.filter((permission) => hasPermission(user, permission));
    const key = JSON.stringify([reachOf(role), isChurchAdmin(user), permissions, paths]);
    groups.set(key, [...(groups.get(key) ?? []), role] as Roles);
  }
  return [...groups.values()].sort((a, b) => itemsOf(b[0]) - itemsOf(a[0]));
}

// A long sidebar is walked in parts of equal size, each a test of its own, so the workers share
// the walks evenly.
for (const [role, ...alike] of rolesByWhatTheyCanDo()) {
  const titles = [role, ...alike].map(roleTitle).join(" or a ");
  const parts = Math.ceil(itemsOf(role) / PART_SIZE);
  const size = Math.ceil(itemsOf(role) / parts);
  for (let part = 0; part < parts; part++) {
    const share = parts > 1 ? ` (part ${part + 1} of ${parts})` : "";
    test(`every sidebar item of a ${titles} opens a page the role may use${share}`, async ({ page }) => {
      // Each page checked by axe when no test has yet: seconds a page on a busy machine.
      test.setTimeout(size * 24_000);
      expect(await walk(page, role, part * size, size)).toEqual([]);
    });
  }
}
