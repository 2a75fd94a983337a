import { mailOutbox } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  outbox: {
    owner: "installation",
    make: async (db) => {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: "a@example.org", subject: "Hello", text: "Hi" })
        .returning();
      return row?.id ?? 0;
    },
  },
};
