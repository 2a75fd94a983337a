import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { campaignDailyStats } from "../../db/tables";
import { CAMPAIGNS, makeCampaign, PAYMENTS } from "./marketing.test-support";

/** The specification's standard set for marketing: performance/ is a list, payments/ names its create. */
const PERFORMANCE = "/api/marketing/performance/";
let t: TestApp;
let churchA: { id: number; region: number };
let churchB: { id: number; region: number };
let adminA: string;
beforeAll(async () => {
  t = await startTestApp();
  const plan = await makePlan(t.db, "all");
  churchA = await makeChurch(t.db);
  churchB = await makeChurch(t.db);
  for (const church of [churchA, churchB]) await makeSubscription(t.db, church.id, plan.id);
  adminA = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA })).token;
});
afterAll(() => t.close());

const get = (url: string, token = adminA) => t.call({ method: "GET", url, token });
/** Counted figures of a campaign on a day. */
const counted = (
  campaign: { id: number; church: number },
  day: string,
  impressions: number,
  clicks: number,
) =>
  t.db
    .insert(campaignDailyStats)
    .values({ campaign: campaign.id, church: campaign.church, day, impressions, clicks, shares: 1 });

describe("performance", () => {
  it("lists the campaigns in reach with the figures campaigns/performance/ gives, one by one too", async () => {
    const running = await makeCampaign(t.db, churchA.id, { status: "ACTIVE", title: "Harvest" });
    const quiet = await makeCampaign(t.db, churchA.id, { status: "DRAFT", title: "Quiet" });
    const theirs = await makeCampaign(t.db, churchB.id, { status: "ACTIVE" });
    await counted(running, "2030-01-01", 200, 10);
    await counted(running, "2030-01-02", 100, 5);
    await counted(theirs, "2030-01-01", 999, 99);

    const list = await get(`${PERFORMANCE}?page_size=100`);
    expect(list.statusCode, list.body).toBe(200);
    const byId = new Map(list.json().results.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(theirs.id)).toBeUndefined();
    expect(byId.get(quiet.id)).toMatchObject({ impressions: 0, clicks: 0, shares: 0, ctr: 0 });
    const row = byId.get(running.id);
    expect(row).toMatchObject({ title: "Harvest", status: "ACTIVE", church: churchA.id, impressions: 300 });
    const report = await get(`${CAMPAIGNS}performance/?from=2030-01-01&to=2030-01-31&campaign=${running.id}`);
    const { impressions, clicks, shares, ctr } = report.json().totals;
    expect(row).toMatchObject({ impressions, clicks, shares, ctr });

    expect((await get(`${PERFORMANCE}${running.id}/`)).json()).toEqual(row);
    expect((await get(`${PERFORMANCE}${theirs.id}/`)).statusCode).toBe(404);
    const active = await get(`${PERFORMANCE}?status=ACTIVE&page_size=100`);
    expect(active.json().results.map((r: { id: number }) => r.id)).not.toContain(quiet.id);
  });
});

describe("payments/", () => {
  it("answers a standard create with 405 and the path that starts a payment", async () => {
    const res = await t.call({ method: "POST", url: PAYMENTS, token: adminA, payload: { campaign: 1 } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET");
    expect(res.json()).toEqual({
      code: "method_not_allowed",
      detail: "Campaign payments are not created here: start one with POST /api/marketing/payments/process/.",
      use: "/api/marketing/payments/process/",
    });
    expect((await t.call({ method: "POST", url: PAYMENTS, payload: {} })).statusCode).toBe(401);
  });
});
