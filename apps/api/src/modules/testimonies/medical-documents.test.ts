import { ROLES, reachOf } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, testimonyDocuments } from "../../db/tables";
import { multipart } from "../members/members.test-support";
import {
  DOCUMENTS,
  makePublished,
  makeTestimony,
  PDF,
  PUBLIC,
  TESTIMONIES,
} from "./testimonies.test-support";

let t: TestApp;
let churchA: { id: number; region: number };
let churchB: { id: number; region: number };
beforeAll(async () => {
  t = await startTestApp();
  churchA = await makeChurch(t.db, (await makeRegion(t.db)).id);
  churchB = await makeChurch(t.db, (await makeRegion(t.db)).id);
});
afterAll(() => t.close());

const attach = (token: string, testimony: number, name: string, bytes: Buffer) =>
  t.call({
    method: "POST",
    url: `${TESTIMONIES}${testimony}/medical_documents/`,
    token,
    ...multipart({}, { name, bytes }),
  });
const documentsOf = (testimony: number) =>
  t.db.select().from(testimonyDocuments).where(eq(testimonyDocuments.testimony, testimony));
const storedNames = async () => {
  const names: string[] = [];
  for await (const name of t.app.files.names()) names.push(name);
  return names;
};

/** A member's testimony of church A with a medical report they attached themselves. */
async function testimonyWithReport() {
  const testifier = await signedInUser(t, { role: "MEMBER", church: churchA });
  const row = await makePublished(t.db, churchA.id, { testifier_user: testifier.user.id });
  const res = await attach(testifier.token, row.id, "Lab report.pdf", PDF);
  expect(res.statusCode, res.body).toBe(200);
  return { row, testifier, document: res.json().id as number };
}

describe("medical documents", () => {
  it("only the testifier, the church's admins and super admins download one; everyone else gets 404", async () => {
    const { testifier, document } = await testimonyWithReport();
    const url = `${DOCUMENTS}${document}/download/`;
    const download = (token?: string) => t.call({ method: "GET", url, token });

    const own = await download(testifier.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("no-store");
    expect(own.headers["content-disposition"]).toBe('attachment; filename="Lab report.pdf"');
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.rawPayload.equals(PDF)).toBe(true);

    // Every role, in the testimony's church and in another, with and without the church-admin flag.
    for (const role of ROLES)
      for (const church of [churchA, churchB])
        for (const isChurchAdmin of [false, true]) {
          const ownChurch = church === churchA && reachOf(role) === "church";
          const allowed = role === "SUPER_ADMIN" || (ownChurch && (role === "LOCAL_ADMIN" || isChurchAdmin));
          const { token } = await signedInUser(t, { role, church, isChurchAdmin });
          const res = await download(token);
          const who = `${role}${isChurchAdmin ? " (church admin)" : ""} of church ${church === churchA ? "A" : "B"}`;
          expect(res.statusCode, who).toBe(allowed ? 200 : 404);
          if (!allowed) expect(res.rawPayload.includes(PDF), who).toBe(false);
          const list = await t.call({ method: "GET", url: `${DOCUMENTS}?page_size=100`, token });
          expect(list.statusCode, who).toBe(200);
          const listed = list
            .json()
            .results.map((d: { id: number }) => d.id)
            .includes(document);
          expect(listed, who).toBe(allowed);
        }
    expect((await download()).statusCode).toBe(401);
  });

  it("writes every download to the audit log", async () => {
    const { document } = await testimonyWithReport();
    const { user, token } = await signedInUser(t, { role: "SUPER_ADMIN" });
    await t.call({ method: "GET", url: `${DOCUMENTS}${document}/download/`, token });
    await t.call({ method: "GET", url: `${DOCUMENTS}${document}/download/`, token });
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "testimony-documents"), eq(auditLogs.object_id, String(document))));
    expect(rows.filter((r) => r.action === "download" && r.user === user.id)).toHaveLength(2);
  });

  it("never shows in a public answer, nor tells the public a testimony has any", async () => {
    const { row } = await testimonyWithReport();
    const bare = await makePublished(t.db, churchA.id, { title: row.title, story: row.story });
    const answers = [
      await t.call({ method: "GET", url: `${PUBLIC}${row.id}/` }),
      await t.call({ method: "GET", url: `${PUBLIC}?page_size=100` }),
      await t.call({ method: "GET", url: `${PUBLIC}?slug=${row.slug}` }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/medical|Lab report|private-|document/i);
    }
    const withReport = answers[0]?.json();
    const without = (await t.call({ method: "GET", url: `${PUBLIC}${bare.id}/` })).json();
    expect(Object.keys(withReport).sort()).toEqual(Object.keys(without).sort());
    // The stored file is private: the public file route refuses it even by its name.
    const [stored] = await documentsOf(row.id);
    expect(stored?.file).toMatch(/^private-/);
    expect((await t.call({ method: "GET", url: `/api/files/${stored?.file}` })).statusCode).toBe(404);
    // A member who may read the testimony sees no documents on it.
    const { token } = await signedInUser(t, { role: "MEMBER", church: churchA });
    const read = await t.call({ method: "GET", url: `${TESTIMONIES}${row.id}/`, token });
    expect(read.json().medical_documents).toEqual([]);
  });

  it("removes EXIF and GPS data from a photographed report", async () => {
    const testifier = await signedInUser(t, { role: "MEMBER", church: churchA });
    const row = await makeTestimony(t.db, churchA.id, { testifier_user: testifier.user.id });
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#eeeeee" } })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Pocket 7" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "5/1 33/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 12/1 0/1",
        },
      })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    const gpsTag = sent.exif?.subarray(6, 8).toString() === "II" ? [0x25, 0x88] : [0x88, 0x25];
    expect(sent.exif?.includes(Buffer.from(gpsTag))).toBe(true);

    const res = await attach(testifier.token, row.id, "scan.jpg", photo);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await documentsOf(row.id);
    const file = await t.app.files.read(stored?.file ?? "");
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ width: 800, height: 600 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(bytes.includes("PhoneMaker")).toBe(false);
  });

  it("refuses a disguised file with 415 and a file over 10 MB with 413, keeping nothing", async () => {
    const testifier = await signedInUser(t, { role: "MEMBER", church: churchA });
    const row = await makeTestimony(t.db, churchA.id, { testifier_user: testifier.user.id });
    const before = await storedNames();
    const disguised = await attach(
      testifier.token,
      row.id,
      "report.pdf",
      Buffer.from("<html><script>1</script></html>"),
    );
    expect(disguised.statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1_048_576)]);
    const tooBig = await attach(testifier.token, row.id, "huge.pdf", big);
    expect(tooBig.statusCode).toBe(413);
    expect(await documentsOf(row.id)).toEqual([]);
    expect(await storedNames()).toEqual(before);
  });

  it("keeps the answers about documents out of caches and removes the files with their testimony", async () => {
    const { row, testifier } = await testimonyWithReport();
    const read = await t.call({ method: "GET", url: `${TESTIMONIES}${row.id}/`, token: testifier.token });
    expect(read.json().medical_documents).toHaveLength(1);
    expect(read.headers["cache-control"]).toBe("no-store");
    const list = await t.call({ method: "GET", url: DOCUMENTS, token: testifier.token });
    expect(list.headers["cache-control"]).toBe("no-store");
    const [stored] = await documentsOf(row.id);
    expect(await storedNames()).toContain(stored?.file);
    const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    expect((await t.call({ method: "DELETE", url: `${TESTIMONIES}${row.id}/`, token })).statusCode).toBe(204);
    expect(await documentsOf(row.id)).toEqual([]);
    expect(await storedNames()).not.toContain(stored?.file);
  });

  it("lets no one else attach documents to a testimony", async () => {
    const row = await makeTestimony(t.db, churchA.id);
    const { token: member } = await signedInUser(t, { role: "MEMBER", church: churchA });
    expect((await attach(member, row.id, "r.pdf", PDF)).statusCode).toBe(404);
    const { token: admin } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchB });
    expect((await attach(admin, row.id, "r.pdf", PDF)).statusCode).toBe(404);
    const { token: own } = await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA });
    expect((await attach(own, row.id, "r.pdf", PDF)).statusCode).toBe(200);
    expect(await documentsOf(row.id)).toHaveLength(1);
  });
});
