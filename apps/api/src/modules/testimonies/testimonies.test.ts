import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churches, testimonies, testimonyTypes } from "../../db/tables";
import { multipart } from "../members/members.test-support";
import {
  makePublished,
  makeTestimony,
  makeType,
  PUBLIC,
  TESTIMONIES,
  TYPES,
} from "./testimonies.test-support";

let t: TestApp;
let churchA: { id: number; region: number };
let churchB: { id: number; region: number };
let healing: number;
beforeAll(async () => {
  t = await startTestApp();
  churchA = await makeChurch(t.db, (await makeRegion(t.db)).id);
  churchB = await makeChurch(t.db, (await makeRegion(t.db)).id);
  healing = await makeType(t.db, "Healing");
});
afterAll(() => t.close());

const share = (token: string, body: Record<string, unknown> = {}) =>
  t.call({
    method: "POST",
    url: TESTIMONIES,
    token,
    payload: { title: "Healed of malaria", type: healing, story: "I was sick.\n\nNow I am well.", ...body },
  });
const post = (token: string | undefined, id: number, action: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: "POST", url: `${TESTIMONIES}${id}/${action}/`, token, payload });
const publicRead = (id: number) => t.call({ method: "GET", url: `${PUBLIC}${id}/` });

describe("sharing", () => {
  it("a member shares a testimony for their church: PENDING, theirs, with a slug from its title", async () => {
    const { user, token } = await signedInUser(t, { role: "MEMBER", church: churchA });
    const res = await share(token, { title: "Healed of Malaria!", consent_to_publish: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      church: churchA.id,
      status: "PENDING",
      testifier_user: user.id,
      is_public: false,
      type_name: "Healing",
      medical_documents: [],
    });
    expect(res.json().slug).toMatch(/^healed-of-malaria-[a-z2-9]{6}$/);
    const again = await share(token, { title: "Healed of malaria" });
    expect(again.json().slug).toMatch(/^healed-of-malaria-[a-z2-9]{6}$/);
    expect(again.json().slug).not.toBe(res.json().slug);
  });

  it("a slug tells nothing of another church's testimonies, published or not", async () => {
    const title = "Delivered from debt";
    const other = await signedInUser(t, { role: "MEMBER", church: churchB });
    const hidden = await share(other.token, { title });
    expect(hidden.statusCode).toBe(201);
    const { token } = await signedInUser(t, { role: "MEMBER", church: churchA });
    const mine = (await share(token, { title })).json();
    // Not "delivered-from-debt-2", which would say that another church has a testimony so named.
    expect(mine.slug).toMatch(/^delivered-from-debt-[a-z2-9]{6}$/);
    expect(mine.slug).not.toBe(hidden.json().slug);
    // A changed title takes a new slug of the same kind; the same title keeps it.
    const admin = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA })).token;
    const url = `${TESTIMONIES}${mine.id}/`;
    const same = await t.call({ method: "PATCH", url, token: admin, payload: { title } });
    expect(same.json().slug).toBe(mine.slug);
    const renamed = await t.call({ method: "PATCH", url, token: admin, payload: { title: "Debt paid" } });
    expect(renamed.json().slug).toMatch(/^debt-paid-[a-z2-9]{6}$/);
  });

  it("keeps HTML and script in text fields as the text that was sent", async () => {
    const { token } = await signedInUser(t, { role: "MEMBER", church: churchA });
    const story = '<script>alert("x")</script>\n\n<b>bold</b>';
    const res = await share(token, { title: "<img src=x onerror=alert(1)>", story });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(testimonies).where(eq(testimonies.id, res.json().id));
    expect(row?.story).toBe(story);
    expect(row?.title).toBe("<img src=x onerror=alert(1)>");
    expect(res.json().story).toBe(story);
  });

  it("refuses an inactive type and a church out of reach", async () => {
    const { token } = await signedInUser(t, { role: "MEMBER", church: churchA });
    const [old] = await t.db
      .insert(testimonyTypes)
      .values({ name: "Retired kind", slug: "retired-kind", is_active: false })
      .returning();
    const inactive = await share(token, { type: old?.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toHaveProperty("type");
    expect((await share(token, { church: churchB.id })).statusCode).toBe(404);
  });

  it("a church admin enters a testimony for a name they type", async () => {
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    const res = await share(token, { testifier_name: "Kofi Boateng" });
    expect(res.json()).toMatchObject({
      testifier_name: "Kofi Boateng",
      testifier_user: null,
      status: "PENDING",
    });
  });
});

describe("verification", () => {
  it("a church admin verifies and publishes a consented testimony; the public then reads it", async () => {
    const row = await makeTestimony(t.db, churchA.id, { consent_to_publish: true });
    expect((await publicRead(row.id)).statusCode).toBe(404);
    // The time of verification is the app's: a clock moved a year ahead gives next year's time.
    t.clock.advance(365 * 86_400_000);
    const { user, token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    const before = t.clock.now().getTime();
    const res = await post(token, row.id, "verify", { note: "Spoke with her doctor.", is_public: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "VERIFIED",
      is_public: true,
      verification_note: "Spoke with her doctor.",
    });
    const verifiedAt = Date.parse(res.json().verified_at);
    expect(verifiedAt).toBeGreaterThanOrEqual(before);
    expect(verifiedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    const [stored] = await t.db.select().from(testimonies).where(eq(testimonies.id, row.id));
    expect(stored?.verified_by).toBe(user.id);
    expect((await publicRead(row.id)).statusCode).toBe(200);
    // Unverified with a note, it leaves the public site.
    const unverified = await post(token, row.id, "unverify", { note: "The doctor's letter was not his." });
    expect(unverified.json().status).toBe("UNVERIFIED");
    expect((await publicRead(row.id)).statusCode).toBe(404);
  });

  it("publishing without consent answers 400 naming consent_to_publish", async () => {
    const row = await makeTestimony(t.db, churchA.id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    const verify = await post(token, row.id, "verify", { is_public: true });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toHaveProperty("consent_to_publish");
    expect((await post(token, row.id, "verify", {})).statusCode).toBe(200);
    const patch = await t.call({
      method: "PATCH",
      url: `${TESTIMONIES}${row.id}/`,
      token,
      payload: { is_public: true },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toHaveProperty("consent_to_publish");
    const [stored] = await t.db.select().from(testimonies).where(eq(testimonies.id, row.id));
    expect(stored?.is_public).toBe(false);
  });

  it("consent withdrawn takes a published testimony off the public site", async () => {
    const row = await makePublished(t.db, churchA.id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    expect((await publicRead(row.id)).statusCode).toBe(200);
    const res = await t.call({
      method: "PATCH",
      url: `${TESTIMONIES}${row.id}/`,
      token,
      payload: { consent_to_publish: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ consent_to_publish: false, is_public: false });
    expect((await publicRead(row.id)).statusCode).toBe(404);
  });

  it("rejection needs a reason; verified testimonies are unverified first", async () => {
    const row = await makeTestimony(t.db, churchA.id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    const blank = await post(token, row.id, "reject", { reason: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty("reason");
    const res = await post(token, row.id, "reject", { reason: "This is a prayer request." });
    expect(res.json()).toMatchObject({ status: "REJECTED", rejection_reason: "This is a prayer request." });
    const verified = await makeTestimony(t.db, churchA.id, { status: "VERIFIED" });
    expect((await post(token, verified.id, "reject", { reason: "No" })).statusCode).toBe(409);
  });

  it("only super admins and the church's own admins verify", async () => {
    const row = await makeTestimony(t.db, churchA.id);
    const cases: [Parameters<typeof signedInUser>[1], number][] = [
      [{ role: "MEMBER", church: churchA }, 403],
      [{ role: "LOCAL_SECRETARY", church: churchA }, 403],
      [{ role: "REGIONAL_ADMIN", church: churchA }, 403],
      [{ role: "NATIONAL_SECRETARY" }, 403],
      [{ role: "LOCAL_ADMIN", church: churchB }, 404],
      [{ role: "MEMBER", church: churchB, isChurchAdmin: true }, 404],
    ];
    for (const [who, status] of cases) {
      const { token } = await signedInUser(t, who);
      expect((await post(token, row.id, "verify")).statusCode, who.role).toBe(status);
    }
    const [unchanged] = await t.db.select().from(testimonies).where(eq(testimonies.id, row.id));
    expect(unchanged?.status).toBe("PENDING");
    const { token: flagged } = await signedInUser(t, {
      role: "MEMBER",
      church: churchA,
      isChurchAdmin: true,
    });
    expect((await post(flagged, row.id, "verify")).statusCode).toBe(200);
    const other = await makeTestimony(t.db, churchB.id);
    const { token: superAdmin } = await signedInUser(t, { role: "SUPER_ADMIN" });
    expect((await post(superAdmin, other.id, "verify")).statusCode).toBe(200);
  });
});

describe("who reads what", () => {
  it("a member reads their church's verified testimonies and their own, never another's pending one", async () => {
    const { user, token } = await signedInUser(t, { role: "MEMBER", church: churchA });
    const own = await makeTestimony(t.db, churchA.id, { testifier_user: user.id });
    const neighbours = await makeTestimony(t.db, churchA.id);
    const verified = await makeTestimony(t.db, churchA.id, { status: "VERIFIED" });
    const otherChurch = await makeTestimony(t.db, churchB.id);
    const read = (id: number) => t.call({ method: "GET", url: `${TESTIMONIES}${id}/`, token });
    expect((await read(own.id)).statusCode).toBe(200);
    expect((await read(verified.id)).statusCode).toBe(200);
    expect((await read(neighbours.id)).statusCode).toBe(404);
    expect((await read(otherChurch.id)).statusCode).toBe(404);
    const { token: secretary } = await signedInUser(t, { role: "LOCAL_SECRETARY", church: churchA });
    expect(
      (await t.call({ method: "GET", url: `${TESTIMONIES}${neighbours.id}/`, token: secretary })).statusCode,
    ).toBe(200);
  });

  it("the public reads only verified, public, consented testimonies; an anonymous one names only the church", async () => {
    const [church] = await t.db.select().from(churches).where(eq(churches.id, churchB.id));
    const shown = await makePublished(t.db, churchB.id, { title: "Rent paid", featured: false });
    const featured = await makePublished(t.db, churchB.id, { title: "Featured one", featured: true });
    const anonymous = await makePublished(t.db, churchB.id, {
      is_anonymous: true,
      testifier_name: "Secret Name",
    });
    const pending = await makeTestimony(t.db, churchB.id, { consent_to_publish: true, is_public: true });
    const unconsented = await makeTestimony(t.db, churchB.id, { status: "VERIFIED" });
    const rejected = await makeTestimony(t.db, churchB.id, { status: "REJECTED", consent_to_publish: true });
    for (const hidden of [pending, unconsented, rejected])
      expect((await publicRead(hidden.id)).statusCode).toBe(404);
    const list = await t.call({ method: "GET", url: `${PUBLIC}?church=${churchB.id}&page_size=100` });
    expect(list.statusCode).toBe(200);
    const ids = list.json().results.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([shown.id, featured.id, anonymous.id]));
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(unconsented.id);
    expect(ids[0]).toBe(featured.id);
    const anon = await publicRead(anonymous.id);
    expect(anon.json().testifier_name).toBe(`A member of ${church?.name}`);
    expect(anon.body).not.toContain("Secret Name");
    const bySlug = await t.call({ method: "GET", url: `${PUBLIC}?slug=${shown.slug}` });
    expect(bySlug.json().results.map((r: { id: number }) => r.id)).toEqual([shown.id]);
    expect((await t.call({ method: "GET", url: `${PUBLIC}?slug=${pending.slug}` })).json().count).toBe(0);
    // /testimonies/{slug} reads by slug: a published one answers, anything else is 404.
    const one = await t.call({ method: "GET", url: `${PUBLIC}by_slug/?slug=${anonymous.slug}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: anonymous.id, testifier_name: `A member of ${church?.name}` });
    for (const hidden of [pending, unconsented, rejected]) {
      const res = await t.call({ method: "GET", url: `${PUBLIC}by_slug/?slug=${hidden.slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(hidden.title);
    }
  });
});

describe("the photo", () => {
  it("a church admin sets a photo, kept re-encoded and shown with the published testimony", async () => {
    const row = await makePublished(t.db, churchA.id);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } })
      .withExif({ IFD0: { Make: "PhoneMaker" } })
      .jpeg()
      .toBuffer();
    const send = (who: string, bytes: Buffer) =>
      t.call({
        method: "POST",
        url: `${TESTIMONIES}${row.id}/photo/`,
        token: who,
        ...multipart({}, { name: "p.jpg", bytes }),
      });
    const res = await send(token, picture);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().photo_url as string;
    expect((await publicRead(row.id)).json().photo_url).toBe(url);
    const served = await t.call({ method: "GET", url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 300 });
    expect(served.rawPayload.includes("PhoneMaker")).toBe(false);
    expect((await send(token, Buffer.from("<svg onload=alert(1)></svg>"))).statusCode).toBe(415);
    const { token: member } = await signedInUser(t, { role: "MEMBER", church: churchA });
    expect((await send(member, picture)).statusCode).toBe(403);
  });
});

describe("statistics and types", () => {
  it("counts the testimonies in the caller's reach by type, status, church and month", async () => {
    const church = await makeChurch(t.db, (await makeRegion(t.db)).id);
    const provision = await makeType(t.db, "Provision");
    await makeTestimony(t.db, church.id, { created_at: new Date("2031-02-03T10:00:00Z") });
    await makeTestimony(t.db, church.id, {
      status: "VERIFIED",
      type: provision,
      created_at: new Date("2031-03-03T10:00:00Z"),
    });
    await makeTestimony(t.db, churchB.id, { created_at: new Date("2031-03-04T10:00:00Z") });
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const res = await t.call({ method: "GET", url: `${TESTIMONIES}stats/?year=2031`, token });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats.total).toBe(2);
    expect(stats.by_status).toEqual(
      expect.arrayContaining([
        { key: "PENDING", label: "PENDING", count: 1 },
        { key: "VERIFIED", label: "VERIFIED", count: 1 },
      ]),
    );
    expect(stats.by_type.map((b: { label: string }) => b.label).sort()).toEqual(["Healing", "Provision"]);
    expect(stats.by_church).toEqual([{ key: String(church.id), label: expect.any(String), count: 2 }]);
    expect(stats.by_month.map((b: { key: string; count: number }) => [b.key, b.count])).toEqual([
      ["2031-02", 1],
      ["2031-03", 1],
    ]);
    const { token: member } = await signedInUser(t, { role: "MEMBER", church });
    expect((await t.call({ method: "GET", url: `${TESTIMONIES}stats/`, token: member })).statusCode).toBe(
      403,
    );
  });

  it("the public reads the active types; super admins add them with a slug from the name", async () => {
    const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    const res = await t.call({ method: "POST", url: TYPES, token, payload: { name: "Answered Prayer" } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().slug).toBe("answered-prayer");
    const listed = await t.call({ method: "GET", url: `${TYPES}?page_size=100` });
    const names = listed.json().results.map((r: { name: string }) => r.name);
    expect(names).toContain("Answered Prayer");
    expect(names).not.toContain("Retired kind");
    const inUse = await t.call({ method: "DELETE", url: `${TYPES}${healing}/`, token });
    expect(inUse.statusCode).toBe(409);
  });
});
