import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, eventAttendance, events } from "../../db/tables";
import { makeEvent, makeMembers } from "./church-life.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Events whose kept count of members present differs from their marks (none, when it is exact). */
async function mismatches() {
  const result = await t.db.execute(sql`select e.id, e.present_count,
      (select count(*) from event_attendance a where a.event_id = e.id)::int as marks
    from events e
    where e.present_count <> (select count(*) from event_attendance a where a.event_id = e.id)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const presentCount = async (event: number) =>
  (await t.db.select({ n: events.present_count }).from(events).where(eq(events.id, event)))[0]?.n;

it("an event's count of members present stays equal to its marks through every kind of write", async () => {
  const church = await makeChurch(t.db);
  const other = await makeChurch(t.db);
  const m = await makeMembers(t.db, church.id, 6);
  const ids = m.map((member) => member.id);
  const [e1, e2, e3] = [
    await makeEvent(t.db, church.id),
    await makeEvent(t.db, church.id),
    await makeEvent(t.db, other.id),
  ];
  const mark = (event: number, member: number) => ({ church: church.id, event, member });

  // One mark, then several events' marks in one statement.
  await t.db.insert(eventAttendance).values(mark(e1.id, ids[0] ?? 0));
  await t.db
    .insert(eventAttendance)
    .values([
      mark(e1.id, ids[1] ?? 0),
      mark(e1.id, ids[2] ?? 0),
      mark(e2.id, ids[0] ?? 0),
      mark(e2.id, ids[3] ?? 0),
    ]);
  expect([await presentCount(e1.id), await presentCount(e2.id), await presentCount(e3.id)]).toEqual([
    3, 2, 0,
  ]);
  // A mark already there adds nothing.
  await t.db
    .insert(eventAttendance)
    .values([mark(e1.id, ids[0] ?? 0), mark(e1.id, ids[4] ?? 0)])
    .onConflictDoNothing();
  expect(await presentCount(e1.id)).toBe(4);
  expect(await mismatches()).toEqual([]);

  // Marks moved to another event, one and several at once; a change that keeps the event changes nothing.
  await t.db
    .update(eventAttendance)
    .set({ event: e2.id })
    .where(and(eq(eventAttendance.event, e1.id), eq(eventAttendance.member, ids[4] ?? 0)));
  await t.db
    .update(eventAttendance)
    .set({ event: e3.id })
    .where(
      and(eq(eventAttendance.event, e2.id), inArray(eventAttendance.member, [ids[0] ?? 0, ids[3] ?? 0])),
    );
  await t.db
    .update(eventAttendance)
    .set({ member: ids[5] ?? 0 })
    .where(and(eq(eventAttendance.event, e1.id), eq(eventAttendance.member, ids[2] ?? 0)));
  expect([await presentCount(e1.id), await presentCount(e2.id), await presentCount(e3.id)]).toEqual([
    3, 1, 2,
  ]);
  expect(await mismatches()).toEqual([]);

  // Marks deleted, an event moved to another church (its count goes with it), an event deleted
  // (its marks go with it) and a church deleted.
  await t.db.delete(eventAttendance).where(eq(eventAttendance.member, ids[1] ?? 0));
  expect(await presentCount(e1.id)).toBe(2);
  await t.db.update(events).set({ church: other.id }).where(eq(events.id, e1.id));
  expect(await presentCount(e1.id)).toBe(2);
  await t.db.delete(events).where(eq(events.id, e2.id));
  await t.db.delete(churches).where(eq(churches.id, other.id));
  expect(await mismatches()).toEqual([]);
  expect(
    (
      await t.db
        .select()
        .from(events)
        .where(inArray(events.id, [e1.id, e2.id, e3.id]))
    ).length,
  ).toBe(0);
});

it("counts the marks of mark-attendance in the church's statistics, also when officers mark at once", async () => {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const ids = (await makeMembers(t.db, church.id, 8)).map((member) => member.id);
  const service = await makeEvent(t.db, church.id, { starts_at: new Date("2025-02-02T09:00:00Z") });
  const mark = (members: number[], visitor_count?: number) =>
    t.call({
      method: "POST",
      url: `/api/churches/events/${service.id}/mark-attendance/`,
      token,
      payload: { members, visitor_count },
    });
  // Lists that overlap, sent together: whichever is last, the count is its own.
  const lists = [ids.slice(0, 5), ids.slice(2, 8), ids.slice(1, 3), ids, ids.slice(4, 6)];
  for (const res of await Promise.all(lists.map((list) => mark(list)))) expect(res.statusCode).toBe(200);
  expect(await mismatches()).toEqual([]);
  expect((await mark(ids.slice(0, 3), 4)).statusCode).toBe(200);
  expect(await presentCount(service.id)).toBe(3);

  const res = await t.call({
    method: "GET",
    url: `/api/churches/churches/${church.id}/statistics/?period=custom&date_from=2025-01-01&date_to=2025-03-31`,
    token,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().figures.attendance).toMatchObject({
    events_held: { value: 1, previous: 0 },
    by_week: [{ week: "2025-01-27", attendance: 7 }],
  });
});
