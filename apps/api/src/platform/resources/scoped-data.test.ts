import { branch } from "@cm/contracts";
import { eq, getTableName, inArray, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { makeBranch, makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { execute } from "../../db/client";
import * as tables from "../../db/tables";
import { branches, churches, plans } from "../../db/tables";
import { registerResource } from "./register";
import { actionsOf, defineResource, readOnly } from "./resource";

const action = actionsOf(branches);
const ids = z.strictObject({ ids: z.array(z.number().int()) });
const rename = z.strictObject({ ids: z.array(z.number().int()), name: z.string() });

/** A resource that exists only in this test: actions that reach branches through `ctx.data` alone. */
const dataBranches = defineResource({
  name: "data-branches",
  path: "/api/test/data-branches/",
  table: branches,
  entity: branch,
  scope: { kind: "church", field: "church" },
  access: readOnly("authenticated"),
  ordering: ["name"],
  actions: {
    read: action.collection({
      method: "POST",
      mode: "read",
      access: "authenticated",
      summary: "Reads branches by id, with their church's name",
      input: ids,
      run: async ({ data, input }) =>
        data
          .select({ id: branches.id, church: churches.name })
          .from(branches)
          .innerJoin(churches, eq(churches.id, branches.church))
          .where(inArray(branches.id, input.ids)),
    }),
    rename: action.collection({
      method: "POST",
      access: "authenticated",
      summary: "Renames branches by id",
      input: rename,
      run: async ({ data, input }) =>
        data
          .update(branches)
          .set({ name: input.name })
          .where(inArray(branches.id, input.ids))
          .returning({ id: branches.id }),
    }),
    remove: action.collection({
      method: "POST",
      access: "authenticated",
      summary: "Deletes branches by id",
      input: ids,
      run: async ({ data, input }) =>
        data.delete(branches).where(inArray(branches.id, input.ids)).returning({ id: branches.id }),
    }),
    add: action.collection({
      method: "POST",
      access: "authenticated",
      summary: "Adds a branch to a church",
      input: z.strictObject({ church: z.number().int(), name: z.string() }),
      run: async ({ data, input }) =>
        data.insert(branches).values(input).returning({ id: branches.id, church: branches.church }),
    }),
    move: action.collection({
      method: "POST",
      access: "authenticated",
      summary: "Moves branches to another church",
      input: z.strictObject({ ids: z.array(z.number().int()), church: z.number().int() }),
      run: async ({ data, input }) =>
        data
          .update(branches)
          .set({ church: input.church })
          .where(inArray(branches.id, input.ids))
          .returning({ id: branches.id }),
    }),
    plans: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Reads the installation's plans (a global table)",
      run: async ({ data }) => (await data.select({ id: plans.id }).from(plans)).length,
    }),
    raw: action.collection({
      method: "POST",
      mode: "read",
      access: "authenticated",
      summary: "Counts branches in a raw statement, with or without the reach",
      input: z.strictObject({ withReach: z.boolean() }),
      run: async ({ data, reach, input }) => {
        const within = input.withReach ? (await reach()).churchIn(branches.church) : undefined;
        const where = within ? sql`where ${within}` : sql``;
        const [counted] = await execute(data, sql`select count(*)::int as n from ${branches} ${where}`);
        return counted;
      },
    }),
  },
});

let t: TestApp;
let officer: string;
let regional: string;
let national: string;
let own: number;
let other: number;
let otherRegion: number;
const post = (name: string, token: string, payload: object) =>
  t.call({ method: "POST", url: `/api/test/data-branches/${name}/`, token, payload });
const nameOf = async (id: number) => (await t.db.select().from(branches).where(eq(branches.id, id)))[0]?.name;

beforeAll(async () => {
  t = await startTestApp({ extend: (app) => registerResource(app, app.resources, dataBranches) });
  const regionA = await makeRegion(t.db);
  const regionB = await makeRegion(t.db);
  const churchA = await makeChurch(t.db, regionA.id);
  const churchB = await makeChurch(t.db, regionB.id);
  otherRegion = churchB.id;
  own = (await makeBranch(t.db, churchA.id, { name: "Own" })).id;
  other = (await makeBranch(t.db, churchB.id, { name: "Other" })).id;
  officer = (await signedInUser(t, { role: "LOCAL_ADMIN", church: churchA })).token;
  regional = (await signedInUser(t, { role: "REGIONAL_ADMIN", church: churchA })).token;
  national = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(() => t.close());

describe("the caller's data handle narrows every query to the caller's reach", () => {
  it("a select, and its join, return only the caller's rows", async () => {
    const res = await post("read", officer, { ids: [own, other] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([own]);
    const all = await post("read", national, { ids: [own, other] });
    expect(
      all
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([own, other].sort());
  });

  it("an update changes nothing of another church", async () => {
    const res = await post("rename", officer, { ids: [own, other], name: "Renamed" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: own }]);
    expect(await nameOf(other)).toBe("Other");
    expect(await nameOf(own)).toBe("Renamed");
  });

  it("a delete removes nothing of another church", async () => {
    const regionalRes = await post("remove", regional, { ids: [other] });
    expect(regionalRes.json()).toEqual([]);
    expect(await nameOf(other)).toBe("Other");
  });

  it("an insert, or a move, into another church is refused as not found", async () => {
    expect((await post("add", officer, { church: other, name: "Intruder" })).statusCode).toBe(404);
    expect((await post("add", regional, { church: otherRegion, name: "Intruder" })).statusCode).toBe(404);
    expect((await post("move", officer, { ids: [own], church: otherRegion })).statusCode).toBe(404);
    const intruders = await t.db.select().from(branches).where(eq(branches.name, "Intruder"));
    expect(intruders).toEqual([]);
    const added = await post("add", regional, { church: (await nameChurch(own)) ?? 0, name: "Added" });
    expect(added.statusCode).toBe(200);
  });

  it("a global table is read whole", async () => {
    const mine = await t.call({ method: "GET", url: "/api/test/data-branches/plans/", token: officer });
    const all = await t.call({ method: "GET", url: "/api/test/data-branches/plans/", token: national });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toBe(all.json());
  });

  it("a raw statement must hold the caller's reach", async () => {
    expect((await post("raw", officer, { withReach: false })).statusCode).toBe(500);
    const counted = await post("raw", officer, { withReach: true });
    expect(counted.statusCode).toBe(200);
    // Its own branch and the one its regional officer added; not the other church's.
    expect(counted.json()).toEqual({ n: 2 });
  });
});

it("knows which column holds the tenant of every table of the schema", () => {
  const known = new Set(t.app.resources.tables.names());
  const unknown = Object.values(tables)
    .filter((table) => is(table, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !known.has(name));
  expect(unknown, "add each to a resource's scope or to table-scopes.ts").toEqual([]);
});

async function nameChurch(branchId: number) {
  return (await t.db.select().from(branches).where(eq(branches.id, branchId)))[0]?.church;
}
