import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePlan, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, plans } from "../../db/tables";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

const URL = "/api/subscriptions/plans/";
const create = (payload: Record<string, unknown>) =>
  t.call({ method: "POST", url: URL, token: admin, payload });

it("the super admin creates a plan: price as a two-place string, currency in capitals, all 14 features", async () => {
  const res = await create({
    name: "Gold",
    price: "1250",
    currency: "ghs",
    billing_interval: "YEARLY",
    trial_days: 14,
    features: { MEMBER_MANAGEMENT: true, FINANCE_MANAGEMENT: true },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({
    name: "Gold",
    price: "1250.00",
    currency: "GHS",
    billing_interval: "YEARLY",
    trial_days: 14,
    is_active: true,
    description: "",
  });
  expect(Object.keys(body.features)).toHaveLength(14);
  expect(body.features).toMatchObject({
    MEMBER_MANAGEMENT: true,
    FINANCE_MANAGEMENT: true,
    MARKETING: false,
  });
  const [row] = await t.db.select().from(plans).where(eq(plans.id, body.id));
  expect(row?.price).toBe("1250.00");
  const [audit] = await t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, "plans"), eq(auditLogs.object_id, String(body.id))));
  expect(audit).toMatchObject({ action: "create", role: "SUPER_ADMIN" });
});

it("keeps cents exact and refuses floats, three decimals, unknown features and a taken name", async () => {
  const exact = await create({ name: "Cents", price: "0.10", currency: "USD" });
  expect(exact.json().price).toBe("0.10");
  const before = (await t.db.select().from(plans)).length;
  const cases: [Record<string, unknown>, string][] = [
    [{ name: "A", price: 12.5, currency: "GHS" }, "price"],
    [{ name: "B", price: "12.345", currency: "GHS" }, "price"],
    [{ name: "C", price: "-1", currency: "GHS" }, "price"],
    [{ name: "D", price: "1.00", currency: "CEDI" }, "currency"],
    [{ name: "E", price: "1.00", currency: "GHS", billing_interval: "WEEKLY" }, "billing_interval"],
    [
      { name: "F", price: "1.00", currency: "GHS", features: { TELEPORTATION: true } },
      "features.TELEPORTATION",
    ],
    [{ name: "G", price: "1.00", currency: "GHS", trial_days: -1 }, "trial_days"],
    [{ name: "cents", price: "1.00", currency: "GHS" }, "name"],
  ];
  for (const [payload, field] of cases) {
    const res = await create(payload);
    expect(res.statusCode, field).toBe(400);
    expect(res.json(), field).toHaveProperty([field]);
  }
  expect((await t.db.select().from(plans)).length).toBe(before);
});

it("lists active plans to everyone and inactive ones only to the super admin", async () => {
  const active = await makePlan(t.db, "all", { name: "Visible plan" });
  const hidden = await makePlan(t.db, "all", { name: "Retired plan", is_active: false });
  const ids = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);
  const anonymous = (await t.call({ method: "GET", url: `${URL}?page_size=100` })).json();
  expect(ids(anonymous)).toContain(active.id);
  expect(ids(anonymous)).not.toContain(hidden.id);
  expect((await t.call({ method: "GET", url: `${URL}${hidden.id}/` })).statusCode).toBe(404);
  const member = await signedInUser(t, { role: "NATIONAL_TREASURER" });
  const seen = (await t.call({ method: "GET", url: `${URL}?is_active=false`, token: member.token })).json();
  expect(seen.count).toBe(0);
  const all = (await t.call({ method: "GET", url: `${URL}?is_active=false`, token: admin })).json();
  expect(ids(all)).toContain(hidden.id);
});

it("active_plans/ and trial_plans/ list active plans cheapest first, trial ones with trial days", async () => {
  const cheap = await makePlan(t.db, "all", { price: "0.50", trial_days: 30 });
  const dear = await makePlan(t.db, "all", { price: "99999.99", trial_days: 0 });
  const off = await makePlan(t.db, "all", { price: "0.01", trial_days: 30, is_active: false });
  const active = (await t.call({ method: "GET", url: `${URL}active_plans/` })).json();
  const activeIds = active.map((p: { id: number }) => p.id);
  expect(activeIds).toContain(dear.id);
  expect(activeIds).not.toContain(off.id);
  expect(activeIds.indexOf(cheap.id)).toBeLessThan(activeIds.indexOf(dear.id));
  const trial = (await t.call({ method: "GET", url: `${URL}trial_plans/` })).json();
  const trialIds = trial.map((p: { id: number }) => p.id);
  expect(trialIds).toContain(cheap.id);
  expect(trialIds).not.toContain(dear.id);
  expect(trialIds).not.toContain(off.id);
  expect(trial.every((p: { trial_days: number }) => p.trial_days > 0)).toBe(true);
});

it("PATCH replaces the feature map and keeps the other fields", async () => {
  const plan = await makePlan(t.db, "all", { price: "10.00" });
  const res = await t.call({
    method: "PATCH",
    url: `${URL}${plan.id}/`,
    token: admin,
    payload: { features: { MARKETING: true } },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().price).toBe("10.00");
  expect(Object.values(res.json().features).filter(Boolean)).toHaveLength(1);
});
