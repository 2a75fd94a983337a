import { makeUser, unique } from "../../../test/factories";
import type { Fixture } from "../../platform/resources/fixtures.test-support";

/** Access-matrix fixtures of this module's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  users: {
    owner: "church",
    make: async (db, church) => (await makeUser(db, { role: "MEMBER", church })).id,
    body: (_db, church) => ({
      username: unique("new-user"),
      email: `${unique("new")}@example.org`,
      password: "a long and unusual passphrase",
      church: church.id,
    }),
    updateBody: (_db, church) => ({
      email: `${unique("changed")}@example.org`,
      role: "MEMBER",
      church: church.id,
    }),
  },
};
