import { todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { sundaySchoolClasses, sundaySchoolEnrollments } from "../../db/tables";
import { makeMember, makeMembers } from "../events/church-life.test-support";
import { enroll, makeClass } from "./sunday-school.fixtures.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CLASSES = "/api/churches/sunday-schools/";
const ENROLLMENTS = "/api/churches/sunday-school-enrollments/";

async function subscribedChurch() {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
  return { church, token };
}

const enrolledIds = async (classId: number) =>
  (
    await t.db
      .select()
      .from(sundaySchoolEnrollments)
      .where(eq(sundaySchoolEnrollments.sunday_school, classId))
  )
    .map((e) => e.member)
    .sort((a, b) => a - b);

describe("classes", () => {
  it("are created in the caller's church with a teacher of that church, and names are unique per church", async () => {
    const { church, token } = await subscribedChurch();
    const teacher = await makeMember(t.db, church.id, { first_name: "Esi", last_name: "Boateng" });
    const post = (payload: Record<string, unknown>, as = token) =>
      t.call({ method: "POST", url: CLASSES, token: as, payload });

    const res = await post({ name: "Juniors", min_age: 6, max_age: 9, teacher: teacher.id, room: "Room 2" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      church: church.id,
      name: "Juniors",
      teacher_name: "Esi Boateng",
      enrolled_count: 0,
      session_count: 0,
      is_active: true,
    });
    const again = await post({ name: "Juniors" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ["A record with this name already exists."] });
    const elsewhere = await subscribedChurch();
    expect((await post({ name: "Juniors" }, elsewhere.token)).statusCode).toBe(201);

    const ages = await post({ name: "Odd", min_age: 10, max_age: 5 });
    expect(ages.json()).toEqual({ max_age: ["The oldest age cannot be below the youngest age."] });
    const patch = await t.call({
      method: "PATCH",
      url: `${CLASSES}${res.json().id}/`,
      token,
      payload: { min_age: 12 },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toHaveProperty("max_age");
    const stranger = await makeMember(t.db, elsewhere.church.id);
    const foreignTeacher = await post({ name: "Teens", teacher: stranger.id });
    expect(foreignTeacher.json()).toEqual({
      teacher: ["Choose a teacher of this church: this one does not exist or belongs to another church."],
    });
    const foreignChurch = await post({ name: "Teens", church: elsewhere.church.id });
    expect(foreignChurch.statusCode).toBe(404);
    const junk = await post({ name: " ", min_age: -1, teacher: "abc", colour: "red" });
    expect(Object.keys(junk.json()).sort()).toEqual(["colour", "min_age", "name", "teacher"]);
    const names = (
      await t.db.select().from(sundaySchoolClasses).where(eq(sundaySchoolClasses.church, church.id))
    ).map((c) => c.name);
    expect(names).toEqual(["Juniors"]);
  });

  it("enroll-members adds members of the church, skips those enrolled and refuses strangers by id", async () => {
    const { church, token } = await subscribedChurch();
    const klass = await makeClass(t.db, church.id);
    const [a, b, c] = await makeMembers(t.db, church.id, 3);
    if (!a || !b || !c) throw new Error("members missing");
    await enroll(t.db, klass, a.id);
    const url = `${CLASSES}${klass.id}/enroll-members/`;

    const res = await t.call({ method: "POST", url, token, payload: { members: [a.id, b.id, b.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sunday_school: klass.id, added: 1, already_enrolled: 1, enrolled_count: 2 });

    await t.db
      .update(sundaySchoolEnrollments)
      .set({ is_active: false })
      .where(eq(sundaySchoolEnrollments.member, b.id));
    const back = await t.call({ method: "POST", url, token, payload: { members: [b.id, c.id] } });
    expect(back.json()).toEqual({
      sunday_school: klass.id,
      added: 2,
      already_enrolled: 0,
      enrolled_count: 3,
    });

    const other = await makeChurch(t.db);
    const stranger = await makeMember(t.db, other.id);
    const d = await makeMember(t.db, church.id);
    const refused = await t.call({ method: "POST", url, token, payload: { members: [d.id, stranger.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      members: [`These do not exist or are not of this church: ${stranger.id}. Nothing was changed.`],
    });
    expect(await enrolledIds(klass.id)).toEqual([a.id, b.id, c.id]);
    const empty = await t.call({ method: "POST", url, token, payload: { members: [] } });
    expect(empty.json()).toEqual({ members: ["Choose at least one member."] });

    const shown = await t.call({ method: "GET", url: `${CLASSES}${klass.id}/`, token });
    expect(shown.json().enrolled_count).toBe(3);
  });
});

describe("enrollments", () => {
  it("take their church from the class, refuse duplicates and members or classes of another church", async () => {
    const { church, token } = await subscribedChurch();
    const klass = await makeClass(t.db, church.id, { name: "Adults" });
    const member = await makeMember(t.db, church.id);
    const post = (payload: Record<string, unknown>, as = token) =>
      t.call({ method: "POST", url: ENROLLMENTS, token: as, payload });

    const res = await post({ sunday_school: klass.id, member: member.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      church: church.id,
      sunday_school: klass.id,
      sunday_school_name: "Adults",
      member_name: `${member.first_name} ${member.last_name}`,
      enrolled_on: todayIso(),
      is_active: true,
    });
    const twice = await post({ sunday_school: klass.id, member: member.id });
    expect(twice.json()).toEqual({ member: ["This member is already enrolled in this class."] });

    const other = await makeChurch(t.db);
    const theirClass = await makeClass(t.db, other.id);
    const theirMember = await makeMember(t.db, other.id);
    expect((await post({ sunday_school: theirClass.id, member: member.id })).json()).toHaveProperty(
      "sunday_school",
    );
    expect((await post({ sunday_school: klass.id, member: theirMember.id })).json()).toEqual({
      member: ["Choose a valid member: this one does not exist or is not yours to use."],
    });
    const officer = await signedInUser(t, { role: "SUPER_ADMIN" });
    const mismatch = await post(
      { church: other.id, sunday_school: klass.id, member: member.id },
      officer.token,
    );
    // Every reference of the row must belong to the church it names.
    expect(mismatch.json()).toEqual({
      member: ["Choose a member of this church: this one does not exist or belongs to another church."],
      sunday_school: [
        "Choose a sunday school of this church: this one does not exist or belongs to another church.",
      ],
    });
    const crossed = await post({ sunday_school: klass.id, member: theirMember.id }, officer.token);
    expect(crossed.json()).toHaveProperty("member");
    expect(await enrolledIds(klass.id)).toEqual([member.id]);
    expect(await enrolledIds(theirClass.id)).toEqual([]);

    const paused = await t.call({
      method: "PATCH",
      url: `${ENROLLMENTS}${res.json().id}/`,
      token,
      payload: { is_active: false },
    });
    expect(paused.json()).toMatchObject({ is_active: false, member: member.id });
    const list = await t.call({
      method: "GET",
      url: `${ENROLLMENTS}?sunday_school=${klass.id}&is_active=false`,
      token,
    });
    expect(list.json().results.map((e: { id: number }) => e.id)).toEqual([res.json().id]);
  });

  it("bulk-enroll enrolls several members in one class, within the church", async () => {
    const { church, token } = await subscribedChurch();
    const klass = await makeClass(t.db, church.id);
    const people = await makeMembers(t.db, church.id, 3);
    const url = `${ENROLLMENTS}bulk-enroll/`;
    const res = await t.call({
      method: "POST",
      url,
      token,
      payload: { sunday_school: klass.id, members: people.map((p) => p.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sunday_school: klass.id, added: 3, already_enrolled: 0, enrolled_count: 3 });
    const other = await makeChurch(t.db);
    const theirClass = await makeClass(t.db, other.id);
    const foreign = await t.call({
      method: "POST",
      url,
      token,
      payload: { sunday_school: theirClass.id, members: [people[0]?.id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty("sunday_school");
    expect(await enrolledIds(theirClass.id)).toEqual([]);
    const byMember = await t.call({ method: "GET", url: `${ENROLLMENTS}?member=${people[1]?.id}`, token });
    expect(byMember.json().count).toBe(1);
  });

  it("are searched by the member's name, phone or e-mail and ordered by member name", async () => {
    const { church, token } = await subscribedChurch();
    const klass = await makeClass(t.db, church.id);
    const person = (first_name: string, last_name: string, values: Record<string, string> = {}) =>
      makeMember(t.db, church.id, { first_name, last_name, ...values });
    const zoe = await person("Zoe", "Quartey", { phone: "0244 551 907" });
    const abena = await person("abena", "Quartey", { email: "Abena.Q@example.org" });
    const kwame = await person("Kwame", "Boateng");
    for (const m of [zoe, abena, kwame]) await enroll(t.db, klass, m.id);
    // Another church's Quartey, enrolled in its own class, never shows.
    const other = await makeChurch(t.db);
    await enroll(
      t.db,
      await makeClass(t.db, other.id),
      (await makeMember(t.db, other.id, { last_name: "Quartey" })).id,
    );

    const members = async (query: string) => {
      const res = await t.call({
        method: "GET",
        url: `${ENROLLMENTS}?sunday_school=${klass.id}&${query}`,
        token,
      });
      expect(res.statusCode).toBe(200);
      return res.json().results.map((e: { member_name: string }) => e.member_name);
    };
    expect(await members("search=QUARTEY&ordering=member_name")).toEqual(["abena Quartey", "Zoe Quartey"]);
    expect(await members("search=551 907")).toEqual(["Zoe Quartey"]);
    expect(await members("search=abena.q@EXAMPLE")).toEqual(["abena Quartey"]);
    expect(await members("search=100%")).toEqual([]);
    expect(await members("ordering=-member_name")).toEqual(["Zoe Quartey", "Kwame Boateng", "abena Quartey"]);
    const everywhere = await t.call({ method: "GET", url: `${ENROLLMENTS}?search=quartey`, token });
    expect(everywhere.json().count).toBe(2);
    const bad = await t.call({ method: "GET", url: `${ENROLLMENTS}?ordering=member_search`, token });
    expect(bad.statusCode).toBe(400);
  });
});

it("Sunday school needs SUNDAY_SCHOOL in the church's plan", async () => {
  const church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db, { EVENT_MANAGEMENT: true })).id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const klass = await makeClass(t.db, church.id);
  for (const url of [
    CLASSES,
    ENROLLMENTS,
    "/api/churches/sunday-school-sessions/",
    "/api/churches/sunday-school-attendance/session-summary/?session=1",
    `${CLASSES}${klass.id}/attendance-overview/`,
  ]) {
    const res = await t.call({ method: "GET", url, token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "feature_not_available", feature: "SUNDAY_SCHOOL" });
  }
  const post = await t.call({ method: "POST", url: CLASSES, token, payload: { name: "Teens" } });
  expect(post.statusCode).toBe(403);
});
