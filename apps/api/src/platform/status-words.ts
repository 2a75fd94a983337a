import { msg } from "@cm/contracts";

// The words an API message names a record's status by ("This payment is already {status}."): one
// per status code of the contracts, each a catalog key, so the answer gives it in the reader's
// language (the error handler translates a value that is one of these words).
const WORDS: Record<string, string> = {
  PENDING: msg("pending"),
  ACTIVE: msg("active"),
  REJECTED: msg("rejected"),
  SUSPENDED: msg("suspended"),
  TERMINATED: msg("terminated"),
  REGISTERED: msg("registered"),
  CONVERTED: msg("converted"),
  APPROVED: msg("approved"),
  PAID: msg("paid"),
  CANCELLED: msg("cancelled"),
  ASSIGNED: msg("assigned"),
  UNDER_MAINTENANCE: msg("under maintenance"),
  RETIRED: msg("retired"),
  DISPOSED: msg("disposed"),
  LOST: msg("lost"),
  SCHEDULED: msg("scheduled"),
  IN_PROGRESS: msg("in progress"),
  COMPLETED: msg("completed"),
  NEW: msg("new"),
  RESOLVED: msg("resolved"),
  CLOSED: msg("closed"),
  RECORDED: msg("recorded"),
  CONFIRMED: msg("confirmed"),
  DISPUTED: msg("disputed"),
  DRAFT: msg("draft"),
  PENDING_PAYMENT: msg("pending payment"),
  PENDING_REVIEW: msg("pending review"),
  PAUSED: msg("paused"),
  APPLIED: msg("applied"),
  DECLINED: msg("declined"),
  ACCEPTED: msg("accepted"),
  ACCOMPLISHED: msg("accomplished"),
  NOT_ACCOMPLISHED: msg("not accomplished"),
  TRIAL: msg("trial"),
  GRACE_PERIOD: msg("grace period"),
  EXPIRED: msg("expired"),
  ISSUED: msg("issued"),
  VOID: msg("void"),
  REFUNDED: msg("refunded"),
  SUCCEEDED: msg("succeeded"),
  FAILED: msg("failed"),
  VERIFIED: msg("verified"),
  UNVERIFIED: msg("unverified"),
  PUBLISHED: msg("published"),
  GONE: msg("gone"),
  OPEN: msg("open"),
  SUBMITTED: msg("submitted"),
};

const KNOWN = new Set(Object.values(WORDS));

/** A status code in the words a message names it by: "UNDER_MAINTENANCE" is "under maintenance". */
export function statusWord(status: string): string {
  return WORDS[status.toUpperCase()] ?? status.toLowerCase().replace(/_/g, " ");
}

/** Status codes as a list of words ("active, retired"): each word is put in the reader's language. */
export const statusWords = (statuses: readonly string[]): string =>
  statuses.map(statusWord).join(LIST_SEPARATOR);

/** How `statusWords` joins its words, and how a message's value is split back into them. */
export const LIST_SEPARATOR = ", ";

/** Whether a message's value is a status word (translated with the message), not a name or figure. */
export const isStatusWord = (value: string): boolean => KNOWN.has(value);

/** Whether a message's value is one status word or a list of them (`statusWords`). */
export const isStatusList = (value: string): boolean => value.split(LIST_SEPARATOR).every(isStatusWord);

/** Whether a status code has words of its own. */
export const hasStatusWord = (status: string): boolean => status.toUpperCase() in WORDS;
