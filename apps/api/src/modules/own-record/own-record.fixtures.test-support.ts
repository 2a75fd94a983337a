import { eq } from "drizzle-orm";
import sharp from "sharp";
import { makeUser } from "../../../test/factories";
import type { Db } from "../../db/client";
import { memberChangeRequests, memberLinkRequests, members } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { multipart } from "../members/members.test-support";

/** A change a member of the church asked for. */
export async function makeChange(
  db: Db,
  church: number,
  values: Partial<typeof memberChangeRequests.$inferInsert> = {},
) {
  const member = await makeMember(db, church);
  const [row] = await db
    .insert(memberChangeRequests)
    .values({ church, member: member.id, address: "4 Palm Street, Accra", ...values })
    .returning();
  if (!row) throw new Error("change not created");
  return row;
}

/** A proposed link between a new member account and a member of the church. */
export async function makeLink(db: Db, church: { id: number; region: number }) {
  const member = await makeMember(db, church.id);
  const user = await makeUser(db, { role: "MEMBER", church });
  const [row] = await db
    .insert(memberLinkRequests)
    .values({ church: church.id, member: member.id, user: user.id })
    .returning();
  if (!row) throw new Error("link not created");
  return row;
}

/** Links the caller's account to a new member of their church, so they have a record of their own. */
async function giveOwnRecord(db: Db, user: { id: number; church: number | null }) {
  if (user.church === null) return;
  const member = await makeMember(db, user.church);
  await db.update(members).set({ user: user.id }).where(eq(members.id, member.id));
}

/** A small real picture, as a multipart body under `file`. */
export async function photoUpload() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return multipart({}, { name: "me.png", bytes });
}

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  membership: {
    owner: "church",
    make: async (db, church) => (await makeChange(db, church.id)).id,
    body: () => ({ address: "9 Independence Avenue, Accra" }),
    actions: { record: {}, photo: {} },
    uploads: { photo: photoUpload },
    prepareCaller: giveOwnRecord,
  },
  "member-changes": {
    owner: "church",
    make: async (db, church) => (await makeChange(db, church.id)).id,
    actions: {
      confirm: {},
      decline: {},
      settings: ({ church }) => ({ church: church.id }),
      update_settings: ({ church }) => ({ church: church.id, apply_without_confirmation: true }),
    },
  },
  "member-links": {
    owner: "church",
    make: async (db, church) => (await makeLink(db, church)).id,
    actions: {
      confirm: {},
      decline: {},
      link: async ({ db, church }) => ({
        member: (await makeMember(db, church.id)).id,
        user: (await makeUser(db, { role: "MEMBER", church })).id,
      }),
      unlink: async ({ db, church }) => ({ member: (await makeMember(db, church.id)).id }),
    },
  },
};
