import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, donations, givingBatches, income } from "../../db/tables";
import { defaultFund } from "./giving.fixtures.test-support";
import { booksAndGiving, givingChurch } from "./giving.test-support";

const BATCHES = "/api/giving/batches/";
const DONATIONS = "/api/giving/donations/";
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sunday = addDays(todayIso(), -3);

async function openCount(token: string, expected: string) {
  const res = await t.call({
    method: "POST",
    url: BATCHES,
    token,
    payload: { service_date: sunday, expected_total: expected },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; currency: string };
}

describe("the Sunday count by two people", () => {
  it("a counter enters and submits; someone else confirms; finance gets one income record per fund", async () => {
    const { church, token, id } = await givingChurch(t);
    const counter = token("LOCAL_TREASURER");
    const batch = await openCount(counter, "425.50");
    expect(batch).toMatchObject({ status: "OPEN", currency: "GHS" });
    const tithe = await defaultFund(t.db, "TITHE");
    const offering = await defaultFund(t.db, "OFFERING");
    for (const [fund, amount, method] of [
      [tithe, "200.00", "CASH"],
      [tithe, "100.00", "MOBILE_MONEY"],
      [offering, "125.50", "CASH"],
    ] as const) {
      const res = await t.call({
        method: "POST",
        url: DONATIONS,
        token: counter,
        payload: { batch: batch.id, fund, amount, method },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ given_on: sunday, is_final: false, currency: "GHS" });
    }
    const shown = await t.call({ method: "GET", url: `${BATCHES}${batch.id}/`, token: counter });
    expect(shown.json()).toMatchObject({ total: "425.50", donation_count: 3, expected_total: "425.50" });

    const submitted = await t.call({ method: "POST", url: `${BATCHES}${batch.id}/submit/`, token: counter });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "SUBMITTED", submitted_by: id("LOCAL_TREASURER") });

    const own = await t.call({ method: "POST", url: `${BATCHES}${batch.id}/confirm/`, token: counter });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe("You submitted this count, so someone else must confirm it.");
    expect(await t.db.select().from(income).where(eq(income.giving_batch, batch.id))).toHaveLength(0);

    const confirmed = await t.call({
      method: "POST",
      url: `${BATCHES}${batch.id}/confirm/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "CONFIRMED", confirmed_by: id("LOCAL_ADMIN") });

    const posted = await t.db.select().from(income).where(eq(income.giving_batch, batch.id));
    expect(
      posted
        .map((r) => ({ amount: r.amount, received_on: r.received_on, method: r.payment_method }))
        .sort((a, b) => a.amount.localeCompare(b.amount)),
    ).toEqual([
      { amount: "125.50", received_on: sunday, method: "CASH" },
      { amount: "300.00", received_on: sunday, method: "OTHER" },
    ]);
    expect(
      (await t.db.select().from(donations).where(eq(donations.batch, batch.id))).every((d) => d.is_final),
    ).toBe(true);
    const { books, giving } = await booksAndGiving(t, church.id);
    expect(books).toBe("425.50");
    expect(giving).toBe("425.50");
    // The income page's totals show it too.
    const totals = await t.call({ method: "GET", url: "/api/finance/income/totals/", token: counter });
    expect(totals.json()).toEqual([{ currency: "GHS", total: "425.50", count: 2 }]);

    const twice = await t.call({
      method: "POST",
      url: `${BATCHES}${batch.id}/confirm/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: "final_record", detail: "This count has already been confirmed." });
    expect(await t.db.select().from(income).where(eq(income.giving_batch, batch.id))).toHaveLength(2);
  });

  it("names the income a count posts in the church's language", async () => {
    const { church, token } = await givingChurch(t);
    await t.db.update(churches).set({ language: "fr" }).where(eq(churches.id, church.id));
    const counter = token("LOCAL_TREASURER");
    const batch = await openCount(counter, "10.00");
    await t.call({
      method: "POST",
      url: DONATIONS,
      token: counter,
      payload: { batch: batch.id, fund: await defaultFund(t.db, "OFFERING"), amount: "10.00" },
    });
    await t.call({ method: "POST", url: `${BATCHES}${batch.id}/submit/`, token: counter });
    const confirmed = await t.call({
      method: "POST",
      url: `${BATCHES}${batch.id}/confirm/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [posted] = await t.db.select().from(income).where(eq(income.giving_batch, batch.id));
    expect(posted?.description).toBe(`Offering\u00a0: comptage du ${sunday}`);
  });

  it("refuses to submit a count whose gifts do not add up to the expected total, or an empty one", async () => {
    const { token } = await givingChurch(t);
    const counter = token("LOCAL_TREASURER");
    const batch = await openCount(counter, "100.00");
    const empty = await t.call({ method: "POST", url: `${BATCHES}${batch.id}/submit/`, token: counter });
    expect(empty.statusCode).toBe(400);
    await t.call({
      method: "POST",
      url: DONATIONS,
      token: counter,
      payload: { batch: batch.id, fund: await defaultFund(t.db, "OFFERING"), amount: "90.00" },
    });
    const short = await t.call({ method: "POST", url: `${BATCHES}${batch.id}/submit/`, token: counter });
    expect(short.statusCode).toBe(400);
    expect(short.json().non_field_errors).toEqual([
      "The gifts add up to 90.00 but the expected total is 100.00. Correct the gifts or the expected total before submitting.",
    ]);
    const [stored] = await t.db.select().from(givingBatches).where(eq(givingBatches.id, batch.id));
    expect(stored?.status).toBe("OPEN");
  });

  it("confirming an open count is refused, and a submitted count can be sent back to be corrected", async () => {
    const { token } = await givingChurch(t);
    const counter = token("LOCAL_TREASURER");
    const batch = await openCount(counter, "10.00");
    const early = await t.call({
      method: "POST",
      url: `${BATCHES}${batch.id}/confirm/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(early.statusCode).toBe(409);
    const gift = await t.call({
      method: "POST",
      url: DONATIONS,
      token: counter,
      payload: { batch: batch.id, fund: await defaultFund(t.db, "OFFERING"), amount: "10.00" },
    });
    await t.call({ method: "POST", url: `${BATCHES}${batch.id}/submit/`, token: counter });
    const edit = await t.call({
      method: "PATCH",
      url: `${DONATIONS}${gift.json().id}/`,
      token: counter,
      payload: { amount: "12.00" },
    });
    expect(edit.statusCode).toBe(409);
    const reopened = await t.call({
      method: "POST",
      url: `${BATCHES}${batch.id}/reopen/`,
      token: token("LOCAL_ADMIN"),
    });
    expect(reopened.json()).toMatchObject({ status: "OPEN", submitted_by: null });
    const again = await t.call({
      method: "PATCH",
      url: `${DONATIONS}${gift.json().id}/`,
      token: counter,
      payload: { amount: "12.00" },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
