import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

test("a local admin adds a user to the church and deactivates them", async ({ page }) => {
  const username = `kwame_${Date.now().toString(36)}`;
  await page.goto("/login");
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);

  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await page.getByRole("menuitem", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/users$/);
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0);
  await expectAccessible(page, "users");

  await page.getByRole("button", { name: "Add user" }).click();
  const form = page.getByRole("form", { name: "New user" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("E-mail").fill(`${username}@example.org`);
  await form.getByLabel("First name").fill("Kwame");
  await form.getByLabel("Last name").fill("Boateng");
  await expectAccessible(page, "new user form");
  await form.getByLabel("Role", { exact: true }).click();
  // A local admin is offered church roles only.
  await expect(page.getByRole("option", { name: "Super Admin" })).toHaveCount(0);
  await page.getByRole("option", { name: "Local Treasurer" }).click();
  await expect(form.getByLabel("Church", { exact: true })).toHaveValue(/\S/);
  await form.getByLabel("First password").fill("Cocoa-Harvest-2026");
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText(`${username} can now sign in.`)).toBeVisible();

  await page.getByRole("textbox", { name: "Search" }).fill(username);
  // The list is searched once typing stops: the new user is then the only row.
  await expect(table.locator("tbody tr")).toHaveCount(1);
  const row = table.locator("tbody tr").filter({ hasText: `@${username}` });
  await expect(row).toContainText("Local Treasurer");
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Actions for ${username}` }).click();
  await expectAccessible(page, "row menu");
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await expectAccessible(page, "confirmation");
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`${username} has been deactivated.`)).toBeVisible();
  await expect(row).toContainText("Inactive");
});
