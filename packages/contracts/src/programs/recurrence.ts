import { z } from "zod";
import { calendarDate } from "../common/fields";
import { said } from "../common/messages";
import { msg } from "../i18n/languages";

/** RFC 5545 weekday codes, Monday first (the week of ISO 8601). */
export const RRULE_WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof RRULE_WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};

export const FREQUENCIES = ["NONE", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/**
 * How a monthly program picks its day, from its first date: the same day of the month (the 14th),
 * the same weekday of the same week (the second Sunday), or the last such weekday of the month.
 */
export const MONTHLY_MODES = ["DAY_OF_MONTH", "WEEKDAY_OF_MONTH", "LAST_WEEKDAY_OF_MONTH"] as const;
export type MonthlyMode = (typeof MONTHLY_MODES)[number];

/** At most this many occurrences a rule may count, and a generation may make at once. */
export const MAX_OCCURRENCES = 1000;
/** The widest window occurrences are generated for, in years. */
export const MAX_WINDOW_YEARS = 3;

/**
 * When a program repeats, in the words of RFC 5545 (FREQ, INTERVAL, BYDAY, UNTIL, COUNT). Dates
 * and times are the church's local ones: a weekly 10:00 service stays at 10:00 when the clocks change.
 */
export const programRecurrence = z.strictObject({
  frequency: z.enum(FREQUENCIES, msg("Choose how often it repeats.")),
  interval: z
    .number(msg("Enter a whole number."))
    .int(msg("Enter a whole number."))
    .min(1, msg("Repeat at least every 1."))
    .max(99, msg("Repeat at most every 99."))
    .default(1)
    .describe("Every N days, weeks, months or years"),
  weekdays: z
    .array(z.enum(RRULE_WEEKDAYS, msg("Choose days of the week.")))
    .max(7)
    .default([])
    .describe("WEEKLY: the days of the week (none: the first date's weekday)"),
  monthly_mode: z.enum(MONTHLY_MODES).default("DAY_OF_MONTH").describe("MONTHLY: how the day is chosen"),
  until: calendarDate.nullable().default(null).describe("The last date it may fall on (inclusive)"),
  count: z
    .number(msg("Enter a whole number."))
    .int(msg("Enter a whole number."))
    .min(1, msg("Enter at least 1."))
    .max(
      MAX_OCCURRENCES,
      said(msg("A program repeats at most {count, number} times."), { count: MAX_OCCURRENCES }),
    )
    .nullable()
    .default(null)
    .describe("How many times in all (instead of until)"),
});
export type Recurrence = z.infer<typeof programRecurrence>;

/** A program that happens once. */
export const ONCE: Recurrence = {
  frequency: "NONE",
  interval: 1,
  weekdays: [],
  monthly_mode: "DAY_OF_MONTH",
  until: null,
  count: null,
};

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const UNITS: Record<Exclude<Frequency, "NONE">, [string, string]> = {
  DAILY: ["day", "days"],
  WEEKLY: ["week", "weeks"],
  MONTHLY: ["month", "months"],
  YEARLY: ["year", "years"],
};

/** The weekday of a calendar date (a day of the proleptic Gregorian calendar, no time zone). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return RRULE_WEEKDAYS[(day + 6) % 7] as Weekday;
}

/** "Every week on Sunday and Wednesday, 12 times": a recurrence in plain words for the pages. */
export function describeRecurrence(rule: Recurrence, startDate: string): string {
  if (rule.frequency === "NONE") return "Once";
  const [one, many] = UNITS[rule.frequency];
  let text = rule.interval === 1 ? `Every ${one}` : `Every ${rule.interval} ${many}`;
  const day = Number(startDate.slice(8, 10));
  const weekday = WEEKDAY_NAMES[weekdayOf(startDate)];
  if (rule.frequency === "WEEKLY") {
    const days = rule.weekdays.length ? rule.weekdays : [weekdayOf(startDate)];
    const names = RRULE_WEEKDAYS.filter((d) => days.includes(d)).map((d) => WEEKDAY_NAMES[d]);
    text += ` on ${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}`;
  }
  if (rule.frequency === "MONTHLY") {
    if (rule.monthly_mode === "DAY_OF_MONTH") text += ` on day ${day}`;
    else if (rule.monthly_mode === "LAST_WEEKDAY_OF_MONTH") text += ` on the last ${weekday}`;
    else text += ` on the ${ORDINALS[Math.ceil(day / 7) - 1]} ${weekday}`;
  }
  if (rule.count !== null) text += `, ${rule.count} ${rule.count === 1 ? "time" : "times"}`;
  if (rule.until !== null) text += `, until ${rule.until}`;
  return text;
}
