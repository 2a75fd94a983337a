import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, pageOfItsOwn, test } from "../support/test";

/** A 2 × 2 PNG, enough for the server to read, check and re-encode. */
const POSTER = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMwTpsJRAwQCgAf7gTJ/qZDUgAAAABJRU5ErkJggg==",
  "base64",
);

test("a church pays for a campaign on the sandbox, the office approves it, a guest opens it and clicks, and the church sees one impression and one click", async ({
  page,
  browser,
}) => {
  // Three people, a dozen pages, an upload and a checkout: a busy 2-core machine needs more than 90 s.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5);
  const title = `Revival week ${tag}`;

  // The church writes its campaign as a draft.
  await signIn(page, "local_admin");
  await page.goto("/church/marketing/campaigns/create");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("combobox", { name: "Advertising plan" }).click();
  await page.getByRole("option", { name: /Standard month/ }).click();
  await page.getByLabel("Place").fill("Grace Cathedral, Accra");
  await page.getByLabel("Button text").fill("Register now");
  await page.getByLabel("Button link").fill("https://example.org/revival");
  await expectAccessible(page, "the campaign form");
  await page.getByRole("button", { name: "Save draft" }).click();

  // It lands on the draft's page and adds a poster.
  await expect(page).toHaveURL(/\/church\/marketing\/campaigns\/\d+$/);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: POSTER });
  await expect(page.getByRole("img", { name: `${title}, 1 of 1` })).toBeVisible();
  await expect(page.getByText("1 of 3 pictures allowed by the plan")).toBeVisible();
  await expectAccessible(page, "the campaign's page");
  await page.goto("/church/marketing");
  const table = page.getByRole("table", { name: "Campaigns" });
  await expect(table).toContainText(title);
  await expectAccessible(page, "the church's campaigns");

  // It pays on the sandbox's test page and comes back to its payments.
  await table.getByRole("link", { name: title }).click();
  await page.getByRole("main").getByRole("link", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/church\/marketing\/payments\/create\/\d+$/);
  await expectAccessible(page, "the payment page");
  await page.getByRole("button", { name: "Go to payment" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/church\/marketing\/payments\?reference=MKT-/);
  await expect(page.getByText(`Payment received for ${title}.`)).toBeVisible();
  await expectAccessible(page, "the payments");

  // The office approves it.
  const office = await pageOfItsOwn(browser);
  await signIn(office, "super_admin");
  await office.goto("/admin/marketing/campaigns");
  const queue = office.getByRole("table", { name: "Campaigns" });
  await expect(queue).toContainText(title);
  await expectAccessible(office, "the review queue");
  await queue.getByRole("button", { name: `Actions for ${title}` }).click();
  await office.getByRole("menuitem", { name: "Approve" }).click();
  await expect(queue.getByRole("row").filter({ hasText: title })).toContainText("Running");

  // A guest finds it under Events, opens it and follows its button.
  const guest = await pageOfItsOwn(browser);
  await guest.goto("/");
  await guest.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
  await expect(guest).toHaveURL(/\/campaigns$/);
  await expectAccessible(guest, "the public campaigns");
  await guest.getByRole("link", { name: title }).click();
  await expect(guest.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByRole("img", { name: `${title}, 1 of 1` })).toBeVisible();
  await expectAccessible(guest, "the public campaign");
  const opened = guest.context().waitForEvent("page");
  await guest.getByRole("link", { name: "Register now" }).click();
  await (await opened).close();

  // The church's performance page counts one impression and one click.
  const id = new URL(guest.url()).pathname.split("/").pop();
  // The tracker writes its counts in batches: the page is opened again until they are in. Each
  // time, the figures are waited for as long as a busy machine takes to draw them, then read.
  await expect(async () => {
    await page.goto(`/church/marketing/performance?campaign=${id}`);
    const impressions = page.getByTestId("total-impressions");
    await expect(impressions).toBeVisible({ timeout: 20_000 });
    await expect(impressions).toHaveText("1", { timeout: 1_000 });
    await expect(page.getByTestId("total-clicks")).toHaveText("1", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page, "the performance page");
});

test("the office's marketing pages: figures, plans, a plan's form, a campaign, a payment", async ({
  page,
}) => {
  // Eight pages and six accessibility checks: a busy 2-core machine needs more than a minute.
  test.setTimeout(180_000);
  await signIn(page, "super_admin");
  await page.goto("/admin/marketing");
  await expect(page.getByRole("heading", { name: "Marketing", level: 1 })).toBeVisible();
  await expect(page.getByText("Waiting for review")).toBeVisible();
  await expectAccessible(page, "the marketing overview");

  await page.goto("/admin/marketing/plans");
  const plans = page.getByRole("table", { name: "Advertising plans" });
  await expect(plans).toContainText("Featured season");
  await expectAccessible(page, "the plans");
  await page.getByRole("link", { name: "New plan" }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/plans\/create$/);
  const name = `Easter fortnight ${Date.now().toString(36).slice(-5)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Price").fill("120.00");
  await expectAccessible(page, "the new plan form");
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(plans).toContainText(name);
  await plans.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveValue("120.00");
  await expectAccessible(page, "a plan's page");

  await page.goto("/admin/marketing/campaigns");
  await page
    .getByRole("table", { name: "Campaigns" })
    .getByRole("link", { name: "Harvest Convention 2026" })
    .click();
  await expect(page.getByRole("heading", { name: "Harvest Convention 2026", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "Harvest Convention 2026, 1 of 2" })).toBeVisible();
  await expectAccessible(page, "a campaign's page for the office");
  await page.getByRole("link", { name: "MKT-DEMO-0001" }).click();
  await expect(page.getByRole("heading", { name: "Payment MKT-DEMO-0001", level: 1 })).toBeVisible();
  await expectAccessible(page, "a payment's page");

  await page.goto("/admin/marketing/campaigns");
  await page
    .getByRole("table", { name: "Campaigns" })
    .getByRole("link", { name: "Youth Camp Meeting" })
    .click();
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/campaigns\/\d+\/edit$/);
  await expect(page.getByLabel("Title")).toHaveValue("Youth Camp Meeting");
  await expectAccessible(page, "a campaign's edit form");
});
