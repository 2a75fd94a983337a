import { makeUser, unique } from "../../../test/factories";
import { churchRequests } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

const insertedId = (rows: { id: number }[]) => rows[0]?.id ?? 0;

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "church-requests": {
    owner: "church",
    make: async (db, church) => {
      const requester = await makeUser(db, { role: "MEMBER", church });
      const values = { requested_by: requester.id, church_name: unique("Requested"), region: church.region };
      return insertedId(await db.insert(churchRequests).values(values).returning());
    },
    body: (_db, church) => ({ church_name: unique("New church"), region: church.region }),
    actions: { approve: { notes: "" }, reject: { notes: "" } },
  },
};
