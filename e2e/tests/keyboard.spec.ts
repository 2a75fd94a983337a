// Journeys made with the keyboard alone: signing in, finding a member, marking who came to an
// event. Every stop of the Tab key on the way must show where the focus is, with a ring at least
// 2 px thick; after each navigation the focus is on the new page's heading.
import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

/** The focus ring of the focused element, in CSS pixels (its outline, or the inset ring of a box). */
async function focusRingWidth(page: Page): Promise<{ width: number; what: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { width: 0, what: "nothing" };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth);
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    return { width: outline, what };
  });
}

/** Presses Tab until `target` has the focus, checking the focus ring at every stop on the way. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press("Tab");
    const ring = await focusRingWidth(page);
    // Past the last control the focus leaves the page for the browser's own, then comes back.
    if (ring.what === "nothing") continue;
    expect(ring.width, `the focus ring of ${ring.what}`).toBeGreaterThanOrEqual(2);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`The Tab key did not reach ${target} in ${limit} stops`);
}

async function signInWithKeyboard(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The first stop is the skip link, shown while it has the focus.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  await tabTo(page, page.getByRole("banner").getByRole("link", { name: /login/i }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  // The form puts the focus in its first box.
  await expect(page.getByLabel("Username")).toBeFocused();
  expect((await focusRingWidth(page)).width).toBeGreaterThanOrEqual(2);
  await page.keyboard.type("local_admin");
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/churches$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Churches" })).toBeFocused();
  await expect(page.getByTestId("page-announcement")).toHaveText(/^Churches/);
}

test("signing in with the keyboard alone", async ({ page }) => {
  await signInWithKeyboard(page);
  await expectAccessible(page, "after signing in");
});

test("finding and opening a member with the keyboard alone", async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithKeyboard(page);
  const sidebar = page.getByRole("navigation", { name: "Sidebar" });
  await tabTo(page, sidebar.getByRole("link", { name: "Members" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/church\/members$/);
  const heading = page.getByRole("main").getByRole("heading", { level: 1, name: "Members" });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("page-announcement")).toHaveText(await page.title());
  const table = page.getByRole("table", { name: "Members" });
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0);

  // Searched, then sorted by name from Z to A.
  await tabTo(page, page.getByRole("textbox", { name: "Search" }));
  await page.keyboard.type("Amoah");
  await page.keyboard.press("Enter");
  const rows = table.locator("tbody tr");
  await expect(async () => {
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text).toContain("Amoah");
  }).toPass();
  const nameHeader = table.getByRole("columnheader", { name: /Name/ });
  const firstLink = () => rows.first().getByRole("link").first();
  const firstBefore = (await firstLink().innerText()).trim();
  await tabTo(page, nameHeader.getByRole("button"));
  await page.keyboard.press("Enter");
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  // The rows of the new order are drawn after the header (a deferred value): wait for them.
  await expect(firstLink()).not.toHaveText(firstBefore);
  await expectAccessible(page, "members found with the keyboard");

  // The first one opened.
  const first = firstLink();
  const name = (await first.innerText()).trim();
  await tabTo(page, first);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/church\/members\/\d+$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name })).toBeFocused();
  await expectAccessible(page, "a member opened with the keyboard");
});

test("marking attendance with the keyboard alone", async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithKeyboard(page);
  await tabTo(page, page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Events" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Events" })).toBeFocused();
  const mark = page.getByRole("button", { name: /^Mark attendance for / }).first();
  await expect(mark).toBeVisible();
  const title = ((await mark.getAttribute("aria-label")) ?? "").replace("Mark attendance for ", "");
  await tabTo(page, mark, 120);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog");
  const firstBox = dialog.getByRole("group", { name: "Members" }).getByRole("checkbox").first();
  await expect(firstBox).toBeVisible();
  const count = dialog.getByText(/members? present$/);
  const before = await count.innerText();
  const wasChecked = await firstBox.isChecked();
  await tabTo(page, firstBox);
  await page.keyboard.press("Space");
  await expect(firstBox).toBeChecked({ checked: !wasChecked });
  await expect(count).not.toHaveText(before);
  await expectAccessible(page, "the attendance dialog, used with the keyboard");

  await tabTo(page, dialog.getByRole("button", { name: "Save attendance" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Attendance for ${title} has been saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();
});
