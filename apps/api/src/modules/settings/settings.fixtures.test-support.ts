import { unique } from "../../../test/factories";
import { siteBanners } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "site-banners": {
    owner: "installation",
    make: async (db) => insertedId(await db.insert(siteBanners).values({ message: "Welcome" }).returning()),
    body: () => ({ message: unique("Banner") }),
  },
};
