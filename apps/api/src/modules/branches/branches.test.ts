import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeBranch, makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, branches } from "../../db/tables";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("are public to read", async () => {
  const church = await makeChurch(t.db);
  const branch = await makeBranch(t.db, church.id);
  const res = await t.call({ method: "GET", url: `/api/branches/?church=${church.id}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().results.map((b: { id: number }) => b.id)).toEqual([branch.id]);
});

it("update_occupancy records the headcount within the seats, and audits it", async () => {
  const church = await makeChurch(t.db);
  const branch = await makeBranch(t.db, church.id, { capacity: 120 });
  const { token } = await signedInUser(t, { role: "LOCAL_SECRETARY", church });
  const url = `/api/branches/${branch.id}/update_occupancy/`;

  const ok = await t.call({ method: "POST", url, token, payload: { occupancy: 95 } });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ id: branch.id, occupancy: 95 });
  const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, "update_occupancy"));
  expect(audit).toMatchObject({
    resource: "branches",
    object_id: String(branch.id),
    changes: { occupancy: 95 },
  });

  const over = await t.call({ method: "POST", url, token, payload: { occupancy: 121 } });
  expect(over.statusCode).toBe(400);
  expect(over.json().occupancy[0]).toContain("120");
  const negative = await t.call({ method: "POST", url, token, payload: { occupancy: -1 } });
  expect(negative.statusCode).toBe(400);
  const [row] = await t.db.select().from(branches).where(eq(branches.id, branch.id));
  expect(row?.occupancy).toBe(95);
});

it("capacity cannot drop below the current occupancy", async () => {
  const church = await makeChurch(t.db);
  const branch = await makeBranch(t.db, church.id, { capacity: 100, occupancy: 80 });
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const res = await t.call({
    method: "PATCH",
    url: `/api/branches/${branch.id}/`,
    token,
    payload: { capacity: 50 },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toHaveProperty("capacity");
});
