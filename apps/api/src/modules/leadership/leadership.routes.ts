import {
  apiPath,
  churchLeadershipEndpoints,
  currentLeadership,
  currentLeadershipQuery,
  leadership,
  leadershipCreate,
  leadershipUpdate,
  todayIso,
} from "@cm/contracts";
import { churchLeadership } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import {
  currentTeam,
  decorateLeadership,
  leadershipListFields,
  prepareLeadershipWrite,
} from "./leadership.service";

/** Who holds which church role, from when to when: the current team and its history. */
export const leadershipResource = defineResource({
  name: "church-leadership",
  path: apiPath(churchLeadershipEndpoints),
  table: churchLeadership,
  listFields: leadershipListFields,
  entity: leadership,
  create: leadershipCreate,
  update: leadershipUpdate,
  scope: { kind: "church", field: "church" },
  feature: "LEADERSHIP_MANAGEMENT",
  access: readWrite({ permission: "church-life.read" }, { permission: "leadership.write" }),
  search: ["notes", "member_search", "role_name"],
  ordering: ["start_date", "end_date", "created_at", "member_name"],
  defaultOrdering: "-start_date",
  filters: { church: "int", is_active: "bool", role: "int", member: "int", start_date: "daterange" },
  references: { church: "churches", role: "church-roles", member: "members" },
  decorate: (rows, ctx) => decorateLeadership(ctx.data, rows, todayIso(ctx.now)),
  beforeWrite: prepareLeadershipWrite,
  actions: {
    current: actionsOf(churchLeadership).collection({
      method: "GET",
      access: { permission: "church-life.read" },
      summary: "The current team: active terms that have not ended (at most 500)",
      input: currentLeadershipQuery,
      output: currentLeadership,
      run: async ({ data, input, scoped, now }) =>
        currentTeam(data, await scoped({ church: input.church }), now),
    }),
  },
});
