import { branch } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBranch, makeChurch, makePlan, makeSubscription, signedInUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { branches, subscriptions } from "../db/tables";
import { registerResource } from "./resources/register";
import { defineResource, readOnly } from "./resources/resource";

/** A resource that exists only in this test: branches, gated by MEMBER_MANAGEMENT. */
const gatedThings = defineResource({
  name: "gated-things",
  path: "/api/test/gated-things/",
  table: branches,
  entity: branch,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: readOnly("authenticated"),
  ordering: ["name"],
  actions: {
    ungated: {
      on: "collection",
      method: "GET",
      access: "authenticated",
      feature: null,
      summary: "Not gated although the resource is",
      run: async () => ({ ok: true }),
    },
    reports: {
      on: "collection",
      method: "GET",
      access: "authenticated",
      feature: "ADVANCED_REPORTING",
      summary: "Gated by a feature of its own",
      run: async () => ({ ok: true }),
    },
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ extend: (app) => registerResource(app, app.resources, gatedThings) });
});
afterAll(() => t.close());

const LIST = "/api/test/gated-things/";
const get = (url: string, token: string) => t.call({ method: "GET", url, token });

/** A church, one of its branches and a local user of it, with the subscription given. */
async function churchWith(subscription?: { features: "all" | Record<string, boolean>; status?: string }) {
  const church = await makeChurch(t.db);
  await makeBranch(t.db, church.id);
  if (subscription) {
    const plan = await makePlan(t.db, subscription.features);
    await makeSubscription(t.db, church.id, plan.id, {
      status: (subscription.status ?? "ACTIVE") as "ACTIVE",
    });
  }
  const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
  return { church, token };
}

describe("a gated resource", () => {
  it("refuses a church without an access-giving subscription: 403 subscription_required", async () => {
    for (const setup of [undefined, { features: "all" as const, status: "EXPIRED" }]) {
      const { token } = await churchWith(setup);
      const res = await get(LIST, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: "subscription_required",
        feature: "MEMBER_MANAGEMENT",
        detail: expect.stringContaining("Member management needs an active subscription"),
      });
    }
  });

  it("refuses a plan without the feature: 403 feature_not_available, naming it", async () => {
    const { church, token } = await churchWith({ features: { MEMBER_MANAGEMENT: false, MARKETING: true } });
    const res = await get(LIST, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "feature_not_available", feature: "MEMBER_MANAGEMENT" });
    expect(res.json().detail).toContain("Member management is not included in your church's plan");
    const [first] = await t.db.select().from(branches).where(eq(branches.church, church.id));
    expect((await get(`${LIST}${first?.id}/`, token)).statusCode).toBe(403);
  });

  it("lets ACTIVE, TRIAL and GRACE_PERIOD subscriptions with the feature through", async () => {
    for (const status of ["ACTIVE", "TRIAL", "GRACE_PERIOD"]) {
      const { church, token } = await churchWith({ features: { MEMBER_MANAGEMENT: true }, status });
      const res = await get(LIST, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0].church).toBe(church.id);
    }
  });

  it("gates members and viewers too, but not national or regional officers", async () => {
    const { church } = await churchWith();
    const member = await signedInUser(t, { role: "MEMBER", church });
    expect((await get(LIST, member.token)).json().code).toBe("subscription_required");
    for (const role of ["NATIONAL_SECRETARY", "REGIONAL_SECRETARY", "SUPER_ADMIN"] as const) {
      const officer = await signedInUser(t, { role, church });
      expect((await get(LIST, officer.token)).statusCode).toBe(200);
    }
  });

  it("checks the subscription before validating the query", async () => {
    const { token } = await churchWith();
    const res = await get(`${LIST}?page_size=lots`, token);
    expect(res.statusCode).toBe(403);
  });
});

describe("a gated action", () => {
  it("may opt out of the resource's gate, or name a feature of its own", async () => {
    const { token } = await churchWith({ features: { MEMBER_MANAGEMENT: true } });
    expect((await get(`${LIST}ungated/`, token)).statusCode).toBe(200);
    const reports = await get(`${LIST}reports/`, token);
    expect(reports.statusCode).toBe(403);
    expect(reports.json()).toMatchObject({ code: "feature_not_available", feature: "ADVANCED_REPORTING" });
    const none = await churchWith();
    expect((await get(`${LIST}ungated/`, none.token)).statusCode).toBe(200);
  });
});

describe("the gate's cache", () => {
  it("keeps an answer for a few seconds, and drops it when told", async () => {
    const { church, token } = await churchWith({ features: "all" });
    expect((await get(LIST, token)).statusCode).toBe(200);
    await t.db.update(subscriptions).set({ status: "EXPIRED" }).where(eq(subscriptions.church, church.id));
    expect((await get(LIST, token)).statusCode).toBe(200);
    t.app.featureGate.forget(church.id);
    expect((await get(LIST, token)).json().code).toBe("subscription_required");
  });
});
