import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { expect, test } from "../support/test";

/** Adds members to local_admin's church through the API, so the event has people to mark. */
async function addMembers(page: Page, names: [string, string][]) {
  const login = await page.request.post("/api/auth/login/", {
    data: { username: "local_admin", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  for (const [first_name, last_name] of names) {
    const created = await page.request.post("/api/churches/members/", {
      headers: { Authorization: `Bearer ${access}` },
      data: { first_name, last_name },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

test("a local admin adds an event and marks who came to it", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  // Last names carry the run's tag, so a search finds exactly these people.
  const ama = `Ama Owusu${tag}`;
  await addMembers(page, [
    ["Ama", `Owusu${tag}`],
    ["Kofi", `Boateng${tag}`],
    ["Esi", `Mensah${tag}`],
  ]);

  await page.goto("/login");
  await page.getByLabel("Username").fill("local_admin");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/churches$/);

  // An event, and who came to it.
  const eventTitle = `Sunday worship ${tag}`;
  await page.goto("/church/events");
  await page.getByRole("button", { name: "Add event" }).click();
  const eventForm = page.getByRole("form", { name: "New event" });
  await expect(eventForm).toBeVisible();
  await expectAccessible(page, "new event form");
  await eventForm.getByLabel("Title").fill(eventTitle);
  await eventForm.getByLabel("Starts").fill("2026-03-01T09:00");
  await eventForm.getByLabel("Ends").fill("2026-03-01T11:00");
  await eventForm.getByLabel("Location").fill("Main hall");
  await eventForm.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByText(`${eventTitle} has been added.`)).toBeVisible();

  // The demo church has events of its own: find this one.
  await page.getByRole("textbox", { name: "Search" }).fill(eventTitle);
  await page.getByRole("button", { name: `Mark attendance for ${eventTitle}` }).click();
  const markDialog = page.getByRole("dialog");
  await markDialog.getByRole("textbox", { name: "Search members" }).fill(`Owusu${tag}`);
  await markDialog.getByRole("checkbox", { name: ama }).check();
  await expect(markDialog.getByText("1 member present")).toBeVisible();
  await markDialog.getByLabel("Visitors").fill("3");
  await expectAccessible(page, "attendance dialog");
  await markDialog.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText(`Attendance for ${eventTitle} has been saved.`)).toBeVisible();
  const row = page.getByRole("table", { name: "Events" }).locator("tbody tr").filter({ hasText: eventTitle });
  await expect(row).toContainText("1 member, 3 visitors");
  await expectAccessible(page, "events");
});
