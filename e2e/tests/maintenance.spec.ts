import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

const TITLE = "Moving to faster servers";
const MESSAGE = "We are upgrading the database. Your records are safe.";

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post("/api/auth/login/", { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

// Whatever happens in the journey, the journeys after it need the system back.
test.afterEach(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const token = await tokenOf(request, "super_admin");
  await request.post("/api/settings/maintenance/end_maintenance/", {
    headers: { Authorization: `Bearer ${token}` },
  });
  await request.dispose();
});

test("a super admin turns maintenance on, a local admin waits on /maintenance and returns when it ends", async ({
  page,
  browser,
  request,
}) => {
  // The maintenance page asks every 15 s: the test moves the page's clock instead of waiting.
  await page.clock.install();
  const admin = { Authorization: `Bearer ${await tokenOf(request, "super_admin")}` };
  await signIn(page, "local_admin");
  // Let the shell's first calls finish, so the click below is what meets the 503.
  await expect(page.getByRole("table", { name: "Churches" }).locator("tbody tr").first()).toBeVisible();
  await page.waitForLoadState("networkidle");

  const on = await request.put("/api/settings/maintenance/1/", {
    headers: admin,
    data: {
      is_enabled: true,
      is_active: true,
      title: TITLE,
      message: MESSAGE,
      maintenance_type: "EMERGENCY",
      progress: 30,
    },
  });
  expect(on.ok()).toBe(true);

  // The next call the page makes is refused with 503, and the browser goes to /maintenance.
  await page
    .getByRole("navigation", { name: "Sidebar" })
    .getByRole("link", { name: "Profile", exact: true })
    .click();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByText("Emergency maintenance")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Maintenance progress" })).toHaveAttribute(
    "aria-valuenow",
    "30",
  );
  await expect(page.getByText("30%")).toBeVisible();
  await expectAccessible(page, "maintenance page");

  // Only /login and /maintenance are reachable.
  await page.goto("/churches");
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();

  // The super admin is not held back.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, "super_admin");
  await expect(adminPage.getByRole("table", { name: "Churches" }).locator("tbody tr").first()).toBeVisible();
  await adminContext.close();

  const end = await request.post("/api/settings/maintenance/end_maintenance/", { headers: admin });
  expect(end.ok()).toBe(true);
  // Ending it clears the API's cache on this server, so the page's next question learns it.
  await page.clock.runFor(15_000);
  await expect(page).toHaveURL(/\/churches$/);
  await expect(page.getByRole("table", { name: "Churches" }).locator("tbody tr").first()).toBeVisible();
});
