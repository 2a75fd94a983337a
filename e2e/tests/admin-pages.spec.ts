import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const PAGES = [
  { path: "/admin/announcements", heading: "Announcements" },
  { path: "/admin/view/announcements", heading: "Announcements" },
  { path: "/admin/broadcasts", heading: "Broadcasts" },
  { path: "/admin/view/broadcast", heading: "Current broadcast" },
  { path: "/admin/contact", heading: "Contact messages" },
  { path: "/settings", heading: "Settings" },
  { path: "/settings/maintenance", heading: "Maintenance" },
  { path: "/settings/announcements", heading: "Site banners" },
  { path: "/audit-logs", heading: "Audit log" },
];

test("the super admin opens every communication and settings page and exports the audit log", async ({
  page,
}) => {
  // One accessibility check per page, each up to several seconds on a small machine.
  test.setTimeout(180_000);
  await signIn(page, "super_admin");
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page);
  }

  // /audit-logs is the last page: its rows are there, and the export is a CSV file.
  await expect(page.getByRole("table", { name: "Audit log" }).getByTestId("skeleton-row")).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText("The CSV file has been downloaded.")).toBeVisible();
});

test("a local admin is kept out of the super admin's pages", async ({ page }) => {
  await signIn(page, "local_admin");
  await page.goto("/admin/contact");
  await expect(page).toHaveURL(/\/error\/403$/);
  await expectAccessible(page, "access denied");
  await page.goto("/audit-logs");
  await expect(page).toHaveURL(/\/churches$/);
});
