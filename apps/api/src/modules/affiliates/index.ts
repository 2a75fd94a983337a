import type { DomainModule } from "../../platform/domain-module";
import { affiliateProfilesResource } from "./profiles.routes";
import { affiliateReferralRoutes } from "./referral-routes";
import { affiliateReferralsResource } from "./referrals.routes";
import { affiliateRewardsResource } from "./rewards.routes";
import { affiliateWithdrawalsResource } from "./withdrawals.routes";

/** The affiliate programme: accounts, referrals, rewards earned on payments, withdrawals. */
export const affiliateModule: DomainModule = {
  resources: [
    affiliateProfilesResource,
    affiliateReferralsResource,
    affiliateRewardsResource,
    affiliateWithdrawalsResource,
  ],
  routes: [affiliateReferralRoutes],
};

export { linkChurch, REFUSALS, recordReferral } from "./referrals.service";
