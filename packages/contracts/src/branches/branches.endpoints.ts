import { endpoint, postOne } from "../common/endpoint";
import { branch, branchCreate, branchUpdate } from "./branch.contract";

export const branchesEndpoints = endpoint("/branches/", {
  entity: branch,
  create: branchCreate,
  update: branchUpdate,
  filters: ["church", "is_active"],
  actions: {
    update_occupancy: postOne(branch),
  },
});
