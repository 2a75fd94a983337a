import { endpoint, postOne } from "../common/endpoint";
import { branch, branchCreate, branchUpdate } from "./branch.contract";

export const branchesEndpoints = endpoint("/branches/", {
  entity: branch,
  create: branchCreate,
  update: branchUpdate,
  actions: {
    update_occupancy: postOne(branch),
  },
});
