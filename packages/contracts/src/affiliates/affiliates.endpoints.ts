import { arrayOf, endpoint, get, nullableOf, post, postOne, routes, schemasOf } from "../common/endpoint";
import type * as AffiliateSchemas from "./affiliate.contract";

const schema = schemasOf<typeof AffiliateSchemas>();

export const affiliateProfilesEndpoints = endpoint("/affiliates/profiles/", {
  entity: schema("affiliateProfile"),
  create: false,
  update: schema("affiliateProfileUpdate"),
  remove: false,
  filters: ["status", "payout_method", "user"],
  actions: {
    my_profile: get(nullableOf(schema("affiliateProfile"))),
    apply: post(schema("affiliateProfile")),
    approve: postOne(schema("affiliateProfile")),
    reject: postOne(schema("affiliateProfile")),
    suspend: postOne(schema("affiliateProfile")),
    unsuspend: postOne(schema("affiliateProfile")),
    terminate: postOne(schema("affiliateProfile")),
    dashboard: get(schema("affiliateDashboard")),
    stats: get(schema("affiliateStats")),
    settings: get(schema("affiliateSettings")),
    update_settings: post(schema("affiliateSettings")),
  },
});

export const affiliateReferralsEndpoints = endpoint("/affiliates/referrals/", {
  entity: schema("affiliateReferral"),
  create: false,
  update: false,
  remove: false,
  filters: ["status", "affiliate", "church"],
  actions: {
    my_referrals: get(arrayOf(schema("affiliateReferral"))),
    stats: get(schema("referralCounts")),
  },
});

export const affiliateRewardsEndpoints = endpoint("/affiliates/rewards/", {
  entity: schema("affiliateReward"),
  create: false,
  update: false,
  remove: false,
  filters: ["affiliate", "church", "currency", "is_reversed"],
  actions: {
    my_rewards: get(arrayOf(schema("affiliateReward"))),
  },
});

export const affiliateWithdrawalsEndpoints = endpoint("/affiliates/withdrawals/", {
  entity: schema("affiliateWithdrawal"),
  create: schema("affiliateWithdrawalCreate"),
  update: false,
  remove: false,
  filters: ["status", "currency", "affiliate"],
  actions: {
    approve: postOne(schema("affiliateWithdrawal")),
    reject: postOne(schema("affiliateWithdrawal")),
    mark_paid: postOne(schema("affiliateWithdrawal")),
    cancel: postOne(schema("affiliateWithdrawal")),
  },
});

/** Referral links followed at sign-up and the church a referral turned into. */
export const referralEndpoints = routes("/affiliates/", {
  processReferral: {
    method: "POST",
    path: "process-referral/",
    answer: schema("processReferralResult"),
  },
  updateChurch: { method: "POST", path: "update-church/", answer: nullableOf(schema("affiliateReferral")) },
});
