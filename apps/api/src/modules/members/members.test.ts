import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeUser, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, members } from "../../db/tables";
import { makeMember } from "./members.fixtures.test-support";
import { seedDemoMembers } from "./members.seed";
import { churchWithMembers, MEMBERS } from "./members.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const yearsAgo = (years: number, days = 0) =>
  addDays(`${Number(todayIso().slice(0, 4)) - years}${todayIso().slice(4)}`, days);

describe("CRUD", () => {
  it("creates a member in the caller's church, shows computed fields and never search_text, and audits it", async () => {
    const { church, token } = await churchWithMembers(t);
    const res = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: {
        first_name: " Ama ",
        last_name: "Mensah",
        other_names: "Serwaa",
        gender: "FEMALE",
        date_of_birth: yearsAgo(30),
        phone: "+233 24 412 3456",
        email: "ama@example.org",
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      church: church.id,
      first_name: "Ama",
      full_name: "Ama Serwaa Mensah",
      age: 30,
      is_active: true,
      marital_status: "",
      user: null,
    });
    expect(body).not.toHaveProperty("search_text");
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "members"), eq(auditLogs.object_id, String(body.id))));
    expect(audit?.action).toBe("create");

    const got = await t.call({ method: "GET", url: `${MEMBERS}${body.id}/`, token });
    expect(got.json()).toMatchObject({ id: body.id, age: 30 });
    const patched = await t.call({
      method: "PATCH",
      url: `${MEMBERS}${body.id}/`,
      token,
      payload: { category: "Women" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ category: "Women", phone: "+233 24 412 3456" });
    const deleted = await t.call({ method: "DELETE", url: `${MEMBERS}${body.id}/`, token });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(members).where(eq(members.id, body.id))).toEqual([]);
  });

  it("refuses future birth and baptism dates, bad e-mail, phone, gender, and unknown fields, in plain words", async () => {
    const { token } = await churchWithMembers(t);
    const res = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: {
        first_name: "",
        last_name: "Boateng",
        date_of_birth: addDays(todayIso(), 1),
        baptism_date: addDays(todayIso(), 3),
        email: "not-an-address",
        phone: "call me",
        gender: "X",
        marital_status: "ENGAGED",
        shoe_size: 44,
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.first_name).toEqual(["This field is required."]);
    expect(body.date_of_birth).toEqual(["The date of birth cannot be in the future."]);
    expect(body.baptism_date).toEqual(["The baptism date cannot be in the future."]);
    expect(body.email).toEqual(["Enter a valid e-mail address."]);
    expect(body.phone).toEqual(["Enter a valid phone number."]);
    expect(body.gender).toEqual(["Choose male or female, or leave it empty."]);
    expect(body.marital_status).toEqual(["Choose single, married, widowed or divorced, or leave it empty."]);
    expect(body.shoe_size).toBeDefined();
  });

  it("refuses a phone or e-mail another member of the church has, on that field; another church may reuse them", async () => {
    const { church, token } = await churchWithMembers(t);
    await makeMember(t.db, church.id, { phone: "0244000111", email: "Esi@Example.org" });
    const dup = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: { first_name: "Esi", last_name: "Ofori", phone: "0244000111", email: "esi@example.org" },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      phone: ["Another member of this church already has this phone number."],
      email: ["Another member of this church already has this e-mail address."],
    });
    const self = await makeMember(t.db, church.id, { phone: "0244000222" });
    const keep = await t.call({
      method: "PUT",
      url: `${MEMBERS}${self.id}/`,
      token,
      payload: { first_name: "Same", last_name: "Phone", phone: "0244000222" },
    });
    expect(keep.statusCode).toBe(200);

    const other = await churchWithMembers(t);
    const elsewhere = await t.call({
      method: "POST",
      url: MEMBERS,
      token: other.token,
      payload: { first_name: "Esi", last_name: "Ofori", phone: "0244000111", email: "esi@example.org" },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("links a user account only of the member's own church", async () => {
    const { church, token } = await churchWithMembers(t);
    const own = await makeUser(t.db, { role: "MEMBER", church });
    const ok = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: { first_name: "Yaw", last_name: "Darko", user: own.id },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user).toBe(own.id);

    const foreign = await makeUser(t.db, { role: "MEMBER", church: await makeChurch(t.db) });
    const refused = await t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: { first_name: "Yaw", last_name: "Darko", user: foreign.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty("user");

    // A national officer reaches both churches, but the account must still be the member's church's.
    const national = await signedInUser(t, { role: "SUPER_ADMIN" });
    const crossed = await t.call({
      method: "POST",
      url: MEMBERS,
      token: national.token,
      payload: { church: church.id, first_name: "Yaw", last_name: "Darko", user: foreign.id },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().user[0]).toBe(
      "Choose a user of this church: this one does not exist or belongs to another church.",
    );
  });
});

describe("list", () => {
  let token = "";
  let ids: Record<string, number> = {};
  beforeAll(async () => {
    const setup = await churchWithMembers(t);
    token = setup.token;
    const c = setup.church.id;
    const rows = {
      child: await makeMember(t.db, c, {
        first_name: "Kwabena",
        last_name: "Zuta",
        date_of_birth: yearsAgo(8),
        gender: "MALE",
        category: "Children",
        home_cell_fellowship: "North",
        home_cell_pastor: "Pastor Ofori",
      }),
      teen: await makeMember(t.db, c, {
        first_name: "Adwoa",
        last_name: "Yeboah",
        date_of_birth: yearsAgo(13),
        gender: "FEMALE",
        category: "Youth",
        home_cell_fellowship: "North",
        email: "adwoa.yeboah@example.org",
      }),
      adult: await makeMember(t.db, c, {
        first_name: "Nana",
        last_name: "Appiah",
        date_of_birth: yearsAgo(60, 1), // 59 until tomorrow
        gender: "FEMALE",
        category: "Women",
        home_cell_fellowship: "South",
        home_cell_pastor: "Pastor Quaye",
        phone: "+233 20 555 7788",
        is_active: false,
      }),
      elder: await makeMember(t.db, c, {
        first_name: "Kojo",
        last_name: "Badu",
        date_of_birth: yearsAgo(60),
        gender: "MALE",
        category: "Men",
        membership_date: todayIso(),
      }),
      unknown: await makeMember(t.db, c, { first_name: "Efua", last_name: "Cobbina" }),
    };
    ids = Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, r.id]));
    // Another church's member with the same names must never show.
    await makeMember(t.db, (await makeChurch(t.db)).id, { first_name: "Kwabena", last_name: "Zuta" });
  });

  const names = async (query: string) => {
    const res = await t.call({ method: "GET", url: `${MEMBERS}?${query}`, token });
    expect(res.statusCode).toBe(200);
    return (res.json().results as { id: number }[]).map((r) => r.id);
  };

  it("searches part of a name, phone or e-mail, in any case", async () => {
    expect(await names("search=WABEN")).toEqual([ids.child]);
    expect(await names("search=555 77")).toEqual([ids.adult]);
    expect(await names("search=yeboah@exam")).toEqual([ids.teen]);
    expect(await names("search=no-such-person")).toEqual([]);
  });

  it("searches within one church alike through its search index (three letters in a row) and without it", async () => {
    expect(await names("search=zut")).toEqual([ids.child]);
    expect(await names("search=zu")).toEqual([ids.child]);
    expect(await names("search=.yeb")).toEqual([ids.teen]);
    expect(await names("search=a.y")).toEqual([ids.teen]);
    expect(await names("search=zut&category=Children")).toEqual([ids.child]);
    expect(await names("search=zut&is_active=false")).toEqual([]);
    expect(await names("search=APPIAH&is_active=false")).toEqual([ids.adult]);

    // A national officer searches every church, or one church through its index.
    const national = await signedInUser(t, { role: "SUPER_ADMIN" });
    const found = async (query: string) =>
      (await t.call({ method: "GET", url: `${MEMBERS}?${query}`, token: national.token })).json().count;
    expect(await found("search=zuta")).toBe(2);
    const church = (await t.call({ method: "GET", url: `${MEMBERS}${ids.child}/`, token })).json().church;
    expect(await found(`search=zuta&church=${church}`)).toBe(1);
  });

  it("filters by category, home cell, pastor, activity, gender and birth dates", async () => {
    expect(await names("category=Youth")).toEqual([ids.teen]);
    expect(await names("home_cell_fellowship=North&ordering=first_name")).toEqual([ids.teen, ids.child]);
    expect(await names("home_cell_pastor=Pastor%20Quaye")).toEqual([ids.adult]);
    expect(await names("is_active=false")).toEqual([ids.adult]);
    expect((await names("gender=MALE")).sort()).toEqual([ids.child, ids.elder].sort());
    expect(await names(`date_of_birth__gte=${yearsAgo(10)}`)).toEqual([ids.child]);
  });

  it("filters by age band from the birth date, and refuses an unknown band", async () => {
    expect(await names("age_band=0-12")).toEqual([ids.child]);
    expect(await names("age_band=13-19")).toEqual([ids.teen]);
    expect(await names("age_band=36-59")).toEqual([ids.adult]);
    expect(await names("age_band=60%2B")).toEqual([ids.elder]);
    const res = await t.call({ method: "GET", url: `${MEMBERS}?age_band=old`, token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("age_band");
  });

  it("orders by last name by default and by the other keys on request", async () => {
    expect(await names("")).toEqual([ids.adult, ids.elder, ids.unknown, ids.teen, ids.child]);
    // Descending puts an unknown date first, as PostgreSQL does.
    expect(await names("ordering=-date_of_birth")).toEqual([
      ids.unknown,
      ids.child,
      ids.teen,
      ids.adult,
      ids.elder,
    ]);
    const bad = await t.call({ method: "GET", url: `${MEMBERS}?ordering=search_text`, token });
    expect(bad.statusCode).toBe(400);
  });

  it("statistics give the totals, by category, gender, age band and home cell, and new this month", async () => {
    const res = await t.call({ method: "GET", url: `${MEMBERS}statistics/`, token });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ total: 5, active: 4, inactive: 1 });
    // Created today (the elder's membership date is today too).
    expect(s.new_this_month).toBe(5);
    expect(s.by_category).toEqual(
      expect.arrayContaining([
        { value: "Youth", count: 1 },
        { value: "Children", count: 1 },
        { value: "", count: 1 },
      ]),
    );
    expect(s.by_gender).toEqual([
      { value: "FEMALE", count: 2 },
      { value: "MALE", count: 2 },
      { value: "", count: 1 },
    ]);
    expect(s.by_age_band).toEqual([
      { value: "0-12", count: 1 },
      { value: "13-19", count: 1 },
      { value: "20-35", count: 0 },
      { value: "36-59", count: 1 },
      { value: "60+", count: 1 },
      { value: "", count: 1 },
    ]);
    expect(s.by_home_cell).toEqual([
      { value: "", count: 2 },
      { value: "North", count: 2 },
      { value: "South", count: 1 },
    ]);
  });

  it("lists the categories, home cells and pastors in use in the church", async () => {
    const get = async (action: string) =>
      (await t.call({ method: "GET", url: `${MEMBERS}${action}/`, token })).json();
    expect(await get("categories")).toEqual(["Children", "Men", "Women", "Youth"]);
    expect(await get("home_cell_fellowships")).toEqual(["North", "South"]);
    expect(await get("home_cell_pastors")).toEqual(["Pastor Ofori", "Pastor Quaye"]);
    // The list's filter menus take all three in one call.
    expect(await get("filter_choices")).toEqual({
      categories: ["Children", "Men", "Women", "Youth"],
      home_cell_fellowships: ["North", "South"],
      home_cell_pastors: ["Pastor Ofori", "Pastor Quaye"],
    });
  });
});

describe("an officer working on a church", () => {
  it("a regional officer reads and adds members of a church of their region, and gets 404 for another region's", async () => {
    const { church: mine } = await churchWithMembers(t);
    const { church: elsewhere } = await churchWithMembers(t);
    await makeMember(t.db, elsewhere.id, { first_name: "Kept", last_name: "Elsewhere" });
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: mine });

    const own = await t.call({ method: "GET", url: `${MEMBERS}?church=${mine.id}`, token });
    expect(own.statusCode).toBe(200);
    const added = await t.call({
      method: "POST",
      url: `${MEMBERS}?church=${mine.id}`,
      token,
      payload: { first_name: "Yaw", last_name: "Regional", church: mine.id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().church).toBe(mine.id);

    const other = await t.call({ method: "GET", url: `${MEMBERS}?church=${elsewhere.id}`, token });
    expect(other.statusCode).toBe(404);
    const write = await t.call({
      method: "POST",
      url: `${MEMBERS}?church=${elsewhere.id}`,
      token,
      payload: { first_name: "Not", last_name: "Written", church: elsewhere.id },
    });
    expect(write.statusCode, write.body).toBe(404);
    const written = await t.db.select().from(members).where(eq(members.church, elsewhere.id));
    expect(written.map((m) => m.last_name)).toEqual(["Elsewhere"]);
  });
});

describe("feature gate", () => {
  it("a church whose plan lacks member management gets 403 feature_not_available on every members route", async () => {
    const { church, token } = await churchWithMembers(t, { EVENT_MANAGEMENT: true });
    const member = await makeMember(t.db, church.id);
    for (const [method, url] of [
      ["GET", MEMBERS],
      ["GET", `${MEMBERS}${member.id}/`],
      ["GET", `${MEMBERS}statistics/`],
      ["GET", `${MEMBERS}template/`],
      ["GET", `${MEMBERS}export/`],
      ["POST", `${MEMBERS}bulk_activate/`],
      ["POST", `${MEMBERS}import/`],
    ] as const) {
      const res = await t.call({
        method,
        url,
        token,
        payload: method === "POST" ? { ids: [member.id] } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: "feature_not_available", feature: "MEMBER_MANAGEMENT" });
    }
  });
});

it("the demo seed gives each church valid members: 60 for the first church, 15 for the others", async () => {
  const first = await churchWithMembers(t);
  const second = await makeChurch(t.db);
  await seedDemoMembers(t.db, [first.church.id, second.id]);
  const res = await t.call({ method: "GET", url: `${MEMBERS}statistics/`, token: first.token });
  const s = res.json();
  expect(s.total).toBe(60);
  expect(s.by_category.map((c: { value: string }) => c.value).sort()).toEqual([
    "Children",
    "Elders",
    "Men",
    "Women",
    "Youth",
  ]);
  expect(s.by_home_cell).toHaveLength(4);
  expect(await t.db.select().from(members).where(eq(members.church, second.id))).toHaveLength(15);
});
