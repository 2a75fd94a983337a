import { unique } from "../../../test/factories";
import { broadcasts } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  broadcasts: {
    owner: "installation",
    make: async (db) =>
      insertedId(
        await db
          .insert(broadcasts)
          .values({ title: "Sunday service", scheduled_start: new Date() })
          .returning(),
      ),
    body: () => ({ title: unique("Service"), scheduled_start: new Date().toISOString() }),
  },
};
