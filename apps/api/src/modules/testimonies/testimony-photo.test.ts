import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeChurch, makeRegion, signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { testimonies } from "../../db/tables";
import { multipart } from "../members/members.test-support";
import { makePublished, TESTIMONIES } from "./testimonies.test-support";

/**
 * A testimony's photo is stored first, then written and audited in one transaction: a write that
 * fails leaves the row on its old photo and that file in place; the old file goes only once the
 * new photo is recorded.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const picture = (background: string) =>
  sharp({ create: { width: 200, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
const photoOf = async (id: number) =>
  (await t.db.select({ photo: testimonies.photo }).from(testimonies).where(eq(testimonies.id, id)))[0]?.photo;
const storedNames = async () => {
  const names: string[] = [];
  for await (const name of t.app.files.names()) names.push(name);
  return names.sort();
};
/** Audit rows of photo changes cannot be written while this is on (a full disk, a lost connection). */
async function auditFails(on: boolean) {
  if (!on) {
    await t.db.execute(sql`drop trigger refuse_photo_audit on audit_logs`);
    return;
  }
  await t.db.execute(sql`create or replace function refuse_photo_audit() returns trigger language plpgsql as $$
    begin raise exception 'the audit log cannot be written'; end $$`);
  await t.db.execute(sql`create trigger refuse_photo_audit before insert on audit_logs for each row
    when (new.resource = 'testimonies' and new.action = 'photo') execute function refuse_photo_audit()`);
}

it("a photo whose audit row fails keeps the old photo and its file; the next one replaces it", async () => {
  const church = await makeChurch(t.db, (await makeRegion(t.db)).id);
  const row = await makePublished(t.db, church.id);
  const { token } = await signedInUser(t, { role: "LOCAL_ADMIN", church });
  const send = async (background: string) =>
    t.call({
      method: "POST",
      url: `${TESTIMONIES}${row.id}/photo/`,
      token,
      ...multipart({}, { name: "p.png", bytes: await picture(background) }),
    });
  expect((await send("#336699")).statusCode).toBe(200);
  const old = await photoOf(row.id);
  expect(old).toBeTruthy();
  const before = await storedNames();

  await auditFails(true);
  const failed = await send("#993366");
  await auditFails(false);
  expect(failed.statusCode).toBe(500);
  expect(await photoOf(row.id)).toBe(old);
  expect(await t.app.files.read(old as string)).not.toBeNull();
  expect(await storedNames()).toEqual(before);

  const replaced = await send("#669933");
  expect(replaced.statusCode, replaced.body).toBe(200);
  const now = await photoOf(row.id);
  expect(now).not.toBe(old);
  expect(await storedNames()).toEqual([...before.filter((n) => n !== old), now].sort());
});
