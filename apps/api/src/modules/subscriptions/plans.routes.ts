import { apiPath, hasPermission, plan, planCreate, plansEndpoints, planUpdate } from "@cm/contracts";
import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { plans } from "../../db/tables";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";

const present = presenter(plan);
const byPrice = [asc(plans.price), asc(plans.id)];

/** What the national office sells. Everyone sees the active plans; only the super admin the others. */
const action = actionsOf(plans);

export const plansResource = defineResource({
  name: "plans",
  path: apiPath(plansEndpoints),
  table: plans,
  entity: plan,
  create: planCreate,
  update: planUpdate,
  scope: { kind: "global" },
  access: readWrite("public", { permission: "plans.write" }),
  search: ["name", "description"],
  ordering: ["price", "name", "trial_days", "created_at"],
  filters: { is_active: "bool", billing_interval: "text", currency: "text" },
  visibleRows: (p) => (p && hasPermission(p, "plans.write") ? undefined : eq(plans.is_active, true)),
  beforeWrite: ({ request }, data) => {
    // A plan's features decide what every church on it may use: gated calls must see the change now.
    request.server.featureGate.forget();
    return data;
  },
  actions: {
    active_plans: action.collection({
      method: "GET",
      access: "public",
      summary: "Every active plan, cheapest first",
      output: z.array(plan),
      run: async ({ data }) =>
        (
          await data
            .select()
            .from(plans)
            .where(eq(plans.is_active, true))
            .orderBy(...byPrice)
        ).map((r) => present(r)),
    }),
    trial_plans: action.collection({
      method: "GET",
      access: "public",
      summary: "Active plans that start with a free trial, cheapest first",
      output: z.array(plan),
      run: async ({ data }) =>
        (
          await data
            .select()
            .from(plans)
            .where(and(eq(plans.is_active, true), gt(plans.trial_days, 0)))
            .orderBy(...byPrice)
        ).map((r) => present(r)),
    }),
  },
});
