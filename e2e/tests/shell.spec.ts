import fs from "node:fs";
import { type Role, roleTitle, sidebarFor } from "@cm/contracts";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

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
    const expected = sidebarFor(role);
    // Tall enough for the whole sidebar to be in the screenshot.
    const height = 260 + expected.length * 40 + expected.flatMap((s) => s.items).length * 44;
    await page.setViewportSize({ width: 1366, height });
    await signIn(page, username);
    const sidebar = sidebarOf(page);
    await expect(sidebar.getByTestId("sidebar-role")).toHaveText(roleTitle(role));

    await expect(sidebar.getByTestId("sidebar-section-title")).toHaveText(expected.map((s) => s.title));
    for (const section of expected) {
      const links = sidebar.locator(`[data-section="${section.title}"] a[data-path]`);
      const shown = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({
          path: a.getAttribute("data-path"),
          label: a.querySelector(".mantine-NavLink-label")?.textContent ?? "",
          admin: a.querySelector(".mantine-NavLink-section .mantine-Badge-root")?.textContent === "Admin",
        })),
      );
      expect(shown, section.title).toEqual(
        section.items.map((i) => ({ path: i.path, label: i.label, admin: i.admin === true })),
      );
    }
    await expect(sidebar.locator("a[data-path]")).toHaveCount(expected.flatMap((s) => s.items).length);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute("data-path", "/churches");

    const shot = testInfo.outputPath(`sidebar-${username}.png`);
    await page.waitForTimeout(400); // let the entry loading screen finish
    await page.screenshot({ path: shot });
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
  await page.goto("/branches");
  await expect(page).toHaveURL(/\/churches$/);
});

test("entering a page shows the loading screen, then the page", async ({ page }) => {
  await signIn(page, "local_treasurer");
  // Hold the profile page's code back a little, so the screen is seen on any machine.
  await page.route(/\/assets\/profile-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await sidebarOf(page).getByRole("link", { name: "Security" }).click();
  const loading = page.getByRole("status", { name: "Loading" });
  await expect(loading.first()).toHaveText(
    /Loading.*Please wait while we prepare your experience.*Gathering resources/,
  );
  await expect(page.getByRole("tab", { name: "Security" })).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(sidebarOf(page).locator('a[aria-current="page"]')).toHaveAttribute(
    "data-path",
    "/profile/security",
  );
});

test("the sidebar collapses to icons on a desktop and is a drawer on a phone", async ({ page }) => {
  await signIn(page, "regional_admin");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebarOf(page).getByTestId("sidebar-section-title")).toHaveCount(0);
  await expect(sidebarOf(page).getByRole("link", { name: "Branches" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebarOf(page).getByTestId("sidebar-section-title").first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebarOf(page)).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await sidebarOf(page).getByRole("link", { name: "Regions" }).click();
  await expect(page).toHaveURL(/\/regions$/);
  await expect(sidebarOf(page)).toBeHidden();
});

test("the feedback button opens the contact page and is hidden there", async ({ page }) => {
  await signIn(page, "local_treasurer");
  await page.getByRole("link", { name: "Send a Feedback" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("link", { name: "Send a Feedback" })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Send a Feedback" })).toBeVisible();
});
