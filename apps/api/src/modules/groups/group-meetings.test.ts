import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, groupAttendance, groupMembers } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { churchWithMembers, MEMBERS } from "../members/members.test-support";
import { makeGroup, makeGroupMeeting, makeGroupMember } from "./groups.fixtures.test-support";

const MEETINGS = "/api/churches/group-meetings/";
const GROUPS = "/api/churches/groups/";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A church with a home cell: its leader and one member signed in as members, and two more people. */
async function cellWithPeople() {
  const office = await churchWithMembers(t);
  const { church } = office;
  const cell = await makeGroup(t.db, church.id, { kind: "home_cell" });
  const leaderUser = await signedInUser(t, { role: "MEMBER", church });
  const memberUser = await signedInUser(t, { role: "MEMBER", church });
  const leader = await makeMember(t.db, church.id, { first_name: "Abena", user: leaderUser.user.id });
  const member = await makeMember(t.db, church.id, { first_name: "Efua", user: memberUser.user.id });
  await t.db.insert(groupMembers).values([
    { church: church.id, group: cell.id, member: leader.id, role: "leader" },
    { church: church.id, group: cell.id, member: member.id, role: "member" },
  ]);
  const others = [
    await makeGroupMember(t.db, church.id, cell.id),
    await makeGroupMember(t.db, church.id, cell.id),
  ];
  return {
    ...office,
    cell,
    leader,
    member,
    others,
    leaderToken: leaderUser.token,
    memberToken: memberUser.token,
  };
}

describe("group meetings", () => {
  it("lets the group's leader record a meeting and mark who came, with a headcount and visitors", async () => {
    const { cell, leader, member, others, leaderToken, token } = await cellWithPeople();
    const created = await t.call({
      method: "POST",
      url: MEETINGS,
      token: leaderToken,
      payload: { group: cell.id, date: "2026-11-25", topic: "Faith", headcount: 9 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const marked = await t.call({
      method: "POST",
      url: `${MEETINGS}${id}/mark_attendance/`,
      token: leaderToken,
      payload: { present: [leader.id, member.id], visitors: 3 },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(
      marked
        .json()
        .filter((p: { present: boolean }) => p.present)
        .map((p: { member: number }) => p.member),
    ).toEqual([leader.id, member.id]);
    const rows = await t.db.select().from(groupAttendance).where(eq(groupAttendance.meeting, id));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.member === others[0]?.id)).toEqual([
      expect.objectContaining({ present: false }),
    ]);
    const shown = await t.call({ method: "GET", url: `${MEETINGS}${id}/`, token });
    expect(shown.json()).toMatchObject({
      present: 2,
      headcount: 9,
      visitors: 3,
      marked: true,
      topic: "Faith",
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "group-meetings"), eq(auditLogs.action, "mark_attendance")));
    expect(audit).toMatchObject({ object_id: String(id) });
  });

  it("refuses a member who does not lead the group with 403, and someone outside it with 404", async () => {
    const { church, cell, memberToken } = await cellWithPeople();
    const meeting = await makeGroupMeeting(t.db, cell);
    const mark = await t.call({
      method: "POST",
      url: `${MEETINGS}${meeting.id}/mark_attendance/`,
      token: memberToken,
      payload: { present: [] },
    });
    expect(mark.statusCode).toBe(403);
    expect(mark.json().detail).toBe("Only the group's leaders can record its meetings and attendance.");
    const create = await t.call({
      method: "POST",
      url: MEETINGS,
      token: memberToken,
      payload: { group: cell.id, date: "2026-11-01" },
    });
    expect(create.statusCode).toBe(403);
    // A member may read the meetings of their group.
    const read = await t.call({ method: "GET", url: `${MEETINGS}?group=${cell.id}`, token: memberToken });
    expect(read.json().results.map((m: { id: number }) => m.id)).toEqual([meeting.id]);
    const outsider = await signedInUser(t, { role: "MEMBER", church });
    const hidden = await t.call({
      method: "POST",
      url: `${MEETINGS}${meeting.id}/mark_attendance/`,
      token: outsider.token,
      payload: { present: [] },
    });
    expect(hidden.statusCode).toBe(404);
    const other = await churchWithMembers(t);
    const foreign = await t.call({
      method: "GET",
      url: `${MEETINGS}${meeting.id}/attendance/`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses a future date, a second meeting on a day, a negative count and a person outside the group", async () => {
    const { church, cell, token } = await cellWithPeople();
    const future = await t.call({
      method: "POST",
      url: MEETINGS,
      token,
      payload: { group: cell.id, date: "2099-01-01" },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().date).toEqual(["The meeting date cannot be in the future."]);
    await makeGroupMeeting(t.db, cell, { date: "2026-10-04" });
    const twice = await t.call({
      method: "POST",
      url: MEETINGS,
      token,
      payload: { group: cell.id, date: "2026-10-04" },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().date).toEqual(["This group already has a meeting on this date."]);
    const negative = await t.call({
      method: "POST",
      url: MEETINGS,
      token,
      payload: { group: cell.id, date: "2026-10-11", headcount: -4 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().headcount).toEqual(["The headcount cannot be below 0."]);
    const meeting = await makeGroupMeeting(t.db, cell, { date: "2026-10-18" });
    const stranger = await makeMember(t.db, church.id);
    const wrong = await t.call({
      method: "POST",
      url: `${MEETINGS}${meeting.id}/mark_attendance/`,
      token,
      payload: { present: [stranger.id] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().present).toEqual(["Some of the people marked present are not in this group."]);
    expect(await t.db.select().from(groupAttendance).where(eq(groupAttendance.meeting, meeting.id))).toEqual(
      [],
    );
  });

  it("names the members who missed three meetings in a row for follow-up, and shows the trend", async () => {
    const { cell, leader, member, others, token, leaderToken } = await cellWithPeople();
    const dates = ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22"];
    for (const [i, date] of dates.entries()) {
      const meeting = await makeGroupMeeting(t.db, cell, { date, headcount: 10 + i });
      // Efua came only to the first; the others never; Abena to all.
      const present = i === 0 ? [leader.id, member.id] : [leader.id];
      const res = await t.call({
        method: "POST",
        url: `${MEETINGS}${meeting.id}/mark_attendance/`,
        token: leaderToken,
        payload: { present },
      });
      expect(res.statusCode).toBe(200);
    }
    const follow = await t.call({ method: "GET", url: `${GROUPS}follow_up/`, token });
    const missing = follow.json().filter((f: { group: number }) => f.group === cell.id);
    expect(
      missing.map((f: { member: number; missed_in_a_row: number; last_attended: string | null }) => [
        f.member,
        f.missed_in_a_row,
        f.last_attended,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [member.id, 3, "2026-11-01"],
        [others[0]?.id, 4, null],
        [others[1]?.id, 4, null],
      ]),
    );
    expect(missing).toHaveLength(3);
    const people = await t.call({ method: "GET", url: `${GROUPS}${cell.id}/members/`, token: leaderToken });
    expect(people.json().find((p: { member: number }) => p.member === leader.id)).toMatchObject({
      missed_in_a_row: 0,
      last_attended: "2026-11-22",
    });
    const trend = await t.call({ method: "GET", url: `${GROUPS}${cell.id}/trend/`, token });
    expect(
      trend
        .json()
        .map((p: { date: string; present: number; headcount: number }) => [p.date, p.present, p.headcount]),
    ).toEqual([
      ["2026-11-01", 2, 10],
      ["2026-11-08", 1, 11],
      ["2026-11-15", 1, 12],
      ["2026-11-22", 1, 13],
    ]);
  });

  it("moves a merged member's groups and marks to the member kept", async () => {
    const { church, cell, member, token } = await cellWithPeople();
    const meeting = await makeGroupMeeting(t.db, cell, { date: "2026-09-06" });
    await t.db
      .insert(groupAttendance)
      .values({ church: church.id, meeting: meeting.id, member: member.id, present: true });
    const twin = await makeMember(t.db, church.id);
    const merged = await t.call({
      method: "POST",
      url: `${MEMBERS}merge/`,
      token,
      payload: { keep: twin.id, remove: member.id, fields: [] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [mark] = await t.db.select().from(groupAttendance).where(eq(groupAttendance.meeting, meeting.id));
    expect(mark).toMatchObject({ member: twin.id, present: true });
    const [place] = await t.db.select().from(groupMembers).where(eq(groupMembers.member, twin.id));
    expect(place).toMatchObject({ group: cell.id, role: "member" });
  });
});
