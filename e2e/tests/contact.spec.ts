import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, pageOfItsOwn, test } from "../support/test";

async function signInAsSuperAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill("super_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test("a guest writes through the contact page; the super admin answers and resolves it", async ({
  browser,
}) => {
  const subject = `Sunday school for a new branch ${Date.now().toString(36)}`;

  // The guest: home page, then Contact from the footer.
  const guest = await pageOfItsOwn(browser);
  await guest.goto("/");
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  await guest.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(guest).toHaveURL(/\/contact$/);
  const form = guest.getByRole("form", { name: "Contact us" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("This field is required.").first()).toBeVisible();
  await expectAccessible(guest, "contact form with its errors");
  await form.getByLabel("Your name").fill("Abena Owusu");
  await form.getByLabel("E-mail").fill("abena.owusu@example.org");
  await form.getByLabel("Telephone").fill("+233 20 123 4567");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("How do we enrol the twelve children of our new branch?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(guest.getByText("Thank you, your message has been sent.")).toBeVisible();
  await expectAccessible(guest, "message sent");
  await guest.close();

  // The super admin finds it, answers, e-mails the answer and resolves it.
  const page = await pageOfItsOwn(browser);
  await signInAsSuperAdmin(page);
  await page.goto("/admin/contact");
  const table = page.getByRole("table", { name: "Contact messages" });
  await page.getByRole("textbox", { name: "Search" }).fill(subject);
  const row = table.locator("tbody tr").filter({ hasText: subject });
  await expect(row).toContainText("New");
  await expectAccessible(page, "contact messages");
  await row.getByRole("button", { name: subject }).click();

  const drawer = page.getByRole("dialog", { name: subject });
  await expect(drawer.getByText("How do we enrol the twelve children of our new branch?")).toBeVisible();
  await expectAccessible(page, "message drawer");
  await drawer
    .getByLabel("Write an answer")
    .fill("Dear Abena, your branch secretary can enrol them from the Sunday school page.");
  await drawer.getByRole("button", { name: "Save answer" }).click();
  await expect(page.getByText("Your answer has been saved.")).toBeVisible();
  await drawer.getByRole("button", { name: "Send to user" }).click();
  await page
    .getByRole("dialog", { name: "Send this answer?" })
    .getByRole("button", { name: "Send e-mail" })
    .click();
  await expect(page.getByText("The answer has been sent to abena.owusu@example.org.")).toBeVisible();
  await expect(drawer.getByText(/^Sent /)).toBeVisible();

  await drawer.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Resolved" }).click();
  await expect(page.getByText('The message is now marked "Resolved".')).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Resolved");
});
