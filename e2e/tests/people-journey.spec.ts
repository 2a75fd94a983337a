import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, pageOfItsOwn, test } from "../support/test";

// The machine may be running other suites beside this one: waits on the server are generous.
const SLOW = { timeout: 30_000 };

/** Opens the members list, searches it and opens the member whose name is exactly `name`. */
async function openMember(page: Page, search: string, name: string): Promise<string> {
  await page.goto("/church/members");
  const table = page.getByRole("table", { name: "Members" });
  await expect(table.getByTestId("skeleton-row")).toHaveCount(0, SLOW);
  await page.getByRole("textbox", { name: "Search" }).fill(search);
  await table.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/church\/members\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name, SLOW);
  return new URL(page.url()).pathname;
}

/**
 * The events a member attended, as their page's history shows them: the count it gives and every
 * row of every page of the table (when, event, type, where).
 */
async function eventsAttended(page: Page): Promise<{ count: number; rows: Set<string> }> {
  const panel = page.getByRole("tabpanel", { name: "Events attended" });
  const summary = panel.getByText(/^\d+ events? attended$/);
  const none = panel.getByText("No events attended yet.");
  await expect(summary.or(none)).toBeVisible(SLOW);
  if (await none.isVisible()) return { count: 0, rows: new Set() };
  const count = Number.parseInt((await summary.textContent()) ?? "", 10);
  const rows = new Set<string>();
  const body = panel.getByRole("table", { name: "Events attended" }).locator("tbody tr");
  // The rows in one reading: a page's rows are read together, never half of one page and half
  // of the next.
  const shown = () =>
    body.evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
  let before: string | undefined;
  for (let n = 1; n <= Math.ceil(count / 10); n++) {
    if (n > 1) {
      await panel.getByRole("button", { name: "Next page" }).click();
      await expect(panel.getByRole("button", { name: String(n), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    // The previous page stays on the screen until the next one has come.
    let onScreen: string[] = [];
    await expect
      .poll(async () => {
        onScreen = await shown();
        return onScreen.length > 0 && onScreen[0] !== before;
      }, SLOW)
      .toBe(true);
    before = onScreen[0];
    for (const row of onScreen) rows.add(row);
  }
  expect(rows.size, "each event the member attended is one row").toBe(count);
  return { count, rows };
}

test("a church office builds a household, merges a duplicate, adds a member field and confirms a member's own change; the member downloads their data", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const tag = Date.now().toString(36);
  const digits = String(Date.now()).slice(-6);
  const family = `Boateng-${tag}`;
  const household = `Boateng family ${tag}`;
  const people = [
    { first: "Kwame", role: "head", phone: `+233 20 ${digits.slice(0, 3)} ${digits.slice(3)}1` },
    { first: "Akua", role: "spouse", phone: `+233 20 ${digits.slice(0, 3)} ${digits.slice(3)}2` },
    { first: "Yaw", role: "child", phone: `+233 20 ${digits.slice(0, 3)} ${digits.slice(3)}3` },
    { first: "Esi", role: "child", phone: `+233 20 ${digits.slice(0, 3)} ${digits.slice(3)}4` },
  ];
  const nameOf = (first: string) => `${first} ${family}`;
  const head = nameOf("Kwame");
  const spouse = nameOf("Akua");

  await signIn(page, "local_admin");

  // 1. A household of four, from a small spreadsheet with the household columns.
  await page.goto("/church/members");
  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByTestId("skeleton-row")).toHaveCount(0, SLOW);
  await expectAccessible(page, "members");
  const csv = [
    "first_name,last_name,phone,household,household_role",
    ...people.map((p) => `${p.first},${family},${p.phone},${household},${p.role}`),
  ].join("\r\n");
  const file = path.join(os.tmpdir(), `household-${tag}.csv`);
  await writeFile(file, `${csv}\r\n`);
  await page.getByRole("button", { name: "Import" }).click();
  const importDialog = page.getByRole("dialog", { name: "Import members" });
  await expect(importDialog).toBeVisible();
  await importDialog.locator('input[type="file"]').setInputFiles(file);
  await importDialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(importDialog.getByText("4 members imported.")).toBeVisible(SLOW);
  await expectAccessible(page, "import finished");
  await importDialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(importDialog).toBeHidden();

  await page.goto("/church/households");
  const households = page.getByRole("table", { name: "Households" });
  await expect(households.getByTestId("skeleton-row")).toHaveCount(0, SLOW);
  await expectAccessible(page, "households");
  await page.getByRole("textbox", { name: "Search" }).fill(tag);
  await expect(households.locator("tbody tr")).toHaveCount(1, SLOW);
  await expect(households.locator("tbody tr")).toContainText("4 people");
  await households.getByRole("link", { name: household }).click();
  await expect(page).toHaveURL(/\/church\/households\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: household })).toBeVisible(SLOW);
  for (const p of people) await expect(page.getByRole("link", { name: nameOf(p.first) })).toBeVisible(SLOW);
  await expect(page.getByText("Spouse", { exact: true })).toHaveCount(1);
  await expect(page.getByText("Child", { exact: true })).toHaveCount(2);
  await expectAccessible(page, "a household's page");

  // The head's page: the spouse added as a relative, seen from both pages.
  await page.getByRole("link", { name: head }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(head, SLOW);
  const headPage = new URL(page.url()).pathname;
  await expect(page.getByRole("link", { name: household })).toBeVisible(SLOW);
  await expectAccessible(page, "the head's page");
  await page.getByRole("button", { name: "Add a relative" }).click();
  const relativeForm = page.getByRole("form", { name: "Add a relative" });
  await expect(relativeForm).toBeVisible();
  await relativeForm.getByRole("combobox", { name: "Relative" }).fill(spouse);
  await page.getByRole("option", { name: spouse, exact: true }).click();
  await relativeForm.getByRole("combobox", { name: /Who they are to/ }).click();
  await page.getByRole("option", { name: "Spouse", exact: true }).click();
  await expectAccessible(page, "the add-a-relative form");
  await relativeForm.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("The relative has been added.")).toBeVisible(SLOW);
  const spouseLine = page.getByRole("listitem").filter({ hasText: spouse });
  await expect(spouseLine).toContainText("Spouse");
  await spouseLine.getByRole("link", { name: spouse }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(spouse, SLOW);
  await expect(page.getByRole("listitem").filter({ hasText: head })).toContainText("Spouse", SLOW);
  // And a parent: the spouse's son, kept as her child and, from his side, her as his parent.
  const son = nameOf("Yaw");
  await page.getByRole("button", { name: "Add a relative" }).click();
  await relativeForm.getByRole("combobox", { name: "Relative" }).fill(son);
  await page.getByRole("option", { name: son, exact: true }).click();
  await relativeForm.getByRole("combobox", { name: /Who they are to/ }).click();
  await page.getByRole("option", { name: "Child", exact: true }).click();
  await relativeForm.getByRole("button", { name: "Add", exact: true }).click();
  const sonLine = page.getByRole("listitem").filter({ hasText: son });
  await expect(sonLine).toContainText("Child", SLOW);
  await sonLine.getByRole("link", { name: son }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(son, SLOW);
  await expect(page.getByRole("listitem").filter({ hasText: spouse })).toContainText("Parent", SLOW);

  // 2. A member entered twice (same e-mail written another way): merged, their attendance together.
  await page.goto("/church/members/duplicates");
  const pair = page.locator("section").filter({ hasText: "Same e-mail" }).first();
  await expect(pair).toBeVisible(SLOW);
  await expectAccessible(page, "likely duplicates");
  const [keptName, removedName] = ((await pair.getAttribute("aria-label")) ?? "").split(" and ");
  if (!keptName || !removedName) throw new Error("The pair does not name its two members.");
  const lastName = (name: string) => name.split(" ").at(-1) ?? name;
  const keptPage = await openMember(page, lastName(removedName), keptName);
  const kept = await eventsAttended(page);
  const removedPage = await openMember(page, lastName(removedName), removedName);
  const removed = await eventsAttended(page);
  expect(removed.count, "the second record has attendance of its own").toBeGreaterThan(0);

  await page.goto("/church/members/duplicates");
  await expect(pair).toBeVisible(SLOW);
  await pair.getByRole("button", { name: "Merge" }).click();
  const mergeDialog = page.getByRole("dialog", { name: "Merge two members" });
  await expect(mergeDialog.getByRole("radio", { name: new RegExp(`^${keptName},`) })).toBeChecked();
  await expectAccessible(page, "the merge dialog");
  await mergeDialog.getByRole("button", { name: "Merge" }).click();
  const confirmMerge = page.getByRole("dialog", { name: "Merge these members?" });
  await expect(confirmMerge).toContainText(removedName);
  await confirmMerge.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(`The two records of ${keptName} are now one.`)).toBeVisible(SLOW);
  await expect(page.getByRole("region", { name: `${keptName} and ${removedName}` })).toHaveCount(0);

  await page.goto(keptPage);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(keptName, SLOW);
  const together = await eventsAttended(page);
  expect([...together.rows].sort()).toEqual([...new Set([...kept.rows, ...removed.rows])].sort());
  expect(together.count).toBeGreaterThanOrEqual(Math.max(kept.count, removed.count));
  await page.goto(removedPage);
  await expect(page.getByText("Member not found")).toBeVisible(SLOW);

  // 3. A choice field of the church's own, set on the head and used as a filter of the list.
  const field = `Ministry ${tag}`;
  await page.goto("/church/member-fields");
  const fields = page.getByRole("table", { name: "Member fields" });
  await expect(fields.getByTestId("skeleton-row")).toHaveCount(0, SLOW);
  await expectAccessible(page, "member fields");
  await page.getByRole("button", { name: "Add a field" }).first().click();
  const fieldForm = page.getByRole("form", { name: "Add a field" });
  await expect(fieldForm).toBeVisible();
  await fieldForm.getByRole("textbox", { name: "Label" }).fill(field);
  await fieldForm.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Choice from a list" }).click();
  await fieldForm.getByRole("textbox", { name: "Options" }).fill("Choir\nUshers\nMedia");
  await expectAccessible(page, "the new field form");
  await fieldForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`The field “${field}” has been saved.`)).toBeVisible(SLOW);
  await expect(fields.getByRole("row").filter({ hasText: field })).toContainText("Choice from a list");

  await page.goto(headPage);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(head, SLOW);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const memberForm = page.getByRole("form", { name: `Edit ${head}` });
  await expect(memberForm).toBeVisible(SLOW);
  await memberForm.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: "Ushers", exact: true }).click();
  await expectAccessible(page, "the member form with the church's field");
  await memberForm.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`The changes to ${head} have been saved.`)).toBeVisible(SLOW);
  // The form's drawer closes after saving; until it has, it holds the same words.
  await expect(memberForm).toHaveCount(0, SLOW);
  const ownFields = page
    .locator(".mantine-Paper-root:not([role=dialog])")
    .filter({ hasText: "More about this member" });
  await expect(ownFields).toContainText(field, SLOW);
  await expect(ownFields).toContainText("Ushers");

  await page.goto("/church/members");
  await expect(members.getByTestId("skeleton-row")).toHaveCount(0, SLOW);
  await page.getByRole("combobox", { name: "Member field" }).click();
  await page.getByRole("option", { name: `${field}: Ushers` }).click();
  await expect(members.locator("tbody tr")).toHaveCount(1, SLOW);
  await expect(members.getByRole("link", { name: head, exact: true })).toBeVisible();
  await expectAccessible(page, "members by a field of the church");

  // 4. The member asks for a new phone number; the office confirms it.
  const member = await pageOfItsOwn(browser);
  await signIn(member, "member");
  await member.goto("/profile/membership");
  const ask = member.getByRole("form", { name: "Ask for a change" });
  await expect(ask).toBeVisible(SLOW);
  await expectAccessible(member, "my membership");
  const newPhone = `+233 55 ${digits.slice(0, 3)} ${digits.slice(3)}9`;
  await ask.getByRole("textbox", { name: "Phone" }).fill(newPhone);
  await ask.getByRole("button", { name: "Send the change" }).click();
  await expect(member.getByText("Your church office will confirm the change.")).toBeVisible(SLOW);

  await page.goto("/church/members/changes");
  const changes = page.getByRole("table", { name: "Changes to confirm" });
  const asked = changes.locator("tbody tr").filter({ hasText: newPhone });
  await expect(asked).toHaveCount(1, SLOW);
  await expectAccessible(page, "changes to confirm");
  const memberLink = asked.getByRole("link").first();
  const memberName = (await memberLink.textContent())?.trim() ?? "";
  const memberPage = (await memberLink.getAttribute("href")) ?? "";
  await asked.getByRole("button", { name: `Actions for ${memberName}'s change` }).click();
  await page.getByRole("menuitem", { name: "Confirm" }).click();
  const apply = page.getByRole("dialog", { name: "Apply this change?" });
  await expectAccessible(page, "apply the change");
  await apply.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(`The change has been applied to ${memberName}'s record.`)).toBeVisible(SLOW);
  // A confirmed change leaves the list of those waiting.
  await expect(asked).toHaveCount(0, SLOW);
  await page.goto(memberPage);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(memberName, SLOW);
  await expect(page.getByRole("link", { name: newPhone })).toBeVisible(SLOW);

  // 5. The member downloads everything the church holds about them.
  await member.goto("/profile/account");
  const download = member.getByRole("button", { name: "Download my data" });
  await expect(download).toBeVisible(SLOW);
  await expectAccessible(member, "my account");
  const downloading = member.waitForEvent("download", { timeout: 60_000 });
  await download.click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(bytes.length).toBeGreaterThan(2_000);
  await expect(member.getByText("Your data has been downloaded.")).toBeVisible(SLOW);
});
