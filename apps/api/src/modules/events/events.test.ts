import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, eventAttendance, events, subscriptions } from "../../db/tables";
import { makeEvent, makeMember, makeMembers } from "./church-life.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/churches/events/";

/** A church on a plan with every feature, and its local admin. */
async function subscribedChurch() {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  return { church, token };
}

const presentIds = async (event: number) =>
  (await t.db.select().from(eventAttendance).where(eq(eventAttendance.event, event)))
    .map((r) => r.member)
    .sort((a, b) => a - b);

describe("events", () => {
  it("are created in the caller's church with defaults, and validated field by field", async () => {
    const { church, token } = await subscribedChurch();
    const post = (payload: Record<string, unknown>) => t.call({ method: "POST", url: URL, token, payload });

    const ok = await post({ title: "Sunday service", starts_at: "2026-03-01T09:00:00Z" });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      church: church.id,
      event_type: "SERVICE",
      recurrence: "NONE",
      recurrence_until: null,
      ends_at: null,
      visitor_count: 0,
      attendance_count: 0,
      total_attendance: 0,
      starts_at: "2026-03-01T09:00:00.000Z",
    });

    const early = await post({
      title: "X",
      starts_at: "2026-03-01T09:00:00Z",
      ends_at: "2026-03-01T08:00:00Z",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ ends_at: ["The end must be after the start."] });

    const noUntil = await post({ title: "X", starts_at: "2026-03-01T09:00:00Z", recurrence: "WEEKLY" });
    expect(noUntil.json()).toEqual({ recurrence_until: ["Say until when a repeating event repeats."] });
    const untilBefore = await post({
      title: "X",
      starts_at: "2026-03-01T09:00:00Z",
      recurrence: "MONTHLY",
      recurrence_until: "2026-02-28",
    });
    expect(untilBefore.statusCode).toBe(400);
    expect(untilBefore.json()).toHaveProperty("recurrence_until");

    const bad = await post({ title: "", starts_at: "yesterday", event_type: "PARTY", visitor_count: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["event_type", "starts_at", "title", "visitor_count"]);
    expect(bad.json().event_type).toEqual(["Choose one of the options offered."]);

    const other = await makeChurch(t.db);
    const foreign = await post({ church: other.id, title: "X", starts_at: "2026-03-01T09:00:00Z" });
    // Another church named in the body is not found, as it would be in a path.
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.select().from(events).where(eq(events.church, other.id))).toEqual([]);
  });

  it("a partial update is checked against the stored event, and a one-off event drops its repeat end", async () => {
    const { token } = await subscribedChurch();
    const created = await t.call({
      method: "POST",
      url: URL,
      token,
      payload: {
        title: "Bible study",
        event_type: "BIBLE_STUDY",
        starts_at: "2026-03-04T18:00:00Z",
        recurrence: "WEEKLY",
        recurrence_until: "2026-06-30",
      },
    });
    expect(created.statusCode).toBe(201);
    const url = `${URL}${created.json().id}/`;
    const early = await t.call({ method: "PATCH", url, token, payload: { ends_at: "2026-03-04T17:00:00Z" } });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toHaveProperty("ends_at");
    const lateStart = await t.call({
      method: "PATCH",
      url,
      token,
      payload: { starts_at: "2026-07-01T18:00:00Z" },
    });
    expect(lateStart.json()).toHaveProperty("recurrence_until");
    const once = await t.call({ method: "PATCH", url, token, payload: { recurrence: "NONE" } });
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ recurrence: "NONE", recurrence_until: null });
  });

  it("filter by type and date range, search title and location, order by start or title", async () => {
    const { church, token } = await subscribedChurch();
    const a = await makeEvent(t.db, church.id, {
      title: "Youth rally",
      event_type: "YOUTH",
      starts_at: new Date("2026-02-10T15:00:00Z"),
      location: "Youth Centre",
    });
    const b = await makeEvent(t.db, church.id, {
      title: "All-night prayer",
      event_type: "PRAYER",
      starts_at: new Date("2026-02-20T22:00:00Z"),
    });
    const c = await makeEvent(t.db, church.id, {
      title: "Communion service",
      starts_at: new Date("2026-03-01T09:00:00Z"),
    });
    const ids = async (query: string) => {
      const res = await t.call({ method: "GET", url: `${URL}?${query}`, token });
      expect(res.statusCode).toBe(200);
      return res.json().results.map((e: { id: number }) => e.id);
    };
    expect(await ids("")).toEqual([c.id, b.id, a.id]);
    expect(await ids("ordering=starts_at")).toEqual([a.id, b.id, c.id]);
    expect(await ids("ordering=title")).toEqual([b.id, c.id, a.id]);
    expect(await ids("event_type=PRAYER")).toEqual([b.id]);
    expect(await ids("starts_at__gte=2026-02-15&starts_at__lte=2026-02-28")).toEqual([b.id]);
    expect(await ids("starts_at__lte=2026-02-20")).toEqual([b.id, a.id]);
    expect(await ids("search=youth centre")).toEqual([a.id]);
    expect(await ids("search=communion")).toEqual([c.id]);
    const bad = await t.call({ method: "GET", url: `${URL}?starts_at__gte=soon`, token });
    expect(bad.statusCode).toBe(400);
  });
});

describe("mark-attendance", () => {
  it("replaces the present list, records visitors, counts them and lists who came", async () => {
    const { church, token } = await subscribedChurch();
    const [m1, m2, m3] = await makeMembers(t.db, church.id, 3);
    if (!m1 || !m2 || !m3) throw new Error("members missing");
    const event = await makeEvent(t.db, church.id, { visitor_count: 2 });
    const url = `${URL}${event.id}/mark-attendance/`;

    const first = await t.call({
      method: "POST",
      url,
      token,
      payload: { members: [m1.id, m2.id, m2.id], visitor_count: 5 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: event.id,
      attendance_count: 2,
      visitor_count: 5,
      total_attendance: 7,
    });
    expect(await presentIds(event.id)).toEqual([m1.id, m2.id]);

    // The list is replaced: m1 leaves, m3 joins; visitors stay when not sent.
    const second = await t.call({ method: "POST", url, token, payload: { members: [m2.id, m3.id] } });
    expect(second.json()).toMatchObject({ attendance_count: 2, visitor_count: 5, total_attendance: 7 });
    expect(await presentIds(event.id)).toEqual([m2.id, m3.id]);

    const list = await t.call({ method: "GET", url: `${URL}?page_size=5`, token });
    expect(list.json().results[0]).toMatchObject({ id: event.id, attendance_count: 2, total_attendance: 7 });

    const who = await t.call({ method: "GET", url: `${URL}${event.id}/attendance/`, token });
    expect(who.statusCode).toBe(200);
    expect(who.json().map((r: { member: number }) => r.member)).toEqual([m2.id, m3.id]);
    expect(who.json()[0]).toMatchObject({ member_name: `${m2.first_name} ${m2.last_name}` });

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "mark-attendance"), eq(auditLogs.object_id, String(event.id))))
      .limit(1);
    expect(audit).toMatchObject({ resource: "events" });

    const cleared = await t.call({ method: "POST", url, token, payload: { members: [] } });
    expect(cleared.json()).toMatchObject({ attendance_count: 0, total_attendance: 5 });
    expect(await presentIds(event.id)).toEqual([]);
  });

  it("refuses members of another church, naming them, and changes nothing", async () => {
    const { church, token } = await subscribedChurch();
    const own = await makeMember(t.db, church.id);
    const event = await makeEvent(t.db, church.id, { visitor_count: 1 });
    await t.call({
      method: "POST",
      url: `${URL}${event.id}/mark-attendance/`,
      token,
      payload: { members: [own.id] },
    });
    const other = await makeChurch(t.db);
    const stranger = await makeMember(t.db, other.id);
    const payload = { members: [own.id, stranger.id, 99_999_999], visitor_count: 9 };

    const res = await t.call({ method: "POST", url: `${URL}${event.id}/mark-attendance/`, token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      members: [
        `These do not exist or are not of this church: ${stranger.id}, 99999999. Nothing was changed.`,
      ],
    });
    expect(await presentIds(event.id)).toEqual([own.id]);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.visitor_count).toBe(1);

    // A national officer reaches every church, yet an event still only takes its own church's members.
    const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const officer = await t.call({
      method: "POST",
      url: `${URL}${event.id}/mark-attendance/`,
      token: national.token,
      payload: { members: [stranger.id] },
    });
    expect(officer.statusCode).toBe(400);
    expect(officer.json().members[0]).toContain(String(stranger.id));
    expect(await presentIds(event.id)).toEqual([own.id]);

    const junk = await t.call({
      method: "POST",
      url: `${URL}${event.id}/mark-attendance/`,
      token,
      payload: { members: ["x"], extra: 1 },
    });
    expect(junk.statusCode).toBe(400);
    expect(Object.keys(junk.json()).sort()).toEqual(["extra", "members.0"]);
    const huge = await t.call({
      method: "POST",
      url: `${URL}${event.id}/mark-attendance/`,
      token,
      payload: { members: [99_999_999_999] },
    });
    expect(huge.statusCode).toBe(400);
    expect(await presentIds(event.id)).toEqual([own.id]);
  });

  it("another church's event answers 404 and stays unchanged", async () => {
    const { token } = await subscribedChurch();
    const other = await makeChurch(t.db);
    const event = await makeEvent(t.db, other.id);
    const member = await makeMember(t.db, other.id);
    const res = await t.call({
      method: "POST",
      url: `${URL}${event.id}/mark-attendance/`,
      token,
      payload: { members: [member.id] },
    });
    expect(res.statusCode).toBe(404);
    expect(await presentIds(event.id)).toEqual([]);
  });
});

describe("member-history", () => {
  it("lists the events a member attended, newest first, a page at a time, within reach", async () => {
    const { church, token } = await subscribedChurch();
    const member = await makeMember(t.db, church.id);
    const dates = ["2026-01-04", "2026-01-11", "2026-01-18"];
    const made = [];
    for (const d of dates) {
      const e = await makeEvent(t.db, church.id, { starts_at: new Date(`${d}T09:00:00Z`) });
      await t.db.insert(eventAttendance).values({ church: church.id, event: e.id, member: member.id });
      made.push(e);
    }
    await makeEvent(t.db, church.id, { starts_at: new Date("2026-01-25T09:00:00Z") });
    const url = `${URL}member-history/?member=${member.id}`;

    const page1 = await t.call({ method: "GET", url: `${url}&page_size=2`, token });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ count: 3, previous: null });
    expect(page1.json().next).toContain("page=2");
    expect(page1.json().results.map((r: { event: number }) => r.event)).toEqual([made[2]?.id, made[1]?.id]);
    expect(page1.json().results[0]).toMatchObject({
      starts_at: "2026-01-18T09:00:00.000Z",
      event_type: "SERVICE",
    });
    const page2 = await t.call({ method: "GET", url: `${url}&page_size=2&page=2`, token });
    expect(page2.json().results.map((r: { event: number }) => r.event)).toEqual([made[0]?.id]);
    const ranged = await t.call({
      method: "GET",
      url: `${url}&starts_at__gte=2026-01-10&starts_at__lte=2026-01-11`,
      token,
    });
    expect(ranged.json().count).toBe(1);

    const outsider = await subscribedChurch();
    const theirs = await t.call({ method: "GET", url, token: outsider.token });
    expect(theirs.json()).toMatchObject({ count: 0, results: [] });
    const missing = await t.call({ method: "GET", url: `${URL}member-history/`, token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty("member");
  });
});

describe("feature gates", () => {
  it("events need EVENT_MANAGEMENT; attendance needs ATTENDANCE_TRACKING as well", async () => {
    const church = await makeChurch(t.db);
    const plan = await makePlan(t.db, { MEMBER_MANAGEMENT: true });
    const subscription = await makeSubscription(t.db, church.id, plan.id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const event = await makeEvent(t.db, church.id);

    const list = await t.call({ method: "GET", url: URL, token });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: "feature_not_available", feature: "EVENT_MANAGEMENT" });

    const eventsOnly = await makePlan(t.db, { EVENT_MANAGEMENT: true });
    await t.db
      .update(subscriptions)
      .set({ plan: eventsOnly.id })
      .where(eq(subscriptions.id, subscription.id));
    t.app.featureGate.forget(church.id);
    expect((await t.call({ method: "GET", url: URL, token })).statusCode).toBe(200);
    const mark = await t.call({
      method: "POST",
      url: `${URL}${event.id}/mark-attendance/`,
      token,
      payload: { members: [] },
    });
    expect(mark.statusCode).toBe(403);
    expect(mark.json()).toMatchObject({ code: "feature_not_available", feature: "ATTENDANCE_TRACKING" });
    const trends = await t.call({ method: "GET", url: `${URL}attendance_trends/`, token });
    expect(trends.json()).toMatchObject({ feature: "ATTENDANCE_TRACKING" });

    const unsubscribed = await makeChurch(t.db);
    const stranger = await signedInUser(t, { role: "LOCAL_ADMIN", church: unsubscribed });
    const none = await t.call({ method: "GET", url: URL, token: stranger.token });
    expect(none.json()).toMatchObject({ code: "subscription_required", feature: "EVENT_MANAGEMENT" });
  });
});
