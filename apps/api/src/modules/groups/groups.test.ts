import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { groupMembers, groups, members } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { churchWithMembers } from "../members/members.test-support";
import { makeGroup, makeGroupMember } from "./groups.fixtures.test-support";
import { homeCellsToGroups } from "./groups.seed";
import { HOME_CELL_STATEMENTS } from "./home-cells";

const GROUPS = "/api/churches/groups/";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

describe("groups", () => {
  it("creates a home cell, names its leader and members, and lists it with its size and leaders", async () => {
    const { church, token } = await churchWithMembers(t);
    const created = await t.call({
      method: "POST",
      url: GROUPS,
      token,
      payload: {
        name: "Dansoman Home Cell",
        kind: "home_cell",
        meeting_day: "WE",
        meeting_time: "18:30",
        place: "12 Ring Road",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const leader = await makeMember(t.db, church.id, { first_name: "Ama", last_name: "Owusu" });
    const member = await makeMember(t.db, church.id, { first_name: "Kojo", last_name: "Asare" });
    for (const [who, role] of [
      [leader, "leader"],
      [member, "member"],
    ] as const) {
      const res = await t.call({
        method: "POST",
        url: `${GROUPS}${id}/add_member/`,
        token,
        payload: { member: who.id, role },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = await t.call({ method: "GET", url: `${GROUPS}?search=dansoman`, token });
    expect(list.json().results).toEqual([
      expect.objectContaining({
        id,
        kind: "home_cell",
        member_count: 2,
        leader_names: ["Ama Owusu"],
        meeting_day: "WE",
      }),
    ]);
    // The member fields of the specification follow the home cell and its leader.
    expect(await memberRow(member.id)).toMatchObject({
      home_cell_fellowship: "Dansoman Home Cell",
      home_cell_pastor: "Ama Owusu",
    });
    const renamed = await t.call({
      method: "PATCH",
      url: `${GROUPS}${id}/`,
      token,
      payload: { name: "Dansoman East" },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await memberRow(member.id))?.home_cell_fellowship).toBe("Dansoman East");
    const removed = await t.call({
      method: "POST",
      url: `${GROUPS}${id}/remove_member/`,
      token,
      payload: { member: member.id },
    });
    expect(removed.json().map((p: { member: number }) => p.member)).toEqual([leader.id]);
    expect(await memberRow(member.id)).toMatchObject({ home_cell_fellowship: "", home_cell_pastor: "" });
  });

  it("keeps a member in one home cell, and refuses a second name or a member of another church", async () => {
    const { church, token } = await churchWithMembers(t);
    const first = await makeGroup(t.db, church.id, { name: "Tema Cell", kind: "home_cell" });
    const second = await makeGroup(t.db, church.id, { kind: "home_cell" });
    const member = await makeGroupMember(t.db, church.id, first.id);
    const again = await t.call({
      method: "POST",
      url: `${GROUPS}${second.id}/add_member/`,
      token,
      payload: { member: member.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().member).toEqual([
      "This member is already in the home cell Tema Cell. Take them out of it first.",
    ]);
    const same = await t.call({ method: "POST", url: GROUPS, token, payload: { name: "tema cell" } });
    expect(same.statusCode).toBe(400);
    expect(same.json().name).toEqual(["The church already has a group of this name."]);
    const other = await churchWithMembers(t);
    const stranger = await makeMember(t.db, other.church.id);
    const foreign = await t.call({
      method: "POST",
      url: `${GROUPS}${first.id}/add_member/`,
      token,
      payload: { member: stranger.id },
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await t.call({ method: "GET", url: `${GROUPS}${first.id}/`, token: other.token });
    expect(theirs.statusCode).toBe(404);
  });

  it("shows a member only the groups they are in, with no one's phone unless they lead", async () => {
    const { church } = await churchWithMembers(t);
    const choir = await makeGroup(t.db, church.id, { name: "Choir" });
    await makeGroup(t.db, church.id, { name: "Ushers" });
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    const me = await makeMember(t.db, church.id, { user: user.id });
    await t.db.insert(groupMembers).values({ church: church.id, group: choir.id, member: me.id });
    await makeGroupMember(t.db, church.id, choir.id, "leader");
    const list = await t.call({ method: "GET", url: GROUPS, token });
    expect(list.json().results.map((g: { name: string }) => g.name)).toEqual(["Choir"]);
    const mine = await t.call({ method: "GET", url: `${GROUPS}mine/`, token });
    expect(mine.json()).toEqual([
      expect.objectContaining({ name: "Choir", you_lead: false, member_count: 2 }),
    ]);
    const people = await t.call({ method: "GET", url: `${GROUPS}${choir.id}/members/`, token });
    expect(people.json().every((p: { phone: string }) => p.phone === "")).toBe(true);
    const add = await t.call({
      method: "POST",
      url: `${GROUPS}${choir.id}/add_member/`,
      token,
      payload: { member: me.id },
    });
    expect(add.statusCode).toBe(403);
  });
});

describe("the home-cell field on a member's record", () => {
  it("moves the member between home-cell groups when the field is changed on their record", async () => {
    const { church, token } = await churchWithMembers(t);
    const osu = await makeGroup(t.db, church.id, { name: "Osu Cell", kind: "home_cell" });
    const leader = await makeGroupMember(t.db, church.id, osu.id, "leader");
    const member = await makeMember(t.db, church.id, { home_cell_fellowship: "Old Cell" });
    const res = await t.call({
      method: "PATCH",
      url: `/api/churches/members/${member.id}/`,
      token,
      payload: { home_cell_fellowship: "osu cell" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().home_cell_pastor).toBe(`${leader.first_name} ${leader.last_name}`);
    const places = await t.db.select().from(groupMembers).where(eq(groupMembers.member, member.id));
    expect(places.map((p) => p.group)).toEqual([osu.id]);
    // Cleared: out of the group.
    await t.call({
      method: "PATCH",
      url: `/api/churches/members/${member.id}/`,
      token,
      payload: { home_cell_fellowship: "" },
    });
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.member, member.id))).toEqual([]);
  });

  it("puts members added with a home cell into its group when the office lists the groups", async () => {
    const { token } = await churchWithMembers(t);
    const made = await t.call({
      method: "POST",
      url: "/api/churches/members/",
      token,
      payload: { first_name: "Efua", last_name: "Boateng", home_cell_fellowship: "Achimota Cell" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const list = await t.call({ method: "GET", url: GROUPS, token });
    expect(list.json().results).toEqual([
      expect.objectContaining({ name: "Achimota Cell", kind: "home_cell", member_count: 1 }),
    ]);
  });
});

describe("the home-cell migration", () => {
  it("runs the same statements as the conversion the demo uses", () => {
    const migration = readFileSync(new URL("../../../drizzle/0035_groups.sql", import.meta.url), "utf8");
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();
    for (const statement of HOME_CELL_STATEMENTS) expect(squash(migration)).toContain(squash(statement));
  });

  it("turns each church's distinct home cells into groups with their members and pastor as leader", async () => {
    const { church, token } = await churchWithMembers(t);
    const pastor = await makeMember(t.db, church.id, {
      first_name: "Yaw",
      last_name: "Boateng",
      home_cell_fellowship: "Adenta Cell",
    });
    const a = await makeMember(t.db, church.id, {
      home_cell_fellowship: " adenta cell",
      home_cell_pastor: "Yaw Boateng",
    });
    const b = await makeMember(t.db, church.id, {
      home_cell_fellowship: "Madina",
      home_cell_pastor: "Someone Else",
    });
    await makeMember(t.db, church.id, { home_cell_fellowship: "" });
    await homeCellsToGroups(t.db);
    await homeCellsToGroups(t.db); // a second run adds nothing
    const made = await t.db.select().from(groups).where(eq(groups.church, church.id)).orderBy(groups.name);
    expect(made.map((g) => [g.name, g.kind])).toEqual([
      ["Adenta Cell", "home_cell"],
      ["Madina", "home_cell"],
    ]);
    const adenta = await t.call({ method: "GET", url: `${GROUPS}${made[0]?.id}/members/`, token });
    expect(adenta.json().map((p: { member: number; role: string }) => [p.member, p.role])).toEqual([
      [pastor.id, "leader"],
      [a.id, "member"],
    ]);
    const madina = await t.call({ method: "GET", url: `${GROUPS}${made[1]?.id}/members/`, token });
    expect(madina.json().map((p: { member: number; role: string }) => [p.member, p.role])).toEqual([
      [b.id, "member"],
    ]);
  });
});
