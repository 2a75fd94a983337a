import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

/** A calendar date `days` from today (UTC, the demo church's zone Africa/Accra has no offset). */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a church admin plans a weekly program with a reminder, records last week's date with a PDF, and the reminder is in the outbox", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5);
  const title = `Bible study ${tag}`;
  // The first date falls 13 days ago: last week's date was 6 days ago, the next one is tomorrow.
  const first = dayFrom(-13);
  const lastWeek = dayFrom(-6);

  await signIn(page, "local_admin");
  await page.goto("/programs");
  const table = page.getByRole("table", { name: "Programs" });
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(table).toContainText("Sunday Worship Service");
  await expectAccessible(page, "programs");

  // Plan it: weekly, with the next five dates shown before saving.
  await page.getByRole("button", { name: "Plan a program" }).click();
  const form = page.getByRole("form", { name: "Plan a program" });
  await form.getByLabel("Title").fill(title);
  await form.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Training", exact: true }).click();
  await form.getByLabel("Location").fill("Conference Room");
  await form.getByLabel("First date").fill(first);
  await form.getByLabel("Starts at").fill("19:00");
  await form.getByRole("combobox", { name: "Repeats" }).click();
  await page.getByRole("option", { name: "Weekly", exact: true }).click();
  const next = form.getByRole("list", { name: "The next five dates" });
  await expect(next.getByRole("listitem")).toHaveCount(5);
  await expect(next.getByRole("listitem").first()).toContainText("at 19:00");
  await expectAccessible(page, "the program form");
  await form.getByRole("button", { name: "Save program" }).click();
  await expect(page.getByText(`${title} is on the calendar.`)).toBeVisible();

  // Its page: a reminder two days before each date, to every member with an e-mail address.
  await page.getByRole("textbox", { name: "Search" }).fill(tag);
  await table.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Every week on")).toBeVisible();
  await page.getByRole("button", { name: "Add a reminder" }).click();
  const reminder = page.getByRole("dialog", { name: "Add a reminder" });
  await reminder.getByLabel("How long before").fill("2");
  await reminder.getByRole("combobox", { name: "Unit" }).click();
  await page.getByRole("option", { name: "days", exact: true }).click();
  await reminder.getByRole("combobox", { name: "Send to" }).click();
  await page.getByRole("option", { name: "Every active member with an e-mail address" }).click();
  await expectAccessible(page, "the reminder dialog");
  await reminder.getByRole("button", { name: "Save reminder" }).click();
  await expect(page.getByText("A reminder will go 2 days before each date.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Reminders" })).toContainText("2 days before each date");
  await expectAccessible(page, "the program");

  // On the calendar, in last week's month.
  await page.goto(`/programs/calendar?year=${lastWeek.slice(0, 4)}&month=${Number(lastWeek.slice(5, 7))}`);
  const date = page
    .locator(`td[data-date="${lastWeek}"]`)
    .getByRole("link", { name: `19:00 ${title}, Training` });
  await expect(date).toBeVisible();
  if (first.slice(0, 7) === lastWeek.slice(0, 7))
    await expect(page.locator(`td[data-date="${first}"]`)).toContainText(title);
  await expectAccessible(page, "the calendar");
  await date.click();

  // Mark it accomplished with its attendance, and keep its minutes.
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const outcome = page.getByRole("form", { name: "Record the outcome" });
  await outcome.getByLabel("Attendance").fill("23");
  await outcome.getByLabel("Notes").fill("Studied Acts 2.");
  await expectAccessible(page, "the date");
  await outcome.getByRole("button", { name: "Mark accomplished" }).click();
  await expect(page.getByText("Marked as accomplished.")).toBeVisible();
  await expect(page.getByText("Attendance: 23")).toBeVisible();
  const pdf = path.join(os.tmpdir(), `minutes-${tag}.pdf`);
  const { writeFile } = await import("node:fs/promises");
  await writeFile(pdf, "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Attach a file" }).click();
  await (await chooser).setFiles(pdf);
  await expect(page.getByText(`minutes-${tag}.pdf has been kept.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Files of this date" })).toContainText(`minutes-${tag}.pdf`);
  await expectAccessible(page, "the date with its outcome");

  // The reminder for tomorrow's date went to the outbox when it was saved.
  const login = await request.post("/api/auth/login/", {
    data: { username: "super_admin", password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  const outbox = await request.get("/api/mail/outbox/", {
    params: { search: `Reminder: ${title}` },
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(outbox.ok()).toBe(true);
  const mails = (await outbox.json()) as { count: number; results: { subject: string; text: string }[] };
  expect(mails.count).toBeGreaterThan(0);
  expect(mails.results[0]?.subject).toContain(`Reminder: ${title} on `);
  expect(mails.results[0]?.text).toContain("Where: Conference Room");
});

test("the pending page lists the program to approve and the dates to fill in, and works on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "local_admin");
  await page.goto("/programs/pending");
  await expect(page.getByRole("button", { name: "Approve Choir Workshop" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Record the outcome of / }).first()).toBeVisible();
  await expectAccessible(page, "pending updates on a phone");
  await page.goto("/programs/calendar");
  await expect(page.getByRole("heading", { name: /^Week of / }).first()).toBeVisible();
  await expectAccessible(page, "the calendar on a phone");
  // The church's time zone is changed among its settings, which the calendar links to.
  await page.getByRole("link", { name: "Change the church's time zone" }).click();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Africa/Accra");
  await page.goto("/programs/categories");
  await expect(page.getByText("Choir").first()).toBeVisible();
  await expectAccessible(page, "categories on a phone");
});
