import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churchLeadership, churchRoles } from "../../db/tables";
import { makeMember } from "../events/church-life.test-support";
import { makeChurchRole } from "./leadership.fixtures.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/churches/church-leadership/";

async function subscribedChurch() {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, token };
}

describe("church leadership", () => {
  it("appoints a member of the church to its own role or a national default, with names shown", async () => {
    const { church, token } = await subscribedChurch();
    const member = await makeMember(t.db, church.id, { first_name: "Kofi", last_name: "Asare" });
    const own = await makeChurchRole(t.db, church.id);
    const shared = await makeChurchRole(t.db, null);
    const post = (payload: Record<string, unknown>) => t.call({ method: "POST", url: URL, token, payload });

    const res = await post({ member: member.id, role: own.id, start_date: "2025-01-01" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      church: church.id,
      member: member.id,
      member_name: "Kofi Asare",
      role: own.id,
      role_name: own.name,
      end_date: null,
      is_active: true,
      is_current: true,
      notes: "",
    });
    const national = await post({
      member: member.id,
      role: shared.id,
      start_date: "2025-02-01",
      notes: "Acting",
    });
    expect(national.statusCode).toBe(201);
    expect(national.json().role_name).toBe(shared.name);
  });

  it("refuses another church's member or role and a term that ends before it starts", async () => {
    const { church, token } = await subscribedChurch();
    const member = await makeMember(t.db, church.id);
    const role = await makeChurchRole(t.db, church.id);
    const other = await makeChurch(t.db);
    const theirMember = await makeMember(t.db, other.id);
    const theirRole = await makeChurchRole(t.db, other.id);
    const count = async () =>
      (await t.db.select().from(churchLeadership).where(eq(churchLeadership.church, church.id))).length;
    const post = (payload: Record<string, unknown>, as = token) =>
      t.call({ method: "POST", url: URL, token: as, payload });

    const strangerMember = await post({ member: theirMember.id, role: role.id, start_date: "2025-01-01" });
    expect(strangerMember.statusCode).toBe(400);
    expect(strangerMember.json()).toEqual({
      member: ["Choose a member of this church: this one does not exist or belongs to another church."],
    });
    const strangerRole = await post({ member: member.id, role: theirRole.id, start_date: "2025-01-01" });
    expect(strangerRole.statusCode).toBe(400);
    expect(strangerRole.json()).toHaveProperty("role");
    const backwards = await post({
      member: member.id,
      role: role.id,
      start_date: "2025-05-01",
      end_date: "2025-04-30",
    });
    expect(backwards.json()).toEqual({ end_date: ["The end date cannot be before the start date."] });
    const missing = await post({ role: role.id, start_date: "not a date" });
    expect(Object.keys(missing.json()).sort()).toEqual(["member", "start_date"]);

    // A national officer reaches both churches, but a church's team still takes only its own people and roles.
    const officer = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const mixedMember = await post(
      { church: church.id, member: theirMember.id, role: role.id, start_date: "2025-01-01" },
      officer.token,
    );
    expect(mixedMember.json()).toHaveProperty("member");
    const mixedRole = await post(
      { church: church.id, member: member.id, role: theirRole.id, start_date: "2025-01-01" },
      officer.token,
    );
    expect(mixedRole.json()).toHaveProperty("role");
    expect(await count()).toBe(0);

    const made = await post({ member: member.id, role: role.id, start_date: "2025-05-01" });
    const url = `${URL}${made.json().id}/`;
    const early = await t.call({ method: "PATCH", url, token, payload: { end_date: "2025-04-01" } });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toHaveProperty("end_date");
    const moved = await t.call({ method: "PATCH", url, token, payload: { member: theirMember.id } });
    expect(moved.json()).toHaveProperty("member");
    const [row] = await t.db.select().from(churchLeadership).where(eq(churchLeadership.id, made.json().id));
    expect(row).toMatchObject({ member: member.id, end_date: null });
  });

  it("current/ answers the active team that has not ended; the list filters and orders the history", async () => {
    const { church, token } = await subscribedChurch();
    const role = await makeChurchRole(t.db, church.id);
    const other = await makeChurchRole(t.db, church.id);
    const today = todayIso();
    const term = async (values: Partial<typeof churchLeadership.$inferInsert>) => {
      const member = await makeMember(t.db, church.id);
      const [row] = await t.db
        .insert(churchLeadership)
        .values({ church: church.id, member: member.id, role: role.id, start_date: "2024-01-01", ...values })
        .returning();
      if (!row) throw new Error("term not created");
      return row;
    };
    const open = await term({ start_date: "2023-01-01" });
    const endsLater = await term({ start_date: "2024-06-01", end_date: addDays(today, 30), role: other.id });
    const endsToday = await term({ start_date: "2024-03-01", end_date: today });
    const ended = await term({ start_date: "2022-01-01", end_date: addDays(today, -1) });
    const inactive = await term({ start_date: "2021-01-01", is_active: false });
    const elsewhere = await subscribedChurch();
    await t.db.insert(churchLeadership).values({
      church: elsewhere.church.id,
      member: (await makeMember(t.db, elsewhere.church.id)).id,
      role: (await makeChurchRole(t.db, elsewhere.church.id)).id,
      start_date: "2024-01-01",
    });

    const current = await t.call({ method: "GET", url: `${URL}current/`, token });
    expect(current.statusCode).toBe(200);
    expect(current.json().map((r: { id: number }) => r.id)).toEqual([open.id, endsToday.id, endsLater.id]);
    expect(current.json().every((r: { is_current: boolean }) => r.is_current)).toBe(true);

    const ids = async (query: string) =>
      (await t.call({ method: "GET", url: `${URL}?${query}`, token }))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await ids("")).toEqual([endsLater.id, endsToday.id, open.id, ended.id, inactive.id]);
    expect(await ids("ordering=start_date")).toEqual([
      inactive.id,
      ended.id,
      open.id,
      endsToday.id,
      endsLater.id,
    ]);
    expect(await ids("is_active=false")).toEqual([inactive.id]);
    expect(await ids(`role=${other.id}`)).toEqual([endsLater.id]);
    expect(await ids(`member=${ended.member}`)).toEqual([ended.id]);
    const history = (await t.call({ method: "GET", url: `${URL}?member=${ended.member}`, token })).json();
    expect(history.results[0].is_current).toBe(false);
  });

  it("the list searches member and role names (and notes) and orders by member name", async () => {
    const { church, token } = await subscribedChurch();
    const [elder] = await t.db
      .insert(churchRoles)
      .values({ church: church.id, name: "Presiding Elder" })
      .returning();
    const [choir] = await t.db
      .insert(churchRoles)
      .values({ church: church.id, name: "Choir Leader" })
      .returning();
    if (!elder || !choir) throw new Error("roles not created");
    const term = async (first_name: string, last_name: string, role: number, notes = "") => {
      const member = await makeMember(t.db, church.id, { first_name, last_name, phone: unique("024") });
      await t.db
        .insert(churchLeadership)
        .values({ church: church.id, member: member.id, role, start_date: "2025-01-01", notes });
      return member;
    };
    const yaw = await term("Yaw", "Darko", elder.id);
    await term("efua", "Darko", choir.id, "Leads the youth choir too");
    await term("Kojo", "Annan", choir.id);
    // Another church's Darko never shows.
    const elsewhere = await subscribedChurch();
    await t.db.insert(churchLeadership).values({
      church: elsewhere.church.id,
      member: (await makeMember(t.db, elsewhere.church.id, { last_name: "Darko" })).id,
      role: (await makeChurchRole(t.db, elsewhere.church.id)).id,
      start_date: "2024-01-01",
    });

    const names = async (query: string) => {
      const res = await t.call({ method: "GET", url: `${URL}?${query}`, token });
      expect(res.statusCode).toBe(200);
      return res.json().results.map((r: { member_name: string }) => r.member_name);
    };
    expect(await names("search=DARKO&ordering=member_name")).toEqual(["efua Darko", "Yaw Darko"]);
    expect(await names("search=choir leader&ordering=-member_name")).toEqual(["Kojo Annan", "efua Darko"]);
    expect(await names("search=presiding")).toEqual(["Yaw Darko"]);
    expect(await names(`search=${yaw.phone}`)).toEqual(["Yaw Darko"]);
    expect(await names("search=youth choir")).toEqual(["efua Darko"]);
    expect(await names("search=nobody-here")).toEqual([]);
    expect(await names("ordering=member_name")).toEqual(["efua Darko", "Kojo Annan", "Yaw Darko"]);
  });

  it("needs LEADERSHIP_MANAGEMENT in the church's plan", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, { EVENT_MANAGEMENT: true })).id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    for (const url of [URL, `${URL}current/`]) {
      const res = await t.call({ method: "GET", url, token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "feature_not_available", feature: "LEADERSHIP_MANAGEMENT" });
    }
  });
});
