import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
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
    expect(picture).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
    const served = await t.call({ method: "GET", url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);

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
