import { addDays, type EventType, todayIso } from "@cm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { eventAttendance } from "../../db/tables";
import { mondayOf } from "./attendance-trends.service";
import { makeEvent, makeMembers } from "./church-life.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/churches/events/attendance_trends/";

async function eventWith(
  church: number,
  startsAt: string,
  eventType: EventType,
  present: number[],
  visitors: number,
) {
  const event = await makeEvent(t.db, church, {
    starts_at: new Date(startsAt),
    event_type: eventType,
    visitor_count: visitors,
  });
  if (present.length > 0)
    await t.db.insert(eventAttendance).values(present.map((member) => ({ church, event: event.id, member })));
  return event;
}

it("mondayOf gives the ISO week's Monday", () => {
  expect(mondayOf("2026-02-08")).toBe("2026-02-02"); // a Sunday
  expect(mondayOf("2026-02-09")).toBe("2026-02-09"); // a Monday
  expect(mondayOf("2026-02-04")).toBe("2026-02-02");
});

describe("attendance_trends", () => {
  it("sums members present and visitors per ISO week and per event type", async () => {
    const region = await makeRegion(t.db);
    const church = await makeChurch(t.db, region.id);
    await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
    const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    const people = (await makeMembers(t.db, church.id, 3)).map((m) => m.id);
    await eventWith(church.id, "2026-02-01T23:30:00Z", "SERVICE", people, 50); // the week before
    await eventWith(church.id, "2026-02-04T18:00:00Z", "PRAYER", people.slice(0, 1), 0);
    await eventWith(church.id, "2026-02-08T09:00:00Z", "SERVICE", people, 4);
    await eventWith(church.id, "2026-02-09T00:30:00Z", "SERVICE", [], 2);
    await eventWith(church.id, "2026-02-15T09:00:00Z", "SERVICE", people.slice(1), 1);
    const other = await makeChurch(t.db, region.id);
    await eventWith(other.id, "2026-02-08T09:00:00Z", "SERVICE", [], 100);

    const res = await t.call({ method: "GET", url: `${URL}?from=2026-02-04&to=2026-02-15`, token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: "2026-02-02", to: "2026-02-15" });
    expect(body.weeks.map((w: { week_start: string }) => w.week_start)).toEqual(["2026-02-02", "2026-02-09"]);
    const [first, second] = body.weeks;
    expect(first).toMatchObject({ events: 2, members_present: 4, visitors: 4, total: 8 });
    expect(first.by_type.SERVICE).toEqual({ events: 1, members_present: 3, visitors: 4, total: 7 });
    expect(first.by_type.PRAYER).toEqual({ events: 1, members_present: 1, visitors: 0, total: 1 });
    expect(first.by_type.YOUTH).toEqual({ events: 0, members_present: 0, visitors: 0, total: 0 });
    expect(second).toMatchObject({ events: 2, members_present: 2, visitors: 3, total: 5 });
    expect(body.totals).toEqual({ events: 4, members_present: 6, visitors: 7, total: 13 });

    const prayer = await t.call({
      method: "GET",
      url: `${URL}?from=2026-02-02&to=2026-02-15&event_type=PRAYER`,
      token,
    });
    expect(prayer.json().totals).toEqual({ events: 1, members_present: 1, visitors: 0, total: 1 });

    // A regional officer sees the region's churches together, or one of them.
    const regional = await signedInUser(t, { role: "REGIONAL_SECRETARY", church });
    const both = await t.call({
      method: "GET",
      url: `${URL}?from=2026-02-02&to=2026-02-08`,
      token: regional.token,
    });
    expect(both.json().totals.visitors).toBe(104);
    const one = await t.call({
      method: "GET",
      url: `${URL}?from=2026-02-02&to=2026-02-08&church=${other.id}`,
      token: regional.token,
    });
    expect(one.json().totals).toEqual({ events: 1, members_present: 0, visitors: 100, total: 100 });
    // A church user cannot name another church.
    const foreign = await t.call({ method: "GET", url: `${URL}?church=${other.id}`, token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "not_found", detail: "This church was not found." });
  });

  it("covers the last 12 weeks by default and refuses a backwards or too long range", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const today = todayIso();
    await eventWith(church.id, `${today}T00:00:00Z`, "OUTREACH", [], 6);
    await eventWith(church.id, `${addDays(mondayOf(today), -7 * 12)}T12:00:00Z`, "OUTREACH", [], 1);

    const res = await t.call({ method: "GET", url: URL, token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.weeks).toHaveLength(12);
    expect(body.to).toBe(today);
    expect(body.from).toBe(addDays(mondayOf(today), -77));
    expect(body.weeks.at(-1).week_start).toBe(mondayOf(today));
    expect(body.totals).toMatchObject({ events: 1, visitors: 6 });

    const backwards = await t.call({ method: "GET", url: `${URL}?from=2026-03-01&to=2026-02-01`, token });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toHaveProperty("to");
    const long = await t.call({ method: "GET", url: `${URL}?from=2020-01-01&to=2026-01-01`, token });
    expect(long.statusCode).toBe(400);
    expect(long.json().from[0]).toContain("weeks");
    const junk = await t.call({ method: "GET", url: `${URL}?from=someday&event_type=PARTY`, token });
    expect(junk.statusCode).toBe(400);
    expect(Object.keys(junk.json()).sort()).toEqual(["event_type", "from"]);
  });
});
