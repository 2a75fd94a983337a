import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type Config, redisUrlFromEnv } from "../config";

// PostgreSQL's store is tested in both passes (on PGlite too: two app instances on one database);
// Redis's when REDIS_URL is set, as in CI's PostgreSQL pass.
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

describe.each(stores)("rate limits in the %s store", (store, config) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config });
    other = await startTestApp({ sameDatabaseAs: t, config });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const login = (app: TestApp, username: string, password: string, remoteAddress = "192.0.2.10") =>
    app.call({ method: "POST", url: "/api/auth/login/", remoteAddress, payload: { username, password } });

  it("hold across instances: parallel wrong passwords on both are counted before they are checked", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(i % 2 ? other : t, user.username, `wrong ${i}`)),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    for (const app of [t, other]) {
      const blocked = await login(app, user.username, PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("limit the contact form per address, whichever instance answers", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const send = (app: TestApp) =>
      app.call({
        method: "POST",
        url: "/api/contact/messages/",
        remoteAddress: address,
        payload: { name: "Ama", email: "ama@example.org", subject: "Hello", message: "A question" },
      });
    const statuses: number[] = [];
    for (const app of [t, other, t, other, t, other]) statuses.push((await send(app)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  if (store === "database") {
    it("open again when the window has passed on the app's clock", async () => {
      const user = await makeUser(t.db, { role: "MEMBER" });
      for (let i = 0; i < 10; i++) expect((await login(t, user.username, "wrong")).statusCode).toBe(401);
      expect((await login(other, user.username, PASSWORD)).statusCode).toBe(429);
      t.clock.advance(15 * 60_000);
      other.clock.advance(15 * 60_000);
      expect((await login(other, user.username, PASSWORD)).statusCode).toBe(200);
    });
  }
});
