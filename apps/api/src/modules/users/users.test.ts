import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, makeUser, signedInUser, signIn, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, users } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newUser = (extra: Record<string, unknown> = {}) => ({
  username: unique("new"),
  email: `${unique("new")}@example.org`,
  first_name: "New",
  last_name: "Person",
  password: "a long and unusual passphrase",
  ...extra,
});
const create = (token: string, payload: object) =>
  t.call({ method: "POST", url: "/api/users/", token, payload });

describe("who may grant which role", () => {
  it("a local admin adds members and officers to its own church", async () => {
    const church = await makeChurch(t.db);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const res = await create(token, newUser({ role: "LOCAL_TREASURER" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: "LOCAL_TREASURER", church: church.id, region: null });
    expect(res.json()).not.toHaveProperty("password_hash");
    expect((await signIn(t, res.json().username, "a long and unusual passphrase")).access).toBeTruthy();
  });

  it("a local admin cannot create a SUPER_ADMIN or a regional officer", async () => {
    const church = await makeChurch(t.db);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    for (const role of ["SUPER_ADMIN", "REGIONAL_ADMIN"]) {
      const payload = newUser({ role });
      const res = await create(token, payload);
      expect(res.statusCode).toBe(403);
      expect(await t.db.select().from(users).where(eq(users.username, payload.username))).toEqual([]);
    }
  });

  it("a regional admin manages its region's churches below the regional tier only", async () => {
    const region = await makeRegion(t.db);
    const inRegion = await makeChurch(t.db, region.id);
    const elsewhere = await makeChurch(t.db);
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: inRegion });
    expect((await create(token, newUser({ role: "LOCAL_ADMIN", church: inRegion.id }))).statusCode).toBe(201);
    // A church outside the region is not found for this admin.
    expect((await create(token, newUser({ role: "LOCAL_ADMIN", church: elsewhere.id }))).statusCode).toBe(
      404,
    );
    expect(
      (await create(token, newUser({ role: "REGIONAL_SECRETARY", church: inRegion.id }))).statusCode,
    ).toBe(403);
  });

  it("a super admin grants national roles, placed in no church", async () => {
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const res = await create(token, newUser({ role: "NATIONAL_TREASURER", church: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ church: null, region: null });
    const region = await makeRegion(t.db);
    const regional = await create(
      token,
      newUser({ role: "REGIONAL_TREASURER", church: null, region: region.id }),
    );
    expect(regional.json()).toMatchObject({ church: null, region: region.id });
    const homeless = await create(token, newUser({ role: "MEMBER", church: null }));
    expect(homeless.json()).toEqual({ church: ["Choose the church this user belongs to."] });
  });
});

describe("managing users", () => {
  it("role changes are audited, and a local admin cannot touch a user above its tier", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const member = await makeUser(t.db, { role: "MEMBER", church });
    const url = `/api/users/${member.id}/`;
    const res = await t.call({
      method: "PATCH",
      url,
      token: admin.token,
      payload: { role: "LOCAL_SECRETARY" },
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "update"), eq(auditLogs.object_id, String(member.id))));
    expect(audit?.changes).toMatchObject({ role: "LOCAL_SECRETARY" });

    const promote = await t.call({
      method: "PATCH",
      url,
      token: admin.token,
      payload: { role: "SUPER_ADMIN" },
    });
    expect(promote.statusCode).toBe(403);
    const [after] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(after?.role).toBe("LOCAL_SECRETARY");
  });

  it("deactivation stops sign-in and ends sessions; activation restores it", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const member = await makeUser(t.db, { role: "MEMBER", church });
    const session = await signIn(t, member.username);
    const off = await t.call({
      method: "POST",
      url: `/api/users/${member.id}/deactivate/`,
      token: admin.token,
    });
    expect(off.json().is_active).toBe(false);
    const refresh = await t.call({
      method: "POST",
      url: "/api/auth/token/refresh/",
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    await t.call({ method: "POST", url: `/api/users/${member.id}/activate/`, token: admin.token });
    expect((await signIn(t, member.username)).access).toBeTruthy();
  });

  it("lists with search and filters, only within reach", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const treasurer = await makeUser(t.db, { role: "LOCAL_TREASURER", church });
    await makeUser(t.db, { role: "LOCAL_TREASURER", church: await makeChurch(t.db) });
    const list = await t.call({ method: "GET", url: "/api/users/?role=LOCAL_TREASURER", token: admin.token });
    expect(list.json().results.map((u: { id: number }) => u.id)).toEqual([treasurer.id]);
    const search = await t.call({
      method: "GET",
      url: `/api/users/?search=${treasurer.username}`,
      token: admin.token,
    });
    expect(search.json().count).toBe(1);
  });
});
