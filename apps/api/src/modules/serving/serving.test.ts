import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, mailOutbox, members, servingAssignments, servingBlockouts } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { churchWithMembers } from "../members/members.test-support";
import {
  futureDate,
  makeAssignment,
  makePlan,
  makeTeam,
  makeTeamMember,
} from "./serving.fixtures.test-support";
import { sendServingReminders } from "./serving-jobs";

const SERVING = "/api/serving/";
const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A church with an ushers team (a door position needing two), three people on it and a service to come. */
async function ushers() {
  const office = await churchWithMembers(t);
  const { team, position } = await makeTeam(t.db, office.church.id, 2);
  const people = [];
  for (const name of ["Akua", "Yaw", "Esi"])
    people.push(
      await makeTeamMember(t.db, office.church.id, team.id, {
        first_name: name,
        email: `${name.toLowerCase()}.${team.id}@example.org`,
      }),
    );
  const plan = await makePlan(t.db, office.church.id, position);
  return { ...office, team, position, people, plan };
}

const ask = (token: string, plan: number, position: number, member: number) =>
  t.call({ method: "POST", url: `${SERVING}assignments/`, token, payload: { plan, position, member } });

describe("serving assignments", () => {
  it("asks a team member to serve and e-mails them links to accept and decline", async () => {
    const { token, plan, position, people } = await ushers();
    const [akua] = people;
    const res = await ask(token, plan.id, position.id, akua?.id ?? 0);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "pending",
      position_name: "Door",
      date: plan.date,
      member_name: expect.stringContaining("Akua"),
    });
    expect(res.json().token).toBeUndefined();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, akua?.email ?? ""));
    // The date in the reader's words: 2031-01-02 is "Thursday 2 January 2031".
    const day = new Date(`${plan.date}T00:00:00Z`).toLocaleDateString("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(mail?.subject).toBe(`Can you serve on ${day.replace(",", "")}?`);
    expect(mail?.text).toMatch(/I cannot serve: http.*\/serving\/respond\/[\w-]+\?answer=decline/);
  });

  it("refuses someone twice on one date, on a day they are away, off the team, or past the places needed", async () => {
    const { church, token, plan, position, people, team } = await ushers();
    const [akua, yaw, esi] = people;
    expect((await ask(token, plan.id, position.id, akua?.id ?? 0)).statusCode).toBe(201);
    // The same day at another service.
    const evening = await makePlan(t.db, church.id, position, plan.date, "Evening service");
    const twice = await ask(token, evening.id, position.id, akua?.id ?? 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe("This member is already serving on this date.");
    await t.db
      .insert(servingBlockouts)
      .values({ church: church.id, member: yaw?.id ?? 0, starts_on: plan.date, ends_on: plan.date });
    const away = await ask(token, plan.id, position.id, yaw?.id ?? 0);
    expect(away.statusCode).toBe(409);
    expect(away.json().detail).toBe("This member has said they cannot serve on this date.");
    const stranger = await makeMember(t.db, church.id);
    const off = await ask(token, plan.id, position.id, stranger.id);
    expect(off.statusCode).toBe(400);
    expect(off.json().member).toEqual(["This member is not on the position's team."]);
    expect((await ask(token, plan.id, position.id, esi?.id ?? 0)).statusCode).toBe(201);
    const fourth = await makeTeamMember(t.db, church.id, team.id);
    const full = await ask(token, plan.id, position.id, fourth.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe("Every place for Door at this service is filled.");
  });

  it("lets the person asked decline from their profile, opening the place, and only them", async () => {
    const { church, token, plan, position, people } = await ushers();
    const [akua, yaw] = people;
    const { user, token: akuaToken } = await signedInUser(t, { role: "MEMBER", church });
    await t.db
      .update(members)
      .set({ user: user.id })
      .where(eq(members.id, akua?.id ?? 0));
    const asked = await makeAssignment(t.db, plan, position.id, akua?.id ?? 0);
    const other = await makeAssignment(t.db, plan, position.id, yaw?.id ?? 0);
    const mine = await t.call({ method: "GET", url: `${SERVING}assignments/mine/`, token: akuaToken });
    expect(mine.json().map((a: { id: number }) => a.id)).toEqual([asked.id]);
    const notMine = await t.call({
      method: "POST",
      url: `${SERVING}assignments/${other.id}/decline/`,
      token: akuaToken,
    });
    expect(notMine.statusCode).toBe(404);
    const declined = await t.call({
      method: "POST",
      url: `${SERVING}assignments/${asked.id}/decline/`,
      token: akuaToken,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().status).toBe("declined");
    const again = await t.call({
      method: "POST",
      url: `${SERVING}assignments/${asked.id}/decline/`,
      token: akuaToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("You have already said you cannot serve at this service.");
    const shown = await t.call({ method: "GET", url: `${SERVING}plans/${plan.id}/`, token });
    expect(shown.json().positions[0]).toMatchObject({ needed: 2, open: 1 });
  });

  it("answers an e-mailed link once, refuses it after the service, and knows no other token", async () => {
    const { plan, position, people } = await ushers();
    const asked = await makeAssignment(t.db, plan, position.id, people[0]?.id ?? 0);
    const url = `${SERVING}respond/`;
    const shown = await t.call({ method: "GET", url: `${url}?token=${asked.token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: "pending", position_name: "Door", passed: false });
    const decline = await t.call({ method: "POST", url, payload: { token: asked.token, answer: "decline" } });
    expect(decline.json().status).toBe("declined");
    const twice = await t.call({ method: "POST", url, payload: { token: asked.token, answer: "decline" } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe("You have already said you cannot serve at this service.");
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "respond"), eq(auditLogs.object_id, String(asked.id))));
    expect(audit?.changes).toMatchObject({ status: "declined" });
    const passedPlan = await makePlan(t.db, plan.church, position, "2020-01-05");
    const old = await makeAssignment(t.db, passedPlan, position.id, people[1]?.id ?? 0);
    const late = await t.call({ method: "POST", url, payload: { token: old.token, answer: "accept" } });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe("This service has passed: answers are no longer taken.");
    const [unchanged] = await t.db.select().from(servingAssignments).where(eq(servingAssignments.id, old.id));
    expect(unchanged?.status).toBe("pending");
    const unknown = await t.call({ method: "GET", url: `${url}?token=${"x".repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps another church's plans and teams out of reach", async () => {
    const { plan, team } = await ushers();
    const other = await churchWithMembers(t);
    expect(
      (await t.call({ method: "GET", url: `${SERVING}plans/${plan.id}/`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: "GET", url: `${SERVING}teams/${team.id}/`, token: other.token })).statusCode,
    ).toBe(404);
  });

  it("reminds the people serving in the next two days once, not those who declined", async () => {
    const { church, position, people } = await ushers();
    const soon = new Date(t.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    const plan = await makePlan(t.db, church.id, position, soon);
    const coming = await makeAssignment(t.db, plan, position.id, people[0]?.id ?? 0, "accepted");
    await makeAssignment(t.db, plan, position.id, people[1]?.id ?? 0, "declined");
    await t.db
      .update(servingAssignments)
      .set({ created_at: new Date(t.clock.now().getTime() - 3 * DAY_MS) })
      .where(eq(servingAssignments.plan, plan.id));
    const addresses = [people[0]?.email ?? "", people[1]?.email ?? ""];
    await sendServingReminders(t.app);
    await sendServingReminders(t.app);
    const sent = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
    expect(sent.map((m) => m.to)).toEqual([people[0]?.email]);
    expect(sent[0]?.subject).toMatch(/^Reminder: you serve on [A-Z][a-z]+ \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const [row] = await t.db.select().from(servingAssignments).where(eq(servingAssignments.id, coming.id));
    expect(row?.reminded_at).not.toBeNull();
  });

  it("lets a person set their own days away, and refuses a last day before the first", async () => {
    const { church, people } = await ushers();
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    await t.db
      .update(members)
      .set({ user: user.id })
      .where(eq(members.id, people[2]?.id ?? 0));
    const start = futureDate();
    const wrong = await t.call({
      method: "POST",
      url: `${SERVING}blockouts/`,
      token,
      payload: { starts_on: start, ends_on: "2030-01-01" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ends_on).toEqual(["The last day cannot be before the first."]);
    const made = await t.call({
      method: "POST",
      url: `${SERVING}blockouts/`,
      token,
      payload: { starts_on: start, ends_on: start, reason: "Travelling" },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ member: people[2]?.id, reason: "Travelling" });
    const someoneElse = await t.call({
      method: "POST",
      url: `${SERVING}blockouts/`,
      token,
      payload: { member: people[0]?.id, starts_on: start, ends_on: start },
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it("moves a merged member's teams, services and days away to the member kept", async () => {
    const { church, token, team, plan, position, people } = await ushers();
    const [twin] = people;
    const duplicate = await makeTeamMember(t.db, church.id, team.id);
    const asked = await makeAssignment(t.db, plan, position.id, duplicate.id, "accepted");
    await t.db
      .insert(servingBlockouts)
      .values({ church: church.id, member: duplicate.id, starts_on: "2031-09-01", ends_on: "2031-09-02" });
    const merged = await t.call({
      method: "POST",
      url: "/api/churches/members/merge/",
      token,
      payload: { keep: twin?.id, remove: duplicate.id, fields: [] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [moved] = await t.db.select().from(servingAssignments).where(eq(servingAssignments.id, asked.id));
    expect(moved).toMatchObject({ member: twin?.id, status: "accepted" });
    const away = await t.db
      .select()
      .from(servingBlockouts)
      .where(eq(servingBlockouts.member, twin?.id ?? 0));
    expect(away).toHaveLength(1);
  });
});
