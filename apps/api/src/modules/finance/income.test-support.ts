import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";

/** The plan the income tests put churches on: every feature, priced in naira. */
export async function nairaPlan(t: TestApp) {
  // In naira, so a currency taken from the church cannot be mistaken for a constant.
  return makePlan(t.db, "all", { currency: "NGN" });
}

/** A church on the plan given, and its treasurer signed in. */
export async function churchWithTreasurer(t: TestApp, plan: { id: number }, region?: number) {
  // The church keeps its books in naira, as the plan is priced.
  const church = await makeChurch(t.db, region, { currency: "NGN" });
  await makeSubscription(t.db, church.id, plan.id);
  const { user, token } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
  return { church, user, token };
}
