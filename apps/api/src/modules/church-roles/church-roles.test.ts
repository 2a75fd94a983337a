import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churchRoles } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = "/api/churches/roles/";

it("national defaults are read by every church and changed only by national officers", async () => {
  const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
  const created = await t.call({
    method: "POST",
    url: URL,
    token: national.token,
    payload: { church: null, name: "Elder", description: "Serves on the church council" },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ church: null, name: "Elder", is_active: true });
  const defaultId = created.json().id;

  const church = await makeChurch(t.db);
  const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const own = await t.call({ method: "POST", url: URL, token: admin.token, payload: { name: "Usher" } });
  expect(own.statusCode).toBe(201);
  expect(own.json().church).toBe(church.id);
  const names = (await t.call({ method: "GET", url: `${URL}?ordering=name`, token: admin.token }))
    .json()
    .results.map((r: { name: string }) => r.name);
  expect(names).toEqual(["Elder", "Usher"]);

  const patch = await t.call({
    method: "PATCH",
    url: `${URL}${defaultId}/`,
    token: admin.token,
    payload: { name: "Changed" },
  });
  expect(patch.statusCode).toBe(404);
  const [row] = await t.db.select().from(churchRoles).where(eq(churchRoles.id, defaultId));
  expect(row?.name).toBe("Elder");
  const shared = await t.call({
    method: "POST",
    url: URL,
    token: admin.token,
    payload: { church: null, name: "Bishop" },
  });
  expect(shared.statusCode).toBe(403);
});

it("names are unique within a church and among the defaults", async () => {
  const church = await makeChurch(t.db);
  const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const post = (payload: Record<string, unknown>, token = admin.token) =>
    t.call({ method: "POST", url: URL, token, payload });
  expect((await post({ name: "Choir Leader" })).statusCode).toBe(201);
  const again = await post({ name: "Choir Leader" });
  expect(again.json()).toEqual({ name: ["A record with this name already exists."] });
  const national = await signedInUser(t, { role: "SUPER_ADMIN" });
  expect((await post({ church: null, name: "Deacon" }, national.token)).statusCode).toBe(201);
  expect((await post({ church: null, name: "Deacon" }, national.token)).statusCode).toBe(400);
  const otherChurch = await makeChurch(t.db);
  const otherAdmin = await signedInUser(t, { role: "LOCAL_ADMIN", church: otherChurch });
  expect((await post({ name: "Choir Leader" }, otherAdmin.token)).statusCode).toBe(201);
});
