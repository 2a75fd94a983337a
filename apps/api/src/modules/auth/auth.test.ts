import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeUser, PASSWORD, signIn } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { refreshTokens } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.call({ method: "POST", url: "/api/auth/login/", payload: { username, password } });
const refresh = (token: string) =>
  t.call({ method: "POST", url: "/api/auth/token/refresh/", payload: { refresh: token } });

describe("sign-in", () => {
  it("answers access, refresh and the user, with the claims the web reads", async () => {
    const church = await makeChurch(t.db);
    const user = await makeUser(t.db, { role: "LOCAL_ADMIN", church });
    const res = await login(user.username.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, role: "LOCAL_ADMIN", church: church.id });
    expect(body.user).not.toHaveProperty("password_hash");
    expect(body.user).not.toHaveProperty("two_factor_secret");
    const claims = decodeJwt(body.access);
    expect(claims).toMatchObject({ sub: String(user.id), role: "LOCAL_ADMIN", church_id: church.id });
    expect(Number(claims.exp) - Math.floor(t.clock.now().getTime() / 1000)).toBeLessThanOrEqual(15 * 60);
    const me = await t.call({ method: "GET", url: "/api/users/me/", token: body.access });
    expect(me.json()).toMatchObject({ id: user.id, username: user.username });
  });

  it("refuses a wrong password and an unknown user with the same answer", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const wrong = await login(user.username, "not the password");
    const unknown = await login("nobody-at-all", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe("invalid_credentials");
  });

  it("refuses a deactivated account", async () => {
    const user = await makeUser(t.db, { role: "MEMBER", isActive: false });
    const res = await login(user.username, PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("account_disabled");
  });

  it("limits failed attempts per account with 429 and Retry-After, even with the right password", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    for (let i = 0; i < 10; i++) expect((await login(user.username, "guess")).statusCode).toBe(401);
    const blocked = await login(user.username, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe("too_many_requests");
  });

  it("answers 400 with field errors for a missing password", async () => {
    const res = await t.call({ method: "POST", url: "/api/auth/login/", payload: { username: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ["This field is required."] });
  });
});

describe("refresh tokens", () => {
  it("rotate: the new pair works and the old refresh token is spent", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const first = await signIn(t, user.username);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await t.call({ method: "GET", url: "/api/users/me/", token: pair.access })).statusCode).toBe(200);
    const stored = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user, user.id));
    expect(stored.every((row) => !JSON.stringify(row).includes(pair.refresh))).toBe(true);
  });

  it("a reused refresh token revokes its whole family", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const first = await signIn(t, user.username);
    const second = (await refresh(first.refresh)).json();
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("token_not_valid");
    // The thief's replay also ends the legitimate holder's session.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    const other = await signIn(t, user.username);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it("a reused refresh token also ends the access tokens of the session at once", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const me = (access: string) => t.call({ method: "GET", url: "/api/users/me/", token: access });
    const first = await signIn(t, user.username);
    const second = (await refresh(first.refresh)).json();
    expect((await me(second.access)).statusCode).toBe(200);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    // Whoever holds the rotated pair (the thief or the owner) is signed out now, not in 15 minutes.
    expect((await me(second.access)).statusCode).toBe(401);
    expect((await me(first.access)).statusCode).toBe(401);
    const again = await signIn(t, user.username);
    expect((await me(again.access)).statusCode).toBe(200);
  });

  it("sign-out revokes the refresh token", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const pair = await signIn(t, user.username);
    const out = await t.call({
      method: "POST",
      url: "/api/auth/logout/",
      payload: { refresh: pair.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it("a deactivated user cannot refresh", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const pair = await signIn(t, user.username);
    const { users } = await import("../../db/tables");
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });
});

describe("access tokens", () => {
  it("a tampered or missing token gets 401 on a private route", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const { access } = await signIn(t, user.username);
    const tampered = `${access.slice(0, -3)}abc`;
    const res = await t.call({ method: "GET", url: "/api/users/me/", token: tampered });
    expect(res.statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/api/users/me/" })).json().code).toBe("not_authenticated");
  });
});
