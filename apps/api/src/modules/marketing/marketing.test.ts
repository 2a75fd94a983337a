import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { paystackPaid } from "../../../test/gateways";
import { startTestApp, type TestApp } from "../../../test/harness";
import { campaignDailyStats, campaignPayments, campaigns } from "../../db/tables";
import {
  CAMPAIGNS,
  makeCampaign,
  makeCampaignPayment,
  makeMarketingPlan,
  PAYMENTS,
  PLANS,
} from "./marketing.test-support";

let t: TestApp;
let superAdmin: string;
let churchA: { id: number; region: number };
let churchB: { id: number; region: number };
let adminA: string;
let adminB: string;
const PAYSTACK_SECRET = "sk_test_marketing";

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  const plan = await makePlan(t.db, "all");
  churchA = await makeChurch(t.db);
  churchB = await makeChurch(t.db);
  await makeSubscription(t.db, churchA.id, plan.id);
  await makeSubscription(t.db, churchB.id, plan.id);
  adminA = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA })).token;
  adminB = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchB })).token;
  t.app.gatewayHttp = async () => ({
    status: 200,
    json: { data: { authorization_url: "https://checkout.paystack.test/x", access_code: "x" } },
  });
});
afterAll(() => t.close());

const post = (token: string | undefined, url: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: "POST", url, token, payload });
const get = (token: string | undefined, url: string) => t.call({ method: "GET", url, token });
const campaignRow = async (id: number) =>
  (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0] as typeof campaigns.$inferSelect;
const draft = async (token: string, church: number, body: Record<string, unknown> = {}) => {
  const plan = await makeMarketingPlan(t.db, { price: "300.00" });
  const res = await post(token, CAMPAIGNS, {
    church,
    plan: plan.id,
    title: "Easter Convention",
    cta_label: "Register",
    cta_url: "https://example.org/register",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; slug: string };
};
const today = () => todayIso(t.clock.now());

describe("plans", () => {
  it("the super admin manages plans; a church admin sees only the active ones", async () => {
    const created = await post(superAdmin, PLANS, {
      name: "Featured month",
      price: "500",
      currency: "ghs",
      duration_days: 30,
      placement: "FEATURED",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      price: "500.00",
      currency: "GHS",
      placement: "FEATURED",
      max_images: 3,
    });
    await makeMarketingPlan(t.db, { name: "Retired plan", is_active: false });
    expect(
      (await post(adminA, PLANS, { name: "x", price: "1", currency: "GHS", duration_days: 1 })).statusCode,
    ).toBe(403);
    const active = await get(adminA, `${PLANS}active_plans/`);
    expect(active.statusCode).toBe(200);
    const names = active.json().map((p: { name: string }) => p.name);
    expect(names).toContain("Featured month");
    expect(names).not.toContain("Retired plan");
  });
});

describe("campaigns", () => {
  it("a church writes a DRAFT with a slug; a javascript: or data: link is refused on cta_url", async () => {
    const made = await draft(adminA, churchA.id, { title: "Great Crusade 2031!" });
    expect(made.status).toBe("DRAFT");
    // Words of the title and a random suffix: nothing about other churches' campaigns.
    expect(made.slug).toMatch(/^great-crusade-2031-[a-z2-9]{6}$/);
    for (const link of ["javascript:alert(1)", "data:text/html,hi", "ftp://example.org"]) {
      const res = await post(adminA, CAMPAIGNS, { church: churchA.id, plan: 1, title: "Bad", cta_url: link });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty("cta_url");
    }
  });

  it("another church's campaign answers 404 to read, change or pay", async () => {
    const theirs = await makeCampaign(t.db, churchB.id);
    expect((await get(adminA, `${CAMPAIGNS}${theirs.id}/`)).statusCode).toBe(404);
    const patch = await t.call({
      method: "PATCH",
      url: `${CAMPAIGNS}${theirs.id}/`,
      token: adminA,
      payload: { title: "Mine" },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await post(adminA, `${PAYMENTS}process/`, { campaign: theirs.id, gateway: "sandbox" })).statusCode,
    ).toBe(404);
    expect((await campaignRow(theirs.id)).title).toBe(theirs.title);
  });

  it("the list takes campaign__church as the church filter", async () => {
    await makeCampaign(t.db, churchB.id);
    const mine = await makeCampaign(t.db, churchA.id);
    const res = await get(superAdmin, `${CAMPAIGNS}?campaign__church=${churchA.id}&page_size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const churchesSeen = new Set(res.json().results.map((c: { church: number }) => c.church));
    expect([...churchesSeen]).toEqual([churchA.id]);
    expect(res.json().results.map((c: { id: number }) => c.id)).toContain(mine.id);
  });

  it("review actions follow the allowed transitions only; a rejection needs its reason", async () => {
    const c = await makeCampaign(t.db, churchA.id, { status: "PENDING_REVIEW" });
    const act = (body: Record<string, unknown>, token = superAdmin) =>
      post(token, `${CAMPAIGNS}${c.id}/process_action/`, body);
    expect((await act({ action: "approve" }, adminA)).statusCode).toBe(403);
    expect((await act({ action: "resume" })).statusCode).toBe(409);
    expect((await act({ action: "explode" })).statusCode).toBe(400);
    const noReason = await act({ action: "reject" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty("reason");
    expect((await campaignRow(c.id)).status).toBe("PENDING_REVIEW");
    expect((await act({ action: "approve" })).json()).toMatchObject({ status: "ACTIVE" });
    expect((await act({ action: "pause" })).json()).toMatchObject({ status: "PAUSED" });
    expect((await act({ action: "resume" })).json()).toMatchObject({ status: "ACTIVE" });
    expect((await act({ action: "reject", reason: "Wrong dates" })).json()).toMatchObject({
      status: "REJECTED",
      rejection_reason: "Wrong dates",
    });
    expect((await act({ action: "complete" })).statusCode).toBe(409);
  });

  it("a church changes an ACTIVE campaign only in its texts, which sends it back to review", async () => {
    const c = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" });
    const other = await makeMarketingPlan(t.db);
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: "PATCH", url: `${CAMPAIGNS}${c.id}/`, token: adminA, payload });
    const planChange = await patch({ plan: other.id });
    expect(planChange.statusCode).toBe(400);
    expect(planChange.json()).toHaveProperty("plan");
    const texts = await patch({ summary: "Three nights of worship" });
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toMatchObject({ status: "PENDING_REVIEW", summary: "Three nights of worship" });
    expect((await patch({ summary: "Again" })).statusCode).toBe(409);
  });
});

describe("payments", () => {
  it("charges the plan's price whatever amount is sent, and a paid campaign goes to review exactly once", async () => {
    const c = await draft(adminA, churchA.id);
    const started = await post(adminA, `${PAYMENTS}process/`, {
      campaign: c.id,
      gateway: "sandbox",
      amount: "1.00",
    });
    expect(started.statusCode, started.body).toBe(200);
    const { reference, redirect_url } = started.json();
    expect(redirect_url).toContain(`/sandbox/checkout/${reference}`);
    const [row] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.reference, reference));
    expect(row).toMatchObject({ amount: "300.00", status: "PENDING", is_test: true });
    expect((await campaignRow(c.id)).status).toBe("PENDING_PAYMENT");
    // The sandbox's hosted page is the subscriptions' one; its Pay button comes back to the church's payments.
    const pay = await t.call({
      method: "POST",
      url: `/api/subscriptions/payments/sandbox/checkout/${reference}/pay/`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/church/marketing/payments?reference=${reference}`);
    const verifies = await Promise.all(
      Array.from({ length: 6 }, () => post(adminA, `${PAYMENTS}verify/`, { reference })),
    );
    for (const v of verifies) expect(v.json()).toMatchObject({ status: "SUCCEEDED" });
    const after = await campaignRow(c.id);
    expect(after).toMatchObject({
      status: "PENDING_REVIEW",
      starts_at: today(),
      ends_at: addDays(today(), 29),
    });
    const credits = await get(
      superAdmin,
      `/api/audit/logs/?resource=campaign-payments&action=credit&page_size=100`,
    );
    expect(
      credits.json().results.filter((l: { object_id: string }) => l.object_id === String(row?.id)),
    ).toHaveLength(1);
  });

  it("concurrent verify calls and gateway webhooks credit a Paystack payment once", async () => {
    const configured = await post(superAdmin, "/api/subscriptions/gateways/", {
      name: "paystack",
      display_name: "Paystack",
      secret_key: PAYSTACK_SECRET,
    });
    expect(configured.statusCode, configured.body).toBe(201);
    const c = await draft(adminA, churchA.id);
    const started = await post(adminA, `${PAYMENTS}process/`, { campaign: c.id, gateway: "paystack" });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json();
    const data = { status: "success", reference, amount: 30000, currency: "GHS" };
    t.app.gatewayHttp = async () => ({ status: 200, json: { data } });
    const hook = () => paystackPaid(t, PAYSTACK_SECRET, reference, 30000);
    const answers = await Promise.all([
      hook(),
      post(adminA, `${PAYMENTS}verify/`, { reference }),
      hook(),
      post(adminA, `${PAYMENTS}verify/`, { reference }),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const [row] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.reference, reference));
    expect(row?.status).toBe("SUCCEEDED");
    expect((await campaignRow(c.id)).status).toBe("PENDING_REVIEW");
    const credits = await get(
      superAdmin,
      `/api/audit/logs/?resource=campaign-payments&action=credit&page_size=100`,
    );
    expect(
      credits.json().results.filter((l: { object_id: string }) => l.object_id === String(row?.id)),
    ).toHaveLength(1);
  });

  it("the super admin completes a bank transfer once, with the bank's reference; a church admin cannot", async () => {
    const c = await draft(adminA, churchA.id);
    const started = await post(adminA, `${PAYMENTS}process/`, { campaign: c.id, gateway: "manual" });
    const { payment_id } = started.json();
    expect(
      (await post(adminA, `${PAYMENTS}${payment_id}/complete_manually/`, { reference: "BANK-9" })).statusCode,
    ).toBe(403);
    const done = await post(superAdmin, `${PAYMENTS}${payment_id}/complete_manually/`, {
      reference: "BANK-9",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "SUCCEEDED", manual_reference: "BANK-9", amount: "300.00" });
    expect(
      (await post(superAdmin, `${PAYMENTS}${payment_id}/complete_manually/`, { reference: "BANK-9" }))
        .statusCode,
    ).toBe(409);
    expect((await campaignRow(c.id)).status).toBe("PENDING_REVIEW");
  });

  it("another church's payment answers 404 everywhere", async () => {
    const theirs = await makeCampaignPayment(
      t.db,
      await makeCampaign(t.db, churchB.id, { status: "PENDING_PAYMENT" }),
    );
    expect((await get(adminA, `${PAYMENTS}${theirs.id}/`)).statusCode).toBe(404);
    expect((await post(adminA, `${PAYMENTS}verify/`, { reference: theirs.reference })).statusCode).toBe(404);
    expect((await get(adminA, `${PAYMENTS}by_campaign/?campaign=${theirs.campaign}`)).json()).toEqual([]);
    expect((await get(adminA, `${PAYMENTS}by_church/?church=${churchB.id}`)).statusCode).toBe(404);
    expect((await get(adminB, `${PAYMENTS}by_campaign/?campaign=${theirs.campaign}`)).json()).toHaveLength(1);
  });
});

describe("public campaigns and tracking", () => {
  const visitor = (n: number) => `visitor-${n}-abcdef`;
  const track = (kind: string, campaign: number, who: string, extra: Record<string, unknown> = {}) =>
    post(undefined, `${CAMPAIGNS}track_${kind}/`, { campaign, visitor: who, ...extra });
  const stats = async (campaign: number) =>
    (await t.db.select().from(campaignDailyStats).where(eq(campaignDailyStats.campaign, campaign)))[0];

  it("lists running campaigns to anyone, featured first; drafts and finished ones are not shown", async () => {
    const featured = await makeMarketingPlan(t.db, { placement: "FEATURED" });
    const standard = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" }, today());
    const top = await makeCampaign(t.db, churchB.id, { status: "ACTIVE", plan: featured.id }, today());
    const hidden = await makeCampaign(t.db, churchA.id);
    const over = await makeCampaign(t.db, churchA.id, {
      status: "ACTIVE",
      starts_at: addDays(today(), -40),
      ends_at: addDays(today(), -10),
    });
    const all = await get(undefined, `${CAMPAIGNS}active_campaigns/`);
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((c: { id: number }) => c.id);
    expect(ids.indexOf(top.id)).toBeLessThan(ids.indexOf(standard.id));
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(over.id);
    const featuredOnly = (await get(undefined, `${CAMPAIGNS}featured_campaigns/`))
      .json()
      .map((c: { id: number }) => c.id);
    expect(featuredOnly).toContain(top.id);
    expect(featuredOnly).not.toContain(standard.id);
    expect((await get(undefined, `${CAMPAIGNS}active_campaigns/?id=${hidden.id}`)).statusCode).toBe(404);
  });

  it("counts a visitor once per campaign and day, answers 204, and refuses a campaign not running", async () => {
    const c = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" }, today());
    for (let i = 0; i < 3; i++) expect((await track("impression", c.id, visitor(1))).statusCode).toBe(204);
    await track("impression", c.id, visitor(2));
    await track("click", c.id, visitor(1));
    await track("click", c.id, visitor(1));
    await track("share", c.id, visitor(1), { channel: "whatsapp" });
    await t.app.campaignTracker.flush();
    await track("impression", c.id, visitor(1));
    await t.app.campaignTracker.flush();
    expect(await stats(c.id)).toMatchObject({ day: today(), impressions: 2, clicks: 1, shares: 1 });
    const d = await makeCampaign(t.db, churchA.id);
    const refused = await track("impression", d.id, visitor(1));
    expect(refused.statusCode).toBe(400);
    expect((await track("impression", c.id, "x")).statusCode).toBe(400);
    await t.app.campaignTracker.flush();
    expect(await stats(d.id)).toBeUndefined();
  });

  it("shows the church its daily figures with the click-through rate; another church's campaign is 404", async () => {
    const c = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" }, today());
    await track("impression", c.id, visitor(7));
    await track("impression", c.id, visitor(8));
    await track("click", c.id, visitor(7));
    await t.app.campaignTracker.flush();
    const from = addDays(today(), -2);
    const res = await get(adminA, `${CAMPAIGNS}performance/?from=${from}&to=${today()}&campaign=${c.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().days).toHaveLength(3);
    expect(res.json().totals).toEqual({ impressions: 2, clicks: 1, shares: 0, ctr: 50 });
    expect(
      (await get(adminB, `${CAMPAIGNS}performance/?from=${from}&to=${today()}&campaign=${c.id}`)).statusCode,
    ).toBe(404);
    const whole = await get(
      superAdmin,
      `${CAMPAIGNS}performance/?from=${from}&to=${today()}&church=${churchA.id}`,
    );
    expect(whole.json().totals.impressions).toBeGreaterThanOrEqual(2);
  });

  it("refuses an address past its tracking limit with 429, counting nothing more", async () => {
    const limited = await startTestApp({ sameDatabaseAs: t, config: { trackingLimitPerMinute: 3 } });
    const c = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" }, todayIso(limited.clock.now()));
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (
          await limited.call({
            method: "POST",
            url: `${CAMPAIGNS}track_impression/`,
            payload: { campaign: c.id, visitor: visitor(200 + i) },
          })
        ).statusCode,
      );
    await limited.close();
    expect(codes).toEqual([204, 204, 204, 429, 429]);
    expect(await stats(c.id)).toMatchObject({ impressions: 3 });
  });

  it("keeps every counted visit across a clean restart", async () => {
    // 50 visitors from one address: more than an address's default number of visitors a day.
    const second = await startTestApp({ sameDatabaseAs: t, config: { trackingVisitorsPerAddress: 100 } });
    const c = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" }, todayIso(second.clock.now()));
    for (let i = 0; i < 50; i++)
      await second.call({
        method: "POST",
        url: `${CAMPAIGNS}track_impression/`,
        payload: { campaign: c.id, visitor: visitor(100 + i) },
      });
    await second.close();
    expect(await stats(c.id)).toMatchObject({ impressions: 50 });
  });
});

describe("bad input changes nothing", () => {
  it("refuses an unknown gateway and a campaign not waiting for payment", async () => {
    const c = await makeCampaign(t.db, churchA.id, { status: "PENDING_REVIEW" });
    expect((await post(adminA, `${PAYMENTS}process/`, { campaign: c.id, gateway: "cash" })).statusCode).toBe(
      400,
    );
    expect(
      (await post(adminA, `${PAYMENTS}process/`, { campaign: c.id, gateway: "sandbox" })).statusCode,
    ).toBe(409);
    const rows = await t.db
      .select()
      .from(campaignPayments)
      .where(and(eq(campaignPayments.campaign, c.id)));
    expect(rows).toHaveLength(0);
  });
});

describe("the next day", () => {
  // Last in the file: moving the clock a day ends the signed-in sessions above.
  it("counts the same visitor again on a new day", async () => {
    const c = await makeCampaign(t.db, churchA.id, { status: "ACTIVE" }, today());
    const who = "visitor-next-day-1";
    await post(undefined, `${CAMPAIGNS}track_impression/`, { campaign: c.id, visitor: who });
    t.clock.advance(86_400_000);
    await post(undefined, `${CAMPAIGNS}track_impression/`, { campaign: c.id, visitor: who });
    await post(undefined, `${CAMPAIGNS}track_impression/`, { campaign: c.id, visitor: who });
    await t.app.campaignTracker.flush();
    const days = await t.db.select().from(campaignDailyStats).where(eq(campaignDailyStats.campaign, c.id));
    expect(days.map((r) => r.impressions)).toEqual([1, 1]);
    expect(new Set(days.map((r) => r.day)).size).toBe(2);
  });
});
