import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { loadConfig, parseTrustProxy } from "../../config";
import { mailOutbox } from "../../db/tables";

const BASE = { NODE_ENV: "test", DATA_DIR: "/tmp/unused" };

describe("configuration of the site's address and proxies", () => {
  it("requires PUBLIC_URL on PostgreSQL, and says why", () => {
    expect(() => loadConfig({ ...BASE, DATABASE_URL: "postgres://db/church" })).toThrow(
      /PUBLIC_URL: required/,
    );
    expect(
      loadConfig({
        ...BASE,
        DATABASE_URL: "postgres://db/church",
        PUBLIC_URL: "https://church.example.org/",
        JWT_SECRET: "s".repeat(32),
      }).publicUrl,
    ).toBe("https://church.example.org");
  });

  it("trusts named proxies or a number of hops, never every hop", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "loopback",
    ]);
    expect(() => parseTrustProxy("true")).toThrow(/trust every address/);
    expect(() => parseTrustProxy("proxy.example.org")).toThrow(/not an address/);
  });
});

describe("links in e-mails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { publicUrl: undefined } });
  });
  afterAll(() => t.close());

  const resetLinkFor = async (email: string, host: string) => {
    await t.call({ method: "POST", url: "/api/auth/password-reset/", headers: { host }, payload: { email } });
    const mails = await t.db.select().from(mailOutbox);
    const mail = mails.find((m) => m.to === email);
    return mail?.text.match(/https?:\/\/[^\s]+\/reset-password-confirm\//)?.[0];
  };

  it("never come from a forged Host header", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    expect(await resetLinkFor(user.email, "attacker.example.net")).toBe(
      `http://localhost:${t.app.config.port}/reset-password-confirm/`,
    );
  });

  it("use the address the request came to when its host is allowed", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    expect(await resetLinkFor(user.email, "127.0.0.1:3000")).toBe(
      "http://127.0.0.1:3000/reset-password-confirm/",
    );
  });
});

describe("client addresses behind a proxy", () => {
  const ipSeen = async (trustProxy: false | number | string[], forwarded: string, remoteAddress: string) => {
    const t = await startTestApp({ config: { trustProxy } });
    try {
      const user = await makeUser(t.db, { role: "MEMBER" });
      await t.call({
        method: "POST",
        url: "/api/auth/login/",
        headers: { "x-forwarded-for": forwarded },
        remoteAddress,
        payload: { username: user.username, password: "wrong password" },
      });
      const { auditLogs } = await import("../../db/tables");
      const [row] = await t.db.select().from(auditLogs);
      return row?.ip_address;
    } finally {
      await t.close();
    }
  };

  it("ignore X-Forwarded-For from an address that is not a trusted proxy", async () => {
    expect(await ipSeen(["10.0.0.5"], "203.0.113.9", "198.51.100.7")).toBe("198.51.100.7");
  });

  // One server a test: each starts its own, which takes a while on a busy machine.
  it("take the client from X-Forwarded-For when a listed trusted proxy sends it", async () => {
    expect(await ipSeen(["10.0.0.5"], "1.2.3.4, 203.0.113.9", "10.0.0.5")).toBe("203.0.113.9");
  });

  it("take the client from X-Forwarded-For one hop behind, when proxies are trusted by count", async () => {
    expect(await ipSeen(1, "1.2.3.4, 203.0.113.9", "10.0.0.5")).toBe("203.0.113.9");
  });
});
