import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeUser, PASSWORD, signIn } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { startSmtpServer } from "../../../test/smtp";
import { auditLogs, churches, mailOutbox, users } from "../../db/tables";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: "https://church.example.org" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown) => t.call({ method: "POST", url, payload: payload as object });

describe("registration", () => {
  const person = { first_name: "Ama", last_name: "Owusu", password: "psalm twenty three shepherd" };

  it("creates a MEMBER account that can sign in, and signs nothing in itself", async () => {
    const res = await post("/api/auth/register/", {
      ...person,
      username: "ama.owusu",
      email: "Ama@Example.org",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: "ama.owusu",
      email: "ama@example.org",
      role: "MEMBER",
      church: null,
    });
    expect(body).not.toHaveProperty("access");
    expect((await signIn(t, "ama.owusu", person.password)).access).toBeTruthy();
  });

  it("refuses a taken username or e-mail with field errors", async () => {
    await post("/api/auth/register/", { ...person, username: "kofi", email: "kofi@example.org" });
    const again = await post("/api/auth/register/", {
      ...person,
      username: "KOFI",
      email: "KOFI@example.org",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      username: ["This username is already taken."],
      email: ["An account already uses this e-mail address."],
    });
  });

  it("refuses short, overlong and common passwords", async () => {
    const base = { ...person, username: "yaw", email: "yaw@example.org" };
    const short = await post("/api/auth/register/", { ...base, password: "short" });
    expect(short.json()).toEqual({ password: ["Use at least 8 characters."] });
    const long = await post("/api/auth/register/", { ...base, password: "x".repeat(129) });
    expect(long.json()).toEqual({ password: ["Use at most 128 characters."] });
    const common = await post("/api/auth/register/", { ...base, password: "Password1" });
    expect(common.statusCode).toBe(400);
    expect(common.json().password[0]).toContain("too common");
    const sameAsName = await post("/api/auth/register/", { ...base, password: "yaw@example.org" });
    expect(sameAsName.json().password[0]).toContain("same as your username");
    expect(await t.db.select().from(users).where(eq(users.username, "yaw"))).toEqual([]);
  });
});

describe("password reset", () => {
  const linkIn = (text: string | undefined) => {
    const match = text?.match(
      /https:\/\/church\.example\.org\/reset-password-confirm\/([0-9a-z]+)\/([\w-]+)/,
    );
    if (!match) throw new Error(`no reset link in: ${text}`);
    return { uid: match[1] as string, token: match[2] as string };
  };

  it("answers the same for known and unknown addresses, and mails a link only to a real one", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const known = await post("/api/auth/password-reset/", { email: user.email.toUpperCase() });
    const unknown = await post("/api/auth/password-reset/", { email: "nobody@example.org" });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe("Reset your password");
    linkIn(mail.text);
    const outbox = await t.db.select().from(mailOutbox);
    expect(outbox.map((m) => m.to)).toEqual([user.email]);
  });

  it("mails at most 3 links an hour to one address, answering every request the same", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call({
        method: "POST",
        url: "/api/auth/password-reset/",
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: user.email },
      });
      answers.push([res.statusCode, res.json()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(sent).toHaveLength(3);
  });

  it("mails at most 10 links an hour asked from one address", async () => {
    const people = await Promise.all(Array.from({ length: 11 }, () => makeUser(t.db, { role: "MEMBER" })));
    for (const person of people) {
      const res = await t.call({
        method: "POST",
        url: "/api/auth/password-reset/",
        remoteAddress: "198.51.100.77",
        payload: { email: person.email },
      });
      expect(res.statusCode).toBe(200);
    }
    const sent = await t.db.select().from(mailOutbox);
    expect(people.filter((p) => sent.some((m) => m.to === p.email))).toHaveLength(10);
  });

  it("the link works once, sets the password and ends every session", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    const session = await signIn(t, user.username);
    await post("/api/auth/password-reset/", { email: user.email });
    const { uid, token } = linkIn((await smtp.waitFor(user.email)).text);
    const url = `/api/auth/password-reset/${uid}/${token}/`;

    expect((await t.call({ method: "GET", url })).json()).toEqual({ valid: true });
    const weak = await post(url, { new_password: "12345678" });
    expect(weak.statusCode).toBe(400);
    const done = await post(url, { new_password: "a brand new passphrase" });
    expect(done.statusCode).toBe(200);

    const reused = await post(url, { new_password: "yet another passphrase" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("invalid_reset_link");
    expect((await t.call({ method: "GET", url })).statusCode).toBe(400);
    expect((await post("/api/auth/token/refresh/", { refresh: session.refresh })).statusCode).toBe(401);
    expect((await signIn(t, user.username, "a brand new passphrase")).access).toBeTruthy();
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.object_id, String(user.id)));
    expect(JSON.stringify(audit)).not.toContain("a brand new passphrase");
  });

  it("an expired or forged link is refused", async () => {
    const user = await makeUser(t.db, { role: "MEMBER" });
    await post("/api/auth/password-reset/", { email: user.email });
    const { uid, token } = linkIn((await smtp.waitFor(user.email)).text);
    const { passwordResetTokens } = await import("../../db/tables");
    await t.db.update(passwordResetTokens).set({ expires_at: new Date(t.clock.now().getTime() - 1000) });
    expect(
      (await post(`/api/auth/password-reset/${uid}/${token}/`, { new_password: "fine passphrase" }))
        .statusCode,
    ).toBe(400);
    expect((await t.call({ method: "GET", url: `/api/auth/password-reset/${uid}/forged/` })).statusCode).toBe(
      400,
    );
    expect((await signIn(t, user.username, PASSWORD)).access).toBeTruthy();
  });

  it("a super admin can read the outbox; nobody else can", async () => {
    const admin = await makeUser(t.db, { role: "SUPER_ADMIN" });
    const member = await makeUser(t.db, { role: "MEMBER" });
    const adminToken = (await signIn(t, admin.username)).access;
    const list = await t.call({ method: "GET", url: "/api/mail/outbox/", token: adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ subject: "Reset your password", status: "SENT" });
    const memberToken = (await signIn(t, member.username)).access;
    expect((await t.call({ method: "GET", url: "/api/mail/outbox/", token: memberToken })).statusCode).toBe(
      403,
    );
  });

  it("is written in the user's language: their own (French), else their church's (Swahili)", async () => {
    const french = await makeUser(t.db, { role: "MEMBER" });
    await t.db.update(users).set({ language: "fr", first_name: "Aimée" }).where(eq(users.id, french.id));
    await post("/api/auth/password-reset/", { email: french.email });
    const inFrench = await smtp.waitFor(french.email);
    expect(inFrench.subject).toBe("Réinitialisez votre mot de passe");
    expect(inFrench.text).toContain("Bonjour Aimée,");
    expect(inFrench.text).toContain("votre compte de gestion d’Église");
    expect(inFrench.text).toContain(
      "Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure\u00a0:",
    );
    expect(inFrench.text).toContain("votre mot de passe reste inchangé.");
    linkIn(inFrench.text);

    const church = await makeChurch(t.db);
    await t.db.update(churches).set({ language: "sw" }).where(eq(churches.id, church.id));
    const swahili = await makeUser(t.db, { role: "LOCAL_SECRETARY", church });
    await t.db.update(users).set({ first_name: "Neema" }).where(eq(users.id, swahili.id));
    await post("/api/auth/password-reset/", { email: swahili.email });
    const inSwahili = await smtp.waitFor(swahili.email);
    expect(inSwahili.subject).toBe("Weka upya nenosiri lako");
    expect(inSwahili.text).toContain("Habari Neema,");
    expect(inSwahili.text).toContain("akaunti yako ya usimamizi wa kanisa");
    expect(inSwahili.text).toContain("fungua kiungo hiki ndani ya saa 1:");
    expect(inSwahili.text).toContain("nenosiri lako litabaki kama lilivyo.");
    linkIn(inSwahili.text);
  });
});
