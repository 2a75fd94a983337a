import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { assetAssignments, assetDocuments, assets } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { multipart } from "../members/members.test-support";
import {
  ASSETS,
  ASSIGNMENTS,
  churchWithAssets,
  DOCUMENTS,
  MAINTENANCE,
  makeAsset,
  makeMaintenance,
} from "./assets.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statusOf = async (id: number) => (await t.db.select().from(assets).where(eq(assets.id, id)))[0]?.status;

describe("assignments", () => {
  it("assigns an ACTIVE asset to a member and takes it back ACTIVE in its returned condition", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const member = await makeMember(t.db, church.id);
    const res = await t.call({
      method: "POST",
      url: ASSIGNMENTS,
      token,
      payload: { asset: item.id, member: member.id, due_back: "2030-05-01", notes: "For the youth camp" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ is_open: true, asset_tag: item.asset_tag, member: member.id });
    expect(await statusOf(item.id)).toBe("ASSIGNED");
    const again = await t.call({
      method: "POST",
      url: ASSIGNMENTS,
      token,
      payload: { asset: item.id, assigned_to: "Choir" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already assigned/);
    const early = await t.call({
      method: "PATCH",
      url: `${ASSIGNMENTS}${res.json().id}/`,
      token,
      payload: { due_back: "2000-01-01" },
    });
    expect(early.json()).toEqual({
      due_back: ["The due date cannot be before the day the asset was assigned."],
    });
    const back = await t.call({
      method: "POST",
      url: `${ASSIGNMENTS}${res.json().id}/return_asset/`,
      token,
      payload: { condition: "FAIR", notes: "Scratched" },
    });
    expect(back.json()).toMatchObject({
      is_open: false,
      return_condition: "FAIR",
      return_notes: "Scratched",
    });
    const [row] = await t.db.select().from(assets).where(eq(assets.id, item.id));
    expect(row).toMatchObject({ status: "ACTIVE", condition: "FAIR" });
    const twice = await t.call({
      method: "POST",
      url: `${ASSIGNMENTS}${res.json().id}/return_asset/`,
      token,
      payload: { condition: "GOOD" },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("makes one open assignment when two arrive at once", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const answers = await Promise.all(
      ["Choir", "Ushers", "Youth"].map((assigned_to) =>
        t.call({ method: "POST", url: ASSIGNMENTS, token, payload: { asset: item.id, assigned_to } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      await t.db.select().from(assetAssignments).where(eq(assetAssignments.asset, item.id)),
    ).toHaveLength(1);
  });

  it("refuses a retired asset, another church's asset or member (404), and a missing assignee", async () => {
    const { church, token } = await churchWithAssets(t);
    const retired = await makeAsset(t.db, church.id, { status: "RETIRED" });
    const refused = await t.call({
      method: "POST",
      url: ASSIGNMENTS,
      token,
      payload: { asset: retired.id, assigned_to: "Choir" },
    });
    expect(refused.statusCode).toBe(409);
    const other = await churchWithAssets(t);
    const foreignAsset = await makeAsset(t.db, other.church.id);
    const foreignMember = await makeMember(t.db, other.church.id);
    const item = await makeAsset(t.db, church.id);
    const a = await t.call({
      method: "POST",
      url: ASSIGNMENTS,
      token,
      payload: { asset: foreignAsset.id, assigned_to: "X" },
    });
    expect(a.statusCode).toBe(404);
    const m = await t.call({
      method: "POST",
      url: ASSIGNMENTS,
      token,
      payload: { asset: item.id, member: foreignMember.id },
    });
    expect(m.statusCode).toBe(404);
    const nobody = await t.call({ method: "POST", url: ASSIGNMENTS, token, payload: { asset: item.id } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toHaveProperty("member");
    expect(await statusOf(item.id)).toBe("ACTIVE");
    expect(await statusOf(foreignAsset.id)).toBe("ACTIVE");
  });
});

describe("maintenance", () => {
  it("puts the asset under maintenance while work runs and back to ACTIVE when it is completed", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const created = await t.call({
      method: "POST",
      url: MAINTENANCE,
      token,
      payload: {
        asset: item.id,
        kind: "REPAIR",
        scheduled_for: "2030-04-02",
        vendor: "Volta Generators",
        cost: "800",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(
      (await t.call({ method: "POST", url: `${MAINTENANCE}${id}/start_maintenance/`, token })).json().status,
    ).toBe("IN_PROGRESS");
    expect(await statusOf(item.id)).toBe("UNDER_MAINTENANCE");
    const done = await t.call({
      method: "POST",
      url: `${MAINTENANCE}${id}/complete_maintenance/`,
      token,
      payload: { completed_on: "2024-04-03", cost: "950.00", notes: "New alternator" },
    });
    expect(done.json()).toMatchObject({ status: "COMPLETED", cost: "950.00", completed_on: "2024-04-03" });
    expect(await statusOf(item.id)).toBe("ACTIVE");
    const again = await t.call({
      method: "POST",
      url: `${MAINTENANCE}${id}/complete_maintenance/`,
      token,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("This maintenance has already been completed.");
    const history = await t.call({ method: "GET", url: `${MAINTENANCE}?asset=${item.id}`, token });
    expect(history.json().count).toBe(1);
  });

  it("keeps the asset under maintenance while other work on it is in progress", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id, { status: "UNDER_MAINTENANCE" });
    const first = await makeMaintenance(t.db, item, { status: "IN_PROGRESS" });
    await makeMaintenance(t.db, item, { status: "IN_PROGRESS" });
    await t.call({
      method: "POST",
      url: `${MAINTENANCE}${first.id}/complete_maintenance/`,
      token,
      payload: {},
    });
    expect(await statusOf(item.id)).toBe("UNDER_MAINTENANCE");
  });

  it("does not start work on an assigned asset, and lists overdue work first", async () => {
    const { church, token } = await churchWithAssets(t);
    const lent = await makeAsset(t.db, church.id, { status: "ASSIGNED" });
    const work = await makeMaintenance(t.db, lent);
    const refused = await t.call({
      method: "POST",
      url: `${MAINTENANCE}${work.id}/start_maintenance/`,
      token,
    });
    expect(refused.statusCode).toBe(409);
    const item = await makeAsset(t.db, church.id);
    const done = await makeMaintenance(t.db, item, { scheduled_for: "2000-01-01", status: "COMPLETED" });
    const later = await makeMaintenance(t.db, item, { scheduled_for: "2099-01-01" });
    const overdue = await makeMaintenance(t.db, item, { scheduled_for: "2001-06-01" });
    const res = await t.call({ method: "GET", url: `${MAINTENANCE}?asset=${item.id}`, token });
    const rows = res.json().results as { id: number; is_overdue: boolean }[];
    expect(rows.map((r) => r.id)).toEqual([overdue.id, later.id, done.id]);
    expect(rows.map((r) => r.is_overdue)).toEqual([true, false, false]);
  });

  it("is gated by maintenance tracking", async () => {
    const { token } = await churchWithAssets(t, { features: { ASSET_MANAGEMENT: true } });
    const res = await t.call({ method: "GET", url: MAINTENANCE, token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("feature_not_available");
  });
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const filesOnDisk = async () => (await readdir(`${t.app.config.dataDir}/files`).catch(() => [])).length;

describe("documents", () => {
  const upload = (token: string, fields: Record<string, string>, name: string, bytes: Buffer) =>
    t.call({ method: "POST", url: `${DOCUMENTS}upload/`, token, ...multipart(fields, { name, bytes }) });

  it("keeps a warranty with its end date and serves it only to those who may read the asset", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const fields = {
      asset: String(item.id),
      title: "Generator warranty",
      kind: "WARRANTY",
      expires_on: "2031-01-31",
    };
    const res = await upload(token, fields, "warranty.pdf", PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: "WARRANTY",
      expires_on: "2031-01-31",
      content_type: "application/pdf",
    });
    const download = await t.call({ method: "GET", url: `${DOCUMENTS}${res.json().id}/download/`, token });
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const [stored] = await t.db.select().from(assetDocuments).where(eq(assetDocuments.asset, item.id));
    expect(stored?.file).toMatch(/^private-/);
    const other = await churchWithAssets(t);
    const { token: stranger } = await signedInUser(t, { role: "LOCAL_ADMIN", church: other.church });
    const refused = await t.call({
      method: "GET",
      url: `${DOCUMENTS}${res.json().id}/download/`,
      token: stranger,
    });
    expect(refused.statusCode).toBe(404);
    const foreign = await upload(stranger, { ...fields }, "warranty.pdf", PDF);
    expect(foreign.statusCode).toBe(404);
  });

  it("re-encodes pictures, refuses a disguised file (415) and an oversized one (413), leaving no file", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const fields = { asset: String(item.id), title: "Photo", kind: "PHOTO" };
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#00ff00" } })
      .png()
      .toBuffer();
    expect((await upload(token, fields, "front.png", png)).json()).toMatchObject({
      content_type: "image/webp",
    });
    const before = await filesOnDisk();
    expect(before).toBeGreaterThan(0);
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    expect((await upload(token, fields, "receipt.pdf", html)).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(21 * 1_048_576)]);
    const large = await upload(token, fields, "manual.pdf", big);
    expect(large.statusCode).toBe(413);
    expect(await filesOnDisk()).toBe(before);
    expect(await t.db.select().from(assetDocuments).where(eq(assetDocuments.asset, item.id))).toHaveLength(1);
  });

  it("keeps a photo of an asset, re-encoded, and serves it to readers", async () => {
    const { church, token } = await churchWithAssets(t);
    const item = await makeAsset(t.db, church.id);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0000ff" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Someone" } } })
      .toBuffer();
    const res = await t.call({
      method: "POST",
      url: `${ASSETS}${item.id}/upload_photo/`,
      token,
      ...multipart({}, { name: "bus.jpg", bytes: jpeg }),
    });
    expect(res.json().has_photo).toBe(true);
    const photo = await t.call({ method: "GET", url: `${ASSETS}${item.id}/photo/`, token });
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
  });
});
