import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

test("a member files a church request and the super admin approves it", async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const church = `Bethel Chapel ${tag}`;
  // A person of their own: approval makes the requester the new church's admin, and the demo
  // "member" stays the member other journeys sign in as.
  const username = `bethel${tag}`;
  const registered = await request.post("/api/auth/register/", {
    data: {
      username,
      email: `${username}@example.org`,
      first_name: "Kojo",
      last_name: "Mensah",
      password: DEMO_PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  await signIn(page, username);

  await page.getByRole("link", { name: "Request a Church" }).click();
  await expect(page).toHaveURL(/\/profile\/church-requests$/);
  await page.getByRole("button", { name: "Request a Church" }).click();
  const form = page.getByRole("form", { name: "Request a Church" });
  await expect(form).toBeVisible();
  await expectAccessible(page, "church request form");
  await form.getByLabel("Church name").fill(church);
  await form.getByLabel("Region").click();
  await page.getByRole("option").first().click();
  await form.getByLabel("Contact e-mail").fill("bethel@example.org");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Your church request has been sent.")).toBeVisible();
  await expect(page.getByTestId("my-church-requests")).toContainText(church);
  await expectAccessible(page, "my church requests");

  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, "super_admin");
  await page.goto("/churches/requests");
  const table = page.getByRole("table", { name: "Church requests" });
  const row = table.locator("tbody tr").filter({ hasText: church });
  await expect(row).toContainText("Pending");
  await expectAccessible(page, "church requests");
  await row.getByRole("button", { name: `Approve ${church}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Notes for the requester").fill("Welcome aboard.");
  await expectAccessible(page, "approval dialog");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`${church} has been approved and created.`)).toBeVisible();
  // The list shows pending requests by default: the approved one leaves it.
  await expect(row).toHaveCount(0);
});
