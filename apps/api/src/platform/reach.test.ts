import { and, inArray, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makeRegion, makeUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { churches, financeCategories } from "../db/tables";
import type { Principal } from "./auth/principal";
import { type Reach, reachOfCaller } from "./reach";

let t: TestApp;
let a1: { id: number; region: number };
let a2: { id: number; region: number };
let b1: { id: number; region: number };

beforeAll(async () => {
  t = await startTestApp();
  const regionA = await makeRegion(t.db);
  a1 = await makeChurch(t.db, regionA.id);
  a2 = await makeChurch(t.db, regionA.id);
  b1 = await makeChurch(t.db, (await makeRegion(t.db)).id);
});
afterAll(() => t.close());

const principalOf = async (role: Principal["role"], church: { id: number; region: number }) => {
  const u = await makeUser(t.db, { role, church });
  return { ...u, sessionVersion: 0 } satisfies Principal;
};

/** Which of the three churches a reach covers. */
const covered = async (reach: Reach) => {
  const ours = [a1.id, a2.id, b1.id];
  const rows = await t.db
    .select({ id: churches.id })
    .from(churches)
    .where(and(inArray(churches.id, ours), reach.churchIn(churches.id)));
  return rows.map((r) => r.id).sort((x, y) => x - y);
};

describe("the platform's reach", () => {
  it("cannot be built outside the platform, even with a cast", async () => {
    const reach = await reachOfCaller(t.db, null);
    const Forged = reach.constructor as new (key: symbol, state: object) => Reach;
    expect(() => new Forged(Symbol("reach"), { kind: "nation" })).toThrow(/built by the platform/);
  });

  it("covers a local user's church, a regional officer's region and a national officer's nation", async () => {
    expect(await covered(await reachOfCaller(t.db, await principalOf("LOCAL_ADMIN", a1)))).toEqual([a1.id]);
    expect(await covered(await reachOfCaller(t.db, await principalOf("REGIONAL_ADMIN", a1)))).toEqual([
      a1.id,
      a2.id,
    ]);
    expect(await covered(await reachOfCaller(t.db, await principalOf("SUPER_ADMIN", a1)))).toEqual([
      a1.id,
      a2.id,
      b1.id,
    ]);
    expect(await covered(await reachOfCaller(t.db, null))).toEqual([]);
  });

  it("narrows to a church or a region in reach, and answers 404 for one outside it", async () => {
    const regional = await principalOf("REGIONAL_ADMIN", a1);
    expect(await covered(await reachOfCaller(t.db, regional, { church: a2.id }))).toEqual([a2.id]);
    expect(await covered(await reachOfCaller(t.db, regional, { region: a1.region }))).toEqual([a1.id, a2.id]);
    await expect(reachOfCaller(t.db, regional, { church: b1.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(reachOfCaller(t.db, regional, { region: b1.region })).rejects.toMatchObject({
      statusCode: 404,
    });
    const local = await principalOf("LOCAL_ADMIN", a1);
    await expect(reachOfCaller(t.db, local, { church: a2.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(reachOfCaller(t.db, local, { region: a1.region })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("filters to a region within reach: another region leaves nothing", async () => {
    const national = await reachOfCaller(t.db, await principalOf("SUPER_ADMIN", a1));
    expect(await covered(national.inRegion(b1.region))).toEqual([b1.id]);
    const regional = await reachOfCaller(t.db, await principalOf("REGIONAL_ADMIN", a1));
    expect(await covered(regional.inRegion(b1.region))).toEqual([]);
    expect(await covered(regional.inRegion(a1.region))).toEqual([a1.id, a2.id]);
    const narrowed = await reachOfCaller(t.db, await principalOf("SUPER_ADMIN", a1), { church: a1.id });
    expect(await covered(narrowed.inRegion(b1.region))).toEqual([]);
    expect(await covered(narrowed.inRegion(a1.region))).toEqual([a1.id]);
  });

  it("reads national defaults or the church's own", async () => {
    const [own] = await t.db
      .insert(financeCategories)
      .values([
        { church: a1.id, name: "A1's harvest", kind: "INCOME" },
        { church: a2.id, name: "A2's harvest", kind: "INCOME" },
      ])
      .returning();
    const reach = await reachOfCaller(t.db, await principalOf("LOCAL_ADMIN", a1));
    const rows = await t.db
      .select({ id: financeCategories.id, church: financeCategories.church })
      .from(financeCategories)
      .where(
        and(
          reach.sharedOrOwn(financeCategories.church),
          or(isNull(financeCategories.church), inArray(financeCategories.church, [a1.id, a2.id])),
        ),
      );
    expect(rows.some((r) => r.church === null)).toBe(true);
    expect(rows.filter((r) => r.church !== null).map((r) => r.id)).toEqual([own?.id]);
  });
});
