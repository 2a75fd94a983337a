import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

const GATEWAY_NAME = `Bank transfer to head office ${Date.now().toString(36)}`;

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);
}

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post("/api/auth/login/", { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access: string }).access;
}

// One journey in steps: the payment the first step starts is settled and printed by the next ones.
test.describe.configure({ mode: "serial" });

let reference = "";
let invoiceNumber = "";

test("the super admin configures the bank transfer gateway and confirms a church's transfer", async ({
  page,
  request,
}) => {
  // Two roles and several pages in one step.
  test.setTimeout(60_000);
  await signIn(page, "super_admin");
  await page.goto("/subscriptions/payments");
  await page.getByRole("link", { name: "Payment gateways" }).click();
  await expect(page).toHaveURL(/\/subscriptions\/gateways$/);

  const gateways = page.getByRole("table", { name: "Payment gateways" });
  await gateways.getByRole("button", { name: "Actions for Bank transfer" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit Bank transfer" });
  await expect(form).toBeVisible();
  await expectAccessible(page, "gateway form");
  await form.getByLabel("Name shown to churches").fill(GATEWAY_NAME);
  await expect(form.getByLabel("Churches can pay with it")).toBeChecked();
  await form.getByRole("button", { name: "Save gateway" }).click();
  await expect(page.getByText(`${GATEWAY_NAME} has been saved.`)).toBeVisible();
  await expect(gateways.locator("tbody tr").filter({ hasText: GATEWAY_NAME })).toContainText("On");

  // The church admin pays by bank transfer (through the API: checkout is its own page).
  const token = await apiToken(request, "local_admin");
  const headers = { Authorization: `Bearer ${token}` };
  const offered = await (
    await request.get("/api/subscriptions/gateways/active_gateways/", { headers })
  ).json();
  expect(offered).toContainEqual({ name: "manual", display_name: GATEWAY_NAME });
  const plans = (await (await request.get("/api/subscriptions/plans/active_plans/")).json()) as {
    id: number;
    name: string;
  }[];
  const premium = plans.find((p) => p.name === "Premium");
  expect(premium).toBeDefined();
  const started = await request.post("/api/subscriptions/payments/process/", {
    headers,
    data: { plan: premium?.id, gateway: "manual" },
  });
  expect(started.ok()).toBe(true);
  const { payment_id, reference: ref } = (await started.json()) as { payment_id: number; reference: string };
  reference = ref;
  const payment = (await (
    await request.get(`/api/subscriptions/payments/${payment_id}/`, { headers })
  ).json()) as {
    invoice: number;
  };
  const invoice = (await (
    await request.get(`/api/subscriptions/invoices/${payment.invoice}/`, { headers })
  ).json()) as { number: string };
  invoiceNumber = invoice.number;

  // The back link of the gateways page (the sidebar's item is "Payment History").
  await page.getByRole("link", { name: "Payment history", exact: true }).click();
  await expect(page).toHaveURL(/\/subscriptions\/payments$/);
  // The address changes before the page does (the gateways page has a search box of its own).
  await expect(page.getByRole("heading", { name: "Payment history", level: 1 })).toBeVisible();
  const payments = page.getByRole("table", { name: "Payments" });
  await page.getByRole("textbox", { name: "Search" }).fill(reference);
  const row = payments.locator("tbody tr").filter({ hasText: reference });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Grace Cathedral");
  await expectAccessible(page, "payments");
  await row.getByRole("button", { name: `Actions for payment ${reference}` }).click();
  await page.getByRole("menuitem", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark this payment as paid?" });
  await expect(dialog).toContainText(reference);
  await expectAccessible(page, "mark as paid");
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByText(/is recorded as paid\.$/)).toBeVisible();
  await expect(row).toContainText("Paid");
});

test("the church admin sees the paid invoice and opens its printable page", async ({ page }) => {
  expect(invoiceNumber).not.toBe("");
  await signIn(page, "local_admin");
  await page.goto("/subscriptions/invoices");
  const invoices = page.getByRole("table", { name: "Invoices" });
  const row = invoices.locator("tbody tr").filter({ hasText: invoiceNumber });
  await expect(row).toContainText("Paid");
  await row.getByRole("link", { name: invoiceNumber }).click();
  await expect(page.getByRole("heading", { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Invoice lines" })).toContainText("Premium");
  await expectAccessible(page, "invoice");

  await page.getByRole("button", { name: "Print" }).click();
  const printable = page.frameLocator(`iframe[title="Printable invoice ${invoiceNumber}"]`);
  await expect(printable.getByRole("heading", { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(printable.locator(".status")).toHaveText("PAID");
  await expect(printable.getByText("Grace Cathedral")).toBeVisible();
});

test("a local admin opens their church's page and sees its statistics", async ({ page }) => {
  await signIn(page, "local_admin");
  await page.getByRole("table", { name: "Churches" }).getByRole("link", { name: "Grace Cathedral" }).click();
  await expect(page).toHaveURL(/\/churches\/\d+$/);
  await expect(page.getByRole("heading", { name: "Grace Cathedral", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Statistics" })).toBeVisible();
  await expect(page.getByText("Seats filled")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Branches" })).toBeVisible();
  await expect(page.getByText("This church's plan does not include the dashboard")).toHaveCount(0);
  await expectAccessible(page, "a church's page");
});

test("the church requests page still opens, and other roles cannot reach the gateways", async ({ page }) => {
  await signIn(page, "regional_admin");
  await page.goto("/churches/requests");
  await expect(page.getByRole("heading", { name: "Church requests" })).toBeVisible();
  await expectAccessible(page, "church requests");
  await page.goto("/subscriptions/gateways");
  await expect(page).toHaveURL(/\/error\/403$/);
});
