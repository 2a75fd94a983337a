import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePlan, signedInUser, signIn } from "../../../test/factories";
import { paystackPaid } from "../../../test/gateways";
import { startTestApp, type TestApp } from "../../../test/harness";
import { affiliateReferrals, affiliateRewards, gateways, payments } from "../../db/tables";
import { approvedAffiliate, approvedReferredChurch } from "./affiliates.test-support";

/** Test payments move no real money: a sandbox payment of a referred church earns its affiliate nothing. */
let t: TestApp;
let superAdmin: string;
const PAYSTACK_SECRET = "sk_test_affiliate_test_payments";

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  await t.db
    .insert(gateways)
    .values({ name: "paystack", display_name: "Paystack", secret_key: PAYSTACK_SECRET });
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.call({ method: "POST", url, token, payload });
const rewardsOf = (payment: number) =>
  t.db.select().from(affiliateRewards).where(eq(affiliateRewards.payment, payment));

/** A church admin's subscription payment through a gateway: its id and reference. */
async function checkout(token: string, plan: number, gateway: "sandbox" | "paystack") {
  t.app.gatewayHttp = async () => ({
    status: 200,
    json: { data: { authorization_url: "https://checkout.paystack.test/x", access_code: "x" } },
  });
  const res = await post("/api/subscriptions/payments/process/", token, { plan, gateway });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().payment_id as number, reference: res.json().reference as string };
}

it("a sandbox payment creates no reward, converts nothing and never reaches the balance", async () => {
  const affiliate = await approvedAffiliate(t, superAdmin);
  const { church } = await approvedReferredChurch(t, superAdmin, affiliate.profile.referral_code);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: { id: church, region: 0 } });
  const plan = await makePlan(t.db, "all", { price: "500.00" });

  const sandbox = await checkout(token, plan.id, "sandbox");
  await post(`/api/subscriptions/payments/sandbox/checkout/${sandbox.reference}/pay/`, undefined);
  const verified = await post("/api/subscriptions/payments/verify/", token, { reference: sandbox.reference });
  expect(verified.json()).toMatchObject({ status: "SUCCEEDED" });
  const [paid] = await t.db.select().from(payments).where(eq(payments.id, sandbox.id));
  expect(paid?.is_test).toBe(true);
  expect(await rewardsOf(sandbox.id)).toEqual([]);
  const [referral] = await t.db
    .select()
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.church, church));
  expect(referral?.status).toBe("REGISTERED");

  // A real payment of the same church still earns its reward: 10 % of 500.00.
  const real = await checkout(token, plan.id, "paystack");
  t.app.gatewayHttp = async () => ({ status: 200, json: {} });
  const hook = await paystackPaid(t, PAYSTACK_SECRET, real.reference, 50000);
  expect(hook.statusCode, hook.body).toBe(200);
  expect(await rewardsOf(real.id)).toEqual([expect.objectContaining({ amount: "50.00" })]);

  // Past the hold period only the real reward may be withdrawn.
  t.clock.advance(15 * 86_400_000);
  const { access } = await signIn(t, affiliate.user.username);
  const dashboard = await t.call({
    method: "GET",
    url: "/api/affiliates/profiles/dashboard/",
    token: access,
  });
  expect(dashboard.json().balances).toEqual([
    expect.objectContaining({ currency: "GHS", earned: "50.00", on_hold: "0.00", available: "50.00" }),
  ]);
});
