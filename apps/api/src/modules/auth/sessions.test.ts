import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, makeUser, PASSWORD, signedInUser, signIn } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs } from "../../db/tables";
import { SESSION_CHECK_MS } from "../../platform/auth/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (app: TestApp, token: string) => app.call({ method: "GET", url: "/api/users/me/", token });
const post = (url: string, token: string | undefined, payload: object) =>
  t.call({ method: "POST", url, token, payload });

describe("an access token stops working at once", () => {
  it("after sign-out; the person's other devices carry on with their own refresh tokens", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const phone = await signIn(t, user.username);
    const laptop = await signIn(t, user.username);
    expect((await post("/api/auth/logout/", undefined, { refresh: phone.refresh })).statusCode).toBe(204);
    expect((await me(t, phone.access)).statusCode).toBe(401);
    expect((await me(t, laptop.access)).statusCode).toBe(401);
    const renewed = await post("/api/auth/token/refresh/", undefined, { refresh: laptop.refresh });
    expect(renewed.statusCode).toBe(200);
    expect((await me(t, renewed.json().access)).statusCode).toBe(200);
  });

  it("after an administrator deactivates the account", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    const secretary = await makeUser(t.db, { role: "LOCAL_SECRETARY", church });
    const { access } = await signIn(t, secretary.username);
    expect((await me(t, access)).statusCode).toBe(200);
    expect((await post(`/api/users/${secretary.id}/deactivate/`, admin.token, {})).statusCode).toBe(200);
    const res = await me(t, access);
    expect(res.statusCode).toBe(401);
    expect(
      (await t.call({ method: "GET", url: "/api/churches/members/export/", token: access })).statusCode,
    ).toBe(401);
  });

  it("after a password change, except for the new token it answers", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const old = await signIn(t, user.username);
    const changed = await post("/api/user-profile/change_password/", old.access, {
      old_password: PASSWORD,
      new_password: "a brand new and long passphrase",
      confirm_password: "a brand new and long passphrase",
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t, old.access)).statusCode).toBe(401);
    expect((await me(t, changed.json().access)).statusCode).toBe(200);
  });

  it("after a change of role, so the old role's rights end with it", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    const treasurer = await makeUser(t.db, { role: "LOCAL_TREASURER", church });
    const { access } = await signIn(t, treasurer.username);
    const demoted = await t.call({
      method: "PATCH",
      url: `/api/users/${treasurer.id}/`,
      token: admin.token,
      payload: { role: "MEMBER" },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await me(t, access)).statusCode).toBe(401);
    // A change of name keeps the session.
    const member = await makeUser(t.db, { role: "MEMBER", church });
    const kept = await signIn(t, member.username);
    await t.call({
      method: "PATCH",
      url: `/api/users/${member.id}/`,
      token: admin.token,
      payload: { first_name: "Abena" },
    });
    expect((await me(t, kept.access)).statusCode).toBe(200);
  });

  it("after a move to another church or region, so the old one's data is out of reach at once", async () => {
    const [north, south] = [await makeRegion(t.db), await makeRegion(t.db)];
    const [from, to] = [await makeChurch(t.db, north.id), await makeChurch(t.db, south.id)];
    const superAdmin = await signedInUser(t, { role: "SUPER_ADMIN" });
    const secretary = await makeUser(t.db, { role: "LOCAL_SECRETARY", church: from });
    const officer = await makeUser(t.db, { role: "REGIONAL_ADMIN", church: from });
    const moves = [
      { user: secretary, payload: { church: to.id } },
      { user: officer, payload: { region: south.id } },
    ];
    for (const { user, payload } of moves) {
      const { access } = await signIn(t, user.username);
      expect((await me(t, access)).statusCode).toBe(200);
      const moved = await t.call({
        method: "PATCH",
        url: `/api/users/${user.id}/`,
        token: superAdmin.token,
        payload,
      });
      expect(moved.statusCode).toBe(200);
      expect((await me(t, access)).statusCode).toBe(401);
      // Signing in again gives a token of the new church or region.
      const again = await signIn(t, user.username);
      expect((await me(t, again.access)).json()).toMatchObject(payload);
    }
  });

  it("on another instance within the few seconds it trusts what it read", async () => {
    const other = await startTestApp({ sameDatabaseAs: t });
    try {
      const church = await makeChurch(t.db);
      const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
      const user = await makeUser(t.db, { role: "LOCAL_SECRETARY", church });
      const { access } = await signIn(t, user.username);
      expect((await me(other, access)).statusCode).toBe(200); // read and remembered by the other instance
      await post(`/api/users/${user.id}/deactivate/`, admin.token, {});
      expect((await me(t, access)).statusCode).toBe(401); // this instance knows at once
      const churches = (app: TestApp) =>
        app.call({ method: "GET", url: "/api/churches/churches/", token: access });
      expect((await churches(other)).statusCode).toBe(200); // the other one within SESSION_CHECK_MS
      other.clock.advance(SESSION_CHECK_MS);
      expect((await churches(other)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("when it has expired by the clock", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const { access } = await signIn(t, user.username);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await me(t, access)).statusCode).toBe(401);
  });
});

describe("sign-in limits", () => {
  it("count parallel wrong passwords before checking them: no more than the limit get through", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () =>
        post("/api/auth/login/", undefined, { username: user.username, password: "a wrong guess" }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(
      (await post("/api/auth/login/", undefined, { username: user.username, password: PASSWORD })).statusCode,
    ).toBe(429);
  });

  it("limit one address across many accounts", async () => {
    const headers = { "x-forwarded-for": "ignored" };
    const users = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.db, { role: "MEMBER" })));
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const username = users[i % users.length]?.username ?? "";
      const res = await t.call({
        method: "POST",
        url: "/api/auth/login/",
        headers,
        remoteAddress: "192.0.2.44",
        payload: { username, password: `guess ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

describe("the audit log", () => {
  it("records sign-ins, failed sign-ins with the address and the name tried, and sign-outs", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    await t.call({
      method: "POST",
      url: "/api/auth/login/",
      remoteAddress: "198.51.100.23",
      payload: { username: user.username, password: "not it" },
    });
    const pair = await signIn(t, user.username);
    await post("/api/auth/logout/", undefined, { refresh: pair.refresh });
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "auth")));
    const mine = rows.filter(
      (r) =>
        r.object_id === String(user.id) || (r.changes as { username?: string }).username === user.username,
    );
    expect(mine.map((r) => r.action)).toEqual(["sign_in_failed", "sign_in", "sign_out"]);
    expect(mine[0]).toMatchObject({
      ip_address: "198.51.100.23",
      changes: { username: user.username, reason: "invalid_credentials" },
    });
    expect(mine[1]).toMatchObject({ user: user.id, username: user.username });
    expect(mine[2]).toMatchObject({ user: user.id });
  });
});
