import { unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { makeEvent } from "./church-life.test-support";

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  events: {
    owner: "church",
    make: async (db, church) => (await makeEvent(db, church.id)).id,
    body: (_db, church) => ({
      church: church.id,
      title: unique("Prayer night"),
      event_type: "PRAYER",
      starts_at: "2026-04-01T18:00:00.000Z",
    }),
    updateBody: () => ({ title: unique("Renamed"), starts_at: "2026-04-02T18:00:00.000Z" }),
    actions: {
      "mark-attendance": { members: [], visitor_count: 3 },
      attendance_trends: {},
      "member-history": async ({ db, church }) => ({ member: (await makeMember(db, church.id)).id }),
    },
  },
};
