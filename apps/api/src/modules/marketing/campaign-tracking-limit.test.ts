import { randomBytes } from "node:crypto";
import { todayIso } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { type Config, redisUrlFromEnv } from "../../config";
import { campaignDailyStats } from "../../db/tables";
import { CAMPAIGNS, makeCampaign } from "./marketing.test-support";

// The tracking limit lives in the installation's rate-limit store: PostgreSQL's in both passes
// (two app instances on one database, PGlite too), Redis's when REDIS_URL is set.
const redisUrl = redisUrlFromEnv();
const stores: [string, Partial<Config>][] = [
  ["database", { rateLimitStore: "database" }],
  ...(redisUrl
    ? [
        [
          "redis",
          { rateLimitStore: "redis", redisUrl, redisPrefix: `cm-test-${randomBytes(4).toString("hex")}` },
        ] as [string, Partial<Config>],
      ]
    : []),
];

describe.each(stores)("the tracking limit in the %s store", (_store, config) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { ...config, trackingLimitPerMinute: 6 } });
    other = await startTestApp({ sameDatabaseAs: t, config: { ...config, trackingLimitPerMinute: 6 } });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const track = (app: TestApp, campaign: number, n: number, remoteAddress: string) =>
    app.call({
      method: "POST",
      url: `${CAMPAIGNS}track_impression/`,
      remoteAddress,
      payload: { campaign, visitor: `visitor-limit-${n}` },
    });

  it("is one limit per address for every instance, not one per instance", async () => {
    const church = await makeChurch(t.db);
    const c = await makeCampaign(t.db, church.id, { status: "ACTIVE" }, todayIso(t.clock.now()));
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await track(t, c.id, i, address)).statusCode);
    // What one instance counted reaches the store in its next batch.
    await t.app.campaignTracker.flush();
    for (let i = 4; i < 8; i++) codes.push((await track(other, c.id, i, address)).statusCode);
    expect(codes).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
    await other.app.campaignTracker.flush();
    // Once what it knows is older than a batch, the first instance asks the store again.
    t.clock.advance(1_000);
    expect((await track(t, c.id, 9, address)).statusCode).toBe(429);
    // Another address has its own limit.
    expect((await track(other, c.id, 10, "203.0.113.250")).statusCode).toBe(204);
  });

  it("opens again when the minute has passed on the app's clock", async () => {
    const church = await makeChurch(t.db);
    const c = await makeCampaign(t.db, church.id, { status: "ACTIVE" }, todayIso(t.clock.now()));
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 6; i++) expect((await track(t, c.id, 20 + i, address)).statusCode).toBe(204);
    expect((await track(t, c.id, 30, address)).statusCode).toBe(429);
    await t.app.campaignTracker.flush();
    if (_store !== "database") return; // Redis keeps its own time.
    // `t` runs a second ahead of `other` since the test above: `other` is moved a minute past the
    // counter's start on `t`'s clock, not on its own.
    t.clock.advance(61_000);
    other.clock.advance(62_000);
    expect((await track(other, c.id, 31, address)).statusCode).toBe(204);
  });
});

// Distinct visitors per address and day: in every store (in memory the instance is alone).
describe.each([["memory", { rateLimitStore: "memory" }] as [string, Partial<Config>], ...stores])(
  "the visitors counted per address in the %s store",
  (store, config) => {
    let t: TestApp;
    let other: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ config: { ...config, trackingVisitorsPerAddress: 3 } });
      other =
        store === "memory"
          ? t
          : await startTestApp({ sameDatabaseAs: t, config: { ...config, trackingVisitorsPerAddress: 3 } });
    });
    afterAll(async () => {
      if (other !== t) await other.close();
      await t.close();
    });

    const impression = (app: TestApp, campaign: number, visitor: string, remoteAddress: string) =>
      app.call({
        method: "POST",
        url: `${CAMPAIGNS}track_impression/`,
        remoteAddress,
        payload: { campaign, visitor: `visitor-${visitor}-abcdef` },
      });
    const impressionsOf = async (campaign: number) => {
      await t.app.campaignTracker.flush();
      await other.app.campaignTracker.flush();
      const [row] = await t.db
        .select({ n: sql<number>`coalesce(sum(${campaignDailyStats.impressions}), 0)::int` })
        .from(campaignDailyStats)
        .where(eq(campaignDailyStats.campaign, campaign));
      return Number(row?.n);
    };

    it("made-up visitor ids from one address count for a few visitors only, answered alike", async () => {
      const church = await makeChurch(t.db);
      const today = todayIso(t.clock.now());
      const c = await makeCampaign(t.db, church.id, { status: "ACTIVE" }, today);
      const d = await makeCampaign(t.db, church.id, { status: "ACTIVE" }, today);
      const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
      const codes: number[] = [];
      for (let i = 0; i < 8; i++)
        codes.push((await impression(i % 2 ? other : t, c.id, `made-up-${i}`, address)).statusCode);
      // The public site sees no error; only three visitors are counted.
      expect(codes).toEqual(Array(8).fill(204));
      expect(await impressionsOf(c.id)).toBe(3);
      // A counted visitor still counts on another campaign, on either instance; an uncounted one does not.
      for (const i of [0, 1, 2]) await impression(i % 2 ? t : other, d.id, `made-up-${i}`, address);
      await impression(t, d.id, "made-up-5", address);
      expect(await impressionsOf(d.id)).toBe(3);
      // Another address has its own visitors.
      await impression(other, c.id, "made-up-7", "192.0.2.250");
      expect(await impressionsOf(c.id)).toBe(4);
    });

    it("counts an address's visitors afresh on the next day", async () => {
      const church = await makeChurch(t.db);
      const address = "198.51.100.40";
      const first = await campaignOn(church.id);
      for (let i = 0; i < 4; i++) await impression(t, first.id, `today-${i}`, address);
      expect(await impressionsOf(first.id)).toBe(3);
      for (const app of new Set([t, other])) app.clock.advance(86_400_000);
      const next = await campaignOn(church.id);
      for (let i = 0; i < 4; i++) await impression(other, next.id, `tomorrow-${i}`, address);
      expect(await impressionsOf(next.id)).toBe(3);
    });

    const campaignOn = (church: number) =>
      makeCampaign(t.db, church, { status: "ACTIVE" }, todayIso(t.clock.now()));
  },
);
