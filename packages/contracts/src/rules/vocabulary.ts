import { msg } from "../i18n/languages";

// Code lists that pages show as choices and labels, kept apart from the schemas that use them so a
// page can name them without loading zod (see rules/index.ts).

export const EVENT_TYPES = [
  "SERVICE",
  "PRAYER",
  "BIBLE_STUDY",
  "YOUTH",
  "MEETING",
  "OUTREACH",
  "CONFERENCE",
  "OTHER",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Each event type in words (shown through the reader's t(); the reports write them too). */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  SERVICE: msg("Church service"),
  PRAYER: msg("Prayer meeting"),
  BIBLE_STUDY: msg("Bible study"),
  YOUTH: msg("Youth meeting"),
  MEETING: msg("Meeting"),
  OUTREACH: msg("Outreach"),
  CONFERENCE: msg("Conference"),
  OTHER: msg("Other"),
};

/**
 * A subscription's status in short words (an officer's summary of many churches), "NONE" for a
 * church without one; in the order the status figures are listed.
 */
export const SUBSCRIPTION_STATUS_WORDS = {
  ACTIVE: msg("Active"),
  TRIAL: msg("Trial"),
  GRACE_PERIOD: msg("Grace period"),
  PENDING: msg("Pending"),
  EXPIRED: msg("Expired"),
  CANCELLED: msg("Cancelled"),
  NONE: msg("No subscription"),
} as const;

export const GENDERS = ["MALE", "FEMALE"] as const;
export const MARITAL_STATUSES = ["SINGLE", "MARRIED", "WIDOWED", "DIVORCED"] as const;
/** Age bands of the list filter and the statistics, in years (both ends inclusive). */
export const AGE_BANDS = ["0-12", "13-19", "20-35", "36-59", "60+"] as const;

/**
 * The reasons the app itself records for a called-off program date (a reason typed by a person is
 * kept as typed); pages show these in the reader's words.
 */
export const OCCURRENCE_REASONS = {
  offSchedule: msg("No longer on the program's schedule."),
  programCancelled: msg("The program was cancelled."),
} as const;
const APP_REASONS = new Set<string>(Object.values(OCCURRENCE_REASONS));
/** Whether a called-off date's reason is one the app wrote (translated), not a person's. */
export const isAppReason = (reason: string): boolean => APP_REASONS.has(reason);
