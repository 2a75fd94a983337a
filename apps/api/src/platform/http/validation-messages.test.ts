// What the API answers a request its contract refuses: each field's message in the contracts'
// plain words, never zod's developer wording ("Too small: expected number to be >0").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let admin: string;
let treasurer: string;
beforeAll(async () => {
  t = await startTestApp();
  const church = await makeChurch(t.db, (await makeRegion(t.db)).id);
  await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
  admin = (await signedInUser(t, { role: "LOCAL_ADMIN", church })).token;
  treasurer = (await signedInUser(t, { role: "LOCAL_TREASURER", church })).token;
});
afterAll(() => t.close());

describe("validation messages", () => {
  it("tell what to type in a body, field by field", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/branches/",
      token: admin,
      payload: { name: "x".repeat(121), capacity: -4, is_active: "yes", secret: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ["Use at most 120 characters."],
      capacity: ["Enter 0 or more."],
      is_active: ["Choose yes or no."],
      secret: ["This field is not accepted here."],
    });
    const empty = await t.call({
      method: "POST",
      url: "/api/branches/",
      token: admin,
      payload: { capacity: "many" },
    });
    expect(empty.json()).toEqual({ name: ["This field is required."], capacity: ["Enter a number."] });
  });

  it("say that an amount below zero is the trouble, not its format", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/finance/income/",
      token: treasurer,
      payload: {
        amount: "-5",
        received_on: "2024-01-01",
        payment_method: "CASH",
        description: "x".repeat(1001),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      amount: ["The amount must be more than zero."],
      category: ["This field is required."],
      description: ["Use at most 1,000 characters."],
    });
  });

  it("answer a search too long for a list on the search field", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/finance/income/?search=${"a".repeat(300)}&category=abc`,
      token: treasurer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      search: ["Use at most 200 characters."],
      category: ["Enter a whole number."],
    });
  });
});
