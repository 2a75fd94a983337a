import { afterAll, beforeAll, expect, it } from "vitest";
import { makeBranch, makeChurch, makeRegion, makeUser, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("lists regions to anyone, signed in or not", async () => {
  const region = await makeRegion(t.db);
  const res = await t.call({ method: "GET", url: `/api/regions/?country=${region.country}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().results).toEqual([expect.objectContaining({ id: region.id, name: region.name })]);
  expect((await t.call({ method: "GET", url: `/api/regions/${region.id}/` })).statusCode).toBe(200);
});

it("analytics count the region's churches, branches, seats and people", async () => {
  const region = await makeRegion(t.db);
  const other = await makeRegion(t.db);
  const a = await makeChurch(t.db, region.id);
  const b = await makeChurch(t.db, region.id);
  await t.db.insert(churches).values({ name: "Closed church", region: region.id, is_active: false });
  const elsewhere = await makeChurch(t.db, other.id);
  await makeBranch(t.db, a.id, { capacity: 200, occupancy: 150 });
  await makeBranch(t.db, b.id, { capacity: 100, occupancy: 40 });
  await makeBranch(t.db, elsewhere.id, { capacity: 999, occupancy: 999 });
  await makeUser(t.db, { role: "MEMBER", church: a });
  await makeUser(t.db, { role: "MEMBER", church: elsewhere });
  const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: a });

  const res = await t.call({ method: "GET", url: `/api/regions/${region.id}/analytics/`, token });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    region: region.id,
    churches: 3,
    active_churches: 2,
    branches: 2,
    users: 2, // the member of church a and the regional admin
    seating_capacity: 300,
    occupancy: 190,
  });
  const foreign = await t.call({ method: "GET", url: `/api/regions/${other.id}/analytics/`, token });
  expect(foreign.statusCode).toBe(404);
});

it("only national officers create regions, and names are unique within a country", async () => {
  const region = await makeRegion(t.db);
  const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
  const payload = { name: "Volta", country: region.country };
  const created = await t.call({ method: "POST", url: "/api/regions/", token, payload });
  expect(created.statusCode).toBe(201);
  const again = await t.call({ method: "POST", url: "/api/regions/", token, payload });
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ name: ["A record with this name already exists."] });
  const missing = await t.call({
    method: "POST",
    url: "/api/regions/",
    token,
    payload: { name: "X", country: 999999 },
  });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toHaveProperty("country");
});
