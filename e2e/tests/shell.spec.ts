import fs from "node:fs";
import { type Role, roleTitle, sidebarFor } from "@cm/contracts";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { demoUser, signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });

const CASES: { username: string; role: Role }[] = [
  { username: "local_treasurer", role: "LOCAL_TREASURER" },
  { username: "regional_admin", role: "REGIONAL_ADMIN" },
  { username: "super_admin", role: "SUPER_ADMIN" },
];

for (const { username, role } of CASES) {
  test(`the sidebar of a ${roleTitle(role)} shows exactly the specification's items`, async ({
    page,
  }, testInfo) => {
    const expected = sidebarFor(demoUser(role));
    // Tall enough for the whole sidebar to be in the screenshot.
    const height = 260 + expected.length * 40 + expected.flatMap((s) => s.items).length * 44;
    await page.setViewportSize({ width: 1366, height });
    await signIn(page, username);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByTestId("sidebar-role")).toHaveText(roleTitle(role));

    // The specification's items, in its order and words, leaving out only the areas whose pages
    // are not built yet (those would lead to the not-found page).
    const titles = await sidebar.getByTestId("sidebar-section-title").allTextContents();
    expect(titles).toEqual(expected.map((s) => s.title).filter((t) => titles.includes(t)));
    for (const section of expected.filter((s) => titles.includes(s.title))) {
      const links = sidebar.locator(`[data-section="${section.title}"] a[data-path]`);
      const shown = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({
          path: a.getAttribute("data-path"),
          label: a.querySelector(".mantine-NavLink-label")?.textContent ?? "",
          admin: a.querySelector(".mantine-NavLink-section .mantine-Badge-root")?.textContent === "Admin",
        })),
      );
      const specified = section.items.map((i) => ({ path: i.path, label: i.label, admin: i.admin === true }));
      expect(shown, section.title).toEqual(specified.filter((i) => shown.some((s) => s.path === i.path)));
    }
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute("data-path", "/churches");

    const shot = testInfo.outputPath(`sidebar-${username}.png`);
    await expect(page.getByText("Please wait while we prepare your experience")).toHaveCount(0);
    await page.screenshot({ path: shot });
    await expectAccessible(page, `${username}'s shell`);
    expect(fs.statSync(shot).size).toBeGreaterThan(10_000);
  });
}

test("the top bar names the page, links to notifications and keeps a short profile menu", async ({
  page,
}) => {
  await signIn(page, "local_treasurer");
  const bar = page.getByRole("banner");
  await expect(bar.getByTestId("page-title")).toHaveText("Churches");
  await expect(bar.getByRole("link", { name: /check notifications/i })).toHaveAttribute(
    "href",
    "/notifications",
  );
  await bar.getByRole("button", { name: "Open the profile menu" }).click();
  await expectAccessible(page, "profile menu");
  // Users is there because a local officer may read the church's users but the sidebar lists
  // Users for the super admin only; Settings is the super admin's.
  await expect(page.getByRole("menuitem")).toHaveText(["Your Profile", "Users", "Sign out"]);
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(bar.getByTestId("page-title")).toHaveText("Profile");
});

test("the super admin's profile menu adds Settings", async ({ page }) => {
  await signIn(page, "super_admin");
  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Your Profile", "Settings", "Sign out"]);
});

test("pages outside a role are refused: super-admin pages with 403, others back to churches", async ({
  page,
}) => {
  await signIn(page, "local_treasurer");
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expectAccessible(page, "access denied");
  await page.goto("/branches");
  await expect(page).toHaveURL(/\/churches$/);
});

test("entering a page shows the loading screen, then the page", async ({ page }) => {
  await signIn(page, "local_treasurer");
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await sidebarOf(page).getByRole("link", { name: "Security" }).click();
  const screen = page.getByRole("status", { name: "Loading" }).filter({ hasText: "Please wait" });
  await expect(screen.first()).toHaveText(
    /Loading.*Please wait while we prepare your experience.*Gathering resources/,
  );
  await page.clock.runFor(300);
  // Time runs again once the screen's minimum time is over: the page's data arrives through the
  // query cache's timers, which a paused clock would hold back for ever.
  await page.clock.resume();
  await expect(page.getByRole("tab", { name: "Security" })).toBeVisible();
  await expect(screen).toHaveCount(0);
  await expect(sidebarOf(page).locator('a[aria-current="page"]')).toHaveAttribute(
    "data-path",
    "/profile/security",
  );
});

test("the sidebar collapses to icons on a desktop and is a drawer on a phone", async ({ page }) => {
  await signIn(page, "regional_admin");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebarOf(page).getByTestId("sidebar-section-title")).toHaveCount(0);
  await expectAccessible(page, "collapsed sidebar");
  await expect(sidebarOf(page).getByRole("link", { name: "Branches" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebarOf(page).getByTestId("sidebar-section-title").first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebarOf(page)).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(sidebarOf(page)).toBeVisible();
  await expectAccessible(page, "phone navigation drawer");
  await sidebarOf(page).getByRole("link", { name: "Regions" }).click();
  await expect(page).toHaveURL(/\/regions$/);
  await expect(sidebarOf(page)).toBeHidden();
});

test("the feedback button opens the contact page and is hidden there", async ({ page }) => {
  await signIn(page, "local_treasurer");
  await page.getByRole("link", { name: "Send a Feedback" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("link", { name: "Send a Feedback" })).toHaveCount(0);
  await expectAccessible(page, "contact page");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Send a Feedback" })).toBeVisible();
});
