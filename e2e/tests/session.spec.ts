import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expect, test } from "../support/test";

/** A token the server will refuse (bad signature) but the browser still thinks is current. */
function forgedAccessToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + 600;
  return `${encode({ alg: "HS256" })}.${encode({ sub: "1", role: "LOCAL_ADMIN", exp })}.forged`;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

const churchRows = (page: Page) => page.getByRole("table", { name: "Churches" }).locator("tbody tr");

test("a refused access token is refreshed once and the page still loads", async ({ page }) => {
  await signIn(page);
  const forged = forgedAccessToken();
  await page.evaluate((token) => localStorage.setItem("access_token", token), forged);
  await page.reload();
  await expect(churchRows(page).first()).toContainText(/\S/);
  const stored = await page.evaluate(() => localStorage.getItem("access_token"));
  expect(stored).not.toBe(forged);
});

test("a session that cannot be refreshed ends on the sign-in page and resumes after", async ({ page }) => {
  await signIn(page);
  await page.evaluate((token) => {
    localStorage.setItem("access_token", token);
    localStorage.setItem("refresh_token", "no-longer-valid");
  }, forgedAccessToken());
  await page.goto("/churches?page=1");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("refresh_token"))).toBeNull();

  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches\?page=1$/);
});

test("two tabs refused at the same moment renew the session once and both stay signed in", async ({
  page,
  context,
}) => {
  await signIn(page);
  const second = await context.newPage();
  await second.goto("/churches");
  await expect(churchRows(second).first()).toContainText(/\S/);

  // Every renewal the tabs ask for, by the refresh token presented. The first is held back until
  // both tabs have been refused, so that the second tab is refused while the first is renewing:
  // the moment at which, without sharing, both would present the same refresh token.
  const presented: string[] = [];
  const refused = new Set<Page>();
  let bothRefused: () => void = () => {};
  const whenBothRefused = new Promise<void>((resolve) => {
    bothRefused = resolve;
  });
  // The subscription is left out: the page's first script asks for it before the app runs and
  // drops a refusal without renewing, so its refusal says nothing about the tab's renewal.
  context.on("response", (response) => {
    if (response.status() !== 401 || response.url().includes("/api/auth/")) return;
    if (response.url().includes("/api/subscriptions/subscriptions/current/")) return;
    refused.add(response.frame().page());
    if (refused.size === 2) bothRefused();
  });
  await context.route("**/api/auth/token/refresh/", async (route) => {
    presented.push((route.request().postDataJSON() as { refresh: string }).refresh);
    if (presented.length === 1) await whenBothRefused;
    await route.continue();
  });

  // Both tabs read the same storage: one forged access token makes every tab's next call fail.
  await page.evaluate((token) => localStorage.setItem("access_token", token), forgedAccessToken());
  await Promise.all([page.reload(), second.reload()]);

  for (const tab of [page, second]) {
    await expect(churchRows(tab).first()).toContainText(/\S/);
    await expect(tab).toHaveURL(/\/churches$/);
  }
  expect(refused.size).toBe(2);
  expect(presented).toHaveLength(1);
  await context.unroute("**/api/auth/token/refresh/");

  // The renewed refresh token is still good (a reused one would have ended its whole family):
  // each tab is refused once more and renews again on its next page.
  for (const tab of [page, second]) {
    await tab.evaluate((token) => localStorage.setItem("access_token", token), forgedAccessToken());
    await tab.goto("/churches?page=1");
    await expect(churchRows(tab).first()).toContainText(/\S/);
    await expect(tab).toHaveURL(/\/churches\?page=1$/);
  }
});

test("signing out in one tab signs the other tabs out", async ({ page, context }) => {
  await signIn(page);
  const second = await context.newPage();
  await second.goto("/churches");
  await expect(churchRows(second).first()).toContainText(/\S/);

  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other tab learns it from the storage event, without a reload.
  await expect(second).toHaveURL(/\/login$/);
});
