import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { signOut } from "../support/sign-in";
import { expect, test } from "../support/test";

// One person's whole account journey, in order: each step needs the one before.
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const person = {
  username: `ama_${stamp}`,
  email: `ama.${stamp}@example.org`,
  firstName: "Ama",
  lastName: "Owusu",
};
const passwords = {
  first: `Kente-Loom-${stamp}-1`,
  changed: `Harmattan-Breeze-${stamp}-2`,
  reset: `Volta-Sunrise-${stamp}-3`,
};

/**
 * The code for now. The server also accepts the code of the step before, so a code generated at
 * the end of a 30-second step still works in the next one: there is nothing to wait for.
 */
async function freshCode(secret: string): Promise<string> {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30 }).generate();
}

async function signIn(page: Page, password: string, otpSecret?: string) {
  if (!page.url().endsWith("/login")) await page.goto("/login");
  await page.getByLabel("Username").fill(person.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (otpSecret) {
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible();
    await expectAccessible(page, "sign-in code");
    await code.fill(await freshCode(otpSecret));
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(page).toHaveURL(/\/churches$/);
}

async function openSecurityTab(page: Page) {
  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await page.getByRole("menuitem", { name: "Your Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
  await expect(page.getByLabel("Current password")).toBeVisible();
  await expectAccessible(page, "security tab");
}

/** The newest reset link e-mailed to the person, read from the outbox as the super admin. */
async function resetLinkFromOutbox(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login/", {
    data: { username: "super_admin", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  let text = "";
  await expect(async () => {
    const outbox = await request.get("/api/mail/outbox/", {
      params: { search: person.email },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(outbox.ok()).toBe(true);
    const page = (await outbox.json()) as { results: { to: string; text: string }[] };
    text = page.results.find((m) => m.to === person.email)?.text ?? "";
    expect(text).toMatch(/\/reset-password-confirm\//);
  }).toPass({ timeout: 10_000 });
  const path = text.match(/\/reset-password-confirm\/[^/\s]+\/[^/\s]+/)?.[0];
  if (!path) throw new Error("The reset e-mail holds no link.");
  return path;
}

test("a person registers, changes and resets the password, and turns on two-factor sign-in", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);

  await test.step("register", async () => {
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /register/i })
      .click();
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page, "registration form");
    await page.getByLabel("First name").fill(person.firstName);
    await page.getByLabel("Last name").fill(person.lastName);
    await page.getByLabel("Username").fill(person.username);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(passwords.first);
    await page.getByLabel("Repeat the password").fill(passwords.first);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your account has been created.")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(person.username);
    await expectAccessible(page, "sign-in after registering");
  });

  await test.step("sign in and change the password", async () => {
    await signIn(page, passwords.first);
    await openSecurityTab(page);
    await page.getByLabel("Current password").fill(passwords.first);
    await page.getByLabel("New password", { exact: true }).fill(passwords.changed);
    await page.getByLabel("Repeat the new password").fill(passwords.changed);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.", { exact: false })).toBeVisible();
    await signOut(page);
  });

  await test.step("reset the password through the e-mailed link", async () => {
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectAccessible(page, "reset request form");
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Send the reset link" }).click();
    await expect(page.getByText("Check your inbox", { exact: true })).toBeVisible();
    await expectAccessible(page, "reset link sent");

    await page.goto(await resetLinkFromOutbox(request));
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    await expectAccessible(page, "new password form");
    await page.getByLabel("New password", { exact: true }).fill(passwords.reset);
    await page.getByLabel("Repeat the new password").fill(passwords.reset);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your password has been changed.", { exact: false })).toBeVisible();
  });

  let secret = "";
  await test.step("sign in with the new password and turn on two-factor sign-in", async () => {
    await signIn(page, passwords.reset);
    await openSecurityTab(page);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    secret = (await page.getByTestId("two-factor-secret").innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectAccessible(page, "two-factor setup");
    await page.getByLabel("Authentication code").fill(await freshCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByText("Two-factor sign-in is now on.")).toBeVisible();
    await expect(page.getByText("Two-factor on")).toBeVisible();
    await signOut(page);
  });

  await test.step("sign in again with a code", async () => {
    await signIn(page, passwords.reset, secret);
    await expect(page.getByTestId("signed-in-name")).toHaveText(`${person.firstName} ${person.lastName}`);
  });
});
