import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, PASSWORD, signIn } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, users } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member() {
  const user = await makeUser(t.db, { role: "MEMBER" });
  const tokens = await signIn(t, user.username);
  return { user, ...tokens };
}
const post = (url: string, token: string, payload: object) => t.call({ method: "POST", url, token, payload });

function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = "----churchtest";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("profile", () => {
  it("reads and updates names and e-mail, with field errors as a map", async () => {
    const { user, access } = await member();
    const got = await t.call({ method: "GET", url: "/api/user-profile/profile/", token: access });
    expect(got.json()).toMatchObject({ id: user.id, username: user.username });
    const url = "/api/user-profile/update_profile/";
    const put = await t.call({
      method: "PUT",
      url,
      token: access,
      payload: { first_name: "Efua", last_name: "Asante", email: "efua@example.org" },
    });
    expect(put.json()).toMatchObject({ first_name: "Efua", email: "efua@example.org" });
    const bad = await t.call({
      method: "PUT",
      url,
      token: access,
      payload: { first_name: "E", last_name: "A", email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ["Enter a valid e-mail address."] });
    const patch = await t.call({ method: "PATCH", url, token: access, payload: { last_name: "Mensah" } });
    expect(patch.json()).toMatchObject({ first_name: "Efua", last_name: "Mensah" });
  });

  it("accepts a picture by its content, serves it back, and refuses other files", async () => {
    const { access } = await member();
    const url = "/api/user-profile/update_profile/";
    const ok = await t.call({
      method: "PATCH",
      url,
      token: access,
      ...multipart("profile_picture", "me.png", PNG),
    });
    expect(ok.statusCode).toBe(200);
    const picture = ok.json().profile_picture as string;
    // Every picture is re-encoded: what is served is the server's WebP, never the upload's bytes.
    expect(picture).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.webp$/);
    const served = await t.call({ method: "GET", url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1, height: 1 });

    const script = Buffer.from("<script>alert(1)</script>");
    const fake = await t.call({
      method: "PATCH",
      url,
      token: access,
      ...multipart("profile_picture", "evil.png", script),
    });
    expect(fake.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1_048_576)]);
    const tooBig = await t.call({
      method: "PATCH",
      url,
      token: access,
      ...multipart("profile_picture", "big.png", big),
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await t.call({ method: "GET", url: "/api/files/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
  });
});

/** A PNG whose header claims the given size; its few pixel bytes are never decoded. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1_000_000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("profile picture", () => {
  const url = "/api/user-profile/update_profile/";
  const stored = async () => readdir(join(t.app.config.dataDir, "files")).catch(() => [] as string[]);
  const send = (token: string, name: string, bytes: Buffer) =>
    t.call({ method: "PATCH", url, token, ...multipart("profile_picture", name, bytes) });

  it("refuses a picture that claims too many pixels before decoding it, and keeps the current one", async () => {
    const { user, access } = await member();
    expect((await send(access, "me.png", PNG)).statusCode).toBe(200);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    const files = await stored();

    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(10_000);
    const res = await send(access, "bomb.png", bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      profile_picture: [
        "This picture is 100,000 × 100,000 pixels. Choose one of at most 10,000 pixels a side and 40 megapixels.",
      ],
    });
    // 8,000 x 8,000 is within each side but over 40 megapixels.
    expect((await send(access, "wide.png", pngClaiming(8_000, 8_000))).statusCode).toBe(400);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.profile_picture).toBe(before?.profile_picture);
    expect(await stored()).toEqual(files);
  });

  it("stores a photo upright within 512 x 512 and without its EXIF and GPS data", async () => {
    const { access } = await member();
    // A landscape camera photo that EXIF says to show turned a quarter (orientation 6).
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8a2be2" } })
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Pocket 7" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "5/1 33/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes("PhoneMaker")).toBe(true);
    // The GPS IFD pointer, tag 0x8825, in the byte order the EXIF block declares ("II" or "MM").
    const gpsTag = sent.exif?.subarray(6, 8).toString() === "II" ? [0x25, 0x88] : [0x88, 0x25];
    expect(sent.exif?.includes(Buffer.from(gpsTag))).toBe(true);

    const res = await send(access, "photo.jpg", photo);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.call({ method: "GET", url: res.json().profile_picture });
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: "webp", width: 384, height: 512 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(served.rawPayload.includes("PhoneMaker")).toBe(false);
  });

  it("refuses a file that is not a picture with 415 and stores nothing", async () => {
    const { user, access } = await member();
    const files = await stored();
    const res = await send(access, "notes.png", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"));
    expect(res.statusCode).toBe(415);
    expect(await stored()).toEqual(files);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profile_picture).toBeNull();
  });
});

describe("change password", () => {
  const url = "/api/user-profile/change_password/";

  it("reports errors on the field they concern", async () => {
    const { access } = await member();
    const wrongOld = await post(url, access, {
      old_password: "nope",
      new_password: "river of life 2026",
      confirm_password: "river of life 2026",
    });
    expect(wrongOld.json()).toEqual({ old_password: ["Your current password is not correct."] });
    const mismatch = await post(url, access, {
      old_password: PASSWORD,
      new_password: "river of life 2026",
      confirm_password: "other",
    });
    expect(mismatch.json()).toEqual({ confirm_password: ["The two new passwords do not match."] });
  });

  it("answers a new pair and ends the other sessions", async () => {
    const { user, access, refresh } = await member();
    const res = await post(url, access, {
      old_password: PASSWORD,
      new_password: "river of life 2026",
      confirm_password: "river of life 2026",
    });
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(
      (await t.call({ method: "POST", url: "/api/auth/token/refresh/", payload: { refresh } })).statusCode,
    ).toBe(401);
    expect(
      (await t.call({ method: "POST", url: "/api/auth/token/refresh/", payload: { refresh: pair.refresh } }))
        .statusCode,
    ).toBe(200);
    expect((await signIn(t, user.username, "river of life 2026")).access).toBeTruthy();
  });
});

describe("closing an account", () => {
  it("deactivation needs the password and stops sign-in", async () => {
    const { user, access } = await member();
    expect(
      (await post("/api/user-profile/deactivate_account/", access, { password: "wrong" })).statusCode,
    ).toBe(400);
    expect(
      (await post("/api/user-profile/deactivate_account/", access, { password: PASSWORD })).statusCode,
    ).toBe(200);
    const login = await t.call({
      method: "POST",
      url: "/api/auth/login/",
      payload: { username: user.username, password: PASSWORD },
    });
    expect(login.json().code).toBe("account_disabled");
    // The access token issued before is refused at once, not when it would have expired.
    expect((await t.call({ method: "GET", url: "/api/users/me/", token: access })).statusCode).toBe(401);
  });

  it("deletion wipes personal data and keeps the audit trail's id", async () => {
    const { user, access } = await member();
    expect((await post("/api/user-profile/delete_account/", access, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      username: `deleted-user-${user.id}`,
      email: "",
      first_name: "",
      is_active: false,
    });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.object_id, String(user.id)));
    expect(audit.map((a) => a.action)).toContain("delete_account");
    expect((await t.call({ method: "GET", url: "/api/users/me/", token: access })).statusCode).toBe(401);
  });
});

describe("two-factor sign-in", () => {
  const url = "/api/user-profile/toggle_two_factor/";
  const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const login = (username: string, otp?: string) =>
    t.call({
      method: "POST",
      url: "/api/auth/login/",
      payload: { username, password: PASSWORD, ...(otp ? { otp } : {}) },
    });

  it("turns on only after a valid code, then asks for a code at sign-in", async () => {
    const { user, access } = await member();
    const setup = (await post(url, access, {})).json();
    expect(setup.two_factor_enabled).toBe(false);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect((await login(user.username)).statusCode).toBe(200); // not active yet

    const wrong = await post(url, access, { otp: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty("otp");
    const on = await post(url, access, { otp: codeFor(setup.secret) });
    expect(on.json().two_factor_enabled).toBe(true);

    const noCode = await login(user.username);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe("otp_required");
    expect((await login(user.username, "123456")).json().code).toBe("invalid_otp");
    expect((await login(user.username, codeFor(setup.secret))).statusCode).toBe(200);

    expect((await post(url, access, { otp: "999999" })).statusCode).toBe(400);
    expect((await post(url, access, { otp: codeFor(setup.secret) })).json().two_factor_enabled).toBe(false);
    expect((await login(user.username)).statusCode).toBe(200);
  });
});
