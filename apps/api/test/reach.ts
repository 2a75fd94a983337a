import type { Db } from "../src/db/client";
import type { Principal } from "../src/platform/auth/principal";
import { type Reach, type ReachOptions, reachOfCaller } from "../src/platform/reach";

/** A national officer, for tests that call a service with a reach the platform builds. */
export const nationalOfficer: Principal = {
  id: 0,
  username: "national",
  role: "SUPER_ADMIN",
  church: null,
  region: null,
  is_church_admin: false,
  sessionVersion: 0,
};

/** A national officer's reach, narrowed to a church or a region, as a request would get it. */
export const nationalReach = (db: Db, options: ReachOptions = {}): Promise<Reach> =>
  reachOfCaller(db, nationalOfficer, options);
