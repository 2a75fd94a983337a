import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { memberFields } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** A field of a church's member records (text unless told). */
export async function makeMemberField(
  db: Db,
  church: number,
  values: Partial<typeof memberFields.$inferInsert> = {},
) {
  const [row] = await db
    .insert(memberFields)
    .values({ church, label: unique("Field"), type: "text", ...values })
    .returning();
  if (!row) throw new Error("member field not created");
  return row;
}

/** Access-matrix fixtures of the church's member fields (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "member-fields": {
    owner: "church",
    make: async (db, church) => (await makeMemberField(db, church.id)).id,
    body: (_db, church) => ({
      church: church.id,
      label: unique("Ministry"),
      type: "choice",
      options: ["Choir", "Ushering"],
    }),
    actions: {
      reorder: ({ church, object }) => ({ church: church.id, ids: [object] }),
    },
  },
};
