import {
  apiPath,
  memberField,
  memberFieldCreate,
  memberFieldList,
  memberFieldReorderInput,
  memberFieldsEndpoints,
  memberFieldUpdate,
} from "@cm/contracts";
import { memberFields } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { checkField, decorateFields, removeFieldValues, reorderFields } from "./member-fields.service";

const read = { permission: "church-life.read" } as const;
const write = { permission: "members.write" } as const;
const action = actionsOf(memberFields);

/**
 * The fields a church adds to its members' records. Deleting one removes its values from every
 * member (the web asks first, saying how many members have one); turning it off keeps them.
 */
export const memberFieldsResource = defineResource({
  name: "member-fields",
  path: apiPath(memberFieldsEndpoints),
  table: memberFields,
  entity: memberField,
  create: memberFieldCreate,
  update: memberFieldUpdate,
  scope: { kind: "church", field: "church" },
  feature: "MEMBER_MANAGEMENT",
  access: readWrite(read, write),
  search: ["label"],
  ordering: ["position", "label", "created_at"],
  filters: { church: "int", is_active: "bool" },
  references: { church: "churches" },
  decorate: (rows, ctx) => decorateFields(ctx.data, rows),
  beforeWrite: checkField,
  beforeDelete: removeFieldValues,
  actions: {
    reorder: action.collection({
      method: "POST",
      access: write,
      summary: "Put the church's member fields in a new order (every field of the church, each once)",
      input: memberFieldReorderInput,
      output: memberFieldList,
      run: (ctx) => reorderFields(ctx, ctx.input),
    }),
  },
});
