import { z } from "zod";
import { id, optionalText, phone, ref, requiredText, timestamp } from "../common/fields";
import { currencyCode, money, moneyInput, toCents } from "../common/money";
import { msg } from "../i18n/languages";

/** PENDING -> ACTIVE or REJECTED; ACTIVE <-> SUSPENDED; TERMINATED is final. */
export const AFFILIATE_STATUSES = ["PENDING", "ACTIVE", "REJECTED", "SUSPENDED", "TERMINATED"] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];
export const PAYOUT_METHODS = ["BANK_ACCOUNT", "MOBILE_MONEY"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** PENDING: the person signed up with the code; REGISTERED: their church exists; CONVERTED: it paid. */
export const REFERRAL_STATUSES = ["PENDING", "REGISTERED", "CONVERTED"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** A reward is ON_HOLD until its hold period ends, then AVAILABLE; a refund makes it REVERSED. */
export const REWARD_STATES = ["ON_HOLD", "AVAILABLE", "REVERSED"] as const;
export type RewardState = (typeof REWARD_STATES)[number];
/** PENDING -> APPROVED -> PAID, or REJECTED (by the super admin) / CANCELLED (by the affiliate while PENDING). */
export const WITHDRAWAL_STATUSES = ["PENDING", "APPROVED", "PAID", "REJECTED", "CANCELLED"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Withdrawals in these statuses take from the balance. */
export const WITHDRAWAL_HOLDING: readonly WithdrawalStatus[] = ["PENDING", "APPROVED", "PAID"];

/** The action a super admin takes on a profile: the statuses it starts from and the one it leads to. */
export const AFFILIATE_TRANSITIONS = {
  approve: { from: ["PENDING"], to: "ACTIVE" },
  reject: { from: ["PENDING"], to: "REJECTED" },
  suspend: { from: ["ACTIVE"], to: "SUSPENDED" },
  unsuspend: { from: ["SUSPENDED"], to: "ACTIVE" },
  terminate: { from: ["PENDING", "ACTIVE", "SUSPENDED"], to: "TERMINATED" },
} as const satisfies Record<string, { from: readonly AffiliateStatus[]; to: AffiliateStatus }>;

/** Plain words for a status, for people who do not read codes. */
export const AFFILIATE_STATUS_LABELS: Record<AffiliateStatus, string> = {
  PENDING: "Waiting for approval",
  ACTIVE: "Active",
  REJECTED: "Not approved",
  SUSPENDED: "Suspended",
  TERMINATED: "Ended",
};
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  BANK_ACCOUNT: "Bank account",
  MOBILE_MONEY: "Mobile money",
};

const payoutFields = {
  payout_method: z.enum(PAYOUT_METHODS, msg("Choose bank account or mobile money.")),
  bank_name: optionalText(120).default(""),
  account_name: optionalText(150).default(""),
  account_number: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9 -]*$/, msg("Use only digits, spaces and dashes."))
    .default(""),
  mobile_network: optionalText(60).default(""),
  mobile_number: phone.default(""),
};
type PayoutInput = {
  payout_method?: PayoutMethod;
  bank_name?: string;
  account_name?: string;
  account_number?: string;
  mobile_network?: string;
  mobile_number?: string;
};

/** The fields each payout method needs: a bank's name, account name and number, or a network and number. */
export function payoutProblems(v: PayoutInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const blank = "This field is needed for this payout method.";
  if (v.payout_method === "BANK_ACCOUNT") {
    if (!v.bank_name) problems.bank_name = blank;
    if (!v.account_name) problems.account_name = blank;
    if (!v.account_number) problems.account_number = blank;
  }
  if (v.payout_method === "MOBILE_MONEY") {
    if (!v.mobile_network) problems.mobile_network = blank;
    if (!v.mobile_number) problems.mobile_number = blank;
  }
  return problems;
}
const checkPayout = (v: PayoutInput, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(payoutProblems(v)))
    ctx.addIssue({ code: "custom", path: [path], message });
};

export const affiliateProfile = z.object({
  id,
  user: id,
  username: z.string(),
  full_name: z.string(),
  referral_code: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  status_reason: z.string(),
  phone: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  mobile_network: z.string(),
  mobile_number: z.string(),
  motivation: z.string(),
  approved_at: timestamp.nullable(),
  link_visits: z.number().int().describe("Visits to the referral link by people not signed in"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AffiliateProfile = z.infer<typeof affiliateProfile>;

export const affiliateApply = z
  .strictObject({
    phone: phone.min(6, msg("Enter a phone number we can reach you on.")),
    motivation: optionalText(1000).default(""),
    ...payoutFields,
  })
  .superRefine(checkPayout);
export type AffiliateApply = z.input<typeof affiliateApply>;
/** What an affiliate changes of their own profile: contact and payout details. */
export const affiliateProfileUpdate = z.strictObject({
  phone: phone.min(6, msg("Enter a phone number we can reach you on.")),
  motivation: optionalText(1000).default(""),
  ...payoutFields,
});
export const affiliateReasonInput = z.strictObject({
  reason: requiredText(500).describe("Why, told to the affiliate"),
});
export const affiliateNoInput = z.strictObject({});

export const affiliateReferral = z.object({
  id,
  affiliate: id,
  affiliate_user: id,
  referral_code: z.string(),
  referred_user: id.nullable(),
  referred_username: z.string(),
  church: id.nullable(),
  church_name: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  registered_at: timestamp.nullable(),
  converted_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AffiliateReferral = z.infer<typeof affiliateReferral>;

export const affiliateReward = z.object({
  id,
  affiliate: id,
  affiliate_user: id,
  referral: id,
  church: id,
  church_name: z.string(),
  payment: id,
  payment_amount: money,
  percentage: z.string().describe('The percentage applied, e.g. "10.00"'),
  months: z.number().int().describe("Months of subscription this payment counted for"),
  amount: money,
  currency: z.string(),
  is_reversed: z.boolean(),
  state: z.enum(REWARD_STATES),
  available_at: timestamp,
  reversed_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AffiliateReward = z.infer<typeof affiliateReward>;

export const affiliateWithdrawal = z.object({
  id,
  affiliate: id,
  affiliate_user: id,
  affiliate_username: z.string(),
  amount: money,
  currency: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
  payout_details: z.record(z.string(), z.string()).describe("Copied from the profile when requested"),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string(),
  payment_reference: z.string(),
  approved_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AffiliateWithdrawal = z.infer<typeof affiliateWithdrawal>;

/** An amount to withdraw: positive, at most two decimal places. */
export const withdrawalAmount = moneyInput.refine((v) => toCents(v) > 0n, msg("Enter an amount above zero."));
export const affiliateWithdrawalCreate = z.strictObject({
  amount: withdrawalAmount,
  currency: currencyCode,
});
export const markPaidInput = z.strictObject({
  reference: requiredText(100).describe("The bank's or network's reference of the transfer"),
});

export const affiliateSettings = z.object({
  reward_percentage: z.string().describe('Percentage of each rewarded payment, e.g. "10.00"'),
  reward_months: z.number().int().describe("How many months of a referred church's payments earn"),
  hold_days: z.number().int().describe("Days before a reward can be withdrawn"),
  minimum_withdrawal: money,
  updated_at: timestamp.nullable(),
});
export type AffiliateSettings = z.infer<typeof affiliateSettings>;
export const affiliateSettingsUpdate = z.strictObject({
  reward_percentage: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, msg("Enter a percentage from 0 to 100, such as 10."))
    .transform((v) => Number(v).toFixed(2)),
  reward_months: z.number().int().min(1, msg("At least 1 month.")).max(120, msg("At most 120 months.")),
  hold_days: z.number().int().min(0, msg("Zero or more days.")).max(365, msg("At most 365 days.")),
  minimum_withdrawal: moneyInput,
});

/** One currency's figures of an affiliate. */
export const affiliateBalance = z.object({
  currency: z.string(),
  earned: money.describe("Every reward not reversed"),
  on_hold: money.describe("Rewards still in their hold period"),
  available: money.describe("What can be withdrawn now"),
  requested: money.describe("Withdrawals pending or approved, not yet paid"),
  paid: money.describe("Withdrawals paid out"),
  this_month: money.describe("Rewards earned this calendar month"),
});
export type AffiliateBalance = z.infer<typeof affiliateBalance>;
export const referralCounts = z.object({
  total: z.number().int(),
  PENDING: z.number().int(),
  REGISTERED: z.number().int(),
  CONVERTED: z.number().int(),
});
export const affiliateDashboard = z.object({
  status: z.enum(AFFILIATE_STATUSES).nullable().describe("null: the caller has not applied"),
  referral_code: z.string().nullable(),
  link_visits: z.number().int(),
  referrals: referralCounts,
  balances: z.array(affiliateBalance),
  rewards_by_month: z.array(z.object({ month: z.string(), currency: z.string(), amount: money })),
  settings: affiliateSettings,
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboard>;

export const affiliateStats = z.object({
  affiliates: z.record(z.enum(AFFILIATE_STATUSES), z.number().int()),
  referrals: referralCounts,
  totals: z.array(
    z.object({ currency: z.string(), earned: money, reversed: money, paid: money, requested: money }),
  ),
  pending_withdrawals: z.number().int(),
  top_affiliates: z.array(
    z.object({
      affiliate: id,
      username: z.string(),
      referral_code: z.string(),
      referrals: z.number().int(),
      converted: z.number().int(),
      currency: z.string(),
      earned: money,
    }),
  ),
});
export type AffiliateStats = z.infer<typeof affiliateStats>;

/** A referral code as typed or carried in a link: letters and digits, compared in capitals. */
export const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, msg("Enter a referral code of 4 to 16 letters and digits."));
export const processReferralInput = z.strictObject({ code: referralCode });
export const processReferralResult = z.object({
  detail: z.string(),
  referral: affiliateReferral.nullable().describe("The caller's referral when signed in"),
});
export const updateChurchInput = z.strictObject({ church_request: ref });

/** The body of `affiliateApply`, what a form fills in. */
export type AffiliateApplyInput = z.input<typeof affiliateApply>;
