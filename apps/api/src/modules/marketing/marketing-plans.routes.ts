import {
  apiPath,
  marketingPlan,
  marketingPlanCreate,
  marketingPlansEndpoints,
  marketingPlanUpdate,
} from "@cm/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { marketingPlans } from "../../db/tables";
import { presenter } from "../../platform/resources/presenter";
import { actionsOf, defineResource, readWrite } from "../../platform/resources/resource";

const action = actionsOf(marketingPlans);
const present = presenter(marketingPlan);
export const WRITE = { permission: "marketing.write" } as const;
export const MANAGE = { permission: "marketing.manage" } as const;

/** Advertising plans: the national office sets their price, days and placement. */
export const marketingPlansResource = defineResource({
  name: "marketing-plans",
  path: apiPath(marketingPlansEndpoints),
  table: marketingPlans,
  entity: marketingPlan,
  create: marketingPlanCreate,
  update: marketingPlanUpdate,
  scope: { kind: "global" },
  access: readWrite(WRITE, WRITE),
  search: ["name", "description"],
  ordering: ["price", "name", "duration_days", "created_at"],
  defaultOrdering: "price",
  filters: { is_active: "bool", placement: "text" },
  actions: {
    active_plans: action.collection({
      method: "GET",
      access: "authenticated",
      feature: null,
      summary: "The plans a church can choose for a campaign, cheapest first",
      output: z.array(marketingPlan),
      run: async ({ data }) =>
        (
          await data
            .select()
            .from(marketingPlans)
            .where(eq(marketingPlans.is_active, true))
            .orderBy(marketingPlans.price)
        ).map((r) => present(r)),
    }),
  },
});
