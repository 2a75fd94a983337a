import { expectAccessible } from "../support/a11y";
import { watchApiCalls } from "../support/api-calls";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

// One page behind each subscription feature (spec section 6), opened as a bookmark is (the
// subscription is not known yet when the page starts).
const GATED = {
  BASIC_DASHBOARD: "/church",
  MEMBER_MANAGEMENT: "/church/members",
  EVENT_MANAGEMENT: "/church/events",
  ATTENDANCE_TRACKING: "/church/attendance",
  SUNDAY_SCHOOL: "/church/sunday-school",
  LEADERSHIP_MANAGEMENT: "/church/leadership",
  PROGRAM_MANAGEMENT: "/programs",
  FINANCE_MANAGEMENT: "/finance",
  GIVING: "/giving",
  ASSET_MANAGEMENT: "/assets",
  MARKETING: "/church/marketing",
};

test("an expired church's pages ask the server for nothing its subscription does not allow", async ({
  page,
}) => {
  // Hope Tabernacle's subscription has expired (the demo data).
  const calls = watchApiCalls(page);
  await signIn(page, "hope_admin");
  for (const path of Object.values(GATED)) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/subscriptions\/plans$/);
    await calls.settled();
    expect(calls.refused(), `calls refused on the way from ${path}`).toEqual([]);
  }

  await page.goto("/subscriptions");
  await calls.settled();
  await expect(page.getByRole("heading", { name: "My subscription" })).toBeVisible();
  await expect(page.getByText("Not included in your subscription")).toBeVisible();
  expect(calls.refused(), "calls refused on /subscriptions").toEqual([]);
  await expectAccessible(page, "an expired church's subscription");
});

test("a church on a plan without assets and marketing is sent to the plans without refused calls", async ({
  page,
}) => {
  // Bethel Community Church is on a Standard trial: no assets, no marketing.
  const calls = watchApiCalls(page);
  await signIn(page, "bethel_admin");
  for (const path of [GATED.ASSET_MANAGEMENT, GATED.MARKETING]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/subscriptions\/plans$/);
    await calls.settled();
    expect(calls.refused(), `calls refused on the way from ${path}`).toEqual([]);
  }
});
