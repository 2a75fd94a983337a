import { makeCountry, unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  countries: {
    owner: "installation",
    make: async (db) => (await makeCountry(db)).id,
    body: () => ({ name: unique("Country"), code: "QZ" }),
  },
};
