import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, churchLeadership, events, sundaySchoolClasses } from "../../db/tables";
import { seedChurchLife } from "./church-life.seed";
import { makeMembers } from "./church-life.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("seeds Grace Cathedral's events, leaders and Sunday school from its members, once", async () => {
  const region = await makeRegion(t.db);
  const [grace] = await t.db
    .insert(churches)
    .values({ name: "Grace Cathedral", region: region.id })
    .returning();
  if (!grace) throw new Error("church not created");
  expect(await seedChurchLife(t.db, "2026-03-04")).toBe(false);
  expect(await t.db.select().from(events)).toEqual([]);

  await makeMembers(t.db, grace.id, 30);
  expect(await seedChurchLife(t.db, "2026-03-04")).toBe(true);
  expect(await seedChurchLife(t.db, "2026-03-04")).toBe(false);

  await makeSubscription(t.db, grace.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: grace });
  const get = async (url: string) => {
    const res = await t.call({ method: "GET", url, token });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const trends = await get("/api/churches/events/attendance_trends/?to=2026-03-04");
  expect(trends.weeks).toHaveLength(12);
  expect(trends.totals.members_present).toBeGreaterThan(100);
  // Weeks run Monday to Sunday: this week's Sunday is still ahead, the eleven before each had one.
  const services = trends.weeks.map(
    (w: { by_type: { SERVICE: { events: number } } }) => w.by_type.SERVICE.events,
  );
  expect(services).toEqual([...Array(11).fill(1), 0]);
  const team = await get("/api/churches/church-leadership/current/");
  expect(team.map((l: { role_name: string }) => l.role_name).sort()).toEqual([
    "Choir Leader",
    "Deacon",
    "Elder",
    "Senior Pastor",
    "Usher",
    "Youth Leader",
  ]);
  expect(
    await t.db.select().from(churchLeadership).where(eq(churchLeadership.is_active, false)),
  ).toHaveLength(1);
  const classes = await get("/api/churches/sunday-schools/?ordering=name");
  expect(
    classes.results.map((c: { name: string; enrolled_count: number }) => [c.name, c.enrolled_count]),
  ).toEqual([
    ["Children's Class", 12],
    ["Youth Class", 11],
  ]);
  expect(await t.db.select().from(sundaySchoolClasses)).toHaveLength(2);
  const overview = await get(
    `/api/churches/sunday-schools/${classes.results[0].id}/attendance-overview/?to=2026-03-04`,
  );
  expect(overview.sessions).toHaveLength(8);
  expect(overview.average_rate).toBeGreaterThan(50);
});
