import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let token: string;
let church: { id: number; region: number };
beforeAll(async () => {
  t = await startTestApp();
  church = await makeChurch(t.db);
  await makeSubscription(t.db, church.id, (await makePlan(t.db)).id);
  token = (await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true })).token;
});
afterAll(() => t.close());

describe("bad input gets a clear 4xx, never a server error", () => {
  it("a NUL character in a text field is refused on that field, and nothing is stored", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/churches/members/",
      token,
      payload: { first_name: "Ama\u0000", last_name: "Mensah" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: ["This field cannot contain the NUL character."] });
    const list = await t.call({ method: "GET", url: "/api/churches/members/", token });
    expect(list.json().count).toBe(0);
    const nested = await t.call({
      method: "POST",
      url: "/api/churches/members/bulk_change_home_cell/",
      token,
      payload: { ids: [1], home_cell_fellowship: "North\u0000" },
    });
    expect(nested.json()).toEqual({ home_cell_fellowship: ["This field cannot contain the NUL character."] });
  });

  it("a NUL character in a search is refused too", async () => {
    const res = await t.call({ method: "GET", url: "/api/churches/members/?search=a%00b", token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("search");
  });

  it("ids are plain decimal numbers: 0x4 and 4e0 are not the church 4", async () => {
    for (const spelling of ["0x4", "4e0", "04", "+4", "4.0"]) {
      const res = await t.call({ method: "GET", url: `/api/churches/churches/${spelling}/`, token });
      expect(res.statusCode, spelling).toBe(404);
    }
    const filtered = await t.call({ method: "GET", url: "/api/churches/members/?church=0x4", token });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json()).toHaveProperty("church");
    const body = await t.call({
      method: "POST",
      url: "/api/churches/members/",
      token,
      payload: { first_name: "Kofi", last_name: "Boateng", church: "0x1" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toHaveProperty("church");
    const decimal = await t.call({
      method: "GET",
      url: `/api/churches/members/statistics/?church=${church.id}`,
      token,
    });
    expect(decimal.statusCode).toBe(200);
  });

  it("a body nested deeper than 64 levels is refused with 400 before sign-in, not a server error", async () => {
    const deep = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
    const res = await t.call({
      method: "POST",
      url: "/api/auth/login/",
      headers: { "content-type": "application/json" },
      payload: `{"username":"ama","password":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ["The request is nested too deeply (more than 64 levels). Send a simpler body."],
    });
    // 64 levels are still read (and answered by the route's own validation).
    const fine = `${"[".repeat(63)}${"]".repeat(63)}`;
    const ok = await t.call({
      method: "POST",
      url: "/api/auth/login/",
      headers: { "content-type": "application/json" },
      payload: `{"username":"ama","password":${fine}}`,
    });
    expect(ok.statusCode).toBe(400);
    expect(ok.json()).toHaveProperty("password");
  });

  it("numbers in query strings are plain decimals: hex, exponents, signs, spaces and fractions are refused", async () => {
    const members = "/api/churches/members/";
    for (const spelling of ["0x2", "1e3", "+2", "%202", "2.0", "", "-1", "0"]) {
      for (const param of ["page", "page_size"]) {
        const res = await t.call({ method: "GET", url: `${members}?${param}=${spelling}`, token });
        expect(res.statusCode, `${param}=${spelling}`).toBe(400);
        expect(res.json(), `${param}=${spelling}`).toHaveProperty(param);
      }
    }
    const upcoming = await t.call({
      method: "GET",
      url: "/api/programs/programs/upcoming/?limit=0x5",
      token,
    });
    expect(upcoming.statusCode).toBe(400);
    expect(upcoming.json()).toHaveProperty("limit");
    const calendar = await t.call({
      method: "GET",
      url: "/api/programs/programs/calendar/?year=2.026e3&month=1",
      token,
    });
    expect(calendar.statusCode).toBe(400);
    expect(calendar.json()).toHaveProperty("year");
    for (const url of [`${members}?page=2&page_size=5`, `${members}?page=1`]) {
      expect((await t.call({ method: "GET", url, token })).statusCode, url).toBe(200);
    }
  });

  it("an empty PATCH changes nothing and answers the object as it is", async () => {
    const created = await t.call({
      method: "POST",
      url: "/api/churches/members/",
      token,
      payload: { first_name: "Esi", last_name: "Owusu" },
    });
    const url = `/api/churches/members/${created.json().id}/`;
    const res = await t.call({ method: "PATCH", url, token, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created.json());
  });
});
