import { createHmac } from "node:crypto";
import { addMonths, todayIso } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { donations, giftPayments, income, mailOutbox, recurringGifts, users } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund } from "./giving.fixtures.test-support";
import { givingChurch } from "./giving.test-support";
import type { GatewayHttp } from "./giving-payments";
import { chargeDueGifts } from "./recurring-gifts.service";

const GIFTS = "/api/giving/online-gifts/";
const STANDING = "/api/giving/recurring-gifts/";
const PAYSTACK_SECRET = "sk_test_paystack_giving";
const STRIPE_SECRET = "sk_test_stripe_giving";
let t: TestApp;
const calls: Parameters<GatewayHttp>[0][] = [];
let answer: (request: Parameters<GatewayHttp>[0]) => { status: number; json: unknown } = () => ({
  status: 500,
  json: {},
});

beforeAll(async () => {
  t = await startTestApp();
  // No test reaches the network: the adapters' one HTTP call answers from here.
  t.app.gatewayHttp = async (request) => {
    calls.push(request);
    return answer(request);
  };
  const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
  const res = await t.call({
    method: "POST",
    url: "/api/subscriptions/gateways/",
    token,
    payload: { name: "paystack", display_name: "Paystack", public_key: "pk_p", secret_key: PAYSTACK_SECRET },
  });
  expect(res.statusCode, res.body).toBe(201);
  const stripe = await t.call({
    method: "POST",
    url: "/api/subscriptions/gateways/",
    token,
    payload: { name: "stripe", display_name: "Card (Stripe)", public_key: "pk_s", secret_key: STRIPE_SECRET },
  });
  expect(stripe.statusCode, stripe.body).toBe(201);
});
afterAll(() => t.close());

const guest = (church: number, fund: number, extra: Record<string, unknown> = {}) => ({
  church,
  fund,
  amount: "50.00",
  gateway: "sandbox",
  name: "Ama Guest",
  email: "ama@example.org",
  ...extra,
});

/** Paystack answers: a checkout, and a verified success of `amount` (with a reusable authorisation). */
function paystackAnswers(amount: string, status = "success") {
  answer = ({ url }) =>
    url.endsWith("/transaction/initialize")
      ? {
          status: 200,
          json: { data: { authorization_url: "https://checkout.paystack.test/x", access_code: "x" } },
        }
      : {
          status: 200,
          json: {
            data: {
              status,
              amount: Math.round(Number(amount) * 100),
              currency: "GHS",
              authorization: { reusable: true, authorization_code: "AUTH_reusable" },
              customer: { email: "ama@example.org" },
            },
          },
        };
}

async function giftsOf(church: number) {
  const gifts = await t.db.select().from(donations).where(eq(donations.church, church));
  const posted = await t.db.select().from(income).where(eq(income.church, church));
  const sum = (rows: { amount: string }[]) =>
    rows.reduce((n, r) => n + Math.round(Number(r.amount) * 100), 0);
  return { gifts, posted, giving: sum(gifts), books: sum(posted) };
}

describe("the public giving page", () => {
  it("shows a church's open funds and ways to pay, with a signed-in caller's name", async () => {
    const { church } = await givingChurch(t, []);
    const res = await t.call({ method: "GET", url: `${GIFTS}page/?church=${church.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.church).toEqual({ id: church.id, name: church.name, currency: "GHS" });
    expect(page.funds.map((f: { name: string }) => f.name)).toContain("Building fund");
    expect(page.gateways.map((g: { name: string }) => g.name)).toEqual(["paystack", "sandbox", "stripe"]);
    expect(page.donor).toBeNull();

    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    await t.db.update(users).set({ first_name: "Kwame", last_name: "Mensah" }).where(eq(users.id, user.id));
    const mine = await t.call({ method: "GET", url: `${GIFTS}page/?church=${church.id}`, token });
    expect(mine.json().donor).toEqual({ name: "Kwame Mensah", email: user.email, member: false });
  });

  it("is a plain not-found for an unknown church, one without Giving and one whose plan expired", async () => {
    const bare = await makeChurch(t.db);
    const { church: expired } = await givingChurch(t, []);
    await t.db.execute(sql`update subscriptions set status = 'EXPIRED' where church_id = ${expired.id}`);
    t.app.featureGate.forget();
    for (const id of [999_999, bare.id, expired.id]) {
      const page = await t.call({ method: "GET", url: `${GIFTS}page/?church=${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.json().code).toBe("not_found");
      const give = await t.call({
        method: "POST",
        url: `${GIFTS}give/`,
        payload: guest(id, await defaultFund(t.db, "BUILDING")),
      });
      expect(give.statusCode).toBe(404);
    }
    expect(await t.db.select().from(giftPayments).where(eq(giftPayments.church, bare.id))).toEqual([]);
  });
});

describe("starting a gift", () => {
  it("refuses zero, negative and three-decimal amounts, another currency and a fund not open to the church", async () => {
    const { church } = await givingChurch(t, []);
    const fund = await defaultFund(t.db, "BUILDING");
    for (const amount of ["0", "0.00", "-5.00", "10.001", "abc"]) {
      const res = await t.call({
        method: "POST",
        url: `${GIFTS}give/`,
        payload: guest(church.id, fund, { amount }),
      });
      expect(res.statusCode, amount).toBe(400);
      expect(Object.keys(res.json())).toEqual(["amount"]);
    }
    const currency = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      payload: guest(church.id, fund, { currency: "USD" }),
    });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().currency[0]).toContain("GHS");
    const other = await givingChurch(t, []);
    const [foreign] = await t.db
      .execute(
        sql`insert into giving_funds (church_id, name, income_category_id)
          select ${other.church.id}, 'Their fund', income_category_id from giving_funds where id = ${fund}
          returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const wrongFund = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      payload: guest(church.id, foreign?.id ?? 0),
    });
    expect(wrongFund.statusCode).toBe(400);
    expect(wrongFund.json().fund).toBeDefined();
    expect(await t.db.select().from(giftPayments).where(eq(giftPayments.church, church.id))).toEqual([]);
  });

  it("refuses a body over its size limit, and a weekly gift from a guest", async () => {
    const { church } = await givingChurch(t, []);
    const fund = await defaultFund(t.db, "BUILDING");
    const big = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      payload: guest(church.id, fund, { name: "x".repeat(10_000) }),
    });
    expect(big.statusCode).toBe(413);
    const weekly = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      payload: guest(church.id, fund, { frequency: "WEEKLY" }),
    });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().frequency).toBeDefined();
  });

  it("limits the gifts started from one address", async () => {
    const { church } = await givingChurch(t, []);
    const fund = await defaultFund(t.db, "BUILDING");
    const give = () =>
      t.call({
        method: "POST",
        url: `${GIFTS}give/`,
        remoteAddress: "10.20.30.40",
        payload: guest(church.id, fund),
      });
    for (let i = 0; i < 20; i++) expect((await give()).statusCode).toBe(200);
    const refused = await give();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("crediting a gift", () => {
  it("a guest's sandbox gift is thanked and receipted but, as a test, becomes no gift and no income", async () => {
    const { church } = await givingChurch(t, []);
    const started = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      payload: guest(church.id, await defaultFund(t.db, "BUILDING")),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { reference, redirect_url } = started.json();
    expect(redirect_url).toContain("/sandbox/checkout/");
    const pay = await t.call({ method: "POST", url: `${redirect_url}/pay/` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/give/thank-you?reference=${reference}`);
    const receipt = await t.call({ method: "GET", url: `${GIFTS}receipt/?reference=${reference}` });
    expect(receipt.json()).toMatchObject({
      status: "SUCCEEDED",
      amount: "50.00",
      currency: "GHS",
      fund_name: "Building fund",
      donor_name: "Ama Guest",
      is_test: true,
    });
    const books = await giftsOf(church.id);
    expect(books.gifts).toEqual([]);
    expect(books.posted).toEqual([]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ama@example.org"));
    expect(mails.some((m) => m.text.includes(reference) && m.text.includes("test payment"))).toBe(true);
  });

  it("a callback and a webhook replayed 50 times at once credit a real gift once: one gift, one income, equal totals", async () => {
    const { church, token } = await givingChurch(t, ["LOCAL_ADMIN"]);
    paystackAnswers("75.50");
    const started = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      payload: guest(church.id, await defaultFund(t.db, "BUILDING"), {
        gateway: "paystack",
        channel: "mobile_money",
        amount: "75.50",
      }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json();
    const init = calls.find((c) => c.url.endsWith("/transaction/initialize") && c.body?.includes(reference));
    expect(JSON.parse(init?.body ?? "{}")).toMatchObject({
      channels: ["mobile_money"],
      email: "ama@example.org",
    });

    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference, status: "success", amount: 7550, currency: "GHS" },
    });
    const signature = createHmac("sha512", PAYSTACK_SECRET).update(raw).digest("hex");
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? t.call({ method: "GET", url: `${GIFTS}receipt/?reference=${reference}` })
          : t.call({
              method: "POST",
              url: "/api/subscriptions/payments/webhooks/paystack/",
              headers: { "content-type": "application/json", "x-paystack-signature": signature },
              payload: raw,
            }),
      ),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const books = await giftsOf(church.id);
    expect(books.gifts).toHaveLength(1);
    expect(books.posted).toHaveLength(1);
    expect(books.gifts[0]).toMatchObject({
      amount: "75.50",
      method: "MOBILE_MONEY",
      is_final: true,
      member: null,
    });
    expect(books.posted[0]).toMatchObject({ amount: "75.50", payment_method: "MOBILE_MONEY" });
    expect(books.books).toBe(books.giving);
    const [payment] = await t.db.select().from(giftPayments).where(eq(giftPayments.reference, reference));
    expect(payment?.donation).toBe(books.gifts[0]?.id);
    expect(payment?.donor_name).toBe("Ama Guest");
    const receipts = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.text} like ${`%${reference}%`}`);
    expect(receipts).toHaveLength(1);

    // Reversing the online gift takes its income out of the books with it.
    const reversed = await t.call({
      method: "POST",
      url: `/api/giving/donations/${books.gifts[0]?.id}/reverse/`,
      token: token("LOCAL_ADMIN"),
      payload: { reason: "Given twice" },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const after = await giftsOf(church.id);
    expect(after.posted).toEqual([]);
    expect(after.giving).toBe(0);
  });

  it("a signed-in member's gift is theirs, and its receipt is in their language", async () => {
    const { church } = await givingChurch(t, []);
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    await t.db.update(users).set({ language: "fr", first_name: "Afi" }).where(eq(users.id, user.id));
    const member = await makeMember(t.db, church.id, { user: user.id });
    paystackAnswers("20.00");
    const started = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      token,
      payload: guest(church.id, await defaultFund(t.db, "TITHE"), {
        gateway: "paystack",
        amount: "20.00",
        name: "Someone else",
        email: "other@example.org",
      }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json();
    expect(
      (await t.call({ method: "GET", url: `${GIFTS}receipt/?reference=${reference}` })).json().status,
    ).toBe("SUCCEEDED");
    const books = await giftsOf(church.id);
    expect(books.gifts[0]).toMatchObject({ member: member.id, method: "CARD", amount: "20.00" });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail?.subject).toMatch(/^Votre don/);
    const own = await t.call({ method: "GET", url: "/api/giving/donations/mine/", token });
    expect(own.json().gifts.map((g: { reference: string }) => g.reference)).toEqual([reference]);
  });
});

/** A fresh access token of a user, after the clock has moved past their first one. */
const tokenOf = (user: typeof users.$inferSelect) =>
  t.app.tokens.signAccess({
    id: user.id,
    username: user.username,
    role: user.role,
    church: user.church,
    region: null,
    is_church_admin: user.is_church_admin,
    sessionVersion: user.session_version,
  });

describe("standing gifts", () => {
  async function monthlyGift() {
    const { church, token: officer } = await givingChurch(t, ["LOCAL_ADMIN"]);
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    await makeMember(t.db, church.id, { user: user.id });
    paystackAnswers("40.00");
    const started = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      token,
      payload: guest(church.id, await defaultFund(t.db, "BUILDING"), {
        gateway: "paystack",
        amount: "40.00",
        frequency: "MONTHLY",
      }),
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.call({ method: "GET", url: `${GIFTS}receipt/?reference=${started.json().reference}` });
    const [standing] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.user, user.id));
    if (!standing) throw new Error("no standing gift");
    return { church, user, token, officer: officer("LOCAL_ADMIN"), standing };
  }

  it("the first gift starts the schedule; the job charges the kept authorisation once, however often it runs", async () => {
    const { church, standing, user } = await monthlyGift();
    const today = todayIso(t.clock.now());
    expect(standing).toMatchObject({ status: "ACTIVE", next_charge_on: addMonths(today, 1) });
    expect(standing.authorization).toEqual({ authorization_code: "AUTH_reusable" });
    expect((await giftsOf(church.id)).gifts).toHaveLength(1);

    t.clock.advance(32 * 86_400_000);
    const runs = await Promise.all([chargeDueGifts(t.app), chargeDueGifts(t.app)]);
    await chargeDueGifts(t.app);
    expect(runs.map((r) => r?.charged ?? 0).reduce((a, b) => a + b, 0)).toBe(1);
    const charges = calls.filter((c) => c.url.endsWith("/charge_authorization"));
    expect(charges).toHaveLength(1);
    expect(JSON.parse(charges[0]?.body ?? "{}")).toMatchObject({
      authorization_code: "AUTH_reusable",
      amount: "4000",
    });
    const books = await giftsOf(church.id);
    expect(books.gifts).toHaveLength(2);
    expect(books.posted).toHaveLength(2);
    expect(books.books).toBe(books.giving);
    const [after] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.id, standing.id));
    expect(after?.next_charge_on).toBe(addMonths(standing.next_charge_on ?? "", 1));
    const mine = await t.call({ method: "GET", url: `${STANDING}mine/`, token: await tokenOf(user) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject([{ id: standing.id, fund_name: "Building fund", status: "ACTIVE" }]);
  });

  /**
   * A member's weekly gift of `cents` by card through Stripe, its first checkout paid: Stripe
   * answers the checkout, the paid session and the first payment's intent (its customer and card),
   * and `later` answers the later charges.
   */
  async function weeklyStripeGift(cents: number, later: () => { status: number; json: unknown }) {
    const { church } = await givingChurch(t, ["LOCAL_ADMIN"]);
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    await makeMember(t.db, church.id, { user: user.id });
    answer = ({ method, url }) => {
      if (url.endsWith("/checkout/sessions"))
        return { status: 200, json: { id: "cs_first", url: "https://checkout.stripe.test/cs_first" } };
      if (url.includes("/checkout/sessions/"))
        return {
          status: 200,
          json: { payment_status: "paid", amount_total: cents, currency: "ghs", payment_intent: "pi_first" },
        };
      if (method === "GET" && url.endsWith("/payment_intents/pi_first"))
        return { status: 200, json: { id: "pi_first", customer: "cus_ama", payment_method: "pm_card" } };
      return later();
    };
    const started = await t.call({
      method: "POST",
      url: `${GIFTS}give/`,
      token,
      payload: guest(church.id, await defaultFund(t.db, "BUILDING"), {
        gateway: "stripe",
        amount: (cents / 100).toFixed(2),
        frequency: "WEEKLY",
      }),
    });
    expect(started.statusCode, started.body).toBe(200);
    await t.call({ method: "GET", url: `${GIFTS}receipt/?reference=${started.json().reference}` });
    const [standing] = await t.db.select().from(recurringGifts).where(eq(recurringGifts.user, user.id));
    if (!standing) throw new Error("no standing gift");
    return { church, standing };
  }

  it("through Stripe, the first checkout keeps the card and the job charges it again, once", async () => {
    const { church, standing } = await weeklyStripeGift(2500, () => ({
      status: 200,
      json: {
        object: "payment_intent",
        id: "pi_again",
        status: "succeeded",
        amount_received: 2500,
        currency: "ghs",
      },
    }));
    const checkout = new URLSearchParams(calls.findLast((c) => c.url.endsWith("/checkout/sessions"))?.body);
    expect(checkout.get("payment_intent_data[setup_future_usage]")).toBe("off_session");
    expect(checkout.get("customer_creation")).toBe("always");
    expect(standing).toMatchObject({
      status: "ACTIVE",
      gateway: "stripe",
      authorization: { payment_intent: "pi_first" },
    });

    t.clock.advance(8 * 86_400_000);
    await Promise.all([chargeDueGifts(t.app), chargeDueGifts(t.app)]);
    const again = calls.filter((c) => c.method === "POST" && c.url.endsWith("/payment_intents"));
    expect(again).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(again[0]?.body))).toMatchObject({
      amount: "2500",
      currency: "ghs",
      customer: "cus_ama",
      payment_method: "pm_card",
      off_session: "true",
      confirm: "true",
    });
    const books = await giftsOf(church.id);
    expect(books.gifts.map((g) => g.amount)).toEqual(["25.00", "25.00"]);
    expect(books.books).toBe(books.giving);
  });

  it("through Stripe, a card refused later fails that week's gift and records no money", async () => {
    const { church, standing } = await weeklyStripeGift(1000, () => ({
      status: 402,
      json: {
        error: { code: "card_declined", payment_intent: { id: "pi_no", status: "requires_payment_method" } },
      },
    }));
    t.clock.advance(8 * 86_400_000);
    await chargeDueGifts(t.app);
    const charges = await t.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.recurring_gift, standing.id));
    expect(charges.map((c) => c.status).sort()).toEqual(["FAILED", "SUCCEEDED"]);
    expect((await giftsOf(church.id)).gifts).toHaveLength(1);
  });

  it("only the donor pauses, resumes or cancels it; a paused gift is not charged", async () => {
    const { church, standing, token, officer, user } = await monthlyGift();
    const stranger = (await signedInUser(t, { role: "MEMBER", church })).token;
    for (const who of [officer, stranger])
      for (const step of ["pause", "cancel"]) {
        const res = await t.call({ method: "POST", url: `${STANDING}${standing.id}/${step}/`, token: who });
        expect(res.statusCode).toBe(404);
      }
    const paused = await t.call({ method: "POST", url: `${STANDING}${standing.id}/pause/`, token });
    expect(paused.json().status).toBe("PAUSED");
    expect(
      (await t.call({ method: "POST", url: `${STANDING}${standing.id}/pause/`, token })).statusCode,
    ).toBe(409);
    t.clock.advance(40 * 86_400_000);
    const chargesOf = async () =>
      (await t.db.select().from(giftPayments).where(eq(giftPayments.recurring_gift, standing.id))).length;
    await chargeDueGifts(t.app);
    expect(await chargesOf()).toBe(1);
    const fresh = await tokenOf(user);
    const resumed = await t.call({ method: "POST", url: `${STANDING}${standing.id}/resume/`, token: fresh });
    expect(resumed.json()).toMatchObject({ status: "ACTIVE", next_charge_on: todayIso(t.clock.now()) });
    const cancelled = await t.call({
      method: "POST",
      url: `${STANDING}${standing.id}/cancel/`,
      token: fresh,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "CANCELLED", next_charge_on: null });
    expect(
      (await t.call({ method: "POST", url: `${STANDING}${standing.id}/resume/`, token: fresh })).statusCode,
    ).toBe(409);
    await chargeDueGifts(t.app);
    expect(await chargesOf()).toBe(1);
  });
});
