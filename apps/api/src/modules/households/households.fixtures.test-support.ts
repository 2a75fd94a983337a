import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { householdMembers, households } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";

/** A household of a church. */
export async function makeHousehold(
  db: Db,
  church: number,
  values: Partial<typeof households.$inferInsert> = {},
) {
  const [row] = await db
    .insert(households)
    .values({ church, name: unique("Household"), ...values })
    .returning();
  if (!row) throw new Error("household not created");
  return row;
}

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  households: {
    owner: "church",
    make: async (db, church) => (await makeHousehold(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, name: unique("Household") }),
    actions: {
      members: {},
      add_member: async ({ db, church }) => ({ member: (await makeMember(db, church.id)).id, role: "child" }),
      remove_member: async ({ db, church, object }) => {
        const member = await makeMember(db, church.id);
        await db.insert(householdMembers).values({ church: church.id, household: object, member: member.id });
        return { member: member.id };
      },
    },
  },
};
