// Serving: a member declines from their profile and the place shows open on the church's rota;
// the church office fills next month's ushers rota.
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../constants";
import { expectAccessible } from "../support/a11y";
import { signIn } from "../support/sign-in";
import { expect, pageOfItsOwn, test } from "../support/test";

const SLOW = { timeout: 30_000 };
const DAY_MS = 86_400_000;

/** The first Sunday from today on (the demo member's next service), as the rota writes its date. */
function nextSunday(): { date: Date; heading: string } {
  let at = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  while (new Date(at).getUTCDay() !== 0) at += DAY_MS;
  const date = new Date(at);
  const heading = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  return { date, heading };
}

/** The rota's card of the service on that Sunday, in the month it falls in. */
async function serviceCard(page: Page) {
  const sunday = nextSunday();
  await page.goto("/church/serving");
  await expect(page.getByRole("heading", { name: "Serving", level: 1 })).toBeVisible(SLOW);
  if (sunday.date.getUTCMonth() !== new Date().getUTCMonth())
    await page.getByRole("button", { name: "Next month" }).click();
  const card = page.locator(".mantine-Paper-root").filter({
    has: page.getByRole("heading", { name: new RegExp(`^${sunday.heading} · Sunday service`) }),
  });
  await expect(card).toBeVisible(SLOW);
  return card;
}

/** The number of open places a service card shows ("3 open"). */
async function openPlaces(card: Awaited<ReturnType<typeof serviceCard>>): Promise<number> {
  const badge = card.getByText(/^\d+ open$/);
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.first().textContent()) ?? "0", 10);
}

test("a member declines from their profile, the place shows open, and the office fills next month", async ({
  page,
  browser,
}) => {
  await signIn(page, "local_admin");
  const before = await openPlaces(await serviceCard(page));
  await expectAccessible(page, "the rota");

  const member = await pageOfItsOwn(browser);
  await member.setViewportSize({ width: 360, height: 740 });
  await signIn(member, "member");
  await member.goto("/profile/serving");
  const service = member
    .locator(".mantine-Paper-root")
    .filter({ hasText: "Aisle (Ushers) at Sunday service" })
    .first();
  await expect(service).toBeVisible(SLOW);
  await expectAccessible(member, "my serving");
  await service.getByRole("button", { name: "I cannot serve" }).click();
  await expect(member.getByText("Your place has been opened for someone else.")).toBeVisible(SLOW);
  await expect(service.getByText("Declined")).toBeVisible();

  await page.reload();
  const card = await serviceCard(page);
  await expect.poll(() => openPlaces(card), SLOW).toBe(before + 1);
  await expect(card.getByText(/· Declined$/).first()).toBeVisible();

  // Next month's ushers, filled in turn.
  await page.goto("/church/serving");
  await page.getByRole("button", { name: "Next month" }).click();
  await page.getByRole("button", { name: "Fill the rota" }).click();
  const form = page.getByRole("form", { name: "Fill the rota" });
  await form.getByRole("combobox", { name: "Team" }).click();
  await page.getByRole("option", { name: "Ushers" }).click();
  await form.getByRole("button", { name: "Fill the rota" }).click();
  await expect(page.getByText(/people asked to serve/)).toBeVisible(SLOW);
  await expect(page.getByText(/· Asked$/).first()).toBeVisible(SLOW);

  // Someone asked answers from the e-mailed link, without signing in.
  const path = await answerLinkFromOutbox(page.request);
  const guest = await pageOfItsOwn(browser);
  await guest.goto(path);
  await expect(guest.getByRole("heading", { name: "Can you serve?" })).toBeVisible(SLOW);
  await expect(guest.getByText(/asks you to serve as (Door|Aisle) \(Ushers\)/)).toBeVisible(SLOW);
  await expectAccessible(guest, "the e-mailed answer page");
  await guest.getByRole("button", { name: "I cannot serve" }).click();
  await expect(guest.getByText("Declined")).toBeVisible(SLOW);
  await expect(guest.getByRole("button", { name: "I cannot serve" })).toHaveCount(0);
});

/** An answer link of a "can you serve?" e-mail, read from the outbox as the super admin. */
async function answerLinkFromOutbox(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login/", {
    data: { username: "super_admin", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  let text = "";
  await expect(async () => {
    const outbox = await request.get("/api/mail/outbox/", {
      params: { search: "Can you serve" },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(outbox.ok()).toBe(true);
    const page = (await outbox.json()) as { results: { text: string }[] };
    text = page.results.find((m) => /\/serving\/respond\//.test(m.text))?.text ?? "";
    expect(text).not.toBe("");
  }).toPass({ timeout: 10_000 });
  const path = text.match(/\/serving\/respond\/[\w-]+\?answer=decline/)?.[0];
  if (!path) throw new Error("The e-mail holds no answer link.");
  return path;
}
