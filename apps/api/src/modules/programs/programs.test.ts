import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, programOccurrences, programParticipants, programs } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import {
  CATEGORIES,
  churchWithPrograms,
  defaultProgramCategory,
  OCCURRENCES,
  PROGRAMS,
} from "./programs.test-support";

let t: TestApp;
let WORSHIP: number;
let PRAYER: number;
beforeAll(async () => {
  t = await startTestApp();
  WORSHIP = await defaultProgramCategory(t.db, "WORSHIP");
  PRAYER = await defaultProgramCategory(t.db, "PRAYER");
});
afterAll(() => t.close());

const today = () => todayIso(t.clock.now());
const occurrencesOf = (program: number) =>
  t.db.select().from(programOccurrences).where(eq(programOccurrences.program, program));
const weekly = (start = addDays(today(), -14)) => ({
  title: "Wednesday prayer meeting",
  category: PRAYER,
  location: "Main sanctuary",
  start_date: start,
  start_time: "18:30",
  duration_minutes: 90,
  recurrence: { frequency: "WEEKLY", weekdays: [] },
});

describe("planning and approving programs", () => {
  it("a church admin's program is approved at once, with its dates from the first to 12 months on", async () => {
    const { church, token } = await churchWithPrograms(t, { zone: "Europe/London" });
    const res = await t.call({ method: "POST", url: PROGRAMS, token, payload: weekly() });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      church: church.id,
      status: "APPROVED",
      time_zone: "Europe/London",
      category_name: "Prayer",
      recurrence_text: expect.stringMatching(/^Every week on /),
    });
    expect(body.rrule).toMatch(/^DTSTART;TZID=Europe\/London:\d{8}T183000\nRRULE:FREQ=WEEKLY/);
    const dates = await occurrencesOf(body.id);
    // The two weeks since the first date, and 52 or 53 weekly dates to a year on.
    expect(dates.length).toBeGreaterThanOrEqual(54);
    expect(dates.length).toBeLessThanOrEqual(56);
    expect(dates.map((d) => d.local_date).sort()[0]).toBe(addDays(today(), -14));
    expect(body.next_occurrence).not.toBeNull();
  });

  it("a secretary's program waits for a church admin before it is on the calendar", async () => {
    const { church, token: admin } = await churchWithPrograms(t);
    const { token: secretary } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    const created = await t.call({
      method: "POST",
      url: PROGRAMS,
      token: secretary,
      payload: weekly(today()),
    });
    expect(created.json().status).toBe("PENDING");
    const id = created.json().id;
    expect(await occurrencesOf(id)).toHaveLength(0);
    const pending = await t.call({ method: "GET", url: `${PROGRAMS}?status=PENDING`, token: admin });
    expect(pending.json().results.map((p: { id: number }) => p.id)).toEqual([id]);
    // The secretary may not approve it.
    const self = await t.call({ method: "POST", url: `${PROGRAMS}${id}/approve/`, token: secretary });
    expect(self.statusCode).toBe(403);
    const sentBack = await t.call({
      method: "POST",
      url: `${PROGRAMS}${id}/reject/`,
      token: admin,
      payload: { note: "Move it to Thursday." },
    });
    expect(sentBack.json()).toMatchObject({ status: "DRAFT", review_note: "Move it to Thursday." });
    const again = await t.call({ method: "POST", url: `${PROGRAMS}${id}/submit/`, token: secretary });
    expect(again.json().status).toBe("PENDING");
    const approved = await t.call({ method: "POST", url: `${PROGRAMS}${id}/approve/`, token: admin });
    expect(approved.json()).toMatchObject({ status: "APPROVED", reviewed_by_name: expect.any(String) });
    expect((await occurrencesOf(id)).length).toBeGreaterThan(50);
    const twice = await t.call({ method: "POST", url: `${PROGRAMS}${id}/approve/`, token: admin });
    expect(twice.statusCode).toBe(409);
  });

  it("keeps a draft off the calendar until it is submitted", async () => {
    const { token } = await churchWithPrograms(t);
    const res = await t.call({ method: "POST", url: PROGRAMS, token, payload: { ...weekly(), draft: true } });
    expect(res.json().status).toBe("DRAFT");
    expect(await occurrencesOf(res.json().id)).toHaveLength(0);
    const submitted = await t.call({ method: "POST", url: `${PROGRAMS}${res.json().id}/submit/`, token });
    expect(submitted.json().status).toBe("APPROVED");
  });

  it("previews the next five dates in the church's zone before saving", async () => {
    const { token } = await churchWithPrograms(t, { zone: "Europe/London" });
    const res = await t.call({
      method: "POST",
      url: `${PROGRAMS}preview/`,
      token,
      payload: { start_date: "2025-03-16", start_time: "10:00", recurrence: { frequency: "WEEKLY" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      time_zone: "Europe/London",
      recurrence_text: "Every week on Sunday",
      local: [
        "2025-03-16 10:00",
        "2025-03-23 10:00",
        "2025-03-30 10:00",
        "2025-04-06 10:00",
        "2025-04-13 10:00",
      ],
    });
    expect(res.json().dates[2]).toBe("2025-03-30T09:00:00.000Z");
  });
});

describe("generating dates", () => {
  it("makes nothing twice, and refuses windows over 3 years or 1,000 dates", async () => {
    const { token } = await churchWithPrograms(t);
    const id = (await t.call({ method: "POST", url: PROGRAMS, token, payload: weekly() })).json().id;
    const before = (await occurrencesOf(id)).length;
    const url = `${PROGRAMS}${id}/generate_occurrences/`;
    const already = await t.call({ method: "POST", url, token, payload: { from: addDays(today(), -14) } });
    expect(already.statusCode, already.body).toBe(200);
    expect(already.json()).toMatchObject({ created: 0 });
    const longer = { to: addDays(today(), 540) };
    const first = await t.call({ method: "POST", url, token, payload: longer });
    expect(first.json().created).toBeGreaterThanOrEqual(20);
    const second = await t.call({ method: "POST", url, token, payload: longer });
    expect(second.json()).toMatchObject({ created: 0 });
    expect((await occurrencesOf(id)).length).toBe(before + first.json().created);
    const tooLong = await t.call({ method: "POST", url, token, payload: { to: addDays(today(), 4 * 366) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toHaveProperty("to");
    const daily = await t.call({
      method: "POST",
      url: PROGRAMS,
      token,
      payload: { ...weekly(today()), recurrence: { frequency: "DAILY" } },
    });
    const many = await t.call({
      method: "POST",
      url: `${PROGRAMS}${daily.json().id}/generate_occurrences/`,
      token,
      payload: { to: addDays(today(), 3 * 365) },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().to[0]).toMatch(/more than 1,000 dates/);
  });

  it("a changed schedule remakes future dates still waiting and keeps past and recorded ones", async () => {
    const { church, token } = await churchWithPrograms(t);
    const id = (await t.call({ method: "POST", url: PROGRAMS, token, payload: weekly() })).json().id;
    await t.call({
      method: "POST",
      url: `${PROGRAMS}${id}/generate_occurrences/`,
      token,
      payload: { from: addDays(today(), -14) },
    });
    const all = (await occurrencesOf(id)).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
    const past = all.filter((o) => o.starts_at < t.clock.now());
    const future = all.filter((o) => o.starts_at > t.clock.now());
    const recorded = past[0];
    if (!recorded || !future[0] || !future[1]) throw new Error("dates expected");
    await t.call({
      method: "POST",
      url: `${OCCURRENCES}${recorded.id}/mark_accomplished/`,
      token,
      payload: { attendance: 31 },
    });
    // A future date with a guest speaker is called off rather than removed.
    await t.db.insert(programParticipants).values({
      church: church.id,
      program: id,
      occurrence: future[1].id,
      guest_name: "Guest",
      role: "SPEAKER",
    });
    const changed = await t.call({
      method: "PATCH",
      url: `${PROGRAMS}${id}/`,
      token,
      payload: { start_time: "19:00" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await occurrencesOf(id);
    const kept = after.find((o) => o.id === recorded.id);
    expect(kept).toMatchObject({ status: "ACCOMPLISHED", attendance: 31 });
    expect(after.filter((o) => o.starts_at < t.clock.now()).length).toBe(past.length);
    expect(after.find((o) => o.id === future[0]?.id)).toBeUndefined();
    expect(after.find((o) => o.id === future[1]?.id)).toMatchObject({ status: "CANCELLED" });
    const waiting = after.filter((o) => o.status === "SCHEDULED" && o.starts_at > t.clock.now());
    expect(waiting.length).toBeGreaterThan(50);
    expect(waiting.every((o) => o.starts_at.toISOString().slice(11, 16) === "19:00")).toBe(true);
  });

  it("cancelling a program calls off its dates still to come and keeps the rest", async () => {
    const { token } = await churchWithPrograms(t);
    const id = (await t.call({ method: "POST", url: PROGRAMS, token, payload: weekly() })).json().id;
    const res = await t.call({
      method: "POST",
      url: `${PROGRAMS}${id}/cancel/`,
      token,
      payload: { note: "The hall is being rebuilt." },
    });
    expect(res.json()).toMatchObject({ status: "CANCELLED", next_occurrence: null });
    const dates = await occurrencesOf(id);
    const future = dates.filter((o) => o.starts_at > t.clock.now());
    expect(future.length).toBeGreaterThan(50);
    expect(future.every((o) => o.status === "CANCELLED" && o.reason === "The hall is being rebuilt.")).toBe(
      true,
    );
    expect(dates.filter((o) => o.starts_at < t.clock.now()).every((o) => o.status === "SCHEDULED")).toBe(
      true,
    );
    const edit = await t.call({
      method: "PATCH",
      url: `${PROGRAMS}${id}/`,
      token,
      payload: { title: "New" },
    });
    expect(edit.statusCode).toBe(409);
  });
});

describe("bad input", () => {
  it("answers 400 on the field for schedules that cannot work", async () => {
    const { token } = await churchWithPrograms(t);
    const post = (recurrence: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      t.call({
        method: "POST",
        url: PROGRAMS,
        token,
        payload: { ...weekly("2030-03-03"), recurrence, ...extra },
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ frequency: "WEEKLY", interval: 0 }, "recurrence.interval"],
      [{ frequency: "WEEKLY", until: "2030-01-01" }, "recurrence.until"],
      [{ frequency: "WEEKLY", count: 1001 }, "recurrence.count"],
      [{ frequency: "WEEKLY", weekdays: ["MO"], until: "2030-03-03" }, "recurrence"],
      [{ frequency: "HOURLY" }, "recurrence.frequency"],
    ];
    for (const [recurrence, field] of cases) {
      const res = await post(recurrence);
      expect(res.statusCode, JSON.stringify(recurrence)).toBe(400);
      expect(Object.keys(res.json()), res.body).toContain(field);
    }
    const badTime = await post({ frequency: "NONE" }, { start_time: "25:00" });
    expect(badTime.json()).toHaveProperty("start_time");
  });

  it("another church's category, member or program answers 404 and writes nothing", async () => {
    const mine = await churchWithPrograms(t);
    const other = await churchWithPrograms(t);
    const theirCategory = await t.call({
      method: "POST",
      url: CATEGORIES,
      token: other.token,
      payload: { name: "Choir practice", color: "#123456" },
    });
    expect(theirCategory.statusCode, theirCategory.body).toBe(201);
    const theirMember = await makeMember(t.db, other.church.id);
    const count = async () =>
      (await t.db.select().from(programs).where(eq(programs.church, mine.church.id))).length;
    const before = await count();
    const withCategory = await t.call({
      method: "POST",
      url: PROGRAMS,
      token: mine.token,
      payload: { ...weekly(), category: theirCategory.json().id },
    });
    expect(withCategory.statusCode).toBe(404);
    const withMember = await t.call({
      method: "POST",
      url: PROGRAMS,
      token: mine.token,
      payload: { ...weekly(), coordinator: theirMember.id },
    });
    expect(withMember.statusCode).toBe(404);
    expect(await count()).toBe(before);
    const theirs = (
      await t.call({ method: "POST", url: PROGRAMS, token: other.token, payload: weekly() })
    ).json();
    for (const url of [`${PROGRAMS}${theirs.id}/`, `${PROGRAMS}${theirs.id}/generate_occurrences/`]) {
      const post = url.endsWith("generate_occurrences/");
      const res = await t.call({
        method: post ? "POST" : "GET",
        url,
        token: mine.token,
        payload: post ? {} : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("a church category may not take a national default's name; a super admin keeps the defaults", async () => {
    const { token } = await churchWithPrograms(t);
    const clash = await t.call({ method: "POST", url: CATEGORIES, token, payload: { name: "worship" } });
    expect(clash.json()).toHaveProperty("name");
    const national = await t.call({
      method: "PATCH",
      url: `${CATEGORIES}${WORSHIP}/`,
      token,
      payload: { color: "#000000" },
    });
    expect(national.statusCode).toBe(404);
    const choices = await t.call({ method: "GET", url: `${CATEGORIES}choices/`, token });
    expect(choices.json().map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["Worship", "Prayer", "Youth", "Outreach", "Conference", "Training"]),
    );
  });
});

describe("the calendar and the figures", () => {
  it("shows each day's dates in the church's zone with each category's colour, and counts outcomes", async () => {
    const { token } = await churchWithPrograms(t, { zone: "America/New_York" });
    // 23:00 in New York is the next day in UTC: the calendar puts it on its local day.
    const late = await t.call({
      method: "POST",
      url: PROGRAMS,
      token,
      payload: { ...weekly(addDays(today(), 3)), start_time: "23:00", recurrence: { frequency: "NONE" } },
    });
    const worship = await t.call({
      method: "POST",
      url: PROGRAMS,
      token,
      payload: {
        ...weekly(addDays(today(), 3)),
        title: "Sunday service",
        category: WORSHIP,
        start_time: "09:00",
        recurrence: { frequency: "NONE" },
      },
    });
    const day = addDays(today(), 3);
    const [year, month] = day.split("-").map(Number);
    const res = await t.call({
      method: "GET",
      url: `${PROGRAMS}calendar/?year=${year}&month=${month}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().time_zone).toBe("America/New_York");
    const cell = res.json().days.find((d: { date: string }) => d.date === day);
    expect(
      cell.occurrences.map((o: { program: number; local_time: string; category_color: string }) => [
        o.program,
        o.local_time,
        o.category_color,
      ]),
    ).toEqual([
      [worship.json().id, "09:00", "#1c7ed6"],
      [late.json().id, "23:00", "#7048e8"],
    ]);
    const stats = await t.call({ method: "GET", url: `${PROGRAMS}statistics/?year=${year}`, token });
    const rows = stats.json().rows.filter((r: { month: number }) => r.month === month);
    expect(rows.map((r: { category_name: string; planned: number }) => [r.category_name, r.planned])).toEqual(
      [
        ["Prayer", 1],
        ["Worship", 1],
      ],
    );
    const badMonth = await t.call({ method: "GET", url: `${PROGRAMS}calendar/?year=2030&month=13`, token });
    expect(badMonth.json()).toHaveProperty("month");
  });

  it("records who changed what: every outcome is in the audit log", async () => {
    const { token } = await churchWithPrograms(t);
    const id = (await t.call({ method: "POST", url: PROGRAMS, token, payload: weekly() })).json().id;
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "programs"), eq(auditLogs.object_id, String(id))));
    expect(rows.map((r) => r.action)).toContain("create");
  });
});
