import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
}

test("a member shares a testimony with a medical report, the church admin verifies and publishes it, a guest reads it without the report, and the super admin downloads the report", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36).slice(-5);
  const title = `Healed of typhoid ${tag}`;
  const report = path.join(os.tmpdir(), `lab-report-${tag}.pdf`);
  await writeFile(report, "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

  // A member of Grace Cathedral shares it from their profile, with consent and the lab report.
  await signIn(page, "viewer");
  await page.goto("/profile/personal");
  await page.getByRole("button", { name: "Share your testimony" }).click();
  const drawer = page.getByRole("dialog", { name: "Share your testimony" });
  await drawer.getByLabel("Title").fill(title);
  await drawer.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Healing", exact: true }).click();
  await drawer
    .getByLabel("Your story")
    .fill(
      "The fever would not go down for two weeks.\n\nAfter prayer on Sunday it broke, and the test on Monday was clear.",
    );
  await drawer.getByLabel(/I agree that my testimony may be published/).check();
  await drawer.locator('input[type="file"]').setInputFiles(report);
  await expectAccessible(page, "the share form");
  await drawer.getByRole("button", { name: "Share testimony" }).click();
  await expect(
    page.getByText("Thank you. Your testimony has been sent to your church for verification."),
  ).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await signOut(page);

  // The church admin finds it in the queue, sees the report and verifies and publishes it.
  await signIn(page, "local_admin");
  await page.goto("/admin/testimonies/pending");
  const queue = page.getByRole("table", { name: "Testimonies waiting for verification" });
  await expect(queue.getByTestId("skeleton-row")).toHaveCount(0);
  await expectAccessible(page, "the verification queue");
  await queue.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`lab-report-${tag}.pdf`)).toBeVisible();
  await expectAccessible(page, "the testimony under review");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Verify this testimony" });
  await dialog.getByLabel("Note (optional)").fill("Saw the lab results.");
  await expect(dialog.getByLabel("Publish it on the public site")).toBeChecked();
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText(`"${title}" is verified and published.`)).toBeVisible();
  const slug = page.url().split("/").pop() ?? "";
  await signOut(page);

  // A guest reads it on the public site; nothing says it has a report.
  await page.goto("/testimonies");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(page, "the public testimonies");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/testimonies/${slug}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("After prayer on Sunday it broke")).toBeVisible();
  await expect(page.getByText("Demo Viewer · Grace Cathedral")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/lab-report|medical|document/i);
  await expectAccessible(page, "a public testimony");

  // The super admin downloads the report.
  await signIn(page, "super_admin");
  await page.goto(`/admin/testimonies/${slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download lab-report-${tag}.pdf` }).click();
  expect((await download).suggestedFilename()).toBe(`lab-report-${tag}.pdf`);
});

test("the public testimonies work on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/testimonies");
  await expect(page.getByRole("link", { name: "Healed after three years of back pain" })).toBeVisible();
  await expectAccessible(page, "the public testimonies on a phone");
  await page.getByRole("link", { name: "Healed after three years of back pain" }).click();
  await expect(
    page.getByRole("heading", { name: "Healed after three years of back pain", level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, "a public testimony on a phone");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
