import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, programOccurrences } from "../../db/tables";
import { churchWithPrograms, makeOccurrence, makeProgram, OCCURRENCES } from "./programs.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const stored = async (id: number) =>
  (await t.db.select().from(programOccurrences).where(eq(programOccurrences.id, id)))[0];

/** A church with an approved program, one date that began an hour ago and one tomorrow. */
async function setUp() {
  const c = await churchWithPrograms(t);
  const { token: secretary } = await signedInUser(t, { role: "LOCAL_SECRETARY", church: c.church });
  const program = await makeProgram(t.db, c.church.id);
  const now = t.clock.now().getTime();
  const past = await makeOccurrence(t.db, program, { starts_at: new Date(now - HOUR) });
  const future = await makeOccurrence(t.db, program, { starts_at: new Date(now + 24 * HOUR) });
  return { ...c, secretary, program, past, future };
}

describe("recording what came of a date", () => {
  it("marks a date that has begun accomplished with its attendance, audited", async () => {
    const { secretary, past } = await setUp();
    const res = await t.call({
      method: "POST",
      url: `${OCCURRENCES}${past.id}/mark_accomplished/`,
      token: secretary,
      payload: { attendance: 54, notes: "Two first-time visitors." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ACCOMPLISHED",
      attendance: 54,
      notes: "Two first-time visitors.",
      recorded_by_name: expect.any(String),
    });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "program-occurrences"), eq(auditLogs.object_id, String(past.id))));
    expect(audit.map((a) => a.action)).toEqual(["mark_accomplished"]);
    expect(audit[0]?.changes).toMatchObject({ status: "ACCOMPLISHED", previous: { status: "SCHEDULED" } });
  });

  it("refuses a date still to come and one of a cancelled program, with a plain message", async () => {
    const { token, future, past, program } = await setUp();
    const early = await t.call({
      method: "POST",
      url: `${OCCURRENCES}${future.id}/mark_accomplished/`,
      token,
      payload: { attendance: 3 },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: "occurrence_in_future",
      detail: expect.stringMatching(/not come yet/),
    });
    await t.call({ method: "POST", url: `/api/programs/programs/${program.id}/cancel/`, token, payload: {} });
    const cancelled = await t.call({
      method: "POST",
      url: `${OCCURRENCES}${past.id}/mark_accomplished/`,
      token,
      payload: { attendance: 3 },
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().code).toBe("program_cancelled");
    expect((await stored(past.id))?.status).toBe("SCHEDULED");
  });

  it("needs a reason for a date that did not take place", async () => {
    const { secretary, past } = await setUp();
    const url = `${OCCURRENCES}${past.id}/mark_not_accomplished/`;
    const blank = await t.call({ method: "POST", url, token: secretary, payload: { reason: " " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty("reason");
    const res = await t.call({ method: "POST", url, token: secretary, payload: { reason: "Heavy rain" } });
    expect(res.json()).toMatchObject({ status: "NOT_ACCOMPLISHED", reason: "Heavy rain", attendance: null });
  });

  it("lets only a church admin correct a recorded outcome", async () => {
    const { token, secretary, past } = await setUp();
    const url = `${OCCURRENCES}${past.id}/mark_accomplished/`;
    await t.call({ method: "POST", url, token: secretary, payload: { attendance: 20 } });
    const again = await t.call({ method: "POST", url, token: secretary, payload: { attendance: 25 } });
    expect(again.statusCode).toBe(403);
    expect((await stored(past.id))?.attendance).toBe(20);
    const corrected = await t.call({ method: "POST", url, token, payload: { attendance: 25 } });
    expect(corrected.json()).toMatchObject({ attendance: 25 });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "program-occurrences"), eq(auditLogs.object_id, String(past.id))));
    expect(
      audit.map((a) => (a.changes as { previous: { attendance: number | null } }).previous.attendance),
    ).toEqual([null, 20]);
  });

  it("calls a date off and puts it back", async () => {
    const { secretary, future } = await setUp();
    const url = `${OCCURRENCES}${future.id}/update_status/`;
    const off = await t.call({
      method: "POST",
      url,
      token: secretary,
      payload: { status: "CANCELLED", reason: "Funeral" },
    });
    expect(off.json()).toMatchObject({ status: "CANCELLED", reason: "Funeral" });
    const back = await t.call({ method: "POST", url, token: secretary, payload: { status: "SCHEDULED" } });
    expect(back.json()).toMatchObject({ status: "SCHEDULED", reason: "" });
    const bad = await t.call({ method: "POST", url, token: secretary, payload: { status: "ACCOMPLISHED" } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("what an officer must see", () => {
  it("today, upcoming and the dates still waiting for an outcome", async () => {
    const { church, past, future } = await setUp();
    let token = (await signedInUser(t, { role: "LOCAL_TREASURER", church })).token;
    const ids = async (action: string) =>
      (await t.call({ method: "GET", url: `${OCCURRENCES}${action}/`, token }))
        .json()
        .map((o: { id: number }) => o.id);
    expect(await ids("pending_update")).toEqual([past.id]);
    expect(await ids("upcoming")).toEqual([future.id]);
    // Moving the clock a day on: tomorrow's date has begun and waits for its outcome too.
    t.clock.advance(25 * HOUR);
    // Access tokens last 15 minutes: sign in again a day later.
    token = (await signedInUser(t, { role: "LOCAL_TREASURER", church })).token;
    expect(await ids("pending_update")).toEqual([past.id, future.id]);
    expect(await ids("upcoming")).toEqual([]);
    t.clock.advance(-25 * HOUR);
  });

  it("another church's date answers 404 and stays as it was", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const res = await t.call({
      method: "POST",
      url: `${OCCURRENCES}${theirs.past.id}/mark_accomplished/`,
      token: mine.token,
      payload: { attendance: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect((await stored(theirs.past.id))?.status).toBe("SCHEDULED");
  });
});
