import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });

test("a national officer chooses a church and works on its members, events and Sunday school", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "super_admin");
  // Without a chosen church, church pages follow the specification's rule: to /dashboard, which
  // says why.
  await page.goto("/church/members");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("choose-church-first")).toContainText("Choose a church first");
  await page.goto("/churches");

  const row = page.getByRole("row").filter({ hasText: "Grace Cathedral" });
  await row.getByRole("button", { name: "Manage this church: Grace Cathedral" }).click();
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
  // Checked with the churches found (an empty list while they come has nothing to focus yet).
  const bethel = page.getByRole("option", { name: /Bethel Community Church/ });
  await expect(bethel).toBeVisible();
  // The search has applied (Bethel is in the whole list too, which scrolls): only what it found.
  await expect(page.getByRole("option", { name: /Grace Cathedral/ })).toHaveCount(0);
  await expectAccessible(page, "church switcher");
  await bethel.click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: /working on: Bethel Community Church/ }),
  ).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of 15$/)).toBeVisible();
});

test("an officer who opens a church's page before choosing a church is asked to choose one, then gets there", async ({
  page,
}) => {
  await signIn(page, "regional_treasurer");
  // The specification sends them to /dashboard, which is not a regional officer's: on to /churches.
  await sidebarOf(page).getByRole("link", { name: "Expenses" }).click();
  await expect(page).toHaveURL(/\/churches$/);
  const notice = page.getByTestId("choose-church-first");
  await expect(notice).toContainText("Choose a church first");
  await expect(notice).toContainText("Choose the church you want to work on");
  await expectAccessible(page, "asked to choose a church first");
  await notice.getByRole("button", { name: "Choose a church" }).click();
  await page.getByRole("textbox", { name: "Search churches" }).fill("Grace");
  await page.getByRole("option", { name: /Grace Cathedral/ }).click();
  await expect(page).toHaveURL(/\/finance\/expenses$/);
  await expect(
    page.getByRole("banner").getByRole("button", { name: /working on: Grace Cathedral/ }),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
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
