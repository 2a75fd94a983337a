import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { makeChurch, makePlan, makeRegion, makeSubscription } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { reachConditions } from "../reach";
import { aggregateCheck, aggregateRoutes, type MatrixWorld } from "./aggregate-matrix.test-support";

// A test of the access matrix: with the platform's reach sabotaged (it answers no condition, so
// every caller reaches every church), the matrix's cases for reads that aggregate must fail.

let world: MatrixWorld;
beforeAll(async () => {
  const t: TestApp = await startTestApp();
  const churchA = await makeChurch(t.db, (await makeRegion(t.db)).id);
  const churchB = await makeChurch(t.db, (await makeRegion(t.db)).id);
  const plan = await makePlan(t.db);
  for (const church of [churchA, churchB]) await makeSubscription(t.db, church.id, plan.id);
  world = { t, churchA, churchB };
});
afterAll(() => world.t.close());
afterEach(() => vi.restoreAllMocks());

const route = (label: string) => {
  const found = aggregateRoutes.find((r) => `${r.def.name} ${r.name}` === label);
  if (!found) throw new Error(`no aggregate route ${label}`);
  return found;
};

/** The aggregate routes whose matrix case fails, by label. */
async function failingCases(labels: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const label of labels) {
    try {
      await aggregateCheck(() => world, route(label))();
    } catch {
      failed.push(label);
    }
  }
  return failed;
}

// Figures that sum the books, count the members and lead the dashboard.
const WATCHED = [
  "income summary",
  "expenses summary-by-category",
  "ministry-support church-summary",
  "finance-reports generate-report",
  "churches dashboard",
  "churches report",
];

// Each case adds a day of church B's activity and asks again: minutes on a busy machine.
const SLOW = { timeout: 300_000 };

it("the matrix cases of these reads pass with the platform's reach", SLOW, async () => {
  expect(await failingCases(WATCHED)).toEqual([]);
});

it("a reach that answers no condition fails the matrix cases of reads that aggregate", SLOW, async () => {
  vi.spyOn(reachConditions, "church").mockReturnValue(undefined);
  vi.spyOn(reachConditions, "region").mockReturnValue(undefined);
  expect(await failingCases(WATCHED)).toEqual(WATCHED);
});
