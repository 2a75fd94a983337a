import { unique } from "../../../test/factories";
import { announcements } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  announcements: {
    owner: "installation",
    make: async (db) =>
      insertedId(
        await db
          .insert(announcements)
          .values({ title: "Notice", content: "Text", status: "published" })
          .returning(),
      ),
    body: () => ({ title: unique("Notice"), content: "Service times change next week." }),
  },
};
