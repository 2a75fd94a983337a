import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, signIn } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { storedFileChunks } from "../db/tables";
import { CHUNK_BYTES } from "./database-files";
import { moveFiles, openFileStore } from "./file-stores";
import { type FileStore, saveUpload } from "./files";

/** The bytes of a stream, and the largest piece it handed over at once. */
async function drain(stream: Readable) {
  const parts: Buffer[] = [];
  let largest = 0;
  for await (const part of stream) {
    const buffer = Buffer.isBuffer(part) ? part : Buffer.from(part);
    parts.push(buffer);
    largest = Math.max(largest, buffer.length);
  }
  return { bytes: Buffer.concat(parts), largest };
}

/** A stream of `bytes` in small pieces, as an upload or another store hands them over. */
const trickle = (bytes: Buffer, piece = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, i + piece);
    })(),
  );

const picture = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#2a6f97" } })
    .png()
    .toBuffer();

// The same suite for both stores: whichever is configured, files behave the same.
describe.each(["local", "database"] as const)("the %s file store", (kind) => {
  let t: TestApp;
  let store: FileStore;
  beforeAll(async () => {
    t = await startTestApp({ config: { fileStore: kind } });
    store = t.app.files;
  });
  afterAll(() => t.close());

  it("is the configured one", () => {
    expect(store.kind).toBe(kind);
  });

  it("keeps an upload under a generated name and gives it back with its type and size", async () => {
    const png = await picture();
    const name = await saveUpload(store, png, ["image/png"], 1_048_576);
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const file = await store.read(name);
    expect(file).toMatchObject({ mime: "image/png", size: png.length });
    expect((await drain(file?.stream as Readable)).bytes.equals(png)).toBe(true);
  });

  it("streams a large file in and out in pieces, never whole", async () => {
    const bytes = randomBytes(3 * CHUNK_BYTES + 12_345);
    const name = `${randomUUID()}.bin`;
    await store.put(name, "application/octet-stream", trickle(bytes));
    const file = await store.read(name);
    expect(file?.size).toBe(bytes.length);
    const out = await drain(file?.stream as Readable);
    expect(out.bytes.equals(bytes)).toBe(true);
    expect(out.largest).toBeLessThanOrEqual(CHUNK_BYTES);
    if (kind === "database") {
      const [pieces] = await t.db
        .select({ n: count() })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.file, name));
      expect(pieces?.n).toBe(4);
    }
  });

  it("refuses a type that is not allowed (415) or a file too large (413), and stores nothing", async () => {
    const before = await names(store);
    await expect(
      saveUpload(store, Buffer.from("<script>x</script>"), ["image/png"], 1_000),
    ).rejects.toMatchObject({ statusCode: 415 });
    await expect(saveUpload(store, await picture(), ["image/png"], 10)).rejects.toMatchObject({
      statusCode: 413,
    });
    expect(await names(store)).toEqual(before);
  });

  it("answers nothing for a name that is not ours, and forgets a removed file", async () => {
    expect(await store.read("../../etc/passwd")).toBeNull();
    expect(await store.read(`${randomUUID()}.png`)).toBeNull();
    const name = await saveUpload(store, await picture(), ["image/png"], 1_048_576);
    expect(await names(store)).toContain(name);
    await store.remove(name);
    expect(await store.read(name)).toBeNull();
    expect(await names(store)).not.toContain(name);
  });

  it("serves a stored file over HTTP with its type, length and nosniff", async () => {
    const png = await picture();
    const name = await saveUpload(store, png, ["image/png"], 1_048_576);
    const res = await t.call({ method: "GET", url: `/api/files/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.length),
      "x-content-type-options": "nosniff",
    });
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await t.call({ method: "GET", url: `/api/files/${randomUUID()}.png` })).statusCode).toBe(404);
  });
});

async function names(store: FileStore) {
  const out: string[] = [];
  for await (const name of store.names()) out.push(name);
  return out;
}

describe("several instances", () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { fileStore: "database" } });
    other = await startTestApp({ sameDatabaseAs: t, config: { fileStore: "database" } });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("a picture uploaded through one instance is served by the other", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const { access } = await signIn(t, user.username);
    const boundary = "----files-test";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const res = await t.call({
      method: "PATCH",
      url: "/api/user-profile/update_profile/",
      token: access,
      payload: Buffer.concat([Buffer.from(head), await picture(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_picture as string;
    const served = await other.call({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 8 });
  });

  it("files move from the data folder to the database with a command, and back", async () => {
    const local = openFileStore("local", join(t.app.config.dataDir, "moving"), t.db);
    const database = t.app.files;
    const small = await saveUpload(local, await picture(), ["image/png"], 1_048_576);
    const large = `${randomUUID()}.bin`;
    const bytes = randomBytes(2 * CHUNK_BYTES + 1);
    await local.put(large, "application/octet-stream", trickle(bytes));

    expect(await moveFiles(local, database)).toEqual({ moved: 2, alreadyThere: 0 });
    expect(await names(local)).toEqual([]);
    expect((await drain((await database.read(large))?.stream as Readable)).bytes.equals(bytes)).toBe(true);
    expect((await other.call({ method: "GET", url: `/api/files/${small}` })).statusCode).toBe(200);

    // Run again (say after an interruption): nothing is copied twice.
    await local.put(small, "image/png", trickle(Buffer.from(await picture())));
    expect(await moveFiles(local, database, { keep: true })).toEqual({ moved: 0, alreadyThere: 1 });

    const back = openFileStore("local", join(t.app.config.dataDir, "back"), t.db);
    await moveFiles(database, back);
    expect((await drain((await back.read(large))?.stream as Readable)).bytes.equals(bytes)).toBe(true);
    expect(await database.read(large)).toBeNull();
  });
});
