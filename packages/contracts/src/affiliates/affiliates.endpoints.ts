import { z } from "zod";
import { endpoint, get, post, postOne, routes } from "../common/endpoint";
import {
  affiliateDashboard,
  affiliateProfile,
  affiliateProfileUpdate,
  affiliateReferral,
  affiliateReward,
  affiliateSettings,
  affiliateStats,
  affiliateWithdrawal,
  affiliateWithdrawalCreate,
  processReferralResult,
  referralCounts,
} from "./affiliate.contract";

export const affiliateProfilesEndpoints = endpoint("/affiliates/profiles/", {
  entity: affiliateProfile,
  create: false,
  update: affiliateProfileUpdate,
  remove: false,
  filters: ["status", "payout_method", "user"],
  actions: {
    my_profile: get(affiliateProfile.nullable()),
    apply: post(affiliateProfile),
    approve: postOne(affiliateProfile),
    reject: postOne(affiliateProfile),
    suspend: postOne(affiliateProfile),
    unsuspend: postOne(affiliateProfile),
    terminate: postOne(affiliateProfile),
    dashboard: get(affiliateDashboard),
    stats: get(affiliateStats),
    settings: get(affiliateSettings),
    update_settings: post(affiliateSettings),
  },
});

export const affiliateReferralsEndpoints = endpoint("/affiliates/referrals/", {
  entity: affiliateReferral,
  create: false,
  update: false,
  remove: false,
  filters: ["status", "affiliate", "church"],
  actions: {
    my_referrals: get(z.array(affiliateReferral)),
    stats: get(referralCounts),
  },
});

export const affiliateRewardsEndpoints = endpoint("/affiliates/rewards/", {
  entity: affiliateReward,
  create: false,
  update: false,
  remove: false,
  filters: ["affiliate", "church", "currency", "is_reversed"],
  actions: {
    my_rewards: get(z.array(affiliateReward)),
  },
});

export const affiliateWithdrawalsEndpoints = endpoint("/affiliates/withdrawals/", {
  entity: affiliateWithdrawal,
  create: affiliateWithdrawalCreate,
  update: false,
  remove: false,
  filters: ["status", "currency", "affiliate"],
  actions: {
    approve: postOne(affiliateWithdrawal),
    reject: postOne(affiliateWithdrawal),
    mark_paid: postOne(affiliateWithdrawal),
    cancel: postOne(affiliateWithdrawal),
  },
});

/** Referral links followed at sign-up and the church a referral turned into. */
export const referralEndpoints = routes("/affiliates/", {
  processReferral: {
    method: "POST",
    path: "process-referral/",
    answer: processReferralResult,
  },
  updateChurch: { method: "POST", path: "update-church/", answer: affiliateReferral.nullable() },
});
