import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signedInUser, unique } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { startSmtpServer } from "../../../test/smtp";
import {
  churches,
  mailOutbox,
  members,
  programParticipants,
  programReminderDeliveries,
  users,
} from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { sendProgramReminders } from "./program-jobs";
import { churchWithPrograms, makeOccurrence, makeProgram, REMINDERS } from "./programs.test-support";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ config: { smtpUrl: smtp.url } });
  // A second instance on the same database, as behind a load balancer: both run the scheduler.
  other = await startTestApp({ sameDatabaseAs: t, config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await smtp.close();
});

const HOUR = 3_600_000;
const advance = (ms: number) => {
  t.clock.advance(ms);
  other.clock.advance(ms);
};
const outboxFor = (addresses: string[]) =>
  t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));
const runBoth = async () => {
  await Promise.all([sendProgramReminders(t.app), sendProgramReminders(other.app)]);
  await Promise.all([t.app.mailer.idle(), other.app.mailer.idle()]);
};

/** A church with three members who have e-mail addresses, one without, and an approved program. */
async function setUp(title = unique("Youth night")) {
  const c = await churchWithPrograms(t);
  const emails = [1, 2, 3].map(() => `${unique("m")}@example.org`);
  const people = [];
  for (const email of emails) people.push(await makeMember(t.db, c.church.id, { email }));
  await makeMember(t.db, c.church.id, { email: "" });
  const program = await makeProgram(t.db, c.church.id, { title, location: "Youth centre" });
  return { ...c, emails, people, program };
}

describe("reminders before each date", () => {
  it("go once, when due, even with two instances sending at the same time", async () => {
    const { token, emails, program } = await setUp();
    const now = t.clock.now().getTime();
    const date = await makeOccurrence(t.db, program, { starts_at: new Date(now + 30 * HOUR) });
    const res = await t.call({
      method: "POST",
      url: REMINDERS,
      token,
      payload: { program: program.id, minutes_before: 24 * 60, audience: "ALL_MEMBERS" },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runBoth();
    expect(await outboxFor(emails)).toHaveLength(0);
    // Seven hours later the date is within a day: the reminder is due.
    advance(7 * HOUR);
    await runBoth();
    await runBoth();
    const sent = await outboxFor(emails);
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect(
      sent.every((m) => m.status === "SENT" && m.subject.startsWith(`Reminder: ${program.title} on `)),
    ).toBe(true);
    expect(sent[0]?.text).toContain("Where: Youth centre");
    expect(emails.map((e) => smtp.received.filter((m) => JSON.stringify(m.to).includes(e)).length)).toEqual([
      1, 1, 1,
    ]);
    const log = await t.db
      .select()
      .from(programReminderDeliveries)
      .where(eq(programReminderDeliveries.occurrence, date.id));
    expect(log).toMatchObject([{ recipients: 3 }]);
    advance(-7 * HOUR);
  });

  it("never go for a cancelled date or one that has begun, and go to participants only when asked", async () => {
    const { token, emails, people, program, church } = await setUp();
    const now = t.clock.now().getTime();
    await makeOccurrence(t.db, program, { starts_at: new Date(now + HOUR), status: "CANCELLED" });
    await makeOccurrence(t.db, program, { starts_at: new Date(now - HOUR) });
    const soon = await makeOccurrence(t.db, program, { starts_at: new Date(now + 2 * HOUR) });
    await t.db.insert(programParticipants).values([
      { church: church.id, program: program.id, member: people[0]?.id ?? 0, role: "SPEAKER" },
      {
        church: church.id,
        program: program.id,
        occurrence: soon.id,
        member: people[1]?.id ?? 0,
        role: "HOST",
      },
      { church: church.id, program: program.id, guest_name: "Visiting pastor", role: "SPEAKER" },
    ]);
    await t.call({
      method: "POST",
      url: REMINDERS,
      token,
      payload: { program: program.id, minutes_before: 180, audience: "PARTICIPANTS" },
    });
    await runBoth();
    const sent = await outboxFor(emails);
    expect(sent.map((m) => m.to).sort()).toEqual([emails[0], emails[1]].sort());
    const log = await t.db
      .select({ occurrence: programReminderDeliveries.occurrence })
      .from(programReminderDeliveries)
      .innerJoin(mailOutbox, like(mailOutbox.subject, `%${program.title}%`));
    expect(new Set(log.map((l) => l.occurrence)).has(soon.id)).toBe(true);
  });

  it("send_now reminds chosen members of the next date; bad audiences are refused", async () => {
    const { token, emails, people, program } = await setUp();
    await makeOccurrence(t.db, program, { starts_at: new Date(t.clock.now().getTime() + 72 * HOUR) });
    const none = await t.call({
      method: "POST",
      url: REMINDERS,
      token,
      payload: { program: program.id, minutes_before: 60, audience: "CHOSEN_MEMBERS", members: [] },
    });
    expect(none.json()).toHaveProperty("members");
    const created = await t.call({
      method: "POST",
      url: REMINDERS,
      token,
      payload: {
        program: program.id,
        minutes_before: 60,
        audience: "CHOSEN_MEMBERS",
        members: [people[2]?.id],
      },
    });
    const res = await t.call({ method: "POST", url: `${REMINDERS}${created.json().id}/send_now/`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recipients: 1 });
    await t.app.mailer.idle();
    expect((await outboxFor(emails)).map((m) => m.to)).toEqual([emails[2]]);
  });

  it("are written in each member's language, else the church's, its day and month names too", async () => {
    const { church, token, emails, people, program } = await setUp("Culte de louange");
    await t.db.update(churches).set({ language: "fr" }).where(eq(churches.id, church.id));
    // The second member reads the app in Swahili.
    const reader = await makeUser(t.db, { role: "MEMBER", church });
    await t.db.update(users).set({ language: "sw" }).where(eq(users.id, reader.id));
    await t.db
      .update(members)
      .set({ user: reader.id })
      .where(eq(members.id, people[1]?.id ?? 0));
    await makeOccurrence(t.db, program, { starts_at: new Date(t.clock.now().getTime() + 72 * HOUR) });
    const created = await t.call({
      method: "POST",
      url: REMINDERS,
      token,
      payload: {
        program: program.id,
        minutes_before: 60,
        audience: "CHOSEN_MEMBERS",
        members: [people[0]?.id, people[1]?.id],
      },
    });
    await t.call({ method: "POST", url: `${REMINDERS}${created.json().id}/send_now/`, token });
    await t.app.mailer.idle();
    const sent = await outboxFor(emails);
    const mail = sent.find((m) => m.to === emails[0]);
    expect(sent.find((m) => m.to === emails[1])?.subject).toMatch(/^Kikumbusho: Culte de louange /);
    const day = "(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \\d{1,2} \\p{L}+ \\d{4}";
    expect(mail?.subject).toMatch(
      new RegExp(`^Rappel\u00a0: Culte de louange le ${day} à \\d{2}:\\d{2}$`, "u"),
    );
    expect(mail?.text).toContain(`Ceci est un rappel de ${church.name}.`);
    expect(mail?.text).toMatch(new RegExp(`Quand\u00a0: ${day} à \\d{2}:\\d{2} \\(Africa/Accra\\)`, "u"));
    expect(mail?.text).toContain("Où\u00a0: Youth centre");
  });

  it("another church's program or member answers 404 and writes nothing", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const { token: viewer } = await signedInUser(t, { role: "VIEWER", church: mine.church });
    const program = await t.call({
      method: "POST",
      url: REMINDERS,
      token: mine.token,
      payload: { program: theirs.program.id, minutes_before: 60, audience: "ALL_MEMBERS" },
    });
    expect(program.statusCode).toBe(404);
    const member = await t.call({
      method: "POST",
      url: REMINDERS,
      token: mine.token,
      payload: {
        program: mine.program.id,
        minutes_before: 60,
        audience: "CHOSEN_MEMBERS",
        members: [theirs.people[0]?.id],
      },
    });
    expect(member.statusCode).toBe(404);
    const list = await t.call({
      method: "GET",
      url: `${REMINDERS}?program=${mine.program.id}`,
      token: mine.token,
    });
    expect(list.json().results).toEqual([]);
    expect((await t.call({ method: "GET", url: REMINDERS, token: viewer })).statusCode).toBe(403);
  });
});
