import { makeCountry, unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  regions: {
    owner: "region",
    make: async (_db, church) => church.region,
    body: async (db) => ({ name: unique("Region"), country: (await makeCountry(db)).id }),
  },
};
