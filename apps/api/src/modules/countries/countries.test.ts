import { afterAll, beforeAll, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("check-code tells whether a code is taken, without signing in", async () => {
  const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
  const created = await t.call({
    method: "POST",
    url: "/api/churches/countries/",
    token,
    payload: { name: "Kenya", code: "ke", phone_code: "+254" },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().code).toBe("KE");
  const taken = await t.call({ method: "GET", url: "/api/churches/countries/check-code/?code=KE" });
  expect(taken.json()).toEqual({ code: "KE", exists: true });
  const free = await t.call({ method: "GET", url: "/api/churches/countries/check-code/?code=ug" });
  expect(free.json()).toEqual({ code: "UG", exists: false });
  const bad = await t.call({ method: "GET", url: "/api/churches/countries/check-code/?code=1" });
  expect(bad.statusCode).toBe(400);
  const duplicate = await t.call({
    method: "POST",
    url: "/api/churches/countries/",
    token,
    payload: { name: "Kenya again", code: "KE" },
  });
  expect(duplicate.json()).toEqual({ code: ["A record with this code already exists."] });
});
