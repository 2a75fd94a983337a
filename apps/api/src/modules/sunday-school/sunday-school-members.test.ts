import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { makeMember } from "../members/members.fixtures.test-support";
import { enroll, makeClass } from "./sunday-school.fixtures.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/churches/sunday-school-members/";

it("lists who is in which class by member name, filtered by class or member, within the church", async () => {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
  const juniors = await makeClass(t.db, church.id);
  const teens = await makeClass(t.db, church.id);
  const zara = await makeMember(t.db, church.id, { first_name: "Zara", last_name: "Yeboah" });
  const abena = await makeMember(t.db, church.id, { first_name: "Abena", last_name: "Addo" });
  await enroll(t.db, juniors, zara.id);
  await enroll(t.db, juniors, abena.id);
  await enroll(t.db, teens, abena.id);
  const other = await makeChurch(t.db);
  await enroll(t.db, await makeClass(t.db, other.id), (await makeMember(t.db, other.id)).id);

  const get = async (query: string) =>
    (await t.call({ method: "GET", url: `${URL}?${query}`, token })).json();
  const inJuniors = await get(`sunday_school=${juniors.id}`);
  expect(inJuniors.results.map((r: { member_name: string }) => r.member_name)).toEqual([
    "Abena Addo",
    "Zara Yeboah",
  ]);
  expect(inJuniors.results[0]).toMatchObject({ sunday_school: juniors.id, member: abena.id });
  const abenas = await get(`member=${abena.id}`);
  expect(abenas.results.map((r: { sunday_school: number }) => r.sunday_school).sort()).toEqual(
    [juniors.id, teens.id].sort(),
  );
  expect((await get("")).count).toBe(3);
});
