import { branch, branchCreate, branchUpdate } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { makeBranch, makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, branches } from "../../db/tables";
import { insertInBatches } from "../bulk-writes";
import { AppError } from "../errors";
import { registerResource } from "./register";
import { actionsOf, defineResource, readWrite } from "./resource";

/** Marks a write that fails after its row is written, as a broken rule or a lost connection would. */
const FAILS = "Fails after writing";
const action = actionsOf(branches);

/** A resource that exists only in this test: branches whose writes can fail half-way. */
const fragileBranches = defineResource({
  name: "fragile-branches",
  path: "/api/test/fragile-branches/",
  table: branches,
  entity: branch,
  create: branchCreate,
  update: branchUpdate,
  scope: { kind: "church", field: "church" },
  access: readWrite("authenticated", "authenticated"),
  ordering: ["name"],
  afterWrite: (_ctx, row) => {
    if (row.name === FAILS)
      throw new AppError(409, "failed_late", "The write failed after the row was written.");
  },
  actions: {
    // Many rows through the import's batched insert, the last of them without a name.
    insert_then_fail: action.collection({
      method: "POST",
      access: "authenticated",
      summary: "Adds branches in batches; the last one breaks a NOT NULL column",
      input: z.strictObject({ count: z.number().int() }),
      run: async ({ data, principal, input }) => {
        const church = principal?.church ?? 0;
        const names = Array.from({ length: input.count + 1 }, (_, i) =>
          i < input.count ? `Batch ${i}` : null,
        );
        await insertInBatches(data, branches, names, (name) => ({ church, name }));
      },
    }),
    rename_then_fail: action.detail({
      method: "POST",
      access: "authenticated",
      summary: "Renames the branch, then fails",
      run: async ({ data, object }) => {
        await data.update(branches).set({ name: FAILS }).where(eq(branches.id, object.id));
        throw new AppError(409, "failed_late", "The action failed after it wrote.");
      },
    }),
  },
});

let t: TestApp;
let token: string;
let churchId: number;
beforeAll(async () => {
  t = await startTestApp({ extend: (app) => registerResource(app, app.resources, fragileBranches) });
  const church = await makeChurch(t.db);
  churchId = church.id;
  token = (await signedInUser(t, { role: "LOCAL_ADMIN", church })).token;
});
afterAll(() => t.close());

const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, "fragile-branches"), eq(auditLogs.object_id, String(id))));

describe("a write that fails half-way leaves nothing behind", () => {
  it("a create whose later step fails stores no row and no audit row", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/test/fragile-branches/",
      token,
      payload: { name: FAILS },
    });
    expect(res.statusCode).toBe(409);
    const stored = await t.db
      .select()
      .from(branches)
      .where(and(eq(branches.church, churchId), eq(branches.name, FAILS)));
    expect(stored).toEqual([]);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.resource, "fragile-branches"));
    expect(audits).toEqual([]);
  });

  it("an update whose later step fails keeps the row as it was", async () => {
    const existing = await makeBranch(t.db, churchId, { name: "Hillside", capacity: 80 });
    const res = await t.call({
      method: "PATCH",
      url: `/api/test/fragile-branches/${existing.id}/`,
      token,
      payload: { name: FAILS, capacity: 120 },
    });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(branches).where(eq(branches.id, existing.id));
    expect(row).toMatchObject({ name: "Hillside", capacity: 80 });
    expect(await auditsOf(existing.id)).toEqual([]);
  });

  it("rows inserted in many batches are all undone when a late batch fails", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/test/fragile-branches/insert_then_fail/",
      token,
      payload: { count: 1_500 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ["This field is required."] });
    const stored = await t.db.select().from(branches).where(eq(branches.church, churchId));
    expect(stored.filter((b) => b.name.startsWith("Batch "))).toEqual([]);
  });

  it("an action that fails after writing keeps the row as it was and audits nothing", async () => {
    const existing = await makeBranch(t.db, churchId, { name: "Riverside" });
    const res = await t.call({
      method: "POST",
      url: `/api/test/fragile-branches/${existing.id}/rename_then_fail/`,
      token,
    });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(branches).where(eq(branches.id, existing.id));
    expect(row?.name).toBe("Riverside");
    expect(await auditsOf(existing.id)).toEqual([]);
  });
});
