import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { income } from "../../db/tables";
import { makeHousehold } from "../households/households.fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { defaultFund, incomeCategory, makeBatch, makeDonation } from "./giving.fixtures.test-support";
import { booksAndGiving, givingChurch } from "./giving.test-support";

const BATCHES = "/api/giving/batches/";
const DONATIONS = "/api/giving/donations/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A count of two gifts (tithe 60.00, offering 40.00) entered, submitted and confirmed by two people. */
async function confirmedCount(setup: Awaited<ReturnType<typeof givingChurch>>, member: number | null = null) {
  const { church, token } = setup;
  const batch = await makeBatch(t.db, church.id, { expected_total: "100.00" });
  const tithe = await makeDonation(t.db, church.id, {
    batch: batch.id,
    fund: await defaultFund(t.db, "TITHE"),
    amount: "60.00",
    member,
  });
  const offering = await makeDonation(t.db, church.id, { batch: batch.id, amount: "40.00" });
  expect(
    (await t.call({ method: "POST", url: `${BATCHES}${batch.id}/submit/`, token: token("LOCAL_TREASURER") }))
      .statusCode,
  ).toBe(200);
  const confirmed = await t.call({
    method: "POST",
    url: `${BATCHES}${batch.id}/confirm/`,
    token: token("LOCAL_ADMIN"),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { batch, tithe, offering };
}

describe("bad amounts are refused on their field", () => {
  it.each([
    ["0", "amount", "The amount must be more than zero."],
    ["-5.00", "amount", "The amount must be more than zero."],
    ["10.005", "amount", "Enter the amount with at most two decimal places."],
  ])("amount %s", async (amount, field, message) => {
    const { church, token } = await givingChurch(t);
    const batch = await makeBatch(t.db, church.id);
    const res = await t.call({
      method: "POST",
      url: DONATIONS,
      token: token("LOCAL_TREASURER"),
      payload: { batch: batch.id, fund: await defaultFund(t.db, "OFFERING"), amount },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it("another currency than the church's", async () => {
    const { church, token } = await givingChurch(t);
    const batch = await makeBatch(t.db, church.id);
    const res = await t.call({
      method: "POST",
      url: DONATIONS,
      token: token("LOCAL_TREASURER"),
      payload: {
        batch: batch.id,
        fund: await defaultFund(t.db, "OFFERING"),
        amount: "10.00",
        currency: "USD",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().currency).toEqual(["This church keeps its books in GHS; enter the amount in GHS."]);
    const count = await t.call({
      method: "POST",
      url: BATCHES,
      token: token("LOCAL_TREASURER"),
      payload: { service_date: todayIso(), expected_total: "0.00" },
    });
    expect(count.statusCode).toBe(400);
    expect(count.json().expected_total).toEqual(["The amount must be more than zero."]);
  });

  it("a giver is a member or a household, not both", async () => {
    const { church, token } = await givingChurch(t);
    const batch = await makeBatch(t.db, church.id);
    const member = await makeMember(t.db, church.id);
    const household = await makeHousehold(t.db, church.id);
    const res = await t.call({
      method: "POST",
      url: DONATIONS,
      token: token("LOCAL_TREASURER"),
      payload: {
        batch: batch.id,
        fund: await defaultFund(t.db, "OFFERING"),
        amount: "10.00",
        member: member.id,
        household: household.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().household).toEqual(["Choose a member or a household as the giver, not both."]);
  });
});

describe("a final gift", () => {
  it("is never edited or removed: 409", async () => {
    const setup = await givingChurch(t);
    const { tithe } = await confirmedCount(setup);
    const counter = setup.token("LOCAL_TREASURER");
    for (const [method, payload] of [
      ["PATCH", { amount: "70.00" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await t.call({ method, url: `${DONATIONS}${tithe.id}/`, token: counter, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(
        "This gift is final: its count has been confirmed. Correct it by reversing it.",
      );
    }
    const add = await t.call({
      method: "POST",
      url: DONATIONS,
      token: counter,
      payload: { batch: tithe.batch, fund: tithe.fund, amount: "5.00" },
    });
    expect(add.statusCode).toBe(409);
  });

  it("is corrected by a reversing entry that lowers the posted income: finance and giving still agree", async () => {
    const setup = await givingChurch(t);
    const { batch, tithe, offering } = await confirmedCount(setup);
    const admin = setup.token("LOCAL_ADMIN");
    const res = await t.call({
      method: "POST",
      url: `${DONATIONS}${tithe.id}/reverse/`,
      token: admin,
      payload: { reason: "Entered under the wrong fund" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: "-60.00",
      reverses: tithe.id,
      is_final: true,
      batch: batch.id,
    });
    const shown = await t.call({ method: "GET", url: `${DONATIONS}${tithe.id}/`, token: admin });
    expect(shown.json()).toMatchObject({ reversed: true, amount: "60.00" });
    const posted = await t.db.select().from(income).where(eq(income.giving_batch, batch.id));
    expect(posted.map((r) => r.amount)).toEqual(["40.00"]);
    expect(await booksAndGiving(t, setup.church.id)).toEqual({ books: "40.00", giving: "40.00" });

    const twice = await t.call({
      method: "POST",
      url: `${DONATIONS}${tithe.id}/reverse/`,
      token: admin,
      payload: { reason: "Again" },
    });
    expect(twice.statusCode).toBe(409);
    const ofReversal = await t.call({
      method: "POST",
      url: `${DONATIONS}${res.json().id}/reverse/`,
      token: admin,
      payload: { reason: "Undo" },
    });
    expect(ofReversal.statusCode).toBe(409);
    // A partial reversal of the other fund lowers, not removes, what is left.
    const second = await t.call({
      method: "POST",
      url: `${DONATIONS}${offering.id}/reverse/`,
      token: admin,
      payload: { reason: "Counterfeit note" },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await t.db.select().from(income).where(eq(income.giving_batch, batch.id))).toEqual([]);
    expect(await booksAndGiving(t, setup.church.id)).toEqual({ books: "0", giving: "0.00" });
  });

  it("posted income changes only through giving", async () => {
    const setup = await givingChurch(t);
    const { batch } = await confirmedCount(setup);
    const [posted] = await t.db.select().from(income).where(eq(income.giving_batch, batch.id));
    const url = `/api/finance/income/${posted?.id}/`;
    const token = setup.token("LOCAL_ADMIN");
    const edit = await t.call({ method: "PATCH", url, token, payload: { amount: "1.00" } });
    expect(edit.statusCode).toBe(409);
    expect((await t.call({ method: "DELETE", url, token })).statusCode).toBe(409);
  });
});

describe("givers", () => {
  it("a finance manager finds the church's active members and households to put a gift on, and no other church's", async () => {
    const setup = await givingChurch(t, ["FINANCE_MANAGER"]);
    const other = await givingChurch(t, []);
    const token = setup.token("FINANCE_MANAGER");
    const ama = await makeMember(t.db, setup.church.id, {
      first_name: "Ama",
      last_name: "Giverson",
      phone: "0244 111 222",
    });
    await makeMember(t.db, setup.church.id, { first_name: "Esi", last_name: "Giverson", is_active: false });
    await makeMember(t.db, other.church.id, { first_name: "Yaw", last_name: "Giverson" });
    const home = await makeHousehold(t.db, setup.church.id, {
      name: "Giverson family",
      address: "12 Ring Road",
    });
    await makeHousehold(t.db, other.church.id, { name: "Giverson home" });

    // The roll itself stays closed to a finance manager.
    expect((await t.call({ method: "GET", url: "/api/churches/members/", token })).statusCode).toBe(403);

    const people = await t.call({ method: "GET", url: `${DONATIONS}givers/?search=giverson`, token });
    expect(people.statusCode).toBe(200);
    expect(people.json().results).toEqual([{ id: ama.id, name: "Ama Giverson", detail: "0244 111 222" }]);
    const byPhone = await t.call({ method: "GET", url: `${DONATIONS}givers/?search=111`, token });
    expect(byPhone.json().results.map((g: { id: number }) => g.id)).toEqual([ama.id]);

    const homes = await t.call({
      method: "GET",
      url: `${DONATIONS}givers/?kind=household&search=giverson`,
      token,
    });
    expect(homes.json().results).toEqual([{ id: home.id, name: "Giverson family", detail: "12 Ring Road" }]);

    const elsewhere = await t.call({
      method: "GET",
      url: `${DONATIONS}givers/?church=${other.church.id}`,
      token,
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknownKind = await t.call({ method: "GET", url: `${DONATIONS}givers/?kind=church`, token });
    expect(unknownKind.statusCode).toBe(400);
  });
});

describe("a member's own giving", () => {
  it("lists their own confirmed gifts only, read only", async () => {
    const setup = await givingChurch(t);
    const { user, token } = await signedInUser(t, { role: "MEMBER", church: setup.church });
    const member = await makeMember(t.db, setup.church.id, { user: user.id });
    await confirmedCount(setup, member.id);
    // An open count's gift is not theirs to see yet.
    await makeDonation(t.db, setup.church.id, { member: member.id, amount: "7.00" });
    const sunday = addDays(todayIso(), -7);
    const res = await t.call({ method: "GET", url: `${DONATIONS}mine/?year=${sunday.slice(0, 4)}`, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      linked: true,
      year: Number(sunday.slice(0, 4)),
      totals: [{ currency: "GHS", total: "60.00" }],
      gifts: [expect.objectContaining({ fund_name: "Tithe", amount: "60.00", given_on: sunday })],
    });
    expect((await t.call({ method: "GET", url: DONATIONS, token })).statusCode).toBe(403);
    const other = await signedInUser(t, { role: "MEMBER", church: setup.church });
    const theirs = await t.call({ method: "GET", url: `${DONATIONS}mine/`, token: other.token });
    expect(theirs.json()).toMatchObject({ linked: false, gifts: [] });
  });
});

describe("funds", () => {
  it("a church's fund posts to an income category; national defaults are the super admin's", async () => {
    const { church, token } = await givingChurch(t);
    const treasurer = token("LOCAL_TREASURER");
    const wrong = await t.call({
      method: "POST",
      url: "/api/giving/funds/",
      token: treasurer,
      payload: { name: "Choir robes", income_category: (await incomeCategory(t.db, "OTHER")) + 1000 },
    });
    expect(wrong.statusCode).toBe(404);
    const ok = await t.call({
      method: "POST",
      url: "/api/giving/funds/",
      token: treasurer,
      payload: { name: "Choir robes", income_category: await incomeCategory(t.db, "FUNDRAISING") },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      church: church.id,
      income_category_name: "Fundraising",
      is_active: true,
    });
    const national = await t.call({
      method: "POST",
      url: "/api/giving/funds/",
      token: treasurer,
      payload: { church: null, name: "Harvest", income_category: await incomeCategory(t.db, "OFFERING") },
    });
    expect(national.statusCode).toBe(403);
    const list = await t.call({ method: "GET", url: "/api/giving/funds/?page_size=100", token: treasurer });
    expect(list.json().results.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(["Tithe", "Offering", "Building fund", "Missions", "Welfare", "Choir robes"]),
    );

    // A national officer working on the church reads the same list: the church's own funds and
    // the national defaults, not another church's.
    const other = await givingChurch(t);
    const elsewhere = await t.call({
      method: "POST",
      url: "/api/giving/funds/",
      token: other.token("LOCAL_TREASURER"),
      payload: { name: "Roof appeal", income_category: await incomeCategory(t.db, "FUNDRAISING") },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const officer = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const forChurch = await t.call({
      method: "GET",
      url: `/api/giving/funds/?page_size=100&church=${church.id}`,
      token: officer.token,
    });
    const names = forChurch.json().results.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(["Tithe", "Offering", "Choir robes"]));
    expect(names).not.toContain("Roof appeal");
  });
});
