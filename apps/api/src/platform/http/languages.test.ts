// The languages people are spoken to in: a user's own (on their profile), else their church's
// (on the church), else English; and every answer of a request in it, the signed-in user's
// language first, else the Accept-Language header the web app sends.
import { MAX_TREND_WEEKS } from "@cm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = async (token: string) =>
  (await t.call({ method: "GET", url: "/api/users/me/", token })).json() as {
    language: string | null;
    effective_language: string;
    church_time_zone: string | null;
  };
const PROFILE = "/api/user-profile/update_profile/";

describe("a user's language", () => {
  it("is their own choice on the profile, else their church's, else English", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    const member = await signedInUser(t, { role: "MEMBER", church });
    expect(await me(member.token)).toMatchObject({ language: null, effective_language: "en" });

    const edited = await t.call({
      method: "PATCH",
      url: `/api/churches/churches/${church.id}/`,
      token: admin.token,
      payload: { language: "sw" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ language: "sw", name: church.name });
    expect(await me(member.token)).toMatchObject({ language: null, effective_language: "sw" });

    const chosen = await t.call({
      method: "PATCH",
      url: PROFILE,
      token: member.token,
      payload: { language: "fr" },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: "fr", first_name: member.user.first_name });
    expect(await me(member.token)).toMatchObject({ language: "fr", effective_language: "fr" });
    const profile = await t.call({ method: "GET", url: "/api/user-profile/profile/", token: member.token });
    expect(profile.json()).toMatchObject({ language: "fr" });

    // Names and e-mail saved without a language leave the language as it is.
    const names = await t.call({
      method: "PUT",
      url: PROFILE,
      token: member.token,
      payload: { first_name: "Efua", last_name: "Asante", email: member.user.email },
    });
    expect(names.json()).toMatchObject({ first_name: "Efua", language: "fr" });

    const back = await t.call({
      method: "PATCH",
      url: PROFILE,
      token: member.token,
      payload: { language: null },
    });
    expect(back.json()).toMatchObject({ language: null });
    expect(await me(member.token)).toMatchObject({ language: null, effective_language: "sw" });
  });

  it("is one the app speaks, on a profile and on a church", async () => {
    const church = await makeChurch(t.db);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    const wrong = await t.call({
      method: "PATCH",
      url: PROFILE,
      token: admin.token,
      payload: { language: "de" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ language: ["Choose one of the options offered."] });
    const church400 = await t.call({
      method: "PATCH",
      url: `/api/churches/churches/${church.id}/`,
      token: admin.token,
      payload: { language: "fr-FR" },
    });
    expect(church400.statusCode).toBe(400);
    expect(church400.json()).toEqual({ language: ["Choose one of the options offered."] });
  });

  it("is set when a church is created, and English when none is given", async () => {
    const region = await makeRegion(t.db);
    const national = await signedInUser(t, { role: "NATIONAL_CORRESPONDENT" });
    const create = (payload: object) =>
      t.call({ method: "POST", url: "/api/churches/churches/", token: national.token, payload });
    const french = await create({ name: "Église de la Grâce", region: region.id, language: "fr" });
    expect(french.json()).toMatchObject({ language: "fr" });
    const plain = await create({ name: "Grace Chapel", region: region.id });
    expect(plain.json()).toMatchObject({ language: null });
  });
});

describe("a user's clock", () => {
  it("is their church's time zone, and follows the church when it changes; none for an officer", async () => {
    const church = await makeChurch(t.db, undefined, { time_zone: "Africa/Nairobi" });
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    expect(await me(admin.token)).toMatchObject({ church_time_zone: "Africa/Nairobi" });
    const edited = await t.call({
      method: "PATCH",
      url: `/api/churches/churches/${church.id}/`,
      token: admin.token,
      payload: { time_zone: "Africa/Lagos" },
    });
    expect(edited.statusCode).toBe(200);
    expect(await me(admin.token)).toMatchObject({ church_time_zone: "Africa/Lagos" });
    const officer = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    expect(await me(officer.token)).toMatchObject({ church_time_zone: null });
  });
});

describe("a request's language", () => {
  const badBranch = (token: string, headers: Record<string, string> = {}) =>
    t.call({
      method: "POST",
      url: "/api/branches/",
      token,
      headers,
      payload: { name: "x".repeat(121), capacity: -4, is_active: "yes", secret: 1 },
    });

  it("puts a refused form's messages in the signed-in user's language, whatever the browser asks", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    await t.call({ method: "PATCH", url: PROFILE, token: admin.token, payload: { language: "fr" } });
    const res = await badBranch(admin.token, { "accept-language": "sw" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ["Utilisez au plus 120 caractères."],
      capacity: ["Saisissez 0 ou plus."],
      is_active: ["Choisissez oui ou non."],
      secret: ["Ce champ n’est pas accepté ici."],
    });
    const empty = await t.call({
      method: "POST",
      url: "/api/branches/",
      token: admin.token,
      payload: { capacity: "many" },
    });
    expect(empty.json()).toEqual({ name: ["Ce champ est obligatoire."], capacity: ["Saisissez un nombre."] });
  });

  it("follows the church's language, and reads figures the language's way", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    await t.call({
      method: "PATCH",
      url: `/api/churches/churches/${church.id}/`,
      token: admin.token,
      payload: { language: "sw" },
    });
    const treasurer = await signedInUser(t, { role: "LOCAL_TREASURER", church });
    const res = await t.call({
      method: "POST",
      url: "/api/finance/income/",
      token: treasurer.token,
      payload: {
        amount: "10",
        received_on: "2024-01-01",
        payment_method: "CASH",
        description: "x".repeat(1001),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      category: ["Sehemu hii inahitajika."],
      description: ["Tumia herufi zisizozidi 1,000."],
    });
  });

  it("is the browser's for a visitor, and English when the browser asks for none the app speaks", async () => {
    const login = (headers: Record<string, string>) =>
      t.call({ method: "POST", url: "/api/auth/login/", headers, payload: { username: "someone" } });
    expect((await login({ "accept-language": "pt-AO,pt;q=0.9,en;q=0.5" })).json()).toEqual({
      password: ["Este campo é obrigatório."],
    });
    expect((await login({ "accept-language": "de-DE, yo;q=0.4" })).json()).toEqual({
      password: ["Ó pọndandan láti kún àyè yìí."],
    });
    expect((await login({ "accept-language": "de-DE" })).json()).toEqual({
      password: ["This field is required."],
    });
    expect((await login({})).json()).toEqual({ password: ["This field is required."] });
  });

  it("puts the API's own messages in it too", async () => {
    const anonymous = await t.call({
      method: "GET",
      url: "/api/users/me/",
      headers: { "accept-language": "fr" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: "Connectez-vous pour continuer.", code: "not_authenticated" });
    const broken = await t.call({
      method: "POST",
      url: "/api/auth/login/",
      headers: { "accept-language": "sw", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.json()).toEqual({ detail: "Maudhui ya ombi si JSON sahihi.", code: "parse_error" });
  });

  it("puts a module's own refusals in it: a 404, a field's message and a failed sign-in", async () => {
    const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    await t.call({ method: "PATCH", url: PROFILE, token: national.token, payload: { language: "fr" } });
    const none = await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: national.token });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      detail: "Vous n’êtes encore rattaché à aucune Église.",
      code: "not_found",
    });

    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    await t.call({ method: "PATCH", url: PROFILE, token: admin.token, payload: { language: "fr" } });
    const backwards = await t.call({
      method: "GET",
      url: "/api/churches/events/attendance_trends/?from=2024-03-01&to=2024-02-01",
      token: admin.token,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ to: ["Le dernier jour ne peut pas précéder le premier jour."] });

    const wrong = await t.call({
      method: "POST",
      url: "/api/auth/login/",
      headers: { "accept-language": "fr" },
      payload: { username: national.user.username, password: "not the password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: "Impossible de se connecter avec le nom d’utilisateur et le mot de passe fournis.",
      code: "invalid_credentials",
    });
  });

  it("puts a message with values in it, the values filled in", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    const tooLong = () =>
      t.call({
        method: "GET",
        url: "/api/churches/events/attendance_trends/?from=2020-01-06&to=2024-12-30",
        token: admin.token,
      });
    const english = await tooLong();
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ from: [`Choose at most ${MAX_TREND_WEEKS} weeks at a time.`] });
    await t.call({ method: "PATCH", url: PROFILE, token: admin.token, payload: { language: "fr" } });
    expect((await tooLong()).json()).toEqual({
      from: [`Choisissez au plus ${MAX_TREND_WEEKS} semaines à la fois.`],
    });
    await t.call({ method: "PATCH", url: PROFILE, token: admin.token, payload: { language: "sw" } });
    expect((await tooLong()).json()).toEqual({
      from: [`Chagua wiki zisizozidi ${MAX_TREND_WEEKS} kwa wakati mmoja.`],
    });
  });

  it("puts the contracts' own checks' messages in it, with their figures", async () => {
    const church = await makeChurch(t.db);
    await makeSubscription(t.db, church.id, (await makePlan(t.db, "all")).id);
    const admin = await signedInUser(t, { role: "LOCAL_ADMIN", church, isChurchAdmin: true });
    await t.call({ method: "PATCH", url: PROFILE, token: admin.token, payload: { language: "fr" } });
    const member = await t.call({
      method: "POST",
      url: "/api/churches/members/",
      token: admin.token,
      payload: { first_name: "Ama", last_name: "Mensah", gender: "X" },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toEqual({ gender: ["Choisissez homme ou femme, ou laissez vide."] });
    const report = await t.call({
      method: "GET",
      url: "/api/finance/reports/generate-report/?report=income_statement&scope=church&date_from=2015-01-01&date_to=2024-12-31",
      token: admin.token,
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toMatchObject({ date_to: ["Un rapport couvre au plus 5 ans."] });
  });
});
