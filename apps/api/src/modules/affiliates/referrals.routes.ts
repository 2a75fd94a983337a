import { affiliateReferral, affiliateReferralsEndpoints, apiPath, referralCounts } from "@cm/contracts";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { affiliateReferrals } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { managesAffiliates, ownUnlessManager } from "./affiliate-access";
import { referralCounts as countReferrals, noReferrals, ownProfile } from "./profiles.service";
import { decorateReferrals } from "./referrals.service";

const action = actionsOf(affiliateReferrals);

/** Who each affiliate brought and how far they went: signed up, church registered, church paid. */
export const affiliateReferralsResource = defineResource({
  name: "affiliate-referrals",
  path: apiPath(affiliateReferralsEndpoints),
  table: affiliateReferrals,
  entity: affiliateReferral,
  scope: { kind: "owner", field: "affiliate_user" },
  access: readOnly("authenticated"),
  visibleRows: ownUnlessManager(affiliateReferrals.affiliate_user),
  search: ["referral_code"],
  ordering: ["created_at", "status"],
  defaultOrdering: "-created_at",
  filters: { status: "text", affiliate: "int", church: "int" },
  decorate: (rows, ctx) => decorateReferrals(ctx.unscoped("affiliates.people"), rows),
  actions: {
    my_referrals: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "The people and churches you referred, newest first (at most 500)",
      output: z.array(affiliateReferral),
      run: async ({ data, request, unscoped }) =>
        decorateReferrals(
          unscoped("affiliates.people"),
          await data
            .select()
            .from(affiliateReferrals)
            .where(eq(affiliateReferrals.affiliate_user, principalOf(request).id))
            .orderBy(desc(affiliateReferrals.created_at), desc(affiliateReferrals.id))
            .limit(500),
        ),
    }),
    stats: action.collection({
      method: "GET",
      access: "authenticated",
      summary: "Referrals by state: yours, or the whole programme's for the super admin",
      output: referralCounts,
      run: async ({ data, principal, request }) => {
        if (managesAffiliates(principal)) return countReferrals(data, null);
        const profile = await ownProfile(data, principalOf(request).id);
        return profile ? countReferrals(data, profile.id) : noReferrals();
      },
    }),
  },
});
