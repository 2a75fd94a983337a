import type { Fixture } from "../../platform/resources/resource-fixtures.test-support";

/** Access-matrix fixtures of this domain's resources (see resource-fixtures.test-support.ts). */
export const financeFixtures: Record<string, Fixture> = {};
