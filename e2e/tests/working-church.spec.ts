import { ROLES, type Role, roleTitle, sidebarFor } from "@cm/contracts";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });
const notFound = (page: Page) => page.getByRole("heading", { name: "We can't find that page" });

test("a national officer chooses a church and works on its members, events and Sunday school", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "super_admin");
  // Without a chosen church, church pages follow the specification's rule: to /dashboard.
  await page.goto("/church/members");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/churches");

  const row = page.getByRole("row").filter({ hasText: "Grace Cathedral" });
  await row.getByRole("button", { name: "Manage Grace Cathedral" }).click();
  await expect(page).toHaveURL(/\/church$/);
  const switcher = page
    .getByRole("banner")
    .getByRole("button", { name: /Church you are working on: Grace Cathedral/ });
  await expect(switcher).toBeVisible();

  await sidebarOf(page).getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/church\/members$/);
  // Grace Cathedral's members: the demo's 60 and any an earlier test added.
  const shown = page.getByText(/^Showing 1–20 of [\d,]+$/);
  await expect(shown).toBeVisible();
  expect(Number((await shown.innerText()).split(" of ")[1]?.replace(",", ""))).toBeGreaterThanOrEqual(60);
  await expectAccessible(page, "members of the chosen church");

  // Another church through the switcher: the lists follow it.
  await switcher.click();
  await page.getByRole("textbox", { name: "Search churches" }).fill("Bethel");
  await expectAccessible(page, "church switcher");
  await page.getByRole("option", { name: /Bethel Community Church/ }).click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: /working on: Bethel Community Church/ }),
  ).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of 15$/)).toBeVisible();
});

test("a regional officer may choose only the churches of their region", async ({ page }) => {
  await signIn(page, "regional_admin");
  await page.getByRole("banner").getByRole("button", { name: "Choose a church to work on" }).click();
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  expect(names.some((n) => n.includes("Grace Cathedral"))).toBe(true);
  expect(names.some((n) => n.includes("Living Waters Chapel"))).toBe(false);
});

test("the loading screen shows for its minimum time only, then the page's own loading state", async ({
  page,
}) => {
  await signIn(page, "local_admin");
  const screen = page.getByRole("status", { name: "Loading" }).filter({ hasText: "Please wait" });
  for (const [path, minimum] of [
    ["/church/events", 300],
    ["/church/members", 600],
  ] as const) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    // A full page load, as when a bookmark is opened. Time in the page stands still, so it is
    // moved 5 ms at a time until the screen is up (loading the app itself needs timers).
    await page.goto(path, { waitUntil: "commit" });
    for (let step = 0; step < 2_000 && (await screen.count()) === 0; step++) await page.clock.runFor(5);
    await expect(screen.first()).toBeVisible();
    await page.clock.runFor(minimum - 10);
    await expect(screen.first(), `${path} before ${minimum} ms`).toBeVisible();
    await page.clock.runFor(20);
    await expect(screen).toHaveCount(0);
    await page.clock.resume();
  }
});

// Every demo role, walked once per distinct sidebar: roles whose sidebars are the same item for
// item reach the same pages (routes do not depend on the role; redirects never lead to a 404).
const sidebars = new Map<string, Role[]>();
for (const role of ROLES) {
  const key = JSON.stringify(sidebarFor(role));
  sidebars.set(key, [...(sidebars.get(key) ?? []), role]);
}

for (const roles of sidebars.values()) {
  const username = (roles[0] as Role).toLowerCase();
  test(`every sidebar item opens a page that exists: ${roles.map(roleTitle).join(", ")}`, async ({
    page,
  }) => {
    // Each page is also checked for accessibility, by the first role whose walk reaches it (the
    // roles after it see the same page with the same parts).
    test.setTimeout(240_000);
    await signIn(page, username);
    const links = sidebarOf(page).locator("a[data-path]");
    await expect(links.first()).toBeVisible();
    const paths = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("data-path") ?? ""));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      await sidebarOf(page).locator(`a[data-path="${path}"]`).click();
      // Once nothing is loading any more, the page that answered is not the not-found page.
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
      await expect(notFound(page), path).toHaveCount(0);
      await expectAccessible(page, "a page of the sidebar walk", { once: true });
    }
  });
}
