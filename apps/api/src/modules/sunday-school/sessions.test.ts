import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { sundaySchoolSessions } from "../../db/tables";
import { makeClass, makeSession } from "./sunday-school.fixtures.test-support";
import { datesOnWeekday } from "./sunday-school.service";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CLASSES = "/api/churches/sunday-schools/";
const SESSIONS = "/api/churches/sunday-school-sessions/";

async function classWithAdmin() {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, token, klass: await makeClass(t.db, church.id) };
}

const datesOf = async (classId: number) =>
  (await t.db.select().from(sundaySchoolSessions).where(eq(sundaySchoolSessions.sunday_school, classId)))
    .map((s) => s.date)
    .sort();

it("datesOnWeekday lists each matching day of a range, both ends included", () => {
  expect(datesOnWeekday("2026-03-01", "2026-03-29", 0)).toEqual([
    "2026-03-01",
    "2026-03-08",
    "2026-03-15",
    "2026-03-22",
    "2026-03-29",
  ]);
  expect(datesOnWeekday("2026-03-02", "2026-03-07", 0)).toEqual([]);
  expect(datesOnWeekday("2026-02-28", "2026-03-10", 3)).toEqual(["2026-03-04"]);
});

describe("create-session", () => {
  it("adds one session per class per date", async () => {
    const { church, token, klass } = await classWithAdmin();
    const url = `${CLASSES}${klass.id}/create-session/`;
    const res = await t.call({ method: "POST", url, token, payload: { date: "2026-03-01", topic: "Noah" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      church: church.id,
      sunday_school: klass.id,
      sunday_school_name: klass.name,
      date: "2026-03-01",
      topic: "Noah",
      present_count: 0,
      absent_count: 0,
    });
    const again = await t.call({ method: "POST", url, token, payload: { date: "2026-03-01" } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ date: ["This class already has a session on 2026-03-01."] });
    const bad = await t.call({ method: "POST", url, token, payload: { date: "2026-02-30" } });
    expect(bad.json()).toHaveProperty("date");
    expect(await datesOf(klass.id)).toEqual(["2026-03-01"]);
    // Another class may meet the same day.
    const other = await makeClass(t.db, church.id);
    const same = await t.call({
      method: "POST",
      url: `${CLASSES}${other.id}/create-session/`,
      token,
      payload: { date: "2026-03-01" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("the sessions resource keeps the same rule on create and on a date change", async () => {
    const { church, token, klass } = await classWithAdmin();
    const first = await t.call({
      method: "POST",
      url: SESSIONS,
      token,
      payload: { sunday_school: klass.id, date: "2026-04-05" },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ church: church.id, visitor_count: 0 });
    const dup = await t.call({
      method: "POST",
      url: SESSIONS,
      token,
      payload: { sunday_school: klass.id, date: "2026-04-05" },
    });
    expect(dup.json()).toEqual({ date: ["This class already has a session on 2026-04-05."] });
    const second = await makeSession(t.db, klass, "2026-04-12");
    const moved = await t.call({
      method: "PATCH",
      url: `${SESSIONS}${second.id}/`,
      token,
      payload: { date: "2026-04-05" },
    });
    expect(moved.statusCode).toBe(400);
    const renamed = await t.call({
      method: "PATCH",
      url: `${SESSIONS}${second.id}/`,
      token,
      payload: { date: "2026-04-12", topic: "Ruth" },
    });
    expect(renamed.json()).toMatchObject({ date: "2026-04-12", topic: "Ruth" });

    const other = await makeChurch(t.db);
    const theirClass = await makeClass(t.db, other.id);
    const foreign = await t.call({
      method: "POST",
      url: SESSIONS,
      token,
      payload: { sunday_school: theirClass.id, date: "2026-04-05" },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty("sunday_school");
    expect(await datesOf(theirClass.id)).toEqual([]);

    const list = async (query: string) =>
      (await t.call({ method: "GET", url: `${SESSIONS}?sunday_school=${klass.id}&${query}`, token }))
        .json()
        .results.map((s: { date: string }) => s.date);
    expect(await list("")).toEqual(["2026-04-12", "2026-04-05"]);
    expect(await list("ordering=date")).toEqual(["2026-04-05", "2026-04-12"]);
    expect(await list("date__gte=2026-04-06")).toEqual(["2026-04-12"]);
    expect(await list("date__lte=2026-04-05")).toEqual(["2026-04-05"]);
  });
});

describe("create-multiple-sessions", () => {
  it("creates a session on each matching weekday of the range, skipping dates already taken", async () => {
    const { token, klass } = await classWithAdmin();
    await makeSession(t.db, klass, "2026-03-15");
    const url = `${CLASSES}${klass.id}/create-multiple-sessions/`;
    const res = await t.call({
      method: "POST",
      url,
      token,
      payload: { start_date: "2026-03-01", end_date: "2026-03-31", weekday: 0, topic: "Parables" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created_count: 4, skipped_count: 1, skipped_dates: ["2026-03-15"] });
    expect(body.sessions.map((s: { date: string }) => s.date)).toEqual([
      "2026-03-01",
      "2026-03-08",
      "2026-03-22",
      "2026-03-29",
    ]);
    expect(body.sessions[0]).toMatchObject({ topic: "Parables", sunday_school: klass.id });

    const byName = await t.call({
      method: "POST",
      url,
      token,
      payload: { start_date: "2026-03-01", end_date: "2026-03-20", weekday: "Wednesday" },
    });
    expect(byName.json().created_count).toBe(3);
    const short = await t.call({
      method: "POST",
      url,
      token,
      payload: { start_date: "2026-03-21", end_date: "2026-03-31", weekday: "sat" },
    });
    expect(short.json().sessions.map((s: { date: string }) => s.date)).toEqual(["2026-03-21", "2026-03-28"]);
    const rerun = await t.call({
      method: "POST",
      url,
      token,
      payload: { start_date: "2026-03-01", end_date: "2026-03-31", weekday: "0" },
    });
    expect(rerun.json()).toMatchObject({ created_count: 0, skipped_count: 5, sessions: [] });
    expect(await datesOf(klass.id)).toHaveLength(5 + 3 + 2);
  });

  it("refuses a bad weekday, a backwards range and more than a year, creating nothing", async () => {
    const { token, klass } = await classWithAdmin();
    const url = `${CLASSES}${klass.id}/create-multiple-sessions/`;
    const post = (payload: Record<string, unknown>) => t.call({ method: "POST", url, token, payload });
    const day = await post({ start_date: "2026-03-01", end_date: "2026-03-31", weekday: 7 });
    expect(day.statusCode).toBe(400);
    expect(day.json().weekday[0]).toContain("0 (Sunday) to 6 (Saturday)");
    expect(
      (await post({ start_date: "2026-03-01", end_date: "2026-03-31", weekday: "Funday" })).statusCode,
    ).toBe(400);
    const backwards = await post({ start_date: "2026-03-31", end_date: "2026-03-01", weekday: 0 });
    expect(backwards.json()).toEqual({ end_date: ["The end date cannot be before the start date."] });
    const long = await post({ start_date: "2026-01-01", end_date: "2027-01-03", weekday: 0 });
    expect(long.statusCode).toBe(400);
    expect(long.json().end_date[0]).toContain("at most a year");
    const missing = await post({ weekday: 0 });
    expect(Object.keys(missing.json()).sort()).toEqual(["end_date", "start_date"]);
    expect(await datesOf(klass.id)).toEqual([]);
    const year = await post({ start_date: "2026-01-01", end_date: "2026-12-31", weekday: 0 });
    expect(year.json().created_count).toBe(52);
  });
});
