import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import {
  members,
  sundaySchoolAttendance,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import { makeMember } from "../events/church-life.test-support";
import { rateOf } from "./attendance.service";
import { enroll, makeClass, makeSession } from "./sunday-school.fixtures.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SESSIONS = "/api/churches/sunday-school-sessions/";
const ATTENDANCE = "/api/churches/sunday-school-attendance/";
const CLASSES = "/api/churches/sunday-schools/";

/**
 * A class of four enrolled members (Dede joined on 1 June, after the first session), one member
 * of the church not enrolled, and a member of another church.
 */
async function schoolYear() {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_CORRESPONDENT", church });
  const klass = await makeClass(t.db, church.id, { name: "Beginners" });
  const person = (first: string) => makeMember(t.db, church.id, { first_name: first, last_name: "Owusu" });
  const [ama, baba, cobby, dede, ekow] = [
    await person("Ama"),
    await person("Baba"),
    await person("Cobby"),
    await person("Dede"),
    await person("Ekow"),
  ];
  for (const m of [ama, baba, cobby]) await enroll(t.db, klass, m.id, "2025-01-01");
  await enroll(t.db, klass, dede.id, "2025-06-01");
  const other = await makeChurch(t.db);
  const stranger = await makeMember(t.db, other.id);
  const s1 = await makeSession(t.db, klass, "2025-05-04");
  const s2 = await makeSession(t.db, klass, "2025-05-11");
  const s3 = await makeSession(t.db, klass, "2025-06-08");
  const later = await makeSession(t.db, klass, addDays(todayIso(), 7));
  return { church, token, klass, ama, baba, cobby, dede, ekow, stranger, s1, s2, s3, later };
}

const marks = async (session: number) =>
  Object.fromEntries(
    (await t.db.select().from(sundaySchoolAttendance).where(eq(sundaySchoolAttendance.session, session))).map(
      (r) => [r.member, r.present],
    ),
  );

it("rates are a percentage with one decimal, 0 when no one counts", () => {
  expect(rateOf(2, 3)).toBe(66.7);
  expect(rateOf(1, 3)).toBe(33.3);
  expect(rateOf(3, 4)).toBe(75);
  expect(rateOf(0, 0)).toBe(0);
});

describe("sessions mark-attendance and session-summary", () => {
  it("marks enrolled members, counts those enrolled by the session's date, and upserts marks", async () => {
    const y = await schoolYear();
    const mark = (session: number, payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: `${SESSIONS}${session}/mark-attendance/`, token: y.token, payload });

    const first = await mark(y.s1.id, {
      present: [y.ama.id, y.baba.id],
      absent: [y.cobby.id],
      visitor_count: 3,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      session: y.s1.id,
      date: "2025-05-04",
      topic: "",
      class: y.klass.id,
      class_name: "Beginners",
      enrolled: 3,
      present: 2,
      absent: 1,
      rate: 66.7,
      visitors: 3,
      records: [
        { member: y.ama.id, member_name: "Ama Owusu", present: true },
        { member: y.baba.id, member_name: "Baba Owusu", present: true },
        { member: y.cobby.id, member_name: "Cobby Owusu", present: false },
      ],
    });

    // Dede enrolled after this session, but a mark counts her; the earlier marks stay.
    const second = await mark(y.s1.id, { present: [y.dede.id] });
    expect(second.json()).toMatchObject({ enrolled: 3, present: 3, absent: 1, rate: 75, visitors: 3 });
    expect(second.json().records).toHaveLength(4);

    const summary = await t.call({
      method: "GET",
      url: `${ATTENDANCE}session-summary/?session=${y.s1.id}`,
      token: y.token,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual(second.json());

    await mark(y.s2.id, { present: [y.ama.id, y.baba.id] });
    const flipped = await mark(y.s2.id, { present: [], absent: [y.baba.id] });
    expect(flipped.json()).toMatchObject({ enrolled: 3, present: 1, absent: 2, rate: 33.3 });
    expect(await marks(y.s2.id)).toEqual({ [y.ama.id]: true, [y.baba.id]: false });

    const untouched = await t.call({
      method: "GET",
      url: `${ATTENDANCE}session-summary/?session=${y.s3.id}`,
      token: y.token,
    });
    expect(untouched.json()).toMatchObject({ enrolled: 4, present: 0, absent: 4, rate: 0, visitors: 0 });

    const shown = await t.call({ method: "GET", url: `${SESSIONS}${y.s1.id}/`, token: y.token });
    expect(shown.json()).toMatchObject({ present_count: 3, absent_count: 1, visitor_count: 3 });
  });

  it("refuses members not enrolled in the class, or marked both ways, and changes nothing", async () => {
    const y = await schoolYear();
    const url = `${SESSIONS}${y.s1.id}/mark-attendance/`;
    await t.call({ method: "POST", url, token: y.token, payload: { present: [y.ama.id] } });
    const before = await marks(y.s1.id);

    const outsider = await t.call({
      method: "POST",
      url,
      token: y.token,
      payload: { present: [y.baba.id, y.ekow.id], absent: [y.stranger.id], visitor_count: 9 },
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({
      present: [`These members are not enrolled in this class: ${y.ekow.id}.`],
      absent: [`These members are not enrolled in this class: ${y.stranger.id}.`],
    });
    const both = await t.call({
      method: "POST",
      url,
      token: y.token,
      payload: { present: [y.baba.id], absent: [y.baba.id] },
    });
    expect(both.json()).toEqual({ absent: [`A member cannot be both present and absent: ${y.baba.id}.`] });
    const junk = await t.call({ method: "POST", url, token: y.token, payload: { present: "everyone" } });
    expect(junk.statusCode).toBe(400);
    expect(await marks(y.s1.id)).toEqual(before);
    const [session] = await t.db
      .select()
      .from(sundaySchoolSessions)
      .where(eq(sundaySchoolSessions.id, y.s1.id));
    expect(session?.visitor_count).toBe(0);

    // Another church's session: 404 to mark, 400 to summarise.
    const elsewhere = await schoolYear();
    const foreign = await t.call({
      method: "POST",
      url: `${SESSIONS}${elsewhere.s1.id}/mark-attendance/`,
      token: y.token,
      payload: { present: [elsewhere.ama.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await marks(elsewhere.s1.id)).toEqual({});
    const theirs = await t.call({
      method: "GET",
      url: `${ATTENDANCE}session-summary/?session=${elsewhere.s1.id}`,
      token: y.token,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toHaveProperty("session");
    const missing = await t.call({ method: "GET", url: `${ATTENDANCE}session-summary/`, token: y.token });
    expect(missing.json()).toEqual({ session: ["This field is required."] });
  });
});

describe("class attendance-overview and member history", () => {
  it("answers per session and per member, over sessions held up to today by default", async () => {
    const y = await schoolYear();
    const mark = (session: number, payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: `${SESSIONS}${session}/mark-attendance/`, token: y.token, payload });
    await mark(y.s1.id, {
      present: [y.ama.id, y.baba.id, y.dede.id],
      absent: [y.cobby.id],
      visitor_count: 2,
    });
    await mark(y.s2.id, { present: [y.ama.id], absent: [y.baba.id] });
    await mark(y.later.id, { present: [y.ama.id] });

    const url = `/api/churches/sunday-schools/${y.klass.id}/attendance-overview/`;
    const res = await t.call({ method: "GET", url, token: y.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      sunday_school: y.klass.id,
      name: "Beginners",
      enrolled: 4,
      average_rate: 36.1,
    });
    expect(body.sessions).toEqual([
      { session: y.s1.id, date: "2025-05-04", topic: "", present: 3, absent: 1, rate: 75, visitors: 2 },
      { session: y.s2.id, date: "2025-05-11", topic: "", present: 1, absent: 2, rate: 33.3, visitors: 0 },
      { session: y.s3.id, date: "2025-06-08", topic: "", present: 0, absent: 4, rate: 0, visitors: 0 },
    ]);
    expect(body.members).toEqual([
      {
        member: y.ama.id,
        member_name: "Ama Owusu",
        is_enrolled: true,
        sessions: 3,
        present: 2,
        absent: 1,
        rate: 66.7,
      },
      {
        member: y.baba.id,
        member_name: "Baba Owusu",
        is_enrolled: true,
        sessions: 3,
        present: 1,
        absent: 2,
        rate: 33.3,
      },
      {
        member: y.cobby.id,
        member_name: "Cobby Owusu",
        is_enrolled: true,
        sessions: 3,
        present: 0,
        absent: 3,
        rate: 0,
      },
      {
        member: y.dede.id,
        member_name: "Dede Owusu",
        is_enrolled: true,
        sessions: 2,
        present: 1,
        absent: 1,
        rate: 50,
      },
    ]);

    const may = await t.call({ method: "GET", url: `${url}?from=2025-05-10&to=2025-05-31`, token: y.token });
    expect(may.json().sessions.map((s: { session: number }) => s.session)).toEqual([y.s2.id]);
    expect(may.json().average_rate).toBe(33.3);
    const backwards = await t.call({
      method: "GET",
      url: `${url}?from=2025-06-01&to=2025-05-01`,
      token: y.token,
    });
    expect(backwards.statusCode).toBe(400);

    const history = await t.call({
      method: "GET",
      url: `${ATTENDANCE}member-history/?member=${y.baba.id}&page_size=1`,
      token: y.token,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ count: 2, present: 1, absent: 1, rate: 50, previous: null });
    expect(history.json().next).toContain("page=2");
    expect(history.json().results).toEqual([
      {
        session: y.s2.id,
        date: "2025-05-11",
        sunday_school: y.klass.id,
        sunday_school_name: "Beginners",
        topic: "",
        present: false,
      },
    ]);
    const outsider = await schoolYear();
    const hidden = await t.call({
      method: "GET",
      url: `${ATTENDANCE}member-history/?member=${y.baba.id}`,
      token: outsider.token,
    });
    expect(hidden.json()).toMatchObject({ count: 0, results: [], rate: 0 });

    const records = await t.call({
      method: "GET",
      url: `${ATTENDANCE}?session=${y.s1.id}&present=false`,
      token: y.token,
    });
    expect(records.json().results).toEqual([
      expect.objectContaining({
        member: y.cobby.id,
        member_name: "Cobby Owusu",
        session_date: "2025-05-04",
        sunday_school: y.klass.id,
        sunday_school_name: "Beginners",
        present: false,
      }),
    ]);
  });
});

describe("class average rates and session rosters", () => {
  it("the class list shows each class's average rate as its attendance overview does", async () => {
    const y = await schoolYear();
    const mark = (session: number, payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: `${SESSIONS}${session}/mark-attendance/`, token: y.token, payload });
    await mark(y.s1.id, { present: [y.ama.id, y.baba.id, y.dede.id], absent: [y.cobby.id] });
    await mark(y.s2.id, { present: [y.ama.id], absent: [y.baba.id] });
    // A session still to come does not count, however it is marked.
    await mark(y.later.id, { present: [y.ama.id, y.baba.id, y.cobby.id, y.dede.id] });
    // A second class: 1 of 3 at one session, 2 of 3 at another (33.3 and 66.7 make 50).
    const choir = await makeClass(t.db, y.church.id, { name: "Choir" });
    for (const m of [y.ama, y.baba, y.ekow]) await enroll(t.db, choir, m.id, "2025-01-01");
    const c1 = await makeSession(t.db, choir, "2025-03-02");
    const c2 = await makeSession(t.db, choir, "2025-03-09");
    await mark(c1.id, { present: [y.ekow.id] });
    await mark(c2.id, { present: [y.ekow.id, y.ama.id], absent: [y.baba.id] });
    // A class whose only session counts no one, and a class without sessions.
    await makeSession(t.db, await makeClass(t.db, y.church.id, { name: "Empty" }), "2025-03-02");
    await makeClass(t.db, y.church.id, { name: "New" });

    const list = await t.call({ method: "GET", url: `${CLASSES}?ordering=name`, token: y.token });
    expect(list.statusCode).toBe(200);
    const rates = list
      .json()
      .results.map((c: { name: string; average_rate: number }) => [c.name, c.average_rate]);
    expect(rates).toEqual([
      ["Beginners", 36.1],
      ["Choir", 50],
      ["Empty", 0],
      ["New", 0],
    ]);
    for (const klass of [y.klass, choir]) {
      const overview = await t.call({
        method: "GET",
        url: `${CLASSES}${klass.id}/attendance-overview/`,
        token: y.token,
      });
      const one = await t.call({ method: "GET", url: `${CLASSES}${klass.id}/`, token: y.token });
      expect(one.json().average_rate).toBe(overview.json().average_rate);
    }
  });

  it("a session's roster lists the class and anyone marked, with their marks, by name, past 100 members", async () => {
    const y = await schoolYear();
    const roster = async (session: number, token = y.token) =>
      t.call({ method: "GET", url: `${SESSIONS}${session}/roster/`, token });
    // Created last but first by name, in any case.
    const aaron = await makeMember(t.db, y.church.id, { first_name: "aaron", last_name: "Owusu" });
    await enroll(t.db, y.klass, aaron.id, "2025-01-01");
    await t.call({
      method: "POST",
      url: `${SESSIONS}${y.s1.id}/mark-attendance/`,
      token: y.token,
      payload: { present: [y.ama.id, y.dede.id], absent: [y.cobby.id] },
    });

    const res = await roster(y.s1.id);
    expect(res.statusCode).toBe(200);
    // Dede enrolled after this session but was marked, so she counts; Ekow is not enrolled.
    expect(res.json()).toEqual([
      { member: aaron.id, member_name: "aaron Owusu", present: null },
      { member: y.ama.id, member_name: "Ama Owusu", present: true },
      { member: y.baba.id, member_name: "Baba Owusu", present: null },
      { member: y.cobby.id, member_name: "Cobby Owusu", present: false },
      { member: y.dede.id, member_name: "Dede Owusu", present: true },
    ]);
    // At a session before Dede enrolled she is listed to be marked; an inactive enrollment is not.
    await t.db
      .update(sundaySchoolEnrollments)
      .set({ is_active: false })
      .where(eq(sundaySchoolEnrollments.member, y.baba.id));
    const s2 = (await roster(y.s2.id)).json();
    expect(s2.map((r: { member: number }) => r.member)).toEqual([aaron.id, y.ama.id, y.cobby.id, y.dede.id]);
    expect(s2.every((r: { present: boolean | null }) => r.present === null)).toBe(true);

    // No page: a class of 120 members lists all of them.
    const big = await makeClass(t.db, y.church.id);
    const crowd = await t.db
      .insert(members)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          church: y.church.id,
          first_name: `Pupil ${String(i).padStart(3, "0")}`,
          last_name: "Mensah",
        })),
      )
      .returning();
    await t.db.insert(sundaySchoolEnrollments).values(
      crowd.map((m) => ({
        church: y.church.id,
        sunday_school: big.id,
        member: m.id,
        enrolled_on: "2025-01-01",
      })),
    );
    const bigSession = await makeSession(t.db, big, "2025-05-04");
    const all = (await roster(bigSession.id)).json();
    expect(all).toHaveLength(120);
    expect(all[119]).toEqual({ member: crowd[119]?.id, member_name: "Pupil 119 Mensah", present: null });

    // Another church's session is not found; the roster needs SUNDAY_SCHOOL like the session's other reads.
    const elsewhere = await schoolYear();
    expect((await roster(elsewhere.s1.id)).statusCode).toBe(404);
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, { EVENT_MANAGEMENT: true })).id);
    const ungated = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const gated = await roster(y.s1.id, ungated.token);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: "feature_not_available" });
  });
});
