import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { servingAssignments, servingBlockouts, servingPlans } from "../../db/tables";
import { churchWithMembers } from "../members/members.test-support";
import { makeAssignment, makePlan, makeTeam, makeTeamMember } from "./serving.fixtures.test-support";

const GENERATE = "/api/serving/plans/generate/";
// February 2032 has five Sundays: the 1st, 8th, 15th, 22nd and 29th.
const MONTH = "2032-02";
const SUNDAYS = ["2032-02-01", "2032-02-08", "2032-02-15", "2032-02-22", "2032-02-29"];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function teamOf(size: number, perService: number) {
  const office = await churchWithMembers(t);
  const { team, position } = await makeTeam(t.db, office.church.id, perService);
  const people = [];
  for (let i = 0; i < size; i++) people.push(await makeTeamMember(t.db, office.church.id, team.id));
  return { ...office, team, position, people };
}

const assignedIn = async (church: number) =>
  t.db
    .select({
      member: servingAssignments.member,
      date: servingAssignments.date,
      status: servingAssignments.status,
    })
    .from(servingAssignments)
    .innerJoin(servingPlans, eq(servingPlans.id, servingAssignments.plan))
    .where(eq(servingPlans.church, church))
    .orderBy(asc(servingAssignments.date), asc(servingAssignments.id));

describe("the rota generator", () => {
  it("makes the month's Sunday services and fills them so no one serves twice before everyone served once", async () => {
    const { church, token, team, people } = await teamOf(4, 2);
    const res = await t.call({
      method: "POST",
      url: GENERATE,
      token,
      payload: { team: team.id, month: MONTH },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ plans_made: 5, assigned: 10, left_open: [] });
    const rows = await assignedIn(church.id);
    expect([...new Set(rows.map((r) => r.date))]).toEqual(SUNDAYS);
    // In date order, each run of four places holds the four people once each.
    for (let start = 0; start + 4 <= rows.length; start += 4)
      expect(new Set(rows.slice(start, start + 4).map((r) => r.member)).size).toBe(4);
    const times = people.map((p) => rows.filter((r) => r.member === p.id).length).sort();
    expect(times).toEqual([2, 2, 3, 3]);
    // Nothing left to fill: a second run asks no one.
    const again = await t.call({
      method: "POST",
      url: GENERATE,
      token,
      payload: { team: team.id, month: MONTH },
    });
    expect(again.json()).toEqual({ plans_made: 0, assigned: 0, left_open: [] });
  });

  it("keeps to days away, other services that day and declined services, and says what it could not fill", async () => {
    const { church, token, team, position, people } = await teamOf(3, 2);
    const [away, elsewhere, declined] = people;
    await t.db
      .insert(servingBlockouts)
      .values({ church: church.id, member: away?.id ?? 0, starts_on: "2032-02-01", ends_on: "2032-02-10" });
    // Serving with another team on the 15th, and having declined the 22nd already.
    const other = await makeTeam(t.db, church.id, 1);
    await makeTeamMember(t.db, church.id, other.team.id);
    const fifteenth = await makePlan(t.db, church.id, other.position, "2032-02-15", "Youth service");
    await makeAssignment(t.db, fifteenth, other.position.id, elsewhere?.id ?? 0);
    const twentySecond = await makePlan(t.db, church.id, position, "2032-02-22");
    await makeAssignment(t.db, twentySecond, position.id, declined?.id ?? 0, "declined");
    const res = await t.call({
      method: "POST",
      url: GENERATE,
      token,
      payload: { team: team.id, month: MONTH },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await assignedIn(church.id)).filter((r) => r.status !== "declined");
    const on = (date: string) => rows.filter((r) => r.date === date).map((r) => r.member);
    expect(on("2032-02-01")).not.toContain(away?.id);
    expect(on("2032-02-08")).not.toContain(away?.id);
    expect(on("2032-02-22")).not.toContain(declined?.id);
    // One service a day: the 15th's youth service keeps them, so the Sunday service does not.
    expect(rows.filter((r) => r.date === "2032-02-15" && r.member === elsewhere?.id)).toHaveLength(1);
    expect(res.json().left_open).toEqual([]);
    expect(on("2032-02-08")).toHaveLength(2);
  });

  it("says which places no one could fill when the team is too small", async () => {
    const { token, team } = await teamOf(1, 2);
    const res = await t.call({
      method: "POST",
      url: GENERATE,
      token,
      payload: { team: team.id, month: MONTH },
    });
    expect(res.json()).toMatchObject({ plans_made: 5, assigned: 5 });
    expect(res.json().left_open).toEqual(SUNDAYS.map((date) => ({ date, position_name: "Door", open: 1 })));
  });

  it("refuses a month that has passed and a team of another church", async () => {
    const { token, team } = await teamOf(1, 1);
    const past = await t.call({
      method: "POST",
      url: GENERATE,
      token,
      payload: { team: team.id, month: "2020-01" },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().month).toEqual(["This month has passed."]);
    const other = await churchWithMembers(t);
    const foreign = await t.call({
      method: "POST",
      url: GENERATE,
      token: other.token,
      payload: { team: team.id, month: MONTH },
    });
    expect(foreign.statusCode).toBe(400);
  });
});
