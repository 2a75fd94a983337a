// The signed-in lists and the member form on a phone (360 x 740, below the 768 px breakpoint):
// cards instead of wide tables, filters behind one button, the page's buttons within reach of the
// thumb, and nothing floating over the content. Each screen is kept as a screenshot of the run.
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

/** Opens a list page and checks it is a phone's: cards, no sideways scrolling, the first row on screen. */
async function openList(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("Please wait while we prepare your experience")).toHaveCount(0);
  const cards = page.getByTestId("row-card");
  await expect(cards.first()).toBeVisible();
  // No table to scroll sideways, and nothing wider than the screen.
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The first row shows on the first screen, not after a screenful of filters.
  const first = await cards.first().boundingBox();
  expect(first?.y ?? Number.POSITIVE_INFINITY, `${path}: where the first row starts`).toBeLessThan(740 - 120);
}

/** The bar of the page's buttons sits along the bottom of the screen, where the thumb is. */
async function expectThumbBar(page: Page, button: string) {
  const action = page.getByRole("button", { name: button, exact: true });
  await expect(action).toBeVisible();
  const box = await action.boundingBox();
  expect(box && box.y + box.height, `${button} at the bottom of the screen`).toBeGreaterThan(740 - 72);
  expect(box && box.y + box.height, `${button} on the screen`).toBeLessThanOrEqual(740);
}

/** The feedback button is part of the page's flow on a phone: never over the rows or the bar. */
async function expectFeedbackInFlow(page: Page) {
  const feedback = page.getByRole("link", { name: "Send a Feedback" });
  await expect(feedback).toHaveCount(1);
  // Not on the first screen, where it would sit on the rows...
  await expect(feedback).not.toBeInViewport();
  // ...and at the end of the page, above the bar of buttons rather than under it.
  await feedback.scrollIntoViewIfNeeded();
  const link = await feedback.boundingBox();
  const bar = await page.locator("[data-thumb-bar]").boundingBox();
  expect(link && bar && link.y + link.height <= bar.y, "the feedback button clears the bar").toBe(true);
}

async function keep(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`phone-${name}.png`) });
}

test("the members list on a phone: cards, a Filters button with its count, buttons within reach", async ({
  page,
}, testInfo) => {
  await signIn(page, "local_admin");
  await openList(page, "/church/members", "Members");
  await keep(page, testInfo, "members");
  await expectThumbBar(page, "Add member");
  await expectAccessible(page, "members on a phone");

  // The six filters wait behind one button, which counts the ones that are on.
  const filters = page.getByRole("button", { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName("Filters");
  await filters.click();
  const sheet = page.getByRole("dialog", { name: "Filter members" });
  await expect(sheet.getByRole("combobox", { name: "Status" })).toBeVisible();
  await keep(page, testInfo, "members-filters");
  await expectAccessible(page, "the filter sheet");
  // Chosen with the keys, as the list opens inside a sheet that is still settling.
  await sheet.getByRole("combobox", { name: "Status" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Inactive" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(sheet.getByRole("combobox", { name: "Status" })).toHaveValue("Inactive");
  await sheet.getByRole("button", { name: /^Show / }).click();
  await expect(sheet).toBeHidden();
  await expect(filters).toHaveAccessibleName("Filters 1 on");
  await expect(page.getByTestId("row-card").first()).toContainText("Inactive");

  await expectFeedbackInFlow(page);
  await keep(page, testInfo, "members-end");
});

test("the member form on a phone takes the whole screen", async ({ page }, testInfo) => {
  await signIn(page, "local_admin");
  await openList(page, "/church/members", "Members");
  await page.getByRole("button", { name: "Add member", exact: true }).click();
  const form = page.getByRole("form", { name: "New member" });
  await expect(form.getByLabel("First name")).toBeVisible();
  const box = await form.getByLabel("First name").boundingBox();
  expect(box?.width ?? 0, "the first box spans the screen").toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await keep(page, testInfo, "member-form");
  await expectAccessible(page, "the member form on a phone");
});

test("users, churches and events on a phone are cards too", async ({ page }, testInfo) => {
  await signIn(page, "local_admin");
  await openList(page, "/churches", "Churches");
  await keep(page, testInfo, "churches");
  await expectAccessible(page, "churches on a phone");

  await openList(page, "/users", "Users");
  await expectThumbBar(page, "Add user");
  await keep(page, testInfo, "users");
  await expectAccessible(page, "users on a phone");

  await openList(page, "/church/events", "Events");
  await expectThumbBar(page, "Add event");
  await expect(
    page
      .getByTestId("row-card")
      .first()
      .getByRole("button", { name: /^Mark attendance for / }),
  ).toBeVisible();
  await keep(page, testInfo, "events");
  await expectAccessible(page, "events on a phone");
  await expectFeedbackInFlow(page);
});

test("an asset's page on a phone: its wide tables scroll sideways and the keyboard reaches them", async ({
  page,
}) => {
  await signIn(page, "local_admin");
  await page.goto("/assets");
  await page.getByRole("textbox", { name: "Search" }).fill("Toyota Coaster");
  await page.getByRole("link", { name: "Toyota Coaster bus" }).first().click();
  await expect(page.getByRole("heading", { name: "Toyota Coaster bus", level: 1 })).toBeVisible();
  const history = page.getByRole("table", { name: "Status and value history" });
  await expect(history.getByText("Insurance valuation")).toBeAttached();
  await expectAccessible(page, "an asset's page on a phone");
});
