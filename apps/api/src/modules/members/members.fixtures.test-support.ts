import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { members } from "../../db/tables";
import type { Fixture } from "../../platform/resources/resource-fixtures.test-support";

/** A member of a church; names are unique so searches find exactly one. */
export async function makeMember(db: Db, church: number, values: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await db
    .insert(members)
    .values({ church, first_name: "Kofi", last_name: unique("Member"), ...values })
    .returning();
  if (!row) throw new Error("member not created");
  return row;
}

/** Access-matrix fixtures of this domain's resources (see resource-fixtures.test-support.ts). */
export const memberFixtures: Record<string, Fixture> = {
  members: {
    owner: "church",
    make: async (db, church) => (await makeMember(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, first_name: "Abena", last_name: unique("Member") }),
    actions: {
      bulk_activate: { ids: [1] },
      bulk_deactivate: { ids: [1] },
      bulk_delete: { ids: [1] },
      bulk_change_home_cell: { ids: [1], home_cell_fellowship: "North" },
      bulk_change_pastor: { ids: [1], home_cell_pastor: "Pastor Ofori" },
    },
  },
};
