import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
  GENDERS,
  getDisplayLocale,
  msg,
  SUBSCRIPTION_STATUS_WORDS,
} from "@cm/contracts/rules";

export { EVENT_TYPE_LABELS, SUBSCRIPTION_STATUS_WORDS };

// Words for the API's codes that several pages show, so a code reads the same everywhere. They are
// English: a page shows them through its t() (they are in the "common" catalogs).

/** "MARRIED" -> "Married"; "" stays "". */
export function titleWord(value: string): string {
  return value ? value.charAt(0) + value.slice(1).toLowerCase() : "";
}

export const EVENT_TYPE_CHOICES = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }));

/** An event type's label; an unknown code is shown as it is. */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABELS[type as EventType] ?? type;
}

const GENDER_WORDS: Record<(typeof GENDERS)[number], string> = { MALE: msg("Male"), FEMALE: msg("Female") };
export const GENDER_LABELS: Record<string, string> = Object.fromEntries(
  GENDERS.map((g) => [g, GENDER_WORDS[g]]),
);

/** "1 member", "3 members". */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A count the page's language's way: "1,250", "1 250". */
export const formatCount = (count: number): string => count.toLocaleString(getDisplayLocale());

/** An attendance rate the page's language's way: "45.5%", "40%", "45,5 %". */
export function formatRate(rate: number): string {
  return new Intl.NumberFormat(getDisplayLocale(), { style: "percent", maximumFractionDigits: 1 }).format(
    rate / 100,
  );
}

/** A subscription status in short words; an unknown code is shown as it is. */
export function subscriptionStatusWord(status: string): string {
  return (SUBSCRIPTION_STATUS_WORDS as Record<string, string>)[status] ?? status;
}

/** A campaign payment's status as its pages show it ("Paid", else the code in small letters). */
const PAYMENT_STATUS_WORDS: Record<string, string> = {
  PENDING: msg("pending"),
  SUCCEEDED: msg("Paid"),
  FAILED: msg("failed"),
  REFUNDED: msg("refunded"),
};

/** A payment status in words; an unknown code in small letters. */
export function paymentStatusWord(status: string): string {
  return PAYMENT_STATUS_WORDS[status] ?? status.toLowerCase();
}
