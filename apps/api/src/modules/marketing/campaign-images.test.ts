import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { campaignImages, campaigns } from "../../db/tables";
import { saveUpload } from "../../platform/files";
import { multipart } from "../members/members.test-support";
import { CAMPAIGNS, IMAGES, makeCampaign, makeMarketingPlan } from "./marketing.test-support";

let t: TestApp;
let churchA: { id: number; region: number };
let adminA: string;
let adminB: string;
let superAdmin: string;

beforeAll(async () => {
  t = await startTestApp();
  const plan = await makePlan(t.db, "all");
  churchA = await makeChurch(t.db);
  const churchB = await makeChurch(t.db);
  await makeSubscription(t.db, churchA.id, plan.id);
  await makeSubscription(t.db, churchB.id, plan.id);
  adminA = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA })).token;
  adminB = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchB })).token;
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const picture = (width: number, height: number, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    [format]()
    .toBuffer();
const upload = (token: string, campaign: number, bytes: Buffer, name = "poster.png") =>
  t.call({
    method: "POST",
    url: `${IMAGES}upload/`,
    token,
    ...multipart({ campaign: String(campaign) }, { name, bytes }),
  });
const stored = (campaign: number) =>
  t.db.select().from(campaignImages).where(eq(campaignImages.campaign, campaign));
const draftOf = async (values: Partial<typeof campaigns.$inferInsert> = {}, maxImages = 2) => {
  const plan = await makeMarketingPlan(t.db, { max_images: maxImages });
  return makeCampaign(t.db, churchA.id, { plan: plan.id, ...values });
};

describe("campaign pictures", () => {
  it("keeps a web size and a thumbnail, shown with the campaign and served cached for good", async () => {
    const campaign = await draftOf();
    const res = await upload(adminA, campaign.id, await picture(3000, 1500, "jpeg"), "poster.jpg");
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json();
    expect(image).toMatchObject({ campaign: campaign.id, width: 1600, height: 800, position: 0 });
    const web = await t.call({ method: "GET", url: image.url });
    expect(web.statusCode).toBe(200);
    expect(web.headers["content-type"]).toBe("image/webp");
    expect(web.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(web.rawPayload).metadata()).width).toBe(1600);
    const thumb = await t.call({ method: "GET", url: image.thumb_url });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    const shown = await t.call({ method: "GET", url: `${CAMPAIGNS}${campaign.id}/`, token: adminA });
    expect(shown.json().images).toEqual([
      { id: image.id, url: image.url, thumb_url: image.thumb_url, width: 1600, height: 800 },
    ]);
  });

  it("refuses a file over 5 MB (413), one that is not a picture (415) and more than the plan allows (400)", async () => {
    const campaign = await draftOf({}, 1);
    const big = Buffer.concat([await picture(10, 10), Buffer.alloc(5 * 1_048_576)]);
    expect((await upload(adminA, campaign.id, big)).statusCode).toBe(413);
    const page = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    expect((await upload(adminA, campaign.id, page, "poster.png")).statusCode).toBe(415);
    expect((await upload(adminA, campaign.id, await picture(20, 20))).statusCode).toBe(200);
    const over = await upload(adminA, campaign.id, await picture(20, 20));
    expect(over.statusCode).toBe(400);
    expect(over.json().file[0]).toMatch(/allows 1 picture\./);
    expect(await stored(campaign.id)).toHaveLength(1);
  });

  it("holds the plan's limit when uploads arrive at once", async () => {
    const campaign = await draftOf({}, 2);
    const bytes = await picture(30, 30);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(adminA, campaign.id, bytes)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400, 400]);
    expect(await stored(campaign.id)).toHaveLength(2);
  });

  it("answers 404 for another church's campaign or picture, and changes nothing", async () => {
    const campaign = await draftOf();
    const mine = (await upload(adminA, campaign.id, await picture(20, 20))).json();
    expect((await upload(adminB, campaign.id, await picture(20, 20))).statusCode).toBe(404);
    const del = await t.call({ method: "DELETE", url: `${IMAGES}${mine.id}/`, token: adminB });
    expect(del.statusCode).toBe(404);
    const order = await t.call({
      method: "POST",
      url: `${IMAGES}order/`,
      token: adminB,
      payload: { campaign: campaign.id, images: [mine.id] },
    });
    expect(order.statusCode).toBe(404);
    expect(await stored(campaign.id)).toHaveLength(1);
  });

  it("orders every picture once, deletes one with its files, and leaves a running campaign's alone", async () => {
    const campaign = await draftOf({}, 3);
    const first = (await upload(adminA, campaign.id, await picture(20, 20))).json();
    const second = (await upload(adminA, campaign.id, await picture(30, 20))).json();
    const partial = await t.call({
      method: "POST",
      url: `${IMAGES}order/`,
      token: adminA,
      payload: { campaign: campaign.id, images: [second.id] },
    });
    expect(partial.statusCode).toBe(400);
    const order = await t.call({
      method: "POST",
      url: `${IMAGES}order/`,
      token: adminA,
      payload: { campaign: campaign.id, images: [second.id, first.id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    const shown = await t.call({ method: "GET", url: `${CAMPAIGNS}${campaign.id}/`, token: adminA });
    expect(shown.json().images.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);

    const del = await t.call({ method: "DELETE", url: `${IMAGES}${first.id}/`, token: adminA });
    expect(del.statusCode).toBe(204);
    expect((await t.call({ method: "GET", url: first.url })).statusCode).toBe(404);
    expect(await t.app.files.read(first.url.split("/").pop())).toBeNull();

    await t.db.update(campaigns).set({ status: "ACTIVE" }).where(eq(campaigns.id, campaign.id));
    const late = await upload(superAdmin, campaign.id, await picture(20, 20));
    expect(late.statusCode).toBe(409);
    const keep = await t.call({ method: "DELETE", url: `${IMAGES}${second.id}/`, token: adminA });
    expect(keep.statusCode).toBe(409);
    expect(await stored(campaign.id)).toHaveLength(1);
  });

  it("keeps pictures in the database's file store too, for every instance to serve", async () => {
    const stored = await startTestApp({ sameDatabaseAs: t, config: { fileStore: "database" } });
    try {
      const campaign = await draftOf();
      const sent = await stored.call({
        method: "POST",
        url: `${IMAGES}upload/`,
        token: adminA,
        ...multipart({ campaign: String(campaign.id) }, { name: "hall.png", bytes: await picture(800, 600) }),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(stored.app.files.kind).toBe("database");
      const web = await stored.call({ method: "GET", url: sent.json().thumb_url });
      expect([web.statusCode, web.headers["cache-control"]]).toEqual([
        200,
        "public, max-age=31536000, immutable",
      ]);
      expect((await sharp(web.rawPayload).metadata()).width).toBe(480);
    } finally {
      await stored.close();
    }
  });

  it("serves only campaign pictures from its address, not other stored files", async () => {
    const other = await saveUpload(t.app.files, await picture(10, 10), ["image/png"], 1_048_576);
    expect((await t.call({ method: "GET", url: `/api/files/${other}` })).statusCode).toBe(200);
    const res = await t.call({ method: "GET", url: `/api/marketing/campaign-images/${other}` });
    expect(res.statusCode).toBe(404);
  });
});
