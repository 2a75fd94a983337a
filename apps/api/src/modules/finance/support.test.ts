import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { ministrySupport, regionalSupport } from "../../db/tables";
import { makeSupport, makeYear } from "./finance.fixtures.test-support";
import { auditRows, financeChurch } from "./finance.test-support";

let t: TestApp;
const today = todayIso();
const thisMonth = today.slice(0, 7);
const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
const nextMonth = addDays(`${thisMonth}-28`, 7).slice(0, 7);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("recording support", () => {
  it("records a month's ministry support in the church's currency; refuses later months, bad amounts, closed years", async () => {
    const { church, token, ids } = await financeChurch(t, { currency: "NGN" });
    const post = (payload: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: "/api/finance/ministry-support/",
        token: token("LOCAL_TREASURER"),
        payload,
      });
    const res = await post({
      period: lastMonth,
      amount: "1520.40",
      method: "MOBILE_MONEY",
      reference: "MS-1",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      church: church.id,
      church_name: church.name,
      period: lastMonth,
      amount: "1520.40",
      currency: "NGN",
      paid_on: today,
      status: "RECORDED",
      recorded_by: ids.LOCAL_TREASURER,
    });
    expect((await post({ period: nextMonth, amount: "1.00" })).json()).toEqual({
      period: ["The month cannot be in the future."],
    });
    expect((await post({ period: "2025-13", amount: "1.00" })).json()).toHaveProperty("period");
    expect((await post({ period: lastMonth, amount: "0.001" })).json()).toHaveProperty("amount");
    expect(
      (await post({ period: lastMonth, amount: "1.00", paid_on: addDays(today, 1) })).json(),
    ).toHaveProperty("paid_on");
    await makeYear(t.db, church.id, { start_date: "2023-01-01", end_date: "2023-12-31", is_closed: true });
    const closed = await post({ period: "2023-11", amount: "1.00", paid_on: "2023-12-05" });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toHaveProperty("paid_on");
    const rows = await t.db.select().from(ministrySupport).where(eq(ministrySupport.church, church.id));
    expect(rows.map((r) => r.period)).toEqual([`${lastMonth}-01`]);
  });
});

describe("confirming support", () => {
  it("lets a national treasurer confirm or dispute ministry support; a confirmed payment is final", async () => {
    const { church, token, ids } = await financeChurch(t, { roles: ["LOCAL_TREASURER", "LOCAL_ADMIN"] });
    const paid = await makeSupport(t.db, "ministry", church.id, { recorded_by: ids.LOCAL_TREASURER });
    const national = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    const url = `/api/finance/ministry-support/${paid.id}/`;

    for (const who of [
      token("LOCAL_TREASURER"),
      token("LOCAL_ADMIN"),
      (await signedInUser(t, { role: "REGIONAL_TREASURER", church })).token,
    ]) {
      expect((await t.call({ method: "POST", url: `${url}confirm/`, token: who })).statusCode).toBe(403);
    }
    const disputed = await t.call({
      method: "POST",
      url: `${url}dispute/`,
      token: national.token,
      payload: { note: "The bank shows 280.00." },
    });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({ status: "DISPUTED", dispute_note: "The bank shows 280.00." });
    expect(
      (await t.call({ method: "POST", url: `${url}dispute/`, token: national.token, payload: { note: "x" } }))
        .statusCode,
    ).toBe(409);
    // The church corrects it: recorded again, the note cleared.
    const corrected = await t.call({
      method: "PATCH",
      url,
      token: token("LOCAL_TREASURER"),
      payload: { amount: "280.00" },
    });
    expect(corrected.json()).toMatchObject({ status: "RECORDED", dispute_note: "", amount: "280.00" });
    const confirmed = await t.call({ method: "POST", url: `${url}confirm/`, token: national.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "CONFIRMED", confirmed_by: national.user.id });
    expect(await auditRows(t, "ministry-support", paid.id, "confirm")).toHaveLength(1);

    expect((await t.call({ method: "POST", url: `${url}confirm/`, token: national.token })).statusCode).toBe(
      409,
    );
    const edit = await t.call({
      method: "PATCH",
      url,
      token: token("LOCAL_ADMIN"),
      payload: { amount: "1.00" },
    });
    expect(edit.statusCode).toBe(409);
    expect((await t.call({ method: "DELETE", url, token: token("LOCAL_ADMIN") })).statusCode).toBe(409);
    const [kept] = await t.db.select().from(ministrySupport).where(eq(ministrySupport.id, paid.id));
    expect(kept).toMatchObject({ status: "CONFIRMED", amount: "280.00" });
  });

  it("lets only the regional treasurer of the church's region confirm regional support", async () => {
    const region = await makeRegion(t.db);
    const { church } = await financeChurch(t, { region: region.id });
    const elsewhere = await financeChurch(t);
    const paid = await makeSupport(t.db, "regional", church.id);
    const url = `/api/finance/regional-support/${paid.id}/confirm/`;
    const otherTreasurer = await signedInUser(t, { role: "REGIONAL_TREASURER", church: elsewhere.church });
    expect((await t.call({ method: "POST", url, token: otherTreasurer.token })).statusCode).toBe(404);
    const nationalTreasurer = await signedInUser(t, { role: "NATIONAL_TREASURER" });
    expect((await t.call({ method: "POST", url, token: nationalTreasurer.token })).statusCode).toBe(403);
    const ownTreasurer = await signedInUser(t, { role: "REGIONAL_TREASURER", church });
    const ok = await t.call({ method: "POST", url, token: ownTreasurer.token });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(regionalSupport).where(eq(regionalSupport.id, paid.id));
    expect(row).toMatchObject({ status: "CONFIRMED", confirmed_by: ownTreasurer.user.id });
  });
});

describe("support summaries", () => {
  it("sum paid and confirmed support per church and month, and per region with its churches", async () => {
    const region = await makeRegion(t.db);
    const a = await financeChurch(t, { region: region.id });
    const b = await financeChurch(t, { region: region.id });
    const other = await financeChurch(t);
    await makeSupport(t.db, "ministry", a.church.id, {
      period: "2025-01-01",
      amount: "100.10",
      status: "CONFIRMED",
    });
    await makeSupport(t.db, "ministry", a.church.id, { period: "2025-01-01", amount: "0.90" });
    await makeSupport(t.db, "ministry", a.church.id, {
      period: "2025-03-01",
      amount: "50.00",
      status: "DISPUTED",
    });
    await makeSupport(t.db, "ministry", a.church.id, { period: "2024-12-01", amount: "999.00" });
    await makeSupport(t.db, "ministry", other.church.id, { period: "2025-01-01", amount: "7.00" });
    await makeSupport(t.db, "regional", a.church.id, {
      period: "2025-02-01",
      amount: "20.00",
      status: "CONFIRMED",
    });
    await makeSupport(t.db, "regional", b.church.id, { period: "2025-02-01", amount: "30.00" });

    const mine = await t.call({
      method: "GET",
      url: "/api/finance/ministry-support/church-summary/?year=2025",
      token: a.token("LOCAL_TREASURER"),
    });
    expect(mine.statusCode).toBe(200);
    const [figures] = mine.json().churches;
    expect(mine.json().churches).toHaveLength(1);
    expect(figures).toMatchObject({
      church: a.church.id,
      currency: "GHS",
      paid: "151.00",
      confirmed: "100.10",
    });
    expect(figures.months).toHaveLength(12);
    expect(figures.months.slice(0, 3)).toEqual([
      { month: "2025-01", paid: "101.00", confirmed: "100.10" },
      { month: "2025-02", paid: "0.00", confirmed: "0.00" },
      { month: "2025-03", paid: "50.00", confirmed: "0.00" },
    ]);

    const officer = await signedInUser(t, { role: "REGIONAL_SECRETARY", church: a.church });
    const regional = await t.call({
      method: "GET",
      url: "/api/finance/regional-support/region-summary/?year=2025",
      token: officer.token,
    });
    expect(regional.json().regions).toHaveLength(1);
    expect(regional.json().regions[0]).toMatchObject({
      region: region.id,
      region_name: region.name,
      paid: "50.00",
      confirmed: "20.00",
    });
    expect(
      regional
        .json()
        .regions[0].churches.map((c: { paid: string }) => c.paid)
        .sort(),
    ).toEqual(["20.00", "30.00"]);
    const national = await signedInUser(t, { role: "SUPER_ADMIN" });
    const everyone = await t.call({
      method: "GET",
      url: `/api/finance/ministry-support/church-summary/?year=2025&region=${region.id}`,
      token: national.token,
    });
    expect(everyone.json().churches.map((c: { church: number }) => c.church)).toEqual([a.church.id]);
  });
});
