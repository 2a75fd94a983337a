import { makeBranch, unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  branches: {
    owner: "church",
    make: async (db, church) => (await makeBranch(db, church.id)).id,
    body: (_db, church) => ({ name: unique("Branch"), church: church.id, capacity: 50 }),
    actions: { update_occupancy: { occupancy: 5 } },
  },
};
