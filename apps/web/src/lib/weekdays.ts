import type { Weekday } from "@cm/contracts";
import { msg } from "@cm/contracts/rules";

// Kept apart from labels.ts so the pages that name days of the week carry these words, not the first page.

/** The days of the week in the order they are offered (the week of ISO 8601, Monday first). */
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const satisfies readonly Weekday[];

/** A day of the week as something that happens every week ("Wednesdays"). */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: msg("Mondays"),
  TU: msg("Tuesdays"),
  WE: msg("Wednesdays"),
  TH: msg("Thursdays"),
  FR: msg("Fridays"),
  SA: msg("Saturdays"),
  SU: msg("Sundays"),
};

/** The days of the week to choose from, in the reader's words. */
export const weekdayChoices = (t: (text: string) => string) =>
  WEEKDAYS.map((value) => ({ value, label: t(WEEKDAY_LABELS[value]) }));
