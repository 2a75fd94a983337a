import { endpoint, postOne, schemasOf } from "../common/endpoint";
import type * as BranchSchemas from "./branch.contract";

const schema = schemasOf<typeof BranchSchemas>();

export const branchesEndpoints = endpoint("/branches/", {
  entity: schema("branch"),
  create: schema("branchCreate"),
  update: schema("branchUpdate"),
  filters: ["church", "is_active"],
  actions: {
    update_occupancy: postOne(schema("branch")),
  },
});
