import { ASSET_UPLOAD_COLUMNS, addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { assets } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { multipart, xlsx } from "../members/members.test-support";
import {
  AREA,
  ASSETS,
  ASSIGNMENTS,
  churchWithAssets,
  MAINTENANCE,
  makeAsset,
  makeAssetCategory,
  makeMaintenance,
} from "./assets.test-support";

/**
 * Dates of things already done (a purchase, a return, finished work) cannot be in the future, by
 * the app's clock: it runs ten days ahead of the machine's here, so a date between the two days
 * shows which clock judged it.
 */
let t: TestApp;
let today: string;
let tomorrow: string;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.advance(10 * 86_400_000);
  today = todayIso(t.clock.now());
  tomorrow = addDays(today, 1);
});
afterAll(() => t.close());

const PURCHASE = { purchase_date: ["The purchase date cannot be in the future."] };

describe("the purchase date", () => {
  it("is refused after today when an asset is created or changed; today is accepted", async () => {
    const { church, token } = await churchWithAssets(t);
    const category = (await makeAssetCategory(t.db, church.id)).id;
    const create = (purchase_date: string) =>
      t.call({ method: "POST", url: ASSETS, token, payload: { name: "Projector", category, purchase_date } });
    const future = await create(tomorrow);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual(PURCHASE);
    const bought = await create(today);
    expect(bought.statusCode, bought.body).toBe(201);
    const changed = await t.call({
      method: "PATCH",
      url: `${ASSETS}${bought.json().id}/`,
      token,
      payload: { purchase_date: tomorrow },
    });
    expect(changed.json()).toEqual(PURCHASE);
    const [kept] = await t.db.select().from(assets).where(eq(assets.id, bought.json().id));
    expect(kept?.purchase_date).toBe(today);
  });

  it("is refused after today in a bulk upload, on its row, and nothing is added", async () => {
    const { church, token } = await churchWithAssets(t);
    const row = (name: string, purchase_date: string) =>
      ASSET_UPLOAD_COLUMNS.map((c) =>
        c === "name" ? name : c === "category" ? "Furniture" : c === "purchase_date" ? purchase_date : "",
      );
    const bytes = await xlsx([[...ASSET_UPLOAD_COLUMNS], row("Bench", today), row("Pulpit", tomorrow)]);
    const res = await t.call({
      method: "POST",
      url: `${AREA}bulk_upload/`,
      token,
      ...multipart({}, { name: "assets.xlsx", bytes }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        row: 3,
        field: "purchase_date",
        column: "Purchase date",
        message: "The purchase date cannot be in the future.",
      },
    ]);
    expect(await t.db.select().from(assets).where(eq(assets.church, church.id))).toEqual([]);
  });
});

describe("returns and finished work", () => {
  it("cannot be dated after today", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const member = await makeMember(t.db, church.id);
    const lent = await t.call({
      method: "POST",
      url: ASSIGNMENTS,
      token,
      payload: { asset: item.id, member: member.id },
    });
    expect(lent.statusCode, lent.body).toBe(201);
    const back = await t.call({
      method: "POST",
      url: `${ASSIGNMENTS}${lent.json().id}/return_asset/`,
      token,
      payload: { condition: "GOOD", returned_on: tomorrow },
    });
    expect(back.json()).toEqual({ returned_on: ["The return date cannot be in the future."] });

    const work = await makeMaintenance(t.db, await makeAsset(t.db, church.id), { status: "IN_PROGRESS" });
    const done = await t.call({
      method: "POST",
      url: `${MAINTENANCE}${work.id}/complete_maintenance/`,
      token,
      payload: { completed_on: tomorrow },
    });
    expect(done.json()).toEqual({ completed_on: ["The completion date cannot be in the future."] });
    const finished = await t.call({
      method: "POST",
      url: `${MAINTENANCE}${work.id}/complete_maintenance/`,
      token,
      payload: { completed_on: today },
    });
    expect(finished.json()).toMatchObject({ status: "COMPLETED", completed_on: today });
  });
});
