import { randomBytes } from "node:crypto";
import { todayIso } from "@cm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { type Config, redisUrlFromEnv } from "../../config";
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
    const address = "198.51.100.77";
    for (let i = 0; i < 6; i++) expect((await track(t, c.id, 20 + i, address)).statusCode).toBe(204);
    expect((await track(t, c.id, 30, address)).statusCode).toBe(429);
    await t.app.campaignTracker.flush();
    if (_store !== "database") return; // Redis keeps its own time.
    t.clock.advance(61_000);
    other.clock.advance(61_000);
    expect((await track(other, c.id, 31, address)).statusCode).toBe(204);
  });
});
