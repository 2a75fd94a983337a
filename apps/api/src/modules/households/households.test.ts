import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, eventAttendance, events, householdMembers } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { churchWithMembers } from "../members/members.test-support";
import { makeHousehold } from "./households.fixtures.test-support";

const HOUSEHOLDS = "/api/churches/households/";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("households", () => {
  it("creates a household in the caller's church and lists it with its head and size", async () => {
    const { church, token } = await churchWithMembers(t);
    const created = await t.call({
      method: "POST",
      url: HOUSEHOLDS,
      token,
      payload: { name: "The Mensah family", address: "12 Ring Road, Accra", phone: "+233 24 412 3456" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      church: church.id,
      name: "The Mensah family",
      member_count: 0,
      head: null,
    });
    const id = created.json().id as number;
    const father = await makeMember(t.db, church.id, { first_name: "Kwame", last_name: "Mensah" });
    const added = await t.call({
      method: "POST",
      url: `${HOUSEHOLDS}${id}/add_member/`,
      token,
      payload: { member: father.id, role: "head" },
    });
    expect(added.statusCode).toBe(200);
    const list = await t.call({ method: "GET", url: `${HOUSEHOLDS}?search=mensah`, token });
    expect(list.json().results).toEqual([
      expect.objectContaining({ id, member_count: 1, head: father.id, head_name: "Kwame Mensah" }),
    ]);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "add_member"));
    expect(audit).toMatchObject({ resource: "households", object_id: String(id) });
  });

  it("lists the people head first, with their attendance of the last 90 days", async () => {
    const { church, token } = await churchWithMembers(t);
    const home = await makeHousehold(t.db, church.id);
    const child = await makeMember(t.db, church.id, { first_name: "Esi", date_of_birth: "2015-04-02" });
    const mother = await makeMember(t.db, church.id, { first_name: "Akua" });
    for (const [member, role] of [
      [child, "child"],
      [mother, "head"],
    ] as const) {
      const res = await t.call({
        method: "POST",
        url: `${HOUSEHOLDS}${home.id}/add_member/`,
        token,
        payload: { member: member.id, role },
      });
      expect(res.statusCode).toBe(200);
    }
    const [service] = await t.db
      .insert(events)
      .values({ church: church.id, title: "Sunday service", starts_at: t.clock.now() })
      .returning();
    await t.db
      .insert(eventAttendance)
      .values({ church: church.id, event: service?.id ?? 0, member: child.id });
    const res = await t.call({ method: "GET", url: `${HOUSEHOLDS}${home.id}/members/`, token });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((m: { member: number; role: string; attended_last_90_days: number }) => [
          m.member,
          m.role,
          m.attended_last_90_days,
        ]),
    ).toEqual([
      [mother.id, "head", 0],
      [child.id, "child", 1],
    ]);
  });

  it("moves a member from one household to another: a member lives in one household", async () => {
    const { church, token } = await churchWithMembers(t);
    const [first, second] = [await makeHousehold(t.db, church.id), await makeHousehold(t.db, church.id)];
    const son = await makeMember(t.db, church.id);
    for (const home of [first, second]) {
      const res = await t.call({
        method: "POST",
        url: `${HOUSEHOLDS}${home.id}/add_member/`,
        token,
        payload: { member: son.id, role: "other" },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.db.select().from(householdMembers).where(eq(householdMembers.member, son.id));
    expect(rows.map((r) => r.household)).toEqual([second.id]);
    const his = await t.call({ method: "GET", url: `${HOUSEHOLDS}?member=${son.id}`, token });
    expect(his.json().results.map((h: { id: number }) => h.id)).toEqual([second.id]);
  });

  it("refuses a second head, naming the first, and a member of another church", async () => {
    const { church, token } = await churchWithMembers(t);
    const home = await makeHousehold(t.db, church.id);
    const [a, b] = [
      await makeMember(t.db, church.id, { first_name: "Yaw", last_name: "Boateng" }),
      await makeMember(t.db, church.id),
    ];
    const url = `${HOUSEHOLDS}${home.id}/add_member/`;
    expect(
      (await t.call({ method: "POST", url, token, payload: { member: a.id, role: "head" } })).statusCode,
    ).toBe(200);
    const second = await t.call({ method: "POST", url, token, payload: { member: b.id, role: "head" } });
    expect(second.statusCode).toBe(400);
    expect(second.json().role[0]).toBe(
      "Yaw Boateng is already the head of this household. Change their role first.",
    );
    const stranger = await makeMember(t.db, (await makeChurch(t.db)).id);
    const foreign = await t.call({
      method: "POST",
      url,
      token,
      payload: { member: stranger.id, role: "child" },
    });
    // Another church's member is not found here, as any of its records is.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: "not_found",
      detail: "This member was not found in the church.",
    });
    const badRole = await t.call({ method: "POST", url, token, payload: { member: b.id, role: "cousin" } });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().role[0]).toBe("Choose head, spouse, child or other.");
  });

  it("takes a member out, refuses one who is not in it, and keeps members when a household is deleted", async () => {
    const { church, token } = await churchWithMembers(t);
    const home = await makeHousehold(t.db, church.id);
    const member = await makeMember(t.db, church.id);
    await t.db.insert(householdMembers).values({ church: church.id, household: home.id, member: member.id });
    const url = `${HOUSEHOLDS}${home.id}/remove_member/`;
    const removed = await t.call({ method: "POST", url, token, payload: { member: member.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    const again = await t.call({ method: "POST", url, token, payload: { member: member.id } });
    expect(again.statusCode).toBe(400);
    expect(again.json().member[0]).toBe("This member is not in this household.");
    await t.db.insert(householdMembers).values({ church: church.id, household: home.id, member: member.id });
    expect((await t.call({ method: "DELETE", url: `${HOUSEHOLDS}${home.id}/`, token })).statusCode).toBe(204);
    expect(await t.db.select().from(householdMembers).where(eq(householdMembers.member, member.id))).toEqual(
      [],
    );
    const still = await t.call({ method: "GET", url: `/api/churches/members/${member.id}/`, token });
    expect(still.statusCode).toBe(200);
  });

  it("one head wins when two are named at once", async () => {
    const { church, token } = await churchWithMembers(t);
    const home = await makeHousehold(t.db, church.id);
    const [a, b] = [await makeMember(t.db, church.id), await makeMember(t.db, church.id)];
    const url = `${HOUSEHOLDS}${home.id}/add_member/`;
    const answers = await Promise.all(
      [a, b].map((m) => t.call({ method: "POST", url, token, payload: { member: m.id, role: "head" } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const heads = await t.db.select().from(householdMembers).where(eq(householdMembers.role, "head"));
    expect(heads.filter((h) => h.household === home.id)).toHaveLength(1);
  });
});
