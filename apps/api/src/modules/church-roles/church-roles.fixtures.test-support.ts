import { unique } from "../../../test/factories";
import { churchRoles } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "church-roles": {
    owner: "church",
    make: async (db, church) =>
      insertedId(
        await db
          .insert(churchRoles)
          .values({ church: church.id, name: unique("Elder") })
          .returning(),
      ),
    body: (_db, church) => ({ church: church.id, name: unique("Usher") }),
    updateBody: () => ({ name: unique("Deacon") }),
  },
};
