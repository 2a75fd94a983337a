import type { Role } from "@cm/contracts";
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";

/** What a sign-in answers: the tokens and the user, kept in local storage as the app keeps them. */
type SignedIn = { access: string; refresh: string; user: unknown };
let signIns = 0;

/**
 * Signs a demo user in the way the sign-in page does (its call, the session kept where the app
 * keeps it) and opens /churches, where they land. The sign-in page itself is gone through by
 * sign-in.spec.ts and keyboard.spec.ts; here it would cost every test a page load. A national or
 * regional officer may start on a church already chosen (`church`: its name), as the top bar's
 * chooser would leave it (working-church.spec.ts goes through the chooser).
 */
export async function signIn(page: Page, username: string, options: { church?: string } = {}): Promise<void> {
  const answer = await page.request.post("/api/auth/login/", {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(answer.status(), `${username} signs in`).toBe(200);
  const session = (await answer.json()) as SignedIn;
  const church = options.church ? await churchNamed(page, session.access, options.church) : null;
  // Put in before the app's own scripts run, once in this tab (a later sign-out stays signed out).
  signIns += 1;
  await page.addInitScript(
    ({ session, church, once }) => {
      if (window.top !== window || sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, "1");
      localStorage.setItem("access_token", session.access);
      localStorage.setItem("refresh_token", session.refresh);
      localStorage.setItem("user", JSON.stringify(session.user));
      if (church) localStorage.setItem("selected_church", JSON.stringify(church));
    },
    { session, church, once: `e2e-signed-in-${signIns}` },
  );
  await page.goto("/churches");
  await expect(page).toHaveURL(/\/churches$/);
}

/** The church of that name (the first the officer's search finds), as the chooser keeps it. */
async function churchNamed(page: Page, access: string, name: string) {
  const answer = await page.request.get("/api/churches/churches/", {
    params: { search: name, page_size: 1 },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(answer.status(), `finding ${name}`).toBe(200);
  const found = ((await answer.json()) as { results: { id: number; name: string }[] }).results[0];
  if (!found) throw new Error(`No church named ${name}`);
  return { id: found.id, name: found.name };
}

/** Signs out through the profile menu in the top bar, as a person would; they land on /login. */
export async function signOut(page: Page): Promise<void> {
  // A message shown at the top right covers the profile menu's button until it goes, and a
  // pointer resting on it keeps it up. So the pointer moves away and the message is waited for,
  // as a person would; a message that comes just then (a save's answer) is waited for again,
  // rather than the click landing on it and holding it up.
  const menu = page.getByRole("button", { name: "Open the profile menu" });
  await expect(async () => {
    await page.mouse.move(0, 300);
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 10_000 });
    await menu.click({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The demo user of a role (apps/api/src/db/seed/demo.ts): only the local admin is a church admin. */
export const demoUser = (role: Role) => ({ role, is_church_admin: role === "LOCAL_ADMIN" });
