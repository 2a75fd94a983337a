import {
  apiPath,
  ownPledges as ownPledgesAnswer,
  pledge,
  pledgeCreate,
  pledgesEndpoints,
  pledgeUpdate,
} from "@cm/contracts";
import { pledges } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { GIVING_READ, GIVING_WRITE } from "./giving-access";
import { decoratePledges, ownPledges, preparePledgeWrite } from "./pledges.service";

const action = actionsOf(pledges);

/** Pledges toward a fund: the church's bookkeepers keep them; a member reads their own. */
export const pledgesResource = defineResource({
  name: "pledges",
  path: apiPath(pledgesEndpoints),
  table: pledges,
  entity: pledge,
  create: pledgeCreate,
  update: pledgeUpdate,
  scope: { kind: "church", field: "church" },
  feature: "GIVING",
  access: readWrite(GIVING_READ, GIVING_WRITE),
  search: ["note"],
  ordering: ["starts_on", "ends_on", "amount", "created_at"],
  defaultOrdering: "-starts_on",
  filters: { church: "int", fund: "int", member: "int", household: "int" },
  references: { church: "churches", member: "members", household: "households" },
  decorate: (rows, ctx) => decoratePledges(ctx, rows),
  beforeWrite: preparePledgeWrite,
  actions: {
    mine: action.collection({
      method: "GET",
      access: "authenticated",
      feature: null,
      summary: "The signed-in member's own pledges and their household's, with their progress, read only",
      output: ownPledgesAnswer,
      run: (ctx) => ownPledges(ctx),
    }),
  },
});
