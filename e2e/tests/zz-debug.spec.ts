import { signIn } from "../support/sign-in";
import { test } from "../support/test";
test("debug", async ({ page }) => {
  await signIn(page, "super_admin");
  await page.goto("/subscriptions/payments");
  await page.getByRole("link", { name: "Payment gateways" }).waitFor();
  const box = page.getByRole("textbox", { name: "Search" });
  await box.fill("DEMO-AFF-4");
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(500);
    console.log(i, JSON.stringify(await box.inputValue()), await page.getByRole("table", { name: "Payments" }).locator("tbody tr").count());
  }
});
