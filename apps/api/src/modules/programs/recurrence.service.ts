import {
  addDays,
  describeRecurrence,
  MAX_OCCURRENCES,
  msg,
  type Recurrence,
  type Weekday,
  weekdayOf,
} from "@cm/contracts";
import { DateTime } from "luxon";
import type { Options } from "rrule";
import * as rruleModule from "rrule";
import { fieldError } from "../../platform/errors";

// rrule is CommonJS for Node and ESM for bundlers: its classes sit on the default export in the first.
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
type RRuleInstance = InstanceType<typeof RRule>;

/** What a schedule is made of: the first local date and time, and how it repeats, in one zone. */
export type Schedule = {
  start_date: string;
  start_time: string;
  duration_minutes: number;
  recurrence: Recurrence;
  time_zone: string;
};

const FREQ = {
  DAILY: RRule.DAILY,
  WEEKLY: RRule.WEEKLY,
  MONTHLY: RRule.MONTHLY,
  YEARLY: RRule.YEARLY,
} as const;

/**
 * A local date and time as rrule computes with it: a Date whose UTC fields are the wall-clock
 * ones ("floating" in RFC 5545). The rule repeats wall-clock times; each is then placed in the
 * church's zone, so a 10:00 service stays at 10:00 across a daylight-saving change.
 */
const floating = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);

/** The instant a wall-clock time (a floating Date) is in a zone; a time skipped by DST moves forward. */
export function inZone(wall: Date, zone: string): Date {
  return DateTime.fromObject(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    },
    { zone },
  ).toJSDate();
}

/** An instant's local date (YYYY-MM-DD) and time (HH:MM) in a zone. */
export function localParts(instant: Date, zone: string): { date: string; time: string } {
  const local = DateTime.fromJSDate(instant, { zone });
  return { date: local.toISODate() ?? "", time: local.toFormat("HH:mm") };
}

/** The instant a local calendar date starts in a zone. */
export const startOfLocalDay = (date: string, zone: string) => inZone(floating(date, "00:00"), zone);

/** The rule's options without its start: what repeats, by RFC 5545's parts. */
function ruleParts(s: Schedule): Partial<Options> {
  const rule = s.recurrence;
  if (rule.frequency === "NONE") return { freq: RRule.DAILY, count: 1 };
  const day = Number(s.start_date.slice(8, 10));
  const weekday = RRule[weekdayOf(s.start_date)];
  const parts: Partial<Options> = { freq: FREQ[rule.frequency], interval: rule.interval, wkst: RRule.MO };
  if (rule.frequency === "WEEKLY") {
    const days: Weekday[] = rule.weekdays.length ? rule.weekdays : [weekdayOf(s.start_date)];
    parts.byweekday = days.map((d) => RRule[d]);
  } else if (rule.frequency === "MONTHLY") {
    if (rule.monthly_mode === "DAY_OF_MONTH") parts.bymonthday = [day];
    else if (rule.monthly_mode === "LAST_WEEKDAY_OF_MONTH") parts.byweekday = [weekday.nth(-1)];
    else parts.byweekday = [weekday.nth(Math.ceil(day / 7))];
  } else if (rule.frequency === "YEARLY") {
    parts.bymonth = [Number(s.start_date.slice(5, 7))];
    parts.bymonthday = [day];
  }
  if (rule.count !== null) parts.count = rule.count;
  return parts;
}

/** The rule in floating wall-clock time; `until` covers the whole of its local day. */
function ruleOf(s: Schedule): RRuleInstance {
  const until = s.recurrence.frequency !== "NONE" && s.recurrence.until;
  return new RRule({
    ...ruleParts(s),
    dtstart: floating(s.start_date, s.start_time),
    ...(until ? { until: floating(until, "23:59") } : {}),
  });
}

/**
 * The schedule as RFC 5545 text: DTSTART with the church's zone and the RRULE, whose UNTIL is
 * the end of the last local day in UTC (as the standard asks). Empty for a program held once.
 */
export function rruleText(s: Schedule): string {
  if (s.recurrence.frequency === "NONE") return "";
  const until = s.recurrence.until;
  const rule = RRule.optionsToString({
    ...ruleParts(s),
    ...(until ? { until: inZone(floating(until, "23:59"), s.time_zone) } : {}),
  });
  const start = `${s.start_date.replaceAll("-", "")}T${s.start_time.replace(":", "")}00`;
  return `DTSTART;TZID=${s.time_zone}:${start}\n${rule}`;
}

export type Slot = { starts_at: Date; ends_at: Date; local_date: string };

const slotOf = (s: Schedule, wall: Date): Slot => {
  const starts = inZone(wall, s.time_zone);
  return {
    starts_at: starts,
    ends_at: new Date(starts.getTime() + s.duration_minutes * 60_000),
    local_date: wall.toISOString().slice(0, 10),
  };
};

/**
 * Checks a schedule before it is kept: it ends after it starts and gives at least one date.
 * Refusals are 400s on the field to change.
 */
export function checkSchedule(s: Schedule): void {
  const rule = s.recurrence;
  if (rule.frequency === "NONE") return;
  if (rule.until !== null && rule.count !== null)
    throw fieldError("recurrence.count", msg("Give either an end date or a number of times, not both."));
  if (rule.until !== null && rule.until < s.start_date)
    throw fieldError("recurrence.until", msg("The end date is before the first date. Choose a later one."));
  if (rule.frequency !== "WEEKLY" && rule.weekdays.length > 0)
    throw fieldError("recurrence.weekdays", msg("Weekdays are chosen only for a weekly program."));
  const first = ruleOf(s).after(new Date(floating(s.start_date, s.start_time).getTime() - 1), true);
  if (!first)
    throw fieldError(
      "recurrence",
      msg("This schedule gives no date at all. Check the weekdays, the end date and the number of times."),
    );
}

/** The first `n` dates of a schedule on or after its start. */
export function firstSlots(s: Schedule, n: number): Slot[] {
  return ruleOf(s)
    .all((_date, i) => i < n)
    .map((wall) => slotOf(s, wall));
}

/**
 * Every date of a schedule that starts within [from, to). More than MAX_OCCURRENCES is refused
 * (400 on `to`): a window is made shorter rather than cut silently.
 */
export function slotsBetween(s: Schedule, from: Date, to: Date): Slot[] {
  // Wall-clock bounds a day wider than the window, then the exact instants are kept.
  const wallFrom = floating(addDays(localParts(from, s.time_zone).date, -1), "00:00");
  const wallTo = floating(addDays(localParts(to, s.time_zone).date, 1), "23:59");
  const walls = ruleOf(s).between(wallFrom, wallTo, true, (_date, i) => i <= MAX_OCCURRENCES + 20);
  const slots = walls.map((wall) => slotOf(s, wall)).filter((x) => x.starts_at >= from && x.starts_at < to);
  if (slots.length > MAX_OCCURRENCES)
    throw fieldError(
      "to",
      msg("This window holds more than {count, number} dates. Choose a shorter one.", {
        count: MAX_OCCURRENCES,
      }),
    );
  return slots;
}

/** The schedule in plain words and as RFC 5545 text. */
export const scheduleText = (s: Schedule) => ({
  rrule: rruleText(s),
  recurrence_text: describeRecurrence(s.recurrence, s.start_date),
});
