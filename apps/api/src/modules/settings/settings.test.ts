import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let superAdmin: string;
let localAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
  localAdmin = (await signedInUser(t, { role: "LOCAL_ADMIN", church: await makeChurch(t.db) })).token;
});
afterAll(() => t.close());

const turnOn = (extra: object = {}) =>
  t.call({
    method: "PUT",
    url: "/api/settings/maintenance/1/",
    token: superAdmin,
    payload: {
      is_enabled: true,
      title: "Upgrade",
      message: "Back soon.",
      maintenance_type: "UPGRADE",
      ...extra,
    },
  });
const end = () =>
  t.call({ method: "POST", url: "/api/settings/maintenance/end_maintenance/", token: superAdmin });

describe("maintenance mode", () => {
  it("is off by default and public to read", async () => {
    const res = await t.call({ method: "GET", url: "/api/settings/maintenance/current/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_enabled: false, is_active: false, title: "System Maintenance" });
  });

  it("blocks a local admin with 503, lets the super admin and public calls through, then ends", async () => {
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const on = await turnOn({ start_time: future });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ is_enabled: true, is_active: true, title: "Upgrade" });
    expect(new Date(on.json().start_time).getTime()).toBeLessThanOrEqual(t.clock.now().getTime()); // moved to now

    const blocked = await t.call({ method: "GET", url: "/api/churches/churches/", token: localAdmin });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers["x-maintenance-mode"]).toBe("true");
    expect(blocked.json()).toMatchObject({
      code: "maintenance",
      maintenance: { title: "Upgrade", maintenance_type: "UPGRADE" },
    });
    expect(
      (await t.call({ method: "GET", url: "/api/churches/churches/", token: superAdmin })).statusCode,
    ).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/regions/" })).statusCode).toBe(200);
    expect(
      (await t.call({ method: "GET", url: "/api/settings/maintenance/current/" })).json().is_active,
    ).toBe(true);

    const progress = await t.call({
      method: "POST",
      url: "/api/settings/maintenance/update_progress/",
      token: superAdmin,
      payload: { progress: 60 },
    });
    expect(progress.json().progress).toBe(60);
    const ended = await end();
    expect(ended.json()).toMatchObject({ is_enabled: false, is_active: false, progress: 100 });
    expect(ended.json().actual_end_time).not.toBeNull();
    expect(
      (await t.call({ method: "GET", url: "/api/churches/churches/", token: localAdmin })).statusCode,
    ).toBe(200);
  });

  it("a scheduled window turns itself on at its start", async () => {
    const soon = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const scheduled = await t.call({
      method: "POST",
      url: "/api/settings/maintenance/schedule_maintenance/",
      token: superAdmin,
      payload: { title: "Night work", message: "Planned.", start_time: soon },
    });
    expect(scheduled.json()).toMatchObject({ is_enabled: true, is_active: false });
    expect((await t.call({ method: "GET", url: "/api/users/me/", token: localAdmin })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await t.call({ method: "GET", url: "/api/users/me/", token: localAdmin })).statusCode).toBe(503);
    await end();
  });

  it("only a super admin may change it", async () => {
    const res = await t.call({
      method: "PUT",
      url: "/api/settings/maintenance/1/",
      token: localAdmin,
      payload: { is_enabled: true, title: "x", message: "y" },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.call({ method: "POST", url: "/api/settings/maintenance/end_maintenance/" })).statusCode,
    ).toBe(401);
  });
});

describe("site settings", () => {
  it("are public to read and changed by the super admin only", async () => {
    const read = await t.call({ method: "GET", url: "/api/settings/site/current/" });
    expect(read.json()).toHaveProperty("contact_email");
    const payload = {
      organisation_name: "Ghana Assemblies",
      contact_email: "office@ga.example.org",
      contact_phone: "+233 30 000 0000",
      location: "Accra",
    };
    expect(
      (await t.call({ method: "PUT", url: "/api/settings/site/1/", token: localAdmin, payload })).statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: "PUT", url: "/api/settings/site/1/", token: superAdmin, payload })).json(),
    ).toEqual({ ...payload, reporting_currency: "GHS" });
    expect((await t.call({ method: "GET", url: "/api/settings/site/current/" })).json()).toEqual({
      ...payload,
      reporting_currency: "GHS",
    });
  });

  it("keep the organisation's reporting currency: a currency in use, unchanged when left out", async () => {
    const payload = {
      organisation_name: "Ghana Assemblies",
      contact_email: "office@ga.example.org",
      contact_phone: "",
      location: "Accra",
    };
    const put = (body: Record<string, unknown>) =>
      t.call({ method: "PUT", url: "/api/settings/site/1/", token: superAdmin, payload: body });
    const bad = await put({ ...payload, reporting_currency: "CEDI" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      reporting_currency: ["Choose a currency code in use, such as GHS, NGN or XOF."],
    });
    expect((await put({ ...payload, reporting_currency: "ABC" })).statusCode).toBe(400);
    expect((await put({ ...payload, reporting_currency: "ngn" })).json()).toHaveProperty(
      "reporting_currency",
      "NGN",
    );
    expect((await put(payload)).json()).toHaveProperty("reporting_currency", "NGN");
    expect((await put({ ...payload, reporting_currency: "GHS" })).json()).toHaveProperty(
      "reporting_currency",
      "GHS",
    );
  });
});
