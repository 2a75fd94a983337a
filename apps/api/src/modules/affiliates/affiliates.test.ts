import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, signedInUser, signIn } from "../../../test/factories";
import { paystackPaid } from "../../../test/gateways";
import { startTestApp, type TestApp } from "../../../test/harness";
import { affiliateReferrals, affiliateRewards, affiliateWithdrawals, gateways } from "../../db/tables";
import {
  approvedAffiliate,
  approvedReferredChurch,
  makeAffiliate,
  makeAffiliateIn,
  makeReward,
  mobileMoney,
} from "./affiliates.test-support";

let t: TestApp;
let superAdmin: string;
const PAYSTACK_SECRET = "sk_test_affiliates";
let answer: () => { status: number; json: unknown } = () => ({ status: 500, json: {} });

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  t.app.gatewayHttp = async () => answer();
  await t.db
    .insert(gateways)
    .values({ name: "paystack", display_name: "Paystack", secret_key: PAYSTACK_SECRET });
});
afterAll(() => t.close());

const A = "/api/affiliates/";
const post = (url: string, token: string | undefined, payload: object = {}) =>
  t.call({ method: "POST", url, token, payload });
const get = (url: string, token: string) => t.call({ method: "GET", url, token });

/** A signed-in member with an ACTIVE affiliate account (applied, approved by the super admin). */
const activeAffiliate = () => approvedAffiliate(t, superAdmin);
/** A newcomer referred by `code` whose church request was approved: the church and its admin. */
const referredChurch = (code: string) => approvedReferredChurch(t, superAdmin, code);

/** A pending Paystack payment of the church for a plan at `price`. */
async function pendingPayment(church: number, price = "500.00") {
  const plan = await makePlan(t.db, "all", { price });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: { id: church, region: 0 } });
  answer = () => ({
    status: 200,
    json: { data: { authorization_url: "https://pay.test/x", access_code: "x" } },
  });
  const res = await post("/api/subscriptions/payments/process/", token, {
    plan: plan.id,
    gateway: "paystack",
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token, reference: res.json().reference as string, payment: res.json().payment_id as number, plan };
}
const paystackHook = (reference: string, amount: number) =>
  paystackPaid(t, PAYSTACK_SECRET, reference, amount);
const rewardsOfPayment = (payment: number) =>
  t.db.select().from(affiliateRewards).where(eq(affiliateRewards.payment, payment));

describe("applying and the super admin's decisions", () => {
  it("one account per person, with a readable code, and payout fields each method needs", async () => {
    const { token } = await signedInUser(t, { role: "VIEWER", church: await makeChurch(t.db) });
    const missing = await post(`${A}profiles/apply/`, token, {
      phone: "+233 20 1",
      payout_method: "BANK_ACCOUNT",
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(["account_name", "account_number", "bank_name"]);
    const applied = await post(`${A}profiles/apply/`, token, mobileMoney);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: "PENDING" });
    expect(applied.json().referral_code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    const again = await post(`${A}profiles/apply/`, token, mobileMoney);
    expect(again.statusCode).toBe(400);
    expect((await get(`${A}profiles/my_profile/`, token)).json().id).toBe(applied.json().id);
  });

  it("only the super admin decides, along the allowed steps; terminated is final", async () => {
    const { token } = await signedInUser(t, { role: "MEMBER", church: await makeChurch(t.db) });
    const { id } = (await post(`${A}profiles/apply/`, token, mobileMoney)).json();
    const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    expect((await post(`${A}profiles/${id}/approve/`, national.token)).statusCode).toBe(403);
    expect((await get(`${A}profiles/${id}/`, national.token)).statusCode).toBe(404);
    expect((await post(`${A}profiles/${id}/unsuspend/`, superAdmin)).statusCode).toBe(409);
    expect((await post(`${A}profiles/${id}/approve/`, superAdmin)).json().status).toBe("ACTIVE");
    const suspended = await post(`${A}profiles/${id}/suspend/`, superAdmin, { reason: "Checks" });
    expect(suspended.json()).toMatchObject({ status: "SUSPENDED", status_reason: "Checks" });
    expect((await post(`${A}profiles/${id}/unsuspend/`, superAdmin)).json().status).toBe("ACTIVE");
    expect((await post(`${A}profiles/${id}/terminate/`, superAdmin, { reason: "Ended" })).json().status).toBe(
      "TERMINATED",
    );
    expect((await post(`${A}profiles/${id}/unsuspend/`, superAdmin)).statusCode).toBe(409);
  });
});

describe("referrals", () => {
  it("a visitor's code gets the same answer whether it exists or not, and is rate limited", async () => {
    const { profile } = await activeAffiliate();
    const known = await post(`${A}process-referral/`, undefined, { code: profile.referral_code });
    const unknown = await post(`${A}process-referral/`, undefined, { code: "ZZZZ9999" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mine = await get(`${A}profiles/${profile.id}/`, superAdmin);
    expect(mine.json().link_visits).toBe(1);
    const many = [];
    for (let i = 0; i < 30; i++)
      many.push(
        (
          await t.call({
            method: "POST",
            url: `${A}process-referral/`,
            payload: { code: "ZZZZ9999" },
            remoteAddress: "10.9.9.9",
          })
        ).statusCode,
      );
    expect(many.slice(0, 30).every((s) => s === 200)).toBe(true);
    const over = await t.call({
      method: "POST",
      url: `${A}process-referral/`,
      payload: { code: "ZZZZ9999" },
      remoteAddress: "10.9.9.9",
    });
    expect(over.statusCode).toBe(429);
  });

  it("refuses one's own code; registration with a code records the newcomer once", async () => {
    const affiliate = await activeAffiliate();
    const own = await post(`${A}process-referral/`, affiliate.token, {
      code: affiliate.profile.referral_code,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ code: ["You cannot use your own referral code."] });
    const registered = await post("/api/auth/register/", undefined, {
      username: "referred_kofi",
      email: "referred.kofi@example.org",
      first_name: "Kofi",
      last_name: "Mensah",
      password: "a long and unusual passphrase",
      referral_code: affiliate.profile.referral_code.toLowerCase(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [referral] = await t.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referred_user, registered.json().id));
    expect(referral).toMatchObject({ affiliate: affiliate.profile.id, status: "PENDING", church: null });
    // An unknown code at registration is dropped without a word (no enumeration).
    const other = await post("/api/auth/register/", undefined, {
      username: "unreferred_ama",
      email: "unreferred.ama@example.org",
      first_name: "Ama",
      last_name: "Owusu",
      password: "a long and unusual passphrase",
      referral_code: "NOSUCH22",
    });
    expect(other.statusCode).toBe(201);
  });

  it("links the church once its request is approved; its first payment converts the referral", async () => {
    const affiliate = await activeAffiliate();
    const { church } = await referredChurch(affiliate.profile.referral_code);
    const mine = await get(`${A}referrals/my_referrals/`, affiliate.token);
    expect(mine.json()).toEqual([
      expect.objectContaining({ church, status: "REGISTERED", church_name: "Referred Chapel" }),
    ]);
    const stranger = await signedInUser(t, { role: "MEMBER", church: await makeChurch(t.db) });
    expect((await get(`${A}referrals/${mine.json()[0].id}/`, stranger.token)).statusCode).toBe(404);
  });
});

describe("a code given after the church was approved", () => {
  it("is recorded for the signed-in person and linked to their approved church once asked", async () => {
    const affiliate = await activeAffiliate();
    const region = await makeRegion(t.db);
    const founder = await signedInUser(t, { role: "MEMBER" });
    const filed = await post("/api/churches/requests/", founder.token, {
      church_name: "Late Referral Chapel",
      region: region.id,
    });
    await post(`/api/churches/requests/${filed.json().id}/approve/`, superAdmin, { notes: "" });
    // The founder's session ended at approval (new role and church): a fresh sign-in.
    const { access } = await signIn(t, founder.user.username);
    const recorded = await post(`${A}process-referral/`, access, { code: affiliate.profile.referral_code });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().referral).toMatchObject({ status: "PENDING", church: null });
    const stranger = await signedInUser(t, { role: "MEMBER" });
    const notTheirs = await post(`${A}update-church/`, stranger.token, { church_request: filed.json().id });
    expect(notTheirs.statusCode).toBe(404);
    const linked = await post(`${A}update-church/`, access, { church_request: filed.json().id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ status: "REGISTERED", church_name: "Late Referral Chapel" });
    // A second code changes nothing: a person is referred once.
    const other = await activeAffiliate();
    const again = await post(`${A}process-referral/`, access, { code: other.profile.referral_code });
    expect(again.json().referral).toMatchObject({ affiliate: affiliate.profile.id });
  });
});

describe("rewards", () => {
  it("is created exactly once when the payment is verified and its webhook delivered concurrently", async () => {
    const affiliate = await activeAffiliate();
    const { church } = await referredChurch(affiliate.profile.referral_code);
    const p = await pendingPayment(church, "500.00");
    answer = () => ({ status: 200, json: { data: { status: "success", amount: 50000, currency: "GHS" } } });
    const calls = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        post("/api/subscriptions/payments/verify/", p.token, { reference: p.reference }),
      ),
      ...Array.from({ length: 10 }, () => paystackHook(p.reference, 50000)),
    ]);
    expect(calls.every((c) => c.statusCode === 200)).toBe(true);
    const rewards = await rewardsOfPayment(p.payment);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ amount: "50.00", currency: "GHS", percentage: "10.00", months: 1 });
    // 14 days on hold from the app's time.
    const held = (rewards[0]?.available_at.getTime() ?? 0) - t.clock.now().getTime();
    expect(Math.round(held / 86_400_000)).toBe(14);
    const [referral] = await t.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.church, church));
    expect(referral?.status).toBe("CONVERTED");
    const list = await get(`${A}rewards/my_rewards/`, affiliate.token);
    // The referred church is outside the affiliate's own: its name shows all the same.
    expect(list.json()).toEqual([
      expect.objectContaining({
        state: "ON_HOLD",
        amount: "50.00",
        church_name: expect.stringMatching(/\S/),
      }),
    ]);
  });

  it("a refund of the payment reverses its reward", async () => {
    const affiliate = await activeAffiliate();
    const { church } = await referredChurch(affiliate.profile.referral_code);
    const p = await pendingPayment(church, "300.00");
    answer = () => ({ status: 200, json: { data: { status: "success", amount: 30000, currency: "GHS" } } });
    await paystackHook(p.reference, 30000);
    expect(await rewardsOfPayment(p.payment)).toHaveLength(1);
    answer = () => ({ status: 200, json: { status: true, data: { id: 1, status: "processed" } } });
    const refunded = await post(`/api/subscriptions/payments/${p.payment}/refund/`, superAdmin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [reward] = await rewardsOfPayment(p.payment);
    expect(reward?.is_reversed).toBe(true);
    const dash = await get(`${A}profiles/dashboard/`, affiliate.token);
    expect(dash.json().balances).toEqual([]);
  });

  it("an inactive affiliate's referral converts but earns nothing; settings apply to later rewards", async () => {
    const affiliate = await activeAffiliate();
    const { church } = await referredChurch(affiliate.profile.referral_code);
    await post(`${A}profiles/${affiliate.profile.id}/suspend/`, superAdmin, { reason: "Review" });
    const first = await pendingPayment(church, "200.00");
    answer = () => ({ status: 200, json: { data: { status: "success", amount: 20000, currency: "GHS" } } });
    await paystackHook(first.reference, 20000);
    expect(await rewardsOfPayment(first.payment)).toHaveLength(0);
    await post(`${A}profiles/${affiliate.profile.id}/unsuspend/`, superAdmin);
    const changed = await post(`${A}profiles/update_settings/`, superAdmin, {
      reward_percentage: "20",
      reward_months: 12,
      hold_days: 7,
      minimum_withdrawal: "1000",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const second = await pendingPayment(church, "200.00");
      await paystackHook(second.reference, 20000);
      expect((await rewardsOfPayment(second.payment))[0]).toMatchObject({
        amount: "40.00",
        percentage: "20.00",
      });
    } finally {
      await post(`${A}profiles/update_settings/`, superAdmin, {
        reward_percentage: "10",
        reward_months: 12,
        hold_days: 14,
        minimum_withdrawal: "1000",
      });
    }
  });
});

describe("withdrawals", () => {
  const ask = (token: string, amount: string) => post(`${A}withdrawals/`, token, { amount, currency: "GHS" });

  it("refuses bad amounts on the field, below the minimum and above the balance", async () => {
    const affiliate = await activeAffiliate();
    await makeReward(t.db, affiliate.profile, "2500.00");
    for (const amount of ["-5", "0", "0.00", "10.005", "abc"]) {
      const res = await ask(affiliate.token, amount);
      expect(res.statusCode, amount).toBe(400);
      expect(Object.keys(res.json())).toEqual(["amount"]);
    }
    expect((await ask(affiliate.token, "999.99")).json().amount[0]).toMatch(/smallest withdrawal/);
    expect((await ask(affiliate.token, "2500.01")).json().amount[0]).toMatch(/available balance/);
    const ok = await ask(affiliate.token, "2500.00");
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      status: "PENDING",
      payout_method: "MOBILE_MONEY",
      payout_details: { mobile_network: "MTN", mobile_number: "+233 24 111 2222" },
    });
  });

  it("50 concurrent requests against a balance that covers 3 leave exactly 3 pending", async () => {
    const affiliate = await activeAffiliate();
    await makeReward(t.db, affiliate.profile, "3500.00");
    const results = await Promise.all(Array.from({ length: 50 }, () => ask(affiliate.token, "1000.00")));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(47);
    const rows = await t.db
      .select()
      .from(affiliateWithdrawals)
      .where(eq(affiliateWithdrawals.affiliate, affiliate.profile.id));
    expect(rows.filter((r) => r.status === "PENDING")).toHaveLength(3);
    const dash = await get(`${A}profiles/dashboard/`, affiliate.token);
    expect(dash.json().balances[0]).toMatchObject({ available: "500.00", requested: "3000.00" });
  });

  it("a suspended affiliate cannot withdraw; another's withdrawal is 404; the steps run in order", async () => {
    const affiliate = await activeAffiliate();
    await makeReward(t.db, affiliate.profile, "3000.00");
    const first = (await ask(affiliate.token, "1000.00")).json();
    const other = await signedInUser(t, { role: "MEMBER", church: await makeChurch(t.db) });
    await makeAffiliate(t.db, other.user.id);
    expect((await post(`${A}withdrawals/${first.id}/cancel/`, other.token)).statusCode).toBe(404);
    expect((await get(`${A}withdrawals/${first.id}/`, other.token)).statusCode).toBe(404);
    expect(
      (await post(`${A}withdrawals/${first.id}/mark_paid/`, superAdmin, { reference: "X1" })).statusCode,
    ).toBe(409);
    expect((await post(`${A}withdrawals/${first.id}/approve/`, superAdmin)).json().status).toBe("APPROVED");
    expect((await post(`${A}withdrawals/${first.id}/cancel/`, affiliate.token)).statusCode).toBe(409);
    const paid = await post(`${A}withdrawals/${first.id}/mark_paid/`, superAdmin, { reference: "MOMO-77" });
    expect(paid.json()).toMatchObject({ status: "PAID", payment_reference: "MOMO-77" });
    const second = (await ask(affiliate.token, "1000.00")).json();
    expect((await post(`${A}withdrawals/${second.id}/cancel/`, affiliate.token)).json().status).toBe(
      "CANCELLED",
    );
    await post(`${A}profiles/${affiliate.profile.id}/suspend/`, superAdmin, { reason: "Review" });
    const refused = await ask(affiliate.token, "1000.00");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/suspended/);
    const dash = await get(`${A}profiles/dashboard/`, affiliate.token);
    expect(dash.json().balances[0]).toMatchObject({ paid: "1000.00", available: "2000.00" });
    const stats = await get(`${A}profiles/stats/`, superAdmin);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().affiliates.SUSPENDED).toBeGreaterThan(0);
  });
});

it("a super admin's list shows every account; a member's only their own", async () => {
  const mine = await activeAffiliate();
  await makeAffiliateIn(t.db, await makeChurch(t.db));
  const own = await get(`${A}profiles/?page_size=100`, mine.token);
  expect(own.json().results.map((r: { id: number }) => r.id)).toEqual([mine.profile.id]);
  const all = await get(`${A}profiles/?page_size=100`, superAdmin);
  expect(all.json().count).toBeGreaterThan(1);
});

// Last: it moves the app's clock, which ends the sessions the other tests hold.
it("rewards on hold cannot be withdrawn until the hold period has passed (app clock)", async () => {
  const affiliate = await activeAffiliate();
  const ask = (token: string, amount: string) => post(`${A}withdrawals/`, token, { amount, currency: "GHS" });
  const inTenDays = new Date(t.clock.now().getTime() + 10 * 86_400_000);
  await makeReward(t.db, affiliate.profile, "1200.00", inTenDays);
  expect((await ask(affiliate.token, "1200.00")).statusCode).toBe(400);
  t.clock.advance(11 * 86_400_000);
  // Access tokens are short-lived on the app's clock too: sign in again after the jump.
  const { access } = await signIn(t, affiliate.user.username);
  expect((await ask(access, "1200.00")).statusCode).toBe(201);
});
