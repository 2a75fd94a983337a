import { hasPermission, ROLES, type Role, reachOf } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { resources } from "../../modules";
import type { AccessRule } from "../auth/access";
import { aggregateCheck, aggregateRoutes, expectSameAnswer } from "./aggregate-matrix.test-support";
import { type ChurchRow, fixtures } from "./fixtures.test-support";
import { modeOf } from "./register";
import { columnOf, type ResourceDef } from "./resource";

type RouteCase = {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  detail: boolean;
  action?: string;
  access: AccessRule;
  write: boolean;
};

/** A JSON body without the time it was generated (reports and dashboards carry it). */

/** Every route the declaration produces, as the registry registers them. */
function routesOf(def: ResourceDef): RouteCase[] {
  const cases: RouteCase[] = [
    { name: "list", method: "GET", detail: false, access: def.access.list, write: false },
    { name: "retrieve", method: "GET", detail: true, access: def.access.retrieve, write: false },
  ];
  if (def.create && def.access.create) {
    cases.push({ name: "create", method: "POST", detail: false, access: def.access.create, write: true });
  }
  if (def.update && def.access.update) {
    for (const method of ["PUT", "PATCH"] as const) {
      cases.push({
        name: method.toLowerCase(),
        method,
        detail: true,
        access: def.access.update,
        write: true,
      });
    }
  }
  if (def.access.delete) {
    cases.push({ name: "delete", method: "DELETE", detail: true, access: def.access.delete, write: true });
  }
  for (const [action, a] of Object.entries(def.actions ?? {})) {
    const write = modeOf(a) !== "read" && modeOf(a) !== "export";
    cases.push({
      name: action,
      method: a.method,
      detail: a.on === "detail",
      action,
      access: a.access,
      write,
    });
  }
  return cases;
}

const allows = (rule: AccessRule, r: Role) =>
  rule === "public" ||
  rule === "authenticated" ||
  hasPermission({ role: r, is_church_admin: false }, rule.permission);

/**
 * Writes a VIEWER may make by design, each with its reason: DESIGN section 4 lets viewers and
 * members file church requests and withdraw their own, and share testimonies. They are still checked: what a VIEWER
 * creates is theirs, and someone else's object answers 404 and stays unchanged.
 */
const VIEWER_WRITES: Record<string, string> = {
  "church-requests create": "viewers and members file church requests",
  "church-requests cancel": "a requester withdraws their own request",
  "testimonies create": "any signed-in user shares a testimony for their church",
  "testimonies medical_documents": "a testifier attaches medical documents to their own testimony",
  // Spec section 6: the affiliate items are for all roles, so anyone runs their own affiliate account.
  "affiliate-profiles apply": "anyone signed in applies to the affiliate programme",
  "affiliate-profiles put": "an affiliate keeps their own payout details",
  "affiliate-profiles patch": "an affiliate keeps their own payout details",
  "affiliate-withdrawals create": "an affiliate asks for their own balance",
  "recurring-gifts pause": "a donor pauses their own standing gift",
  "recurring-gifts resume": "a donor resumes their own standing gift",
  "recurring-gifts cancel": "a donor cancels their own standing gift",
  "affiliate-withdrawals cancel": "an affiliate withdraws their own pending request",
  "membership create": "a member asks for a change of their own phone or address",
  "membership photo": "a member sends a new photo for their own record",
};

let t: TestApp;
let churchA: { id: number; region: number };
let churchB: { id: number; region: number };

beforeAll(async () => {
  t = await startTestApp();
  churchA = await makeChurch(t.db, (await makeRegion(t.db)).id);
  churchB = await makeChurch(t.db, (await makeRegion(t.db)).id);
  // Both churches have every feature, so gated routes answer as their access rules say.
  const plan = await makePlan(t.db);
  for (const church of [churchA, churchB]) await makeSubscription(t.db, church.id, plan.id);
});
afterAll(() => t.close());

it("every declared resource has a matrix fixture", () => {
  expect(resources.map((r) => r.name).filter((name) => !fixtures[name])).toEqual([]);
});

// Reads that aggregate (summaries, reports, statistics, dashboards), called by church A's side with
// its own scope and with church B's and region B's ids: refused, or blind to what church B does.
describe("reads that aggregate", () => {
  it("are found among the declared routes", () => {
    expect(aggregateRoutes.length).toBeGreaterThan(15);
  });
  it.each(aggregateRoutes.map((r) => [`${r.def.name} ${r.name}`, r] as const))(
    "%s answers church A's callers nothing of church B or region B",
    (_label, route) => aggregateCheck(() => ({ t, churchA, churchB }), route)(),
    // Each adds a day of church B's activity (a row of every church fixture) and asks again.
    120_000,
  );
});

describe.each(resources.map((def) => [def.name, def] as const))("%s", (_name, def) => {
  const fixture = fixtures[def.name];
  let objectOfB = 0;
  const snapshotOfB = async () =>
    t.db
      .select()
      .from(def.table)
      .where(eq(columnOf(def, "id"), objectOfB));

  let objectOfA = 0;
  beforeAll(async () => {
    objectOfB = (await fixture?.make(t.db, churchB)) ?? 0;
    if (fixture?.owner !== "installation") objectOfA = (await fixture?.make(t.db, churchA)) ?? 0;
  });

  /** An action's input, built for a church and an object of it when the fixture needs them. */
  const inputOf = async (action: string, church: ChurchRow, object: number) => {
    const input = fixture?.actions?.[action];
    return typeof input === "function" ? input({ db: t.db, church, object }) : (input ?? {});
  };

  const urlOf = (c: RouteCase, id: number) =>
    `${def.path}${c.detail ? `${id}/` : ""}${c.action ? `${c.action}/` : ""}`;
  const bodyOf = async (c: RouteCase, church: ChurchRow) => {
    if (c.action) return inputOf(c.action, church, church.id === churchB.id ? objectOfB : objectOfA);
    if (c.method === "PUT" && fixture?.updateBody) return fixture.updateBody(t.db, church);
    if (c.method === "POST" || c.method === "PUT") return (await fixture?.body?.(t.db, church)) ?? {};
    return c.method === "PATCH" ? {} : undefined;
  };

  if (def.update && def.access.update && allows(def.access.update, "SUPER_ADMIN"))
    it("an empty PATCH changes nothing and answers the object as it is", async () => {
      const { token } = await signedInUser(t, { role: "SUPER_ADMIN" });
      const url = `${def.path}${objectOfB}/`;
      const before = await t.call({ method: "GET", url, token });
      const stored = await snapshotOfB();
      const res = await t.call({ method: "PATCH", url, token, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(before.json());
      expect(await snapshotOfB()).toEqual(stored);
    });

  describe.each(routesOf(def).map((c) => [`${c.method} ${c.name}`, c] as const))("%s", (_label, c) => {
    it("anonymous callers get 401 unless the route is public", async () => {
      const res = await t.call({
        method: c.method,
        url: urlOf(c, objectOfB),
        payload: await bodyOf(c, churchB),
      });
      if (c.access === "public") expect(res.statusCode).not.toBe(401);
      else expect(res.statusCode).toBe(401);
    });

    const outsider = ROLES.find((r) => !allows(c.access, r));
    if (outsider) {
      it(`a role without the permission (${outsider}) gets 403`, async () => {
        const { token } = await signedInUser(t, { role: outsider, church: churchA });
        const payload = await bodyOf(c, churchA);
        const res = await t.call({ method: c.method, url: urlOf(c, objectOfB), token, payload });
        expect(res.statusCode).toBe(403);
      });
    }

    // Public writes (the contact form) are open to everyone by design; the route inventory lists them.
    const viewerMayWrite = VIEWER_WRITES[`${def.name} ${c.name}`];
    // Writes open to anyone signed in but narrowed to the rows they may change (a group's
    // meetings, by its leaders): the rows' own tests cover who may; here, who may not.
    const narrowedWrite = c.write && c.access === "authenticated" && def.writableRows !== undefined;
    if (c.write && c.access !== "public" && !viewerMayWrite && !narrowedWrite)
      it("a VIEWER cannot write", async () => {
        const { token } = await signedInUser(t, { role: "VIEWER", church: churchA });
        const before = await snapshotOfB();
        const res = await t.call({
          method: c.method,
          url: urlOf(c, objectOfB),
          token,
          payload: await bodyOf(c, churchA),
        });
        expect(res.statusCode).toBe(403);
        expect(await snapshotOfB()).toEqual(before);
      });

    if (narrowedWrite)
      it("a VIEWER who may change no row gets 404 for another church's object and 403 for a new one", async () => {
        const { token } = await signedInUser(t, { role: "VIEWER", church: churchA });
        const before = await snapshotOfB();
        const res = await t.call({
          method: c.method,
          url: urlOf(c, objectOfB),
          token,
          payload: await bodyOf(c, churchA),
        });
        expect(res.statusCode, res.body).toBe(c.detail ? 404 : 403);
        expect(await snapshotOfB()).toEqual(before);
      });

    if (c.write && viewerMayWrite)
      it(`a VIEWER may write here by design (${viewerMayWrite}), but only their own`, async () => {
        const { user, token } = await signedInUser(t, { role: "VIEWER", church: churchA });
        await fixture?.prepareCaller?.(t.db, user);
        const before = await snapshotOfB();
        const upload = c.action ? fixture?.uploads?.[c.action] : undefined;
        const res = await t.call({
          method: c.method,
          url: urlOf(c, objectOfB),
          token,
          ...(upload ? await upload() : { payload: await bodyOf(c, churchA) }),
        });
        if (c.detail) {
          expect(res.statusCode).toBe(404);
        } else {
          // A create answers 201; an action that files something of one's own (apply) answers 200.
          expect(res.statusCode, res.body).toBe(c.action ? 200 : 201);
          if (def.scope.kind === "owner") expect(res.json()[def.scope.field]).toBe(user.id);
        }
        expect(await snapshotOfB()).toEqual(before);
      });

    // A tenant user: a church- or region-level role that may call the route.
    const tenantRole = ROLES.filter((r) => reachOf(r) !== "all" && allows(c.access, r)).sort(
      (x, y) => Number(reachOf(x) === "region") - Number(reachOf(y) === "region"),
    )[0];
    const tenantApplies =
      fixture?.owner !== "installation" && c.access !== "public" && tenantRole !== undefined;

    if (tenantApplies && c.detail)
      it("a user of church A gets 404 for church B's object, which stays unchanged", async () => {
        const { token } = await signedInUser(t, { role: tenantRole as Role, church: churchA });
        const before = await snapshotOfB();
        const res = await t.call({
          method: c.method,
          url: urlOf(c, objectOfB),
          token,
          payload: await bodyOf(c, churchA),
        });
        expect(res.statusCode).toBe(404);
        expect(await snapshotOfB()).toEqual(before);
      });

    if (tenantApplies && c.name === "list")
      it("a user of church A does not see church B's rows", async () => {
        const { token } = await signedInUser(t, { role: tenantRole as Role, church: churchA });
        const res = await t.call({ method: "GET", url: `${def.path}?page_size=100`, token });
        expect(res.statusCode).toBe(200);
        expect(res.json().results.map((r: { id: number }) => r.id)).not.toContain(objectOfB);
      });

    // A collection read that answers from many rows must answer church A's user the same whether
    // or not church B has more rows: whatever B adds must not reach A.
    if (tenantApplies && c.action && !c.detail && c.method === "GET")
      it("answers a user of church A the same whatever church B adds", async () => {
        const { token } = await signedInUser(t, { role: tenantRole as Role, church: churchA });
        const query = new URLSearchParams(
          Object.entries(await inputOf(c.action as string, churchA, objectOfA)).map(
            ([k, v]): [string, string] => [k, String(v)],
          ),
        );
        const ask = () => t.call({ method: "GET", url: `${urlOf(c, 0)}?${query}`, token });
        const before = await ask();
        expect(before.statusCode, before.body).toBe(200);
        await fixture?.make(t.db, churchB);
        const after = await ask();
        expect(after.statusCode).toBe(200);
        // A report says when it was made; everything else must be the same.
        await expectSameAnswer(before, after);
      });

    // A collection write aimed at church B's objects by a user of church A changes none of them.
    if (tenantApplies && c.action && !c.detail && c.write)
      it("lets a user of church A change nothing of church B's", async () => {
        const { token } = await signedInUser(t, { role: tenantRole as Role, church: churchA });
        const before = await snapshotOfB();
        const payload = await inputOf(c.action as string, churchB, objectOfB);
        const res = await t.call({ method: c.method, url: urlOf(c, 0), token, payload });
        expect(res.statusCode).toBeLessThan(500);
        expect(await snapshotOfB()).toEqual(before);
      });

    if (tenantApplies && c.name === "create" && def.references !== undefined)
      it("a user of church A cannot create a row that points into church B", async () => {
        const { token } = await signedInUser(t, { role: tenantRole as Role, church: churchA });
        const count = async () => (await t.db.select().from(def.table)).length;
        const rowsBefore = await count();
        const res = await t.call({ method: "POST", url: def.path, token, payload: await bodyOf(c, churchB) });
        // Refused: church B named in the body is not found (404), as it would be in a path; another
        // of its rows named by a reference is a 400 on that field.
        expect([400, 404]).toContain(res.statusCode);
        expect(await count()).toBe(rowsBefore);
      });
  });
});
