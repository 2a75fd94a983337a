import { type Recurrence, RRULE_WEEKDAYS, type Weekday, weekdayOf } from "@cm/contracts";
import { formatLocale, translator } from "../../../lib/i18n";

// A program's schedule in words, in the language shown now. The server's `recurrence_text` says the
// same in English; the page writes it from the rule itself so that every language has it.

const t = translator("programs");

/** A weekday's name in the language shown now, from the browser ("Monday", or "Mon" when short). */
export function weekdayName(day: Weekday | undefined, weekday: "long" | "short" = "long"): string {
  const index = day ? RRULE_WEEKDAYS.indexOf(day) : -1;
  if (index < 0) return "";
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(formatLocale(), { weekday }).format(new Date(2024, 0, 1 + index));
}

/** "Sunday and Wednesday", "Monday, Tuesday and Friday". */
function dayList(days: readonly Weekday[]): string {
  const names = RRULE_WEEKDAYS.filter((d) => days.includes(d)).map((d) => weekdayName(d));
  const last = names.at(-1) ?? "";
  if (names.length < 2) return last;
  return t("{items} and {last}", { items: names.slice(0, -1).join(", "), last });
}

function repeats(rule: Recurrence, startDate: string): string {
  const interval = rule.interval;
  const day = Number(startDate.slice(8, 10));
  const weekday = weekdayName(weekdayOf(startDate));
  switch (rule.frequency) {
    case "NONE":
      return t("Once");
    case "DAILY":
      return t("{interval, plural, =1 {Every day} other {Every # days}}", { interval });
    case "WEEKLY":
      return t("{interval, plural, =1 {Every week on {days}} other {Every # weeks on {days}}}", {
        interval,
        days: dayList(rule.weekdays.length ? rule.weekdays : [weekdayOf(startDate)]),
      });
    case "MONTHLY":
      if (rule.monthly_mode === "DAY_OF_MONTH")
        return t("{interval, plural, =1 {Every month on day {day}} other {Every # months on day {day}}}", {
          interval,
          day,
        });
      if (rule.monthly_mode === "LAST_WEEKDAY_OF_MONTH")
        return t(
          "{interval, plural, =1 {Every month on the last {weekday}} other {Every # months on the last {weekday}}}",
          { interval, weekday },
        );
      return t(
        "{interval, plural, =1 {Every month on the {nth, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {fifth}} {weekday}} other {Every # months on the {nth, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {fifth}} {weekday}}}",
        { interval, nth: Math.ceil(day / 7), weekday },
      );
    case "YEARLY":
      return t("{interval, plural, =1 {Every year} other {Every # years}}", { interval });
  }
}

/** "Every week on Sunday and Wednesday, 12 times": how a program repeats, in plain words. */
export function scheduleInWords(rule: Recurrence, startDate: string): string {
  let text = repeats(rule, startDate);
  if (rule.frequency === "NONE") return text;
  if (rule.count !== null)
    text = t("{schedule}, {count, plural, =1 {{n} time} other {{n} times}}", {
      schedule: text,
      count: rule.count,
      n: String(rule.count),
    });
  if (rule.until !== null) text = t("{schedule}, until {date}", { schedule: text, date: rule.until });
  return text;
}
