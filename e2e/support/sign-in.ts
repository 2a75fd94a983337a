import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";

/** Signs a demo user in through the login page; they land on /churches. */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}
