import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";

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
