import { auditLogs } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "audit-logs": {
    owner: "church",
    make: async (db, church) => {
      const [row] = await db
        .insert(auditLogs)
        .values({ action: "create", resource: "branches", church: church.id, object_id: "1" })
        .returning();
      return row?.id ?? 0;
    },
  },
};
