import { unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  churches: {
    owner: "church",
    make: async (_db, church) => church.id,
    body: (_db, church) => ({ name: unique("Church"), region: church.region }),
    actions: {
      // A church's own report: another church's members must not change it.
      report: { report: "church_comparison", period: "year" },
      report_download: { report: "church_comparison", period: "year", format: "xlsx" },
    },
  },
};
