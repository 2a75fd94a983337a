import {
  apiPath,
  branch,
  branchCreate,
  branchesEndpoints,
  branchUpdate,
  msg,
  updateOccupancyInput,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { branches } from "../../db/tables";
import { fieldError } from "../../platform/errors";
import { presenter, theRow } from "../../platform/resources/presenter";
import { actionsOf, defineResource, type Row, readWrite } from "../../platform/resources/resource";

const present = presenter(branch);

/** Occupancy cannot exceed a branch's seats when the seats are known. */
function checkOccupancy(occupancy: number, capacity: number) {
  if (capacity > 0 && occupancy > capacity) {
    throw fieldError(
      "occupancy",
      msg("Occupancy cannot be more than the branch's {capacity} seats.", { capacity }),
    );
  }
}

const action = actionsOf(branches);

export const branchesResource = defineResource({
  name: "branches",
  path: apiPath(branchesEndpoints),
  table: branches,
  entity: branch,
  create: branchCreate,
  update: branchUpdate,
  scope: { kind: "church", field: "church" },
  access: readWrite("public", { permission: "branches.write" }),
  search: ["name", "address"],
  ordering: ["name", "capacity", "occupancy", "created_at"],
  filters: { church: "int", is_active: "bool" },
  references: { church: "churches" },
  beforeWrite: (_ctx, data: Row, existing) => {
    const capacity = Number(data.capacity ?? existing?.capacity ?? 0);
    const occupancy = Number(existing?.occupancy ?? 0);
    if (capacity > 0 && occupancy > capacity) {
      throw fieldError(
        "capacity",
        msg("Capacity cannot be less than the current occupancy of {occupancy}.", { occupancy }),
      );
    }
    return data;
  },
  actions: {
    update_occupancy: action.detail({
      method: "POST",
      access: { permission: "branches.write" },
      summary: "Record how many people a branch holds now",
      input: updateOccupancyInput,
      output: branch,
      run: async ({ data, input, object }) => {
        const { occupancy } = input;
        checkOccupancy(occupancy, Number(object.capacity ?? 0));
        const row = theRow(
          await data.update(branches).set({ occupancy }).where(eq(branches.id, object.id)).returning(),
        );
        return present(row);
      },
    }),
  },
});
