import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { advanceServerClock, type OwnServer, startOwnServer } from "../support/own-server";
import { signOut } from "../support/sign-in";
import { expect, test } from "../support/test";

// The affiliate programme end to end, on a server of its own whose clock the test moves past the
// reward's hold period. The demo member is an affiliate already (demo data), so the demo viewer
// is the one who applies here.
const stamp = Date.now().toString(36);
const newcomer = { username: `kwesi_${stamp}`, password: `Referred-Chapel-${stamp}-1` };
const church = `Harvest Fields Chapel ${stamp}`;

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server.baseURL}${path}`;

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto(at("/login"));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test("an affiliate is approved, refers a church that pays, and is paid a withdrawal after the hold period", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  let link = "";

  await test.step("the viewer applies to the programme", async () => {
    await signIn(page, "viewer");
    await page.getByRole("link", { name: "Affiliate Dashboard" }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(page.getByText(/You earn 10% of each of its first 12 months/)).toBeVisible();
    await expectAccessible(page, "application");
    const form = page.getByRole("form", { name: "Apply to the programme" });
    await form.getByLabel("Phone number").fill("+233 20 123 4567");
    await form.getByLabel("Mobile money network").fill("MTN Mobile Money");
    await form.getByLabel("Mobile money number").fill("+233 24 123 4567");
    await form.getByRole("button", { name: "Apply to the programme" }).click();
    await expect(page.getByText(/The office is reviewing your application/)).toBeVisible();
    await expectAccessible(page, "application waiting");
    await signOut(page);
  });

  await test.step("the super admin approves the application", async () => {
    await signIn(page, "super_admin");
    await page.goto(at("/admin/affiliates"));
    const row = page
      .getByRole("table", { name: "Applications" })
      .locator("tbody tr")
      .filter({ hasText: "viewer" });
    await row.getByRole("button", { name: /Actions for viewer/ }).click();
    await page.getByRole("menuitem", { name: "Approve" }).click();
    await expectAccessible(page, "approval dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("The affiliate is approved.")).toBeVisible();
    await signOut(page);
  });

  await test.step("the affiliate finds the referral link on the dashboard", async () => {
    await signIn(page, "viewer");
    await page.goto(at("/affiliates"));
    const field = page.getByLabel("Link");
    await expect(field).toHaveValue(/\/register\?ref=[A-Z0-9]{8}$/);
    link = await field.inputValue();
    await expect(page.getByAltText(/QR code of your referral link/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expectAccessible(page, "affiliate dashboard");
    await signOut(page);
  });

  const visitor = await freshPage(browser);
  await test.step("a newcomer registers through the link and requests a church", async () => {
    await visitor.goto(link);
    const form = visitor.getByRole("form", { name: "Register" });
    await form.getByLabel("First name").fill("Kwesi");
    await form.getByLabel("Last name").fill("Appiah");
    await form.getByLabel("Username").fill(newcomer.username);
    await form.getByLabel("E-mail").fill(`${newcomer.username}@example.org`);
    await form.getByLabel("Password", { exact: true }).fill(newcomer.password);
    await form.getByLabel("Repeat the password").fill(newcomer.password);
    await form.getByRole("button", { name: /Create account|Register/ }).click();
    await expect(visitor).toHaveURL(/\/login/);
    await signIn(visitor, newcomer.username, newcomer.password);
    await visitor.getByRole("link", { name: "Request a Church" }).click();
    await visitor.getByRole("button", { name: "Request a Church" }).click();
    const request = visitor.getByRole("form", { name: "Request a Church" });
    await request.getByLabel("Church name").fill(church);
    await request.getByLabel("Region").click();
    await visitor.getByRole("option", { name: "Greater Accra" }).click();
    await request.getByLabel("Contact e-mail").fill("office@harvestfields.example.org");
    await request.getByRole("button", { name: "Send request" }).click();
    await expect(visitor.getByText("Your church request has been sent.")).toBeVisible();
    await signOut(visitor);
  });

  await test.step("the regional admin approves the church", async () => {
    await signIn(page, "regional_admin");
    await page.goto(at("/churches/requests"));
    const row = page
      .getByRole("table", { name: "Church requests" })
      .locator("tbody tr")
      .filter({ hasText: church });
    await row.getByRole("button", { name: `Approve ${church}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`${church} has been approved and created.`)).toBeVisible();
    await signOut(page);
  });

  // A test (sandbox) payment earns no reward, so the church pays by bank transfer, which the
  // national office confirms.
  let reference = "";
  await test.step("the new church pays for Premium by bank transfer", async () => {
    await signIn(visitor, newcomer.username, newcomer.password);
    await visitor.goto(at("/subscriptions/plans"));
    await visitor.getByRole("link", { name: "Choose Premium" }).click();
    await expect(visitor).toHaveURL(/\/subscriptions\/checkout\/\d+$/);
    await visitor.getByRole("radio", { name: /Bank transfer/ }).check();
    await visitor.getByRole("button", { name: "Pay" }).click();
    await expect(visitor.getByRole("heading", { name: "Waiting for your bank transfer" })).toBeVisible();
    const shown = await visitor.getByText(/^Reference /).textContent();
    reference = shown?.replace(/^Reference /, "").trim() ?? "";
    expect(reference).toMatch(/^PAY-[A-F0-9]+$/);
  });

  await test.step("the super admin confirms the transfer arrived", async () => {
    await signIn(page, "super_admin");
    await page.goto(at("/subscriptions/payments"));
    await page.getByRole("textbox", { name: "Search" }).fill(reference);
    const row = page
      .getByRole("table", { name: "Payments" })
      .locator("tbody tr")
      .filter({ hasText: reference });
    await row.getByRole("button", { name: `Actions for payment ${reference}` }).click();
    await page.getByRole("menuitem", { name: "Mark as paid" }).click();
    await page
      .getByRole("dialog", { name: "Mark this payment as paid?" })
      .getByRole("button", { name: "Mark as paid" })
      .click();
    await expect(row).toContainText("Paid");
    await signOut(page);
  });

  await test.step("the reward waits out its hold period", async () => {
    await signIn(page, "viewer");
    await page.goto(at("/affiliates/rewards"));
    const row = page
      .getByRole("table", { name: "Your rewards" })
      .locator("tbody tr")
      .filter({ hasText: church });
    await expect(row).toContainText("On hold");
    await expect(row).toContainText("900.00");
    await expectAccessible(page, "rewards");
    await page.goto(at("/affiliates/referrals"));
    await expect(
      page.getByRole("table", { name: "Your referrals" }).locator("tbody tr").filter({ hasText: church }),
    ).toContainText("Church paying");
    await expectAccessible(page, "referrals");
    // Fifteen days on, by the server's clock: the fourteen-day hold is over.
    await advanceServerClock(server.baseURL, 15);
    await page.goto(at("/affiliates/rewards"));
    await expect(
      page.getByRole("table", { name: "Your rewards" }).locator("tbody tr").filter({ hasText: church }),
    ).toContainText("Available");
  });

  await test.step("the affiliate requests a withdrawal", async () => {
    await page.goto(at("/affiliates/withdrawals"));
    await expect(page.getByText(/Available now:/)).toContainText("900.00");
    await page.getByLabel("Amount (GHS)").fill("900");
    await page.getByRole("button", { name: "Request withdrawal" }).click();
    await expect(page.getByText("Your withdrawal request has been sent.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Your withdrawals" })).toContainText("Waiting");
    await expectAccessible(page, "withdrawals");
    await signOut(page);
  });

  await test.step("the super admin approves it and records the payment", async () => {
    await signIn(page, "super_admin");
    await page.goto(at("/admin/affiliates?tab=withdrawals"));
    const table = page.getByRole("table", { name: "Withdrawal requests" });
    const row = table.locator("tbody tr").filter({ hasText: "viewer" });
    await row.getByRole("button", { name: /Actions for the withdrawal/ }).click();
    await page.getByRole("menuitem", { name: "Approve" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("The withdrawal is approved.")).toBeVisible();
    // The toast (2 s) would sit over the drawer's close button while axe looks at it.
    await expect(page.getByText("The withdrawal is approved.")).toBeHidden();
    await row.getByRole("button", { name: /Actions for the withdrawal/ }).click();
    await page.getByRole("menuitem", { name: "Mark as paid" }).click();
    await page.getByLabel("Transfer reference (bank or mobile money)").fill("MOMO-E2E-1");
    await expectAccessible(page, "mark paid");
    await page.getByRole("dialog").getByRole("button", { name: "Mark as paid" }).click();
    await expect(page.getByText("The withdrawal is recorded as paid.")).toBeVisible();
    await expect(row).toContainText("Paid");
    await expectAccessible(page, "admin withdrawals");
    await page.goto(at("/admin/affiliates?tab=programme"));
    await expect(page.getByRole("table", { name: "Top affiliates" })).toContainText("viewer");
    await expectAccessible(page, "programme figures");
  });
});
