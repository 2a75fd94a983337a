import { ASSET_UPLOAD_COLUMNS } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { assetCategories, assets } from "../../db/tables";
import { multipart, readXlsx, xlsx } from "../members/members.test-support";
import { AREA, churchWithAssets, makeAsset } from "./assets.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const upload = (token: string, bytes: Buffer, fields: Record<string, string> = {}, name = "assets.xlsx") =>
  t.call({ method: "POST", url: `${AREA}bulk_upload/`, token, ...multipart(fields, { name, bytes }) });
const assetsOf = (church: number) => t.db.select().from(assets).where(eq(assets.church, church));
const row = (name: string, category: string, extra: Partial<Record<string, string>> = {}) =>
  ASSET_UPLOAD_COLUMNS.map((c) => (c === "name" ? name : c === "category" ? category : (extra[c] ?? "")));

describe("bulk upload", () => {
  it("the template holds the columns and one example row that uploads as it is", async () => {
    const { church, token } = await churchWithAssets(t);
    const res = await t.call({ method: "GET", url: `${AREA}download_template/`, token });
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      "Name",
      "Category",
      "Asset tag",
      "Serial number",
      "Description",
      "Location",
      "Purchase date",
      "Purchase cost",
      "Current value",
      "Condition",
    ]);
    expect(rows).toHaveLength(2);
    const back = await upload(token, res.rawPayload);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ imported: 1, categories_created: [] });
    expect(await assetsOf(church.id)).toHaveLength(1);
  });

  it("adds 20 rows in one go, tagging those without a tag and making a missing category", async () => {
    const { church, token } = await churchWithAssets(t);
    const rows = Array.from({ length: 20 }, (_, i) =>
      row(`Chair ${i + 1}`, i < 10 ? "Furniture" : "movable asset", {
        purchase_cost: "120",
        current_value: "100.50",
        purchase_date: "2024-01-15",
        condition: "new",
        asset_tag: i === 0 ? "CHAIR-A" : "",
      }),
    );
    const res = await upload(token, await xlsx([[...ASSET_UPLOAD_COLUMNS], ...rows]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 20, categories_created: ["Furniture"] });
    const stored = await assetsOf(church.id);
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((a) => a.asset_tag)).size).toBe(20);
    expect(stored.find((a) => a.name === "Chair 1")).toMatchObject({
      asset_tag: "CHAIR-A",
      condition: "NEW",
      current_value: "100.50",
      currency: "GHS",
    });
    const names = (
      await t.db.select().from(assetCategories).where(eq(assetCategories.church, church.id))
    ).map((c) => c.name);
    expect(names.sort()).toEqual(["Fixed Asset", "Furniture", "Movable Asset"]);
  });

  it("adds nothing when any row needs fixing, and reports each problem by row and field", async () => {
    const { church, token } = await churchWithAssets(t);
    await makeAsset(t.db, church.id, { asset_tag: "TAKEN-1" });
    const csv = [
      ASSET_UPLOAD_COLUMNS.join(","),
      row("Projector", "Movable Asset", { current_value: "-3" }).join(","),
      row("Bus", "Movable Asset", { asset_tag: "BUS-1" }).join(","),
      row("Van", "Movable Asset", { asset_tag: "bus-1" }).join(","),
      row("Piano", "Movable Asset", { asset_tag: "taken-1", purchase_date: "15/01/2024" }).join(","),
      row("", "Movable Asset", { purchase_cost: "ten" }).join(","),
      row("Keyboard", "Movable Asset").join(","),
    ].join("\n");
    const res = await upload(token, Buffer.from(csv), {}, "assets.csv");
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      "No assets were added: 4 rows need fixing. Correct them and upload the file again.",
    );
    expect(res.json().errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, "current_value"],
      [4, "asset_tag"],
      [5, "purchase_date"],
      [6, "name"],
      [6, "purchase_cost"],
    ]);
    expect(await assetsOf(church.id)).toHaveLength(1);
  });

  it("adds 20,000 rows, the most a file may hold, in one go", async () => {
    const { church, token } = await churchWithAssets(t);
    const lines = [ASSET_UPLOAD_COLUMNS.join(",")];
    for (let i = 0; i < 20_000; i++)
      lines.push(
        row(`Chair ${i}`, "Movable Asset", { serial_number: `SN-${i}`, current_value: "45.50" }).join(","),
      );
    const res = await upload(token, Buffer.from(lines.join("\n")), {}, "assets.csv");
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ imported: 20_000, categories_created: [] });
    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int`, tags: sql<number>`count(distinct ${assets.asset_tag})::int` })
      .from(assets)
      .where(eq(assets.church, church.id));
    expect(stored).toEqual({ n: 20_000, tags: 20_000 });
  }, 60_000);

  it("adds nothing when only the last of 20,000 rows needs fixing", async () => {
    const { church, token } = await churchWithAssets(t);
    const lines = [ASSET_UPLOAD_COLUMNS.join(",")];
    for (let i = 0; i < 19_999; i++) lines.push(row(`Chair ${i}`, "Movable Asset").join(","));
    lines.push(row("Last chair", "Movable Asset", { purchase_date: "31/12/2024" }).join(","));
    const res = await upload(token, Buffer.from(lines.join("\n")), {}, "assets.csv");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      imported: 0,
      error_count: 1,
      errors: [{ row: 20_001, field: "purchase_date" }],
    });
    expect(await assetsOf(church.id)).toHaveLength(0);
  }, 60_000);

  it("gives untagged rows tags that no row of the file names", async () => {
    const { church, token } = await churchWithAssets(t);
    const first = await upload(token, await xlsx([[...ASSET_UPLOAD_COLUMNS], row("Lectern", "Fixed Asset")]));
    expect(first.statusCode, first.body).toBe(200);
    const [lectern] = await assetsOf(church.id);
    // The tag the next untagged row would take (…-0002) is named by the file's last row.
    const following = lectern?.asset_tag.replace(/\d+$/, (n) =>
      String(Number(n) + 1).padStart(n.length, "0"),
    );
    const file = await xlsx([
      [...ASSET_UPLOAD_COLUMNS],
      row("Pulpit", "Fixed Asset"),
      row("Altar", "Fixed Asset", { asset_tag: following }),
    ]);
    const res = await upload(token, file);
    expect(res.statusCode, res.body).toBe(200);
    const tags = (await assetsOf(church.id)).map((a) => a.asset_tag);
    expect(new Set(tags).size).toBe(3);
    expect(tags).toContain(following);
  });

  it("a secretary's upload does not make categories; the tag already used in the church is refused", async () => {
    const { church } = await churchWithAssets(t);
    const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
    await makeAsset(t.db, church.id, { asset_tag: "GEN-1" });
    const file = await xlsx([
      [...ASSET_UPLOAD_COLUMNS],
      row("Generator", "Power", { asset_tag: "gen-1" }),
      row("Drum set", "Fixed Asset"),
    ]);
    const res = await upload(token, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        row: 2,
        field: "asset_tag",
        column: "Asset tag",
        message: "This church already has an asset with this tag.",
      },
      {
        row: 2,
        field: "category",
        column: "Category",
        message:
          "This church has no category named Power. Ask a church admin to add it, or use an existing one.",
      },
    ]);
    expect(await assetsOf(church.id)).toHaveLength(1);
  });

  it("refuses a file that is not a spreadsheet (415) and another church (404)", async () => {
    const { token } = await churchWithAssets(t);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect((await upload(token, png)).statusCode).toBe(415);
    const other = await churchWithAssets(t);
    const file = await xlsx([[...ASSET_UPLOAD_COLUMNS], row("Bus", "Fixed Asset")]);
    const res = await upload(token, file, { church_id: String(other.church.id) });
    expect(res.statusCode).toBe(404);
    expect(await assetsOf(other.church.id)).toHaveLength(0);
  });
});
