import {
  apiPath,
  churchRole,
  churchRoleCreate,
  churchRolesEndpoints,
  churchRoleUpdate,
  msg,
  reachOf,
} from "@cm/contracts";
import { churchRoles } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { forbidden } from "../../platform/errors";
import { defineResource, readWrite } from "../../platform/resources/resource";

const national = (role: Parameters<typeof reachOf>[0]) => reachOf(role) === "all";

/**
 * Roles a church gives its people. Rows without a church are national defaults: every
 * signed-in user reads them, only national officers change them.
 */
export const churchRolesResource = defineResource({
  name: "church-roles",
  path: apiPath(churchRolesEndpoints),
  table: churchRoles,
  entity: churchRole,
  create: churchRoleCreate,
  update: churchRoleUpdate,
  scope: { kind: "church", field: "church", sharedWhenNull: true },
  access: readWrite("authenticated", { permission: "church-roles.write" }),
  search: ["name", "description"],
  ordering: ["name", "created_at"],
  filters: { church: "int", is_active: "bool" },
  references: { church: "churches" },
  canWrite: (p, row) => row.church !== null || national(p.role),
  beforeWrite: ({ request }, data, existing) => {
    if (!existing && data.church === null && !national(principalOf(request).role)) {
      throw forbidden(msg("Only national officers create the default roles every church shares."));
    }
    return data;
  },
});
