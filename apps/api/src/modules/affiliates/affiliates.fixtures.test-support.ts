import { eq } from "drizzle-orm";
import { makeChurch } from "../../../test/factories";
import { affiliateProfiles } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import {
  makeAffiliate,
  makeAffiliateIn,
  makeReferral,
  makeReward,
  makeWithdrawal,
} from "./affiliates.test-support";

const mobileMoney = {
  phone: "+233 20 111 2222",
  payout_method: "MOBILE_MONEY",
  mobile_network: "MTN",
  mobile_number: "+233 24 111 2222",
};
const reason = { reason: "Checked by the office." };

/** Access-matrix fixtures of the affiliate programme (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "affiliate-profiles": {
    owner: "church",
    make: async (db, church) => (await makeAffiliateIn(db, church, "PENDING")).id,
    updateBody: () => mobileMoney,
    actions: {
      my_profile: {},
      apply: mobileMoney,
      approve: {},
      reject: reason,
      suspend: reason,
      unsuspend: {},
      terminate: reason,
      dashboard: {},
      stats: {},
      settings: {},
      update_settings: {
        reward_percentage: "10",
        reward_months: 12,
        hold_days: 14,
        minimum_withdrawal: "1000.00",
      },
    },
  },
  "affiliate-referrals": {
    owner: "church",
    make: async (db, church) =>
      (await makeReferral(db, await makeAffiliateIn(db, church), (await makeChurch(db)).id)).id,
    actions: { my_referrals: {}, stats: {} },
  },
  "affiliate-rewards": {
    owner: "church",
    make: async (db, church) => (await makeReward(db, await makeAffiliateIn(db, church))).id,
    actions: { my_rewards: {} },
  },
  "affiliate-withdrawals": {
    owner: "church",
    make: async (db, church) => (await makeWithdrawal(db, await makeAffiliateIn(db, church))).id,
    body: () => ({ amount: "1000.00", currency: "GHS" }),
    // A withdrawal is the caller's own: they need an active account with enough available.
    prepareCaller: async (db, user) => {
      const [own] = await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.user, user.id));
      const affiliate = own ?? (await makeAffiliate(db, user.id));
      await makeReward(db, affiliate, "5000.00");
    },
    actions: {
      approve: {},
      reject: reason,
      mark_paid: { reference: "MOMO-123" },
      cancel: {},
    },
  },
};
