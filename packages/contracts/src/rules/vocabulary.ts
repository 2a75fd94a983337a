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

export const GENDERS = ["MALE", "FEMALE"] as const;
export const MARITAL_STATUSES = ["SINGLE", "MARRIED", "WIDOWED", "DIVORCED"] as const;
/** Age bands of the list filter and the statistics, in years (both ends inclusive). */
export const AGE_BANDS = ["0-12", "13-19", "20-35", "36-59", "60+"] as const;
