import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { churchLeadership, churchRoles } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../events/church-life.test-support";

/** A church's own role. */
export async function makeChurchRole(db: Db, church: number | null) {
  const [row] = await db
    .insert(churchRoles)
    .values({ church, name: unique("Elder") })
    .returning();
  if (!row) throw new Error("role not created");
  return row;
}

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "church-leadership": {
    owner: "church",
    make: async (db, church) => {
      const [row] = await db
        .insert(churchLeadership)
        .values({
          church: church.id,
          member: (await makeMember(db, church.id)).id,
          role: (await makeChurchRole(db, church.id)).id,
          start_date: "2025-01-01",
        })
        .returning();
      return row?.id ?? 0;
    },
    body: async (db, church) => ({
      church: church.id,
      member: (await makeMember(db, church.id)).id,
      role: (await makeChurchRole(db, church.id)).id,
      start_date: "2026-01-01",
    }),
    updateBody: () => ({ member: 1, role: 1, start_date: "2026-01-01" }),
    actions: { current: {} },
  },
};
