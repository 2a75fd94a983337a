import { affiliateReward, affiliateRewardsEndpoints, apiPath } from "@cm/contracts";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { affiliateRewards } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { ownUnlessManager } from "./affiliate-access";
import { decorateRewards } from "./rewards.service";

const action = actionsOf(affiliateRewards);

/** What each credited payment of a referred church earned its affiliate; made by the crediting only. */
export const affiliateRewardsResource = defineResource({
  name: "affiliate-rewards",
  path: apiPath(affiliateRewardsEndpoints),
  table: affiliateRewards,
  entity: affiliateReward,
  scope: { kind: "owner", field: "affiliate_user" },
  access: readOnly("authenticated"),
  visibleRows: ownUnlessManager(affiliateRewards.affiliate_user),
  search: ["currency"],
  ordering: ["created_at", "amount", "available_at"],
  defaultOrdering: "-created_at",
  filters: { affiliate: "int", church: "int", currency: "text", is_reversed: "bool" },
  // The church a reward came from is one the affiliate referred: any church, outside their reach.
  decorate: (rows, ctx) => decorateRewards(ctx.unscoped("affiliates.people"), rows, ctx.now),
  actions: {
    my_rewards: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Your rewards, newest first (at most 500), each on hold, available or reversed",
      output: z.array(affiliateReward),
      run: async ({ data, unscoped, request, now }) =>
        decorateRewards(
          unscoped("affiliates.people"),
          await data
            .select()
            .from(affiliateRewards)
            .where(eq(affiliateRewards.affiliate_user, principalOf(request).id))
            .orderBy(desc(affiliateRewards.created_at), desc(affiliateRewards.id))
            .limit(500),
          now,
        ),
    }),
  },
});
