import type { Role } from "@cm/contracts";
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

/** Signs out through the profile menu in the top bar, as a person would; they land on /login. */
export async function signOut(page: Page): Promise<void> {
  // A message shown at the top right covers the profile menu's button until it goes (and a
  // pointer resting on it keeps it up), so wait for it to go first, as a person would.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The demo user of a role (apps/api/src/db/seed/demo.ts): only the local admin is a church admin. */
export const demoUser = (role: Role) => ({ role, is_church_admin: role === "LOCAL_ADMIN" });

/** A national or regional officer chooses the church to work on, through the top bar's chooser. */
export async function chooseChurch(page: Page, name: string): Promise<void> {
  const bar = page.getByRole("banner");
  await bar.getByRole("button", { name: /Choose a church to work on|Church you are working on/ }).click();
  await page.getByRole("textbox", { name: "Search churches" }).fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await expect(bar.getByRole("button", { name: new RegExp(`working on: ${name}`) })).toBeVisible();
}
