// Groups: a home-cell leader records a meeting on a phone and ticks who came, and the church
// office sees it on the group's page.
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, pageOfItsOwn, test } from "../support/test";

const SLOW = { timeout: 30_000 };

test.describe("a home-cell leader on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("records a meeting, marks who came, and the church office sees it", async ({ page, browser }) => {
    // The demo member leads their home cell (Tema Cell).
    await signIn(page, "member");
    await page.goto("/profile/groups");
    const cell = page.getByRole("heading", { name: "Tema Cell" });
    await expect(cell).toBeVisible(SLOW);
    await expect(page.getByText("You lead it")).toBeVisible();
    await expectAccessible(page, "my groups");
    await page.getByRole("button", { name: "Record a meeting" }).click();
    const form = page.getByRole("form", { name: "Record a meeting" });
    await form.getByLabel("Topic").fill("Walking in love");
    await form.getByLabel("Headcount").fill("-4");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("The headcount cannot be below 0.").first()).toBeVisible();
    await form.getByLabel("Headcount").fill("14");
    await form.getByRole("button", { name: "Save" }).click();

    const sheet = page.getByRole("dialog", { name: "Who came?" });
    await expect(sheet.getByText(/^0 of \d+ present$/)).toBeVisible(SLOW);
    const boxes = sheet.getByRole("checkbox");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await expect(sheet.getByText(/^3 of \d+ present$/)).toBeVisible();
    await expectAccessible(page, "the attendance sheet");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await sheet.getByRole("button", { name: "Save attendance" }).click();
    await expect(page.getByText("Attendance saved: 3 people present.")).toBeVisible(SLOW);
    await expect(page.getByText(/Walking in love/).first()).toBeVisible();
    await expect(page.getByText("3 present · Headcount 14").first()).toBeVisible(SLOW);

    // The church office finds the meeting on the group's page.
    const office = await pageOfItsOwn(browser);
    await signIn(office, "local_admin");
    await office.goto("/church/groups");
    await office.getByRole("link", { name: "Tema Cell" }).first().click();
    await expect(office.getByRole("heading", { level: 1, name: "Tema Cell" })).toBeVisible(SLOW);
    await expect(office.getByText(/Walking in love/).first()).toBeVisible(SLOW);
    await expect(office.getByText("3 present · Headcount 14").first()).toBeVisible();
    await expectAccessible(office, "a group's page");
  });
});
