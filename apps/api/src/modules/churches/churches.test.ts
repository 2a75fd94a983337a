import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("mine/ answers the signed-in user's church, and a clear 404 without one", async () => {
  const church = await makeChurch(t.db);
  const member = await signedInUser(t, { role: "MEMBER", church });
  const res = await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: member.token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id: church.id, name: church.name });
  const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const none = await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: national.token });
  expect(none.statusCode).toBe(404);
  expect(none.json().detail).toContain("not linked to a church");
});

it("national officers create churches; church admins update their own", async () => {
  const region = await makeRegion(t.db);
  const national = await signedInUser(t, { role: "NATIONAL_CORRESPONDENT" });
  const payload = {
    name: "St. Peter's",
    region: region.id,
    city: "Ho",
    email: "office@stpeters.example.org",
  };
  const created = await t.call({
    method: "POST",
    url: "/api/churches/churches/",
    token: national.token,
    payload,
  });
  expect(created.statusCode).toBe(201);
  const church = created.json();
  expect(church).toMatchObject({
    name: "St. Peter's",
    region: region.id,
    is_active: true,
    founded_date: null,
  });

  const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const url = `/api/churches/churches/${church.id}/`;
  const patched = await t.call({
    method: "PATCH",
    url,
    token: admin.token,
    payload: { pastor_name: "Rev. Ama" },
  });
  expect(patched.json()).toMatchObject({ pastor_name: "Rev. Ama", city: "Ho" });
  const badEmail = await t.call({
    method: "PATCH",
    url,
    token: admin.token,
    payload: { email: "not-an-email" },
  });
  expect(badEmail.statusCode).toBe(400);
  expect(badEmail.json().email).toEqual(["Enter a valid e-mail address."]);
});

it("lists only the churches of the caller's region for regional officers, with search", async () => {
  const region = await makeRegion(t.db);
  const mine = await makeChurch(t.db, region.id);
  await makeChurch(t.db);
  const officer = await signedInUser(t, { role: "REGIONAL_SECRETARY", church: mine });
  const res = await t.call({
    method: "GET",
    url: "/api/churches/churches/?ordering=name",
    token: officer.token,
  });
  expect(res.json().results.map((c: { id: number }) => c.id)).toEqual([mine.id]);
  const search = await t.call({
    method: "GET",
    url: `/api/churches/churches/?search=${mine.name.slice(0, 9)}`,
    token: officer.token,
  });
  expect(search.json().count).toBe(1);
});
