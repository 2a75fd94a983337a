import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

test("a church officer signs in from the home page and finds churches", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /home/i }),
  ).toBeVisible();
  await expectAccessible(page, "home page");

  await page.getByRole("banner").getByRole("link", { name: /login/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Following a link announces the new page's title; the sign-in form puts the focus in its first box.
  await expect(page.getByLabel("Username")).toBeFocused();
  await expect(page.getByTestId("page-announcement")).toHaveText(/Sign in/);
  await expectAccessible(page, "sign-in form");

  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/churches$/);
  const table = page.getByRole("table", { name: "Churches" });
  const rows = table.locator("tbody tr");
  await expect(rows.first().getByRole("cell").first()).not.toBeEmpty();
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0);
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Churches" })).toBeFocused();
  await expectAccessible(page, "churches list");

  // Search by the first church's name: that church stays and nothing unrelated is left.
  const firstName = (await rows.first().getByRole("cell").first().locator("p").first().innerText()).trim();
  await page.getByRole("textbox", { name: "Search" }).fill(firstName);
  await expect(rows.filter({ hasText: firstName }).first()).toBeVisible();
  await expect(async () => {
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain(firstName.toLowerCase());
  }).toPass();

  await page.getByRole("textbox", { name: "Search" }).fill("no church is called this 9f3e");
  await expect(table.getByText(/No churches match/)).toBeVisible();
  await expectAccessible(page, "empty search result");

  // The top bar names who is signed in, and signing out returns to the sign-in page.
  await expect(page.getByRole("banner").getByText("Local Admin", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await expectAccessible(page, "profile menu");
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a guest who opens a signed-in page signs in and lands where they meant to go", async ({ page }) => {
  await page.goto("/churches?from=bookmark");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches\?from=bookmark$/);
});

test("wrong credentials show a plain message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(/not correct/i);
  await expectAccessible(page, "sign-in error");
});

test("the home page does not download the signed-in app", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /signed-in-layout|churches|data-table/.test(s))).toEqual([]);
});

test("an unknown address shows the not-found page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "We can't find that page" })).toBeVisible();
  await expectAccessible(page, "not-found page");
});
