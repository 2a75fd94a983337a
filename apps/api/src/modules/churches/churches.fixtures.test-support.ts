import { unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  churches: {
    owner: "church",
    make: async (_db, church) => church.id,
    body: (_db, church) => ({ name: unique("Church"), region: church.region }),
  },
};
