import { addMonths, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { giftPayments, recurringGifts, type users } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund } from "./giving.fixtures.test-support";
import { givingChurch } from "./giving.test-support";
import {
  GIFTS,
  giftsOf,
  givingGatewaysApp,
  guest,
  paystackAnswers,
  STANDING,
} from "./online-gifts.test-support";
import { chargeDueGifts } from "./recurring-gifts.service";

const gateways = givingGatewaysApp();
let t: TestApp;
let calls: typeof gateways.calls;
beforeAll(() => {
  ({ t, calls } = gateways);
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
    gateways.answer = paystackAnswers("40.00");
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
    expect((await giftsOf(t, church.id)).gifts).toHaveLength(1);

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
    const books = await giftsOf(t, church.id);
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
    gateways.answer = ({ method, url }) => {
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
    const books = await giftsOf(t, church.id);
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
    expect((await giftsOf(t, church.id)).gifts).toHaveLength(1);
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
