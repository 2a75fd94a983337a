import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";

/** The plan the income tests put churches on: every feature, priced in naira. */
export async function nairaPlan(t: TestApp) {
  // Priced in naira, so a currency taken from the plan cannot be mistaken for a constant.
  return makePlan(t.db, "all", { currency: "NGN" });
}

/** A church on the plan given, and its treasurer signed in. */
export async function churchWithTreasurer(t: TestApp, plan: { id: number }, region?: number) {
  const church = await makeChurch(t.db, region);
  await makeSubscription(t.db, church.id, plan.id);
  const { user, token } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
  return { church, user, token };
}
