import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { pledges } from "../../db/tables";
import { makeHousehold } from "../households/households.fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund, makeBatch, makeDonation } from "./giving.fixtures.test-support";
import { givingChurch } from "./giving.test-support";
import { makePledge } from "./pledges.fixtures.test-support";

const PLEDGES = "/api/giving/pledges/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const today = () => todayIso();

async function validBody(church: number) {
  return {
    fund: await defaultFund(t.db, "BUILDING"),
    member: (await makeMember(t.db, church)).id,
    amount: "1200.00",
    starts_on: addDays(today(), -10),
    ends_on: addDays(today(), 355),
  };
}

describe("a pledge's rules", () => {
  it.each([
    ["0", "The amount must be more than zero."],
    ["-5.00", "The amount must be more than zero."],
    ["10.005", "Enter the amount with at most two decimal places."],
  ])("a target of %s is refused on its field", async (amount, message) => {
    const { church, token } = await givingChurch(t);
    const res = await t.call({
      method: "POST",
      url: PLEDGES,
      token: token("LOCAL_TREASURER"),
      payload: { ...(await validBody(church.id)), amount },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().amount).toEqual([message]);
  });

  it("refuses an end not after the start, no giver, two givers and another currency", async () => {
    const { church, token } = await givingChurch(t);
    const body = await validBody(church.id);
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: PLEDGES, token: token("LOCAL_TREASURER"), payload });
    const same = await post({ ...body, ends_on: body.starts_on });
    expect(same.statusCode).toBe(400);
    expect(same.json().ends_on).toEqual(["The end must be after the start."]);
    const nobody = await post({ ...body, member: null });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().member).toEqual(["Choose the member or the household who pledges."]);
    const household = await makeHousehold(t.db, church.id);
    const both = await post({ ...body, household: household.id });
    expect(both.statusCode).toBe(400);
    expect(both.json().household).toEqual(["Choose a member or a household as the giver, not both."]);
    const dollars = await post({ ...body, currency: "USD" });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().currency).toEqual(["This church keeps its books in GHS; enter the amount in GHS."]);
    expect(await t.db.select().from(pledges).where(eq(pledges.church, church.id))).toEqual([]);
    // A PATCH that moves the end before the start is refused the same way.
    const saved = await post(body);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ currency: "GHS", amount: "1200.00", given: "0.00", percent: 0 });
    const patch = await t.call({
      method: "PATCH",
      url: `${PLEDGES}${saved.json().id}/`,
      token: token("LOCAL_TREASURER"),
      payload: { ends_on: addDays(body.starts_on, -1) },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().ends_on).toEqual(["The end must be after the start."]);
  });

  it("takes a member or a fund of its own church only", async () => {
    const { church, token } = await givingChurch(t);
    const other = await makeChurch(t.db, undefined, { currency: "GHS" });
    const body = await validBody(church.id);
    const stranger = await makeMember(t.db, other.id);
    const res = await t.call({
      method: "POST",
      url: PLEDGES,
      token: token("LOCAL_TREASURER"),
      payload: { ...body, member: stranger.id },
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(await t.db.select().from(pledges).where(eq(pledges.member, stranger.id))).toEqual([]);
  });
});

describe("a pledge's progress", () => {
  it("counts confirmed gifts of its giver to its fund within its period, reversed ones left out", async () => {
    const setup = await givingChurch(t);
    const { church, token } = setup;
    const member = await makeMember(t.db, church.id);
    const building = await defaultFund(t.db, "BUILDING");
    const pledge = await makePledge(t.db, church.id, {
      member: member.id,
      fund: building,
      amount: "1000.00",
      starts_on: addDays(today(), -100),
      ends_on: addDays(today(), 100),
    });
    const confirmed = await makeBatch(t.db, church.id, { status: "CONFIRMED" });
    const gift = (values: Parameters<typeof makeDonation>[2]) =>
      makeDonation(t.db, church.id, {
        batch: confirmed.id,
        is_final: true,
        fund: building,
        member: member.id,
        ...values,
      });
    await gift({ amount: "100.00", given_on: addDays(today(), -20) });
    const reversed = await gift({ amount: "50.00", given_on: addDays(today(), -10) });
    await gift({ amount: "70.00", given_on: addDays(today(), -101) }); // before the period
    await gift({ amount: "30.00", fund: await defaultFund(t.db, "TITHE") }); // another fund
    await gift({ amount: "20.00", member: (await makeMember(t.db, church.id)).id }); // another giver
    await makeDonation(t.db, church.id, { fund: building, member: member.id, amount: "40.00" }); // open count
    const url = `${PLEDGES}${pledge.id}/`;
    const before = await t.call({ method: "GET", url, token: token("LOCAL_TREASURER") });
    expect(before.json()).toMatchObject({ given: "150.00", remaining: "850.00", percent: 15 });
    const reverse = await t.call({
      method: "POST",
      url: `/api/giving/donations/${reversed.id}/reverse/`,
      token: token("LOCAL_ADMIN"),
      payload: { reason: "Entered twice" },
    });
    expect(reverse.statusCode, reverse.body).toBe(200);
    const after = await t.call({ method: "GET", url, token: token("LOCAL_TREASURER") });
    expect(after.json()).toMatchObject({
      given: "100.00",
      remaining: "900.00",
      percent: 10,
      fund_name: "Building fund",
      donor_name: expect.stringContaining("Kofi"),
    });
  });

  it("a household's pledge counts the household's gifts, not its members' own", async () => {
    const { church, token } = await givingChurch(t);
    const household = await makeHousehold(t.db, church.id);
    const member = await makeMember(t.db, church.id);
    const building = await defaultFund(t.db, "BUILDING");
    const pledge = await makePledge(t.db, church.id, { household: household.id, amount: "200.00" });
    const confirmed = await makeBatch(t.db, church.id, { status: "CONFIRMED" });
    await makeDonation(t.db, church.id, {
      batch: confirmed.id,
      is_final: true,
      fund: building,
      household: household.id,
      amount: "250.00",
    });
    await makeDonation(t.db, church.id, {
      batch: confirmed.id,
      is_final: true,
      fund: building,
      member: member.id,
    });
    const res = await t.call({
      method: "GET",
      url: `${PLEDGES}${pledge.id}/`,
      token: token("LOCAL_TREASURER"),
    });
    expect(res.json()).toMatchObject({
      given: "250.00",
      remaining: "0.00",
      percent: 125,
      donor_name: household.name,
    });
  });
});

describe("a member's own pledges", () => {
  it("shows their pledges and their household's with progress, and nobody else's", async () => {
    const setup = await givingChurch(t);
    const { church } = setup;
    const { user, token } = await signedInUser(t, { role: "MEMBER", church });
    const member = await makeMember(t.db, church.id, { user: user.id });
    const mine = await makePledge(t.db, church.id, { member: member.id, amount: "500.00" });
    await makePledge(t.db, church.id); // another member's
    const confirmed = await makeBatch(t.db, church.id, { status: "CONFIRMED" });
    await makeDonation(t.db, church.id, {
      batch: confirmed.id,
      is_final: true,
      fund: mine.fund,
      member: member.id,
      amount: "125.00",
    });
    const res = await t.call({ method: "GET", url: `${PLEDGES}mine/`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      linked: true,
      pledges: [expect.objectContaining({ id: mine.id, given: "125.00", percent: 25, remaining: "375.00" })],
    });
    // The list itself is the bookkeepers'.
    expect((await t.call({ method: "GET", url: PLEDGES, token })).statusCode).toBe(403);
    expect((await t.call({ method: "POST", url: PLEDGES, token, payload: {} })).statusCode).toBe(403);
    const unlinked = await signedInUser(t, { role: "MEMBER", church });
    const none = await t.call({ method: "GET", url: `${PLEDGES}mine/`, token: unlinked.token });
    expect(none.json()).toEqual({ linked: false, pledges: [] });
  });

  it("another church's officer neither sees nor changes a church's pledge", async () => {
    const a = await givingChurch(t);
    const b = await givingChurch(t);
    const pledge = await makePledge(t.db, a.church.id);
    const url = `${PLEDGES}${pledge.id}/`;
    const token = b.token("LOCAL_TREASURER");
    expect((await t.call({ method: "GET", url, token })).statusCode).toBe(404);
    expect((await t.call({ method: "PATCH", url, token, payload: { amount: "1.00" } })).statusCode).toBe(404);
    expect((await t.call({ method: "DELETE", url, token })).statusCode).toBe(404);
    const list = await t.call({ method: "GET", url: PLEDGES, token });
    expect(list.json().results.map((p: { id: number }) => p.id)).not.toContain(pledge.id);
    const [kept] = await t.db.select().from(pledges).where(eq(pledges.id, pledge.id));
    expect(kept?.amount).toBe("1000.00");
  });
});
