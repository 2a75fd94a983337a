import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { signOut } from "../support/sign-in";
import { expect, test } from "../support/test";

// One church's road from a request to a paid plan, in order: each step needs the one before.
const stamp = Date.now().toString(36);
const person = { username: `abena_${stamp}`, password: `Akwaaba-Chapel-${stamp}-1` };
const church = `Living Hope Chapel ${stamp}`;

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

test("a member's church is approved, starts on a trial and upgrades to Premium through the sandbox", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  await test.step("a member requests a church", async () => {
    const registered = await request.post("/api/auth/register/", {
      data: {
        username: person.username,
        email: `${person.username}@example.org`,
        first_name: "Abena",
        last_name: "Asante",
        password: person.password,
      },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, person.username, person.password);
    await page.getByRole("link", { name: "Request a Church" }).click();
    await expect(page).toHaveURL(/\/profile\/church-requests$/);
    await page.getByRole("button", { name: "Request a Church" }).click();
    const form = page.getByRole("form", { name: "Request a Church" });
    await form.getByLabel("Church name").fill(church);
    // The region of the demo regional admin, who reviews it.
    await form.getByLabel("Region").click();
    await page.getByRole("option", { name: "Greater Accra" }).click();
    await form.getByLabel("Contact e-mail").fill("office@livinghope.example.org");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Your church request has been sent.")).toBeVisible();
    await signOut(page);
  });

  await test.step("the regional admin approves it", async () => {
    await signIn(page, "regional_admin", DEMO_PASSWORD);
    await page.goto("/churches/requests");
    const row = page
      .getByRole("table", { name: "Church requests" })
      .locator("tbody tr")
      .filter({ hasText: church });
    await row.getByRole("button", { name: `Approve ${church}` }).click();
    await expectAccessible(page, "approval dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`${church} has been approved and created.`)).toBeVisible();
    await signOut(page);
  });

  const banner = page.getByTestId("subscription-banner");

  await test.step("the new church admin sees the trial banner and compares the plans", async () => {
    // Signing in again gives a token that names the new church.
    await signIn(page, person.username, person.password);
    await expect(banner).toContainText(/Trial subscription: \d+ days remaining/);
    // The trial plan (Basic) has no Sunday school: its page sends the admin to the plans.
    await page.goto("/church/sunday-school");
    await expect(page).toHaveURL(/\/subscriptions\/plans$/);
    await banner.getByRole("link", { name: "Upgrade Now" }).click();
    await expect(page).toHaveURL(/\/subscriptions\/plans$/);
    const trialPlan = page.locator("section[data-current]");
    await expect(trialPlan.getByText("Current plan")).toBeVisible();
    await expectAccessible(page, "plans");
    await page.getByRole("link", { name: "Choose Premium" }).click();
    await expect(page).toHaveURL(/\/subscriptions\/checkout\/\d+$/);
  });

  await test.step("checks out with the sandbox gateway and pays", async () => {
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("Premium");
    await page.getByRole("radio", { name: "Sandbox (test payments)" }).check();
    await expectAccessible(page, "checkout");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/api\/subscriptions\/payments\/sandbox\/checkout\/PAY-[A-F0-9]+\/?$/);
    await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    // The gateway returns to the status page, which confirms the payment and moves on.
    await expect(page).toHaveURL(/\/subscriptions\/payment-success\?reference=PAY-[A-F0-9]+$/);
    const receipt = page.getByRole("region", { name: "Payment received" });
    await expect(receipt.getByText("Thank you, your payment was received")).toBeVisible();
    await expect(receipt).toContainText("Premium");
    await expect(receipt.getByRole("link", { name: "View the invoice" })).toHaveAttribute(
      "href",
      /\/subscriptions\/invoices\/\d+$/,
    );
    await expect(banner).toContainText(/Subscription active: \d+ days remaining/);
    await expectAccessible(page, "payment received");
  });

  await test.step("the church's gated figures and pages open", async () => {
    // The church statistics are gated by the dashboard feature, which Premium includes.
    const statistics = page.waitForResponse((r) =>
      /\/api\/churches\/churches\/\d+\/statistics\/$/.test(r.url()),
    );
    await receiptLink(page);
    expect((await statistics).status()).toBe(200);
    await expect(page.getByTestId("church-figures")).toContainText("Users");
    await page.goto("/subscriptions/details");
    const details = page.getByRole("region", { name: "Subscription details" });
    await expect(details).toContainText("Premium");
    await expect(details.getByText("Asset management", { exact: true })).toBeVisible();
    await expect(details).not.toContainText("(not included)");
    await expectAccessible(page, "subscription details");
    // Premium includes Sunday school, so its page now opens.
    await page.goto("/church/sunday-school");
    await expect(page).toHaveURL(/\/church\/sunday-school$/);
    await expect(page.getByRole("heading", { name: "Sunday school", level: 1 })).toBeVisible();
    await expectAccessible(page, "Sunday school");
  });
});

async function receiptLink(page: Page) {
  await page.getByRole("link", { name: "Go to my subscription" }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByTestId("church-figures")).toBeVisible();
  await expectAccessible(page, "my subscription");
}
