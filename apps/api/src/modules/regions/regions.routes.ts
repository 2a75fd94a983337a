import {
  apiPath,
  region,
  regionAnalytics,
  regionCreate,
  regionsEndpoints,
  regionUpdate,
} from "@cm/contracts";
import { regions } from "../../db/tables";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";
import { regionAnalyticsOf } from "./regions.service";

const action = actionsOf(regions);

export const regionsResource = defineResource({
  name: "regions",
  path: apiPath(regionsEndpoints),
  table: regions,
  entity: region,
  create: regionCreate,
  update: regionUpdate,
  scope: { kind: "region", field: "id" },
  access: readWrite("public", { permission: "regions.write" }),
  search: ["name", "code"],
  ordering: ["name", "code", "created_at"],
  filters: { country: "int" },
  references: { country: "countries" },
  actions: {
    analytics: action.detail({
      method: "GET",
      access: { permission: "regions.analytics" },
      summary:
        "Figures of a region: churches, branches, seats, users, members, attendance over the last 30 days " +
        "(events, their attendance and visitors, Sunday-school sessions), churches by subscription status, " +
        "and income per currency over the last 30 days and this calendar year",
      output: regionAnalytics,
      run: async (ctx) => regionAnalyticsOf(ctx.data, await ctx.reach({ region: ctx.object.id }), ctx.now),
    }),
  },
});
