import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";

/** Adds members to local_admin's church through the API, so the journey has people to enroll. */
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

async function pickMember(page: Page, input: ReturnType<Page["getByRole"]>, name: string) {
  await input.fill(name.split(" ")[1] ?? name);
  await page.getByRole("option", { name }).click();
}

test("a local admin runs a Sunday-school class and marks attendance for an event", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  // Last names carry the run's tag, so a search finds exactly these people.
  const ama = `Ama Owusu${tag}`;
  const kofi = `Kofi Boateng${tag}`;
  const esi = `Esi Mensah${tag}`;
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

  // A class.
  const className = `Juniors ${tag}`;
  await page.goto("/church/sunday-school");
  await page.getByRole("button", { name: "Add class" }).click();
  const classForm = page.getByRole("form", { name: "New class" });
  await classForm.getByLabel("Name").fill(className);
  await classForm.getByLabel("Youngest age").fill("6");
  await classForm.getByLabel("Oldest age").fill("9");
  await classForm.getByLabel("Room").fill("B2");
  await classForm.getByRole("button", { name: "Add class" }).click();
  await expect(page.getByText(`${className} has been added.`)).toBeVisible();
  await page.getByRole("link", { name: className }).click();
  await expect(page.getByRole("heading", { name: className })).toBeVisible();

  // Three members enrolled.
  await page.getByRole("button", { name: "Enroll members" }).click();
  const enrollDialog = page.getByRole("dialog");
  const picker = enrollDialog.getByRole("combobox", { name: "Members" });
  await pickMember(page, picker, ama);
  await pickMember(page, picker, kofi);
  await pickMember(page, picker, esi);
  // Close the list of choices before going on.
  await enrollDialog.getByText("Search for members by name or phone").click();
  await enrollDialog.getByRole("button", { name: "Enroll 3 members" }).click();
  await expect(page.getByText(`3 members enrolled in ${className}.`)).toBeVisible();
  const roster = page.getByRole("table", { name: "Enrolled members" });
  await expect(roster.getByText(esi)).toBeVisible();

  // A session.
  await page.getByRole("button", { name: "Add sessions" }).click();
  const sessionForm = page.getByRole("form", { name: "New session" });
  await sessionForm.getByLabel("Date").fill("2026-03-01");
  await sessionForm.getByLabel("Topic").fill("Noah's ark");
  await sessionForm.getByRole("button", { name: "Add session" }).click();
  await expect(page.getByText(`A session of ${className} has been added.`)).toBeVisible();
  await page
    .getByRole("table", { name: "Sessions" })
    .getByRole("link", { name: /Attendance for/ })
    .click();
  await expect(page).toHaveURL(/\/church\/sunday-school\/\d+\/session\/\d+$/);

  // Attendance: Ama and Esi came, Kofi did not; two visitors.
  const sheet = page.getByRole("table", { name: "Class attendance" });
  await expect(page.getByText("0 of 3 present")).toBeVisible();
  await sheet
    .getByRole("row", { name: new RegExp(ama) })
    .getByText("Present")
    .click();
  await sheet
    .getByRole("row", { name: new RegExp(esi) })
    .getByText("Present")
    .click();
  await expect(page.getByText("2 of 3 present")).toBeVisible();
  await page.getByLabel("Visitors").fill("2");
  await page.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText("The attendance has been saved.")).toBeVisible();

  const summary = page.getByRole("region", { name: "Session summary" });
  await expect(summary.getByTestId("summary-present")).toHaveText("2");
  await expect(summary.getByTestId("summary-absent")).toHaveText("1");
  await expect(summary.getByTestId("summary-attendance-rate")).toHaveText("66.7%");
  await expect(summary.getByTestId("summary-visitors")).toHaveText("2");

  // An event, and who came to it.
  const eventTitle = `Sunday worship ${tag}`;
  await page.goto("/church/events");
  await page.getByRole("button", { name: "Add event" }).click();
  const eventForm = page.getByRole("form", { name: "New event" });
  await eventForm.getByLabel("Title").fill(eventTitle);
  await eventForm.getByLabel("Starts").fill("2026-03-01T09:00");
  await eventForm.getByLabel("Ends").fill("2026-03-01T11:00");
  await eventForm.getByLabel("Location").fill("Main hall");
  await eventForm.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByText(`${eventTitle} has been added.`)).toBeVisible();

  await page.getByRole("button", { name: `Mark attendance for ${eventTitle}` }).click();
  const markDialog = page.getByRole("dialog");
  await markDialog.getByRole("textbox", { name: "Search members" }).fill(`Owusu${tag}`);
  await markDialog.getByRole("checkbox", { name: ama }).check();
  await expect(markDialog.getByText("1 member present")).toBeVisible();
  await markDialog.getByLabel("Visitors").fill("3");
  await markDialog.getByRole("button", { name: "Save attendance" }).click();
  await expect(page.getByText(`Attendance for ${eventTitle} has been saved.`)).toBeVisible();
  const row = page.getByRole("table", { name: "Events" }).locator("tbody tr").filter({ hasText: eventTitle });
  await expect(row).toContainText("1 member, 3 visitors");
});
