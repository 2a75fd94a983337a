import { branch } from "@cm/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBranch, makeChurch, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { branches } from "../../db/tables";
import { multipart } from "../../modules/members/members.test-support";
import { AppError } from "../errors";
import { saveUpload } from "../files";
import { registerResource } from "./register";
import { actionsOf, defineResource, readWrite } from "./resource";

// The one shape of every upload action, held by the mechanism: the file stored outside the
// transaction, then one transaction that locks, re-checks, writes and audits; the stored file
// removed when anything before the commit fails, the replaced one once the commit is done.
const FAILS_LATE = "Fails after writing";
const FAILS_EARLY = "Fails after storing";
const action = actionsOf(branches);

/** A resource that exists only in this test: branches that keep a picture's name in `address`. */
const pictureBranches = defineResource({
  name: "picture-branches",
  path: "/api/test/picture-branches/",
  table: branches,
  entity: branch,
  scope: { kind: "church", field: "church" },
  access: readWrite("authenticated", "authenticated"),
  ordering: ["name"],
  actions: {
    picture: action.detailUpload({
      access: "authenticated",
      summary: "Keeps a picture's name on the branch",
      upload: { maxBytes: 1_000_000, tooLarge: "Too large.", missing: "Choose a picture." },
      prepare: async (ctx) => {
        const name = await saveUpload(ctx.request.server.files, ctx.upload.bytes, ["image/png"], 1_000_000);
        ctx.stored(name);
        if (ctx.object.name === FAILS_EARLY) throw new AppError(409, "failed_early", "Failed after storing.");
        return name;
      },
      run: async (ctx) => {
        await ctx.data.update(branches).set({ address: ctx.prepared }).where(eq(branches.id, ctx.object.id));
        ctx.replaced(ctx.object.address || null);
        if (ctx.object.name === FAILS_LATE) throw new AppError(409, "failed_late", "Failed after writing.");
        return { file: ctx.prepared };
      },
    }),
  },
});

let t: TestApp;
let token: string;
let churchId: number;
beforeAll(async () => {
  t = await startTestApp({ extend: (app) => registerResource(app, app.resources, pictureBranches) });
  const church = await makeChurch(t.db);
  churchId = church.id;
  token = (await signedInUser(t, { role: "LOCAL_ADMIN", church })).token;
});
afterAll(() => t.close());

const picture = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
const send = async (id: number) =>
  t.call({
    method: "POST",
    url: `/api/test/picture-branches/${id}/picture/`,
    token,
    ...multipart({}, { name: "p.png", bytes: await picture() }),
  });
const storedNames = async () => {
  const names: string[] = [];
  for await (const name of t.app.files.names()) names.push(name);
  return names.sort();
};
const addressOf = async (id: number) =>
  (await t.db.select({ address: branches.address }).from(branches).where(eq(branches.id, id)))[0]?.address;

describe("an upload action", () => {
  it("keeps the new file and removes the one it replaced once the write commits", async () => {
    const row = await makeBranch(t.db, churchId);
    const first = await send(row.id);
    expect(first.statusCode, first.body).toBe(200);
    const firstFile = first.json().file as string;
    expect(await storedNames()).toContain(firstFile);

    const second = await send(row.id);
    expect(second.statusCode, second.body).toBe(200);
    const names = await storedNames();
    expect(names).toContain(second.json().file);
    expect(names).not.toContain(firstFile);
    expect(await addressOf(row.id)).toBe(second.json().file);
  });

  it("removes the file it stored when its transaction fails, and the row keeps its old file", async () => {
    const row = await makeBranch(t.db, churchId);
    const kept = (await send(row.id)).json().file as string;
    await t.db.update(branches).set({ name: FAILS_LATE }).where(eq(branches.id, row.id));
    const before = await storedNames();

    const failed = await send(row.id);
    expect(failed.statusCode).toBe(409);
    expect(await storedNames()).toEqual(before);
    expect(await addressOf(row.id)).toBe(kept);
  });

  it("removes the file it stored when its work before the transaction fails", async () => {
    const row = await makeBranch(t.db, churchId);
    await t.db.update(branches).set({ name: FAILS_EARLY }).where(eq(branches.id, row.id));
    const before = await storedNames();

    const failed = await send(row.id);
    expect(failed.statusCode).toBe(409);
    expect(await storedNames()).toEqual(before);
  });

  it("cannot be declared as a plain action that writes its own transactions", async () => {
    const handWritten = action.detail({
      method: "POST",
      access: "authenticated",
      summary: "An upload that would hand-write its sequence",
      mode: "external",
      // @ts-expect-error only `detailUpload` and `collectionUpload` take a file
      upload: { maxBytes: 1, tooLarge: "Too large.", missing: "Choose a file." },
      run: () => null,
    });
    const handWrittenBranches = {
      ...pictureBranches,
      name: "hand-written-uploads",
      path: "/api/test/hand-written-uploads/",
      actions: { picture: handWritten },
    };
    await expect(
      startTestApp({ extend: (app) => registerResource(app, app.resources, handWrittenBranches) }),
    ).rejects.toThrow("takes a file: declare it with collectionUpload or detailUpload");
  });
});
