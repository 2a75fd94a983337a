import { type AffiliateStatus, msg, type PayoutMethod } from "@cm/contracts";
import { translator } from "../../../lib/i18n";

const t = translator("affiliates");

// The contracts' words for an account's state and a way of payment, said in this feature's
// catalog so that the affiliate pages have them in every language.
const STATUS: Record<AffiliateStatus, string> = {
  PENDING: msg("Waiting for approval"),
  ACTIVE: msg("Active"),
  REJECTED: msg("Not approved"),
  SUSPENDED: msg("Suspended"),
  TERMINATED: msg("Ended"),
};
const PAYOUT: Record<PayoutMethod, string> = {
  BANK_ACCOUNT: msg("Bank account"),
  MOBILE_MONEY: msg("Mobile money"),
};

/** An affiliate account's state in the language shown. */
export const statusLabel = (status: AffiliateStatus) => t(STATUS[status]);
/** A way of payment in the language shown. */
export const payoutLabel = (method: PayoutMethod) => t(PAYOUT[method]);
