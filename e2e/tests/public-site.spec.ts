import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, pageOfItsOwn, test } from "../support/test";

const PAGES = [
  { path: "/about", heading: /^About / },
  { path: "/features", heading: "Everything a church office needs" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Use" },
  { path: "/cookie-policy", heading: "Cookie Policy" },
  { path: "/data-protection", heading: "Data Protection" },
  { path: "/legal-notices", heading: "Legal Notices" },
  { path: "/broadcast", heading: "Watch online" },
];

test("a guest can read every public page", async ({ page }) => {
  // One accessibility check per page, each up to several seconds on a small machine.
  test.setTimeout(180_000);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
  // The footer's contact details come from the site settings.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /@/ })).toBeVisible();
});

test("the super admin publishes an announcement and a guest reads it on /notifications", async ({
  browser,
}) => {
  const title = `Choir rehearsal moves to Thursday ${Date.now().toString(36)}`;
  const admin = await pageOfItsOwn(browser);
  await admin.goto("/login");
  await admin.getByLabel("Username").fill("super_admin");
  await admin.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto("/admin/announcements");
  await admin.getByRole("button", { name: "New announcement" }).click();
  const form = admin.getByRole("form", { name: "New announcement" });
  await expect(form).toBeVisible();
  await expectAccessible(admin, "announcement form");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Text").fill("This week the choir rehearses on Thursday at 18:00 in the main hall.");
  await form.getByText("Published", { exact: true }).click();
  await form.getByRole("button", { name: "Save announcement" }).click();
  await expect(admin.getByText(`"${title}" is published.`)).toBeVisible();
  await expect(
    admin.getByRole("table", { name: "Announcements" }).locator("tbody tr").filter({ hasText: title }),
  ).toContainText("Published");
  await admin.close();

  const guest = await pageOfItsOwn(browser);
  await guest.goto("/");
  await guest
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /notifications/i })
    .click();
  await expect(guest).toHaveURL(/\/notifications$/);
  await expect(guest.getByRole("heading", { name: title })).toBeVisible();
  await expect(
    guest.getByText("This week the choir rehearses on Thursday at 18:00 in the main hall."),
  ).toBeVisible();
  await expectAccessible(guest, "notifications");
  await guest.close();
});
