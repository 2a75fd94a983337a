import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import { giftPayments, mailOutbox, users } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund } from "./giving.fixtures.test-support";
import { givingChurch } from "./giving.test-support";
import {
  GIFTS,
  giftsOf,
  givingGatewaysApp,
  guest,
  PAYSTACK_SECRET,
  paystackAnswers,
} from "./online-gifts.test-support";

const gateways = givingGatewaysApp();
let t: TestApp;
let calls: typeof gateways.calls;
beforeAll(() => {
  ({ t, calls } = gateways);
});

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
    const books = await giftsOf(t, church.id);
    expect(books.gifts).toEqual([]);
    expect(books.posted).toEqual([]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ama@example.org"));
    expect(mails.some((m) => m.text.includes(reference) && m.text.includes("test payment"))).toBe(true);
  });

  it("a callback and a webhook replayed 50 times at once credit a real gift once: one gift, one income, equal totals", async () => {
    const { church, token } = await givingChurch(t, ["LOCAL_ADMIN"]);
    gateways.answer = paystackAnswers("75.50");
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
    const books = await giftsOf(t, church.id);
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
    const after = await giftsOf(t, church.id);
    expect(after.posted).toEqual([]);
    expect(after.giving).toBe(0);
  });

  it("a signed-in member's gift is theirs, and its receipt is in their language", async () => {
    const { church } = await givingChurch(t, []);
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    await t.db.update(users).set({ language: "fr", first_name: "Afi" }).where(eq(users.id, user.id));
    const member = await makeMember(t.db, church.id, { user: user.id });
    gateways.answer = paystackAnswers("20.00");
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
    const books = await giftsOf(t, church.id);
    expect(books.gifts[0]).toMatchObject({ member: member.id, method: "CARD", amount: "20.00" });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail?.subject).toMatch(/^Votre don/);
    const own = await t.call({ method: "GET", url: "/api/giving/donations/mine/", token });
    expect(own.json().gifts.map((g: { reference: string }) => g.reference)).toEqual([reference]);
  });
});
