import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { assetCategories, assetHistory, assets, churches } from "../../db/tables";
import { pdfText } from "../finance/pdf-text.test-support";
import {
  AREA,
  ASSETS,
  CATEGORIES,
  churchWithAssets,
  makeAsset,
  makeAssetCategory,
} from "./assets.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const categoriesOf = (church: number) =>
  t.db.select().from(assetCategories).where(eq(assetCategories.church, church));
const assetRow = async (id: number) => (await t.db.select().from(assets).where(eq(assets.id, id)))[0];

describe("asset categories", () => {
  it("gives a church Fixed Asset and Movable Asset on its first read, once", async () => {
    const { church, token } = await churchWithAssets(t);
    expect(await categoriesOf(church.id)).toHaveLength(0);
    const first = await t.call({ method: "GET", url: CATEGORIES, token });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first.json().results.map((c: { name: string; description: string }) => [c.name, c.description]),
    ).toEqual([
      ["Fixed Asset", "Assets that cannot be easily moved"],
      ["Movable Asset", "Assets that can be easily moved"],
    ]);
    await t.call({ method: "GET", url: CATEGORIES, token });
    expect(await categoriesOf(church.id)).toHaveLength(2);
  });

  it("makes the defaults once under concurrent first reads", async () => {
    const { church, token } = await churchWithAssets(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call({ method: "GET", url: CATEGORIES, token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await categoriesOf(church.id)).map((c) => c.name).sort()).toEqual([
      "Fixed Asset",
      "Movable Asset",
    ]);
  });

  it("makes none when a category name already contains fixed or movable, in any case", async () => {
    for (const name of ["FIXED property", "Non-movable things"]) {
      const { church, token } = await churchWithAssets(t);
      await makeAssetCategory(t.db, church.id, name);
      const res = await t.call({ method: "GET", url: CATEGORIES, token });
      expect(res.json().results.map((c: { name: string }) => c.name)).toEqual([name]);
    }
    // Names that merely resemble them do not count.
    const { church, token } = await churchWithAssets(t);
    await makeAssetCategory(t.db, church.id, "Vehicles");
    const res = await t.call({ method: "GET", url: CATEGORIES, token });
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual([
      "Fixed Asset",
      "Movable Asset",
      "Vehicles",
    ]);
  });

  it("a regional officer reading one church's categories gives that church its defaults", async () => {
    const { church } = await churchWithAssets(t);
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church });
    const res = await t.call({ method: "GET", url: `${CATEGORIES}?church=${church.id}`, token });
    expect(res.json().count).toBe(2);
    const other = await makeChurch(t.db);
    const refused = await t.call({ method: "GET", url: `${CATEGORIES}?church=${other.id}`, token });
    expect(refused.statusCode).toBe(404);
    expect(await categoriesOf(other.id)).toHaveLength(0);
  });

  it("lets only a church admin add categories; a secretary reads them", async () => {
    const { church } = await churchWithAssets(t);
    const { token: secretary } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    const res = await t.call({
      method: "POST",
      url: CATEGORIES,
      token: secretary,
      payload: { name: "Vehicles" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the asset register", () => {
  it("tags a new asset with the church's short code and the next number, in its currency", async () => {
    const { church, token } = await churchWithAssets(t);
    await t.db.update(churches).set({ name: "Grace Cathedral" }).where(eq(churches.id, church.id));
    const category = await makeAssetCategory(t.db, church.id);
    await makeAsset(t.db, church.id, { category: category.id, asset_tag: "GC-0041" });
    const res = await t.call({
      method: "POST",
      url: ASSETS,
      token,
      payload: {
        name: "Toyota Coaster bus",
        category: category.id,
        current_value: "250000",
        purchase_cost: 300000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      asset_tag: "GC-0042",
      currency: "GHS",
      status: "ACTIVE",
      condition: "GOOD",
      current_value: "250000.00",
      purchase_cost: "300000.00",
      category_name: category.name,
      church_name: "Grace Cathedral",
    });
    const again = await t.call({
      method: "POST",
      url: ASSETS,
      token,
      payload: { name: "Second bus", category: category.id, asset_tag: "gc-0042" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty("asset_tag");
  });

  it("refuses negative and non-numeric amounts and another church's category, writing nothing", async () => {
    const { church, token } = await churchWithAssets(t);
    const category = await makeAssetCategory(t.db, church.id);
    const before = (await t.db.select().from(assets).where(eq(assets.church, church.id))).length;
    const negative = await t.call({
      method: "POST",
      url: ASSETS,
      token,
      payload: { name: "Chairs", category: category.id, current_value: "-5" },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().current_value).toEqual(["The amount cannot be negative."]);
    const words = await t.call({
      method: "POST",
      url: ASSETS,
      token,
      payload: { name: "Chairs", category: category.id, purchase_cost: "a lot" },
    });
    expect(words.json().purchase_cost).toEqual(["Enter an amount such as 1250.00."]);
    const other = await churchWithAssets(t);
    const foreign = await makeAssetCategory(t.db, other.church.id);
    const crossed = await t.call({
      method: "POST",
      url: ASSETS,
      token,
      payload: { name: "Chairs", category: foreign.id },
    });
    expect(crossed.statusCode).toBe(404);
    expect((await t.db.select().from(assets).where(eq(assets.church, church.id))).length).toBe(before);
  });

  it("filters by status, condition, location and value range, and searches name, tag and serial", async () => {
    const { church, token } = await churchWithAssets(t);
    const a = await makeAsset(t.db, church.id, {
      name: "Yamaha keyboard",
      current_value: "5000.00",
      location: "Main hall",
    });
    const b = await makeAsset(t.db, church.id, {
      name: "Generator",
      serial_number: "GEN-77",
      current_value: "20000.00",
      condition: "FAIR",
    });
    await makeAsset(t.db, church.id, { name: "Old drum", status: "RETIRED", current_value: "50.00" });
    const ids = async (query: string) =>
      (await t.call({ method: "GET", url: `${ASSETS}?${query}`, token }))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await ids("current_value__gte=1000&current_value__lte=6000")).toEqual([a.id]);
    expect(await ids("condition=FAIR")).toEqual([b.id]);
    expect(await ids("location=main")).toEqual([a.id]);
    expect(await ids("search=gen-77")).toEqual([b.id]);
    expect(await ids(`search=${a.asset_tag}`)).toEqual([a.id]);
    const unknown = await t.call({ method: "GET", url: `${ASSETS}?status=BROKEN`, token });
    expect(unknown.statusCode).toBe(400);
    const bad = await t.call({ method: "GET", url: `${ASSETS}?current_value__gte=-1`, token });
    expect(bad.statusCode).toBe(400);
    const totals = await t.call({ method: "GET", url: `${ASSETS}totals/?status=ACTIVE`, token });
    expect(totals.json()).toEqual({
      count: 2,
      by_currency: [{ currency: "GHS", total: "25000.00", count: 2 }],
    });
  });
});

describe("status and value", () => {
  it("follows the allowed transitions and keeps each change in the history", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const move = (status: string, note = "") =>
      t.call({ method: "POST", url: `${ASSETS}${item.id}/change_status/`, token, payload: { status, note } });
    expect((await move("LOST", "Not found after the convention")).json().status).toBe("LOST");
    expect((await move("ACTIVE", "Found in the store")).json().status).toBe("ACTIVE");
    const byHand = await move("ASSIGNED");
    expect(byHand.statusCode).toBe(400);
    expect(byHand.json().status[0]).toMatch(/not by hand/);
    expect((await move("BROKEN")).statusCode).toBe(400);
    expect((await move("DISPOSED", "Sold")).statusCode).toBe(200);
    const final = await move("ACTIVE");
    expect(final.statusCode).toBe(409);
    expect(final.json().detail).toMatch(/disposed asset is final/);
    expect((await assetRow(item.id))?.status).toBe("DISPOSED");
    const value = await t.call({
      method: "POST",
      url: `${ASSETS}${item.id}/update_value/`,
      token,
      payload: { current_value: "10" },
    });
    expect(value.statusCode).toBe(409);
    const history = await t.call({ method: "GET", url: `${ASSETS}${item.id}/history/`, token });
    expect(
      history.json().map((h: { from_status: string; to_status: string }) => [h.from_status, h.to_status]),
    ).toEqual([
      ["ACTIVE", "DISPOSED"],
      ["LOST", "ACTIVE"],
      ["ACTIVE", "LOST"],
    ]);
  });

  it("an assigned asset is not moved by hand", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id, { status: "ASSIGNED" });
    const res = await t.call({
      method: "POST",
      url: `${ASSETS}${item.id}/change_status/`,
      token,
      payload: { status: "RETIRED" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe("This asset is assigned. Record its return first.");
    expect((await assetRow(item.id))?.status).toBe("ASSIGNED");
  });

  it("keeps a valuation history and refuses a negative value", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id, { current_value: "1000.00" });
    const url = `${ASSETS}${item.id}/update_value/`;
    const res = await t.call({
      method: "POST",
      url,
      token,
      payload: { current_value: 750.5, note: "Valuer's report" },
    });
    expect(res.json().current_value).toBe("750.50");
    const negative = await t.call({ method: "POST", url, token, payload: { current_value: "-1" } });
    expect(negative.statusCode).toBe(400);
    const [entry, ...rest] = await t.db.select().from(assetHistory).where(eq(assetHistory.asset, item.id));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: "VALUE",
      old_value: "1000.00",
      new_value: "750.50",
      note: "Valuer's report",
    });
  });
});

describe("export and labels", () => {
  it("exports the list's filters as CSV with formula cells neutralised", async () => {
    const { church, token } = await churchWithAssets(t);
    await makeAsset(t.db, church.id, { name: '=HYPERLINK("http://x")', location: "Store" });
    await makeAsset(t.db, church.id, { name: "Elsewhere", location: "Office" });
    const res = await t.call({ method: "GET", url: `${AREA}export/?format=csv&location=store`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    const xlsx = await t.call({ method: "GET", url: `${AREA}export/?format=xlsx`, token });
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });

  it("prints a PDF of labels for chosen assets the caller may read, and 404 for another church's", async () => {
    const { church, token } = await churchWithAssets(t);
    // Short words without hyphens: a long generated name may wrap on the label, splitting the text.
    const a = await makeAsset(t.db, church.id, { asset_tag: "LBL0001" });
    const b = await makeAsset(t.db, church.id, { name: "Sound desk" });
    const res = await t.call({ method: "GET", url: `${AREA}labels/?ids=${a.id},${b.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(res.rawPayload)).content;
    expect(text).toContain(a.asset_tag);
    expect(text).toContain(b.name);
    const other = await churchWithAssets(t);
    const foreign = await makeAsset(t.db, other.church.id);
    const refused = await t.call({ method: "GET", url: `${AREA}labels/?ids=${a.id},${foreign.id}`, token });
    expect(refused.statusCode).toBe(404);
  });
});

describe("the global view", () => {
  it("shows a regional officer only their region's assets and totals", async () => {
    const north = await makeRegion(t.db);
    const south = await makeRegion(t.db);
    const mine = await churchWithAssets(t, { region: north.id });
    const theirs = await churchWithAssets(t, { region: south.id });
    const fixed = await makeAssetCategory(t.db, mine.church.id, "Fixed Asset");
    await makeAsset(t.db, mine.church.id, { category: fixed.id, current_value: "100.00" });
    await makeAsset(t.db, mine.church.id, { category: fixed.id, current_value: "250.00" });
    await makeAsset(t.db, theirs.church.id, { current_value: "9999.00" });
    const { token } = await signedInUser(t, { role: "REGIONAL_ADMIN", church: mine.church });
    const res = await t.call({ method: "GET", url: `${AREA}global/`, token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.every((r: { church: number }) => r.church === mine.church.id)).toBe(true);
    expect(body.totals).toEqual([{ currency: "GHS", count: 2, total: "350.00" }]);
    expect(body.by_church).toEqual([
      expect.objectContaining({ church: mine.church.id, count: 2, total: "350.00", currency: "GHS" }),
    ]);
    expect(body.by_category).toEqual([
      { category_name: "Fixed Asset", currency: "GHS", count: 2, total: "350.00" },
    ]);
    expect(body.by_region.map((r: { region: number }) => r.region)).toEqual([north.id]);
    // Asking for the other region shows nothing of it.
    const other = await t.call({ method: "GET", url: `${AREA}global/?region=${south.id}`, token });
    expect(other.json()).toMatchObject({ count: 0, results: [], totals: [], by_church: [] });
    // A church's own officer has no global view.
    expect((await t.call({ method: "GET", url: `${AREA}global/`, token: mine.token })).statusCode).toBe(403);
  });

  it("lets a super admin narrow by region", async () => {
    const region = await makeRegion(t.db);
    const { church } = await churchWithAssets(t, { region: region.id });
    await makeAsset(t.db, church.id, { current_value: "10.00" });
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const res = await t.call({
      method: "GET",
      url: `${AREA}global/?region=${region.id}&page_size=1`,
      token,
    });
    expect(res.json()).toMatchObject({ count: 1, totals: [{ currency: "GHS", count: 1, total: "10.00" }] });
  });
});
