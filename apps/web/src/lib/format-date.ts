import { getDisplayLocale } from "@cm/contracts/rules";
import { translator } from "./i18n";

const t = translator("common");

// The day, month and year named one by one rather than as dateStyle "medium": the same text in
// English, French, Portuguese and Swahili, but Yoruba's medium style is all figures ("12 03 2026,
// 14:5") where this names the month ("12 Oṣù Ẹrẹ̀nà 2026, 14:05").
const DAY = { day: "numeric", month: "short", year: "numeric" } as const;
const TIME = { hour: "numeric", minute: "2-digit" } as const;
const STYLES = {
  dateTime: { ...DAY, ...TIME },
  time: TIME,
  date: DAY,
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per locale the app has shown (the language's, or the reader's own for English).
const formatters = new Map<string, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>();
function formattersNow() {
  const locale = getDisplayLocale();
  const key = locale ?? "";
  let found = formatters.get(key);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, STYLES.dateTime),
      dateOnly: new Intl.DateTimeFormat(locale, STYLES.date),
    };
    formatters.set(key, found);
  }
  return found;
}

/**
 * The church clock pages show instants at (the working church's time zone, set by the signed-in
 * shell); undefined: this browser's own, as for a guest or an officer with no church chosen.
 */
let churchZone: string | undefined;
export function setDisplayZone(zone: string | undefined): void {
  churchZone = zone;
}
export const displayZone = (): string | undefined => churchZone;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An ISO instant, or a calendar date ("2026-03-12") read as that day in this browser's zone, so a
 * date does not slip to the day before west of UTC.
 */
function parse(iso: string): Date {
  const day = CALENDAR_DATE.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
}

/**
 * "12 Mar 2026, 14:05" in the reader's locale, at the clock of `zone` when named (a church's
 * services) else the working church's, else this browser's; "Never" for an empty value.
 */
export function formatDateTime(
  iso: string | null | undefined,
  empty = t("Never"),
  zone = churchZone,
): string {
  if (!iso) return empty;
  const date = parse(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return (zone ? zoneFormatter(zone, "dateTime") : formattersNow().dateTime).format(date);
}

// One formatter per locale, zone and style that a page has shown.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** A date-and-time, time-only or date-only formatter of the reader's locale at a zone's clock. */
export function zoneFormatter(zone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const locale = getDisplayLocale();
  const key = `${locale ?? ""}|${zone}|${style}`;
  let found = zoneFormatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: zone });
    } catch {
      // A zone this browser does not know: its own clock.
      found = new Intl.DateTimeFormat(locale, STYLES[style]);
    }
    zoneFormatters.set(key, found);
  }
  return found;
}

/**
 * "12 Mar 2026" in the reader's locale: a calendar date as written, an instant on the working
 * church's calendar (else this browser's).
 */
export function formatDate(iso: string | null | undefined, empty = "—"): string {
  if (!iso) return empty;
  const date = parse(iso);
  if (Number.isNaN(date.getTime())) return empty;
  const zone = CALENDAR_DATE.test(iso) ? undefined : churchZone;
  return (zone ? zoneFormatter(zone, "date") : formattersNow().dateOnly).format(date);
}

/** How a calendar day or month ("2026-03-01", "2026-03") is named on charts and lists. */
const CALENDAR_STYLES = {
  /** "Mar 26" */
  shortMonth: { month: "short", year: "2-digit" },
  /** "March 2026" */
  month: { month: "long", year: "numeric" },
  /** "14 Mar" */
  dayMonth: { day: "numeric", month: "short" },
  /** "Sat, 14 Mar 2026" */
  weekdayDate: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day or month in the shown language ("mars 26", "14 Mar"), read as that day wherever
 * the browser is: the page's language, not the browser's, names the month.
 */
export function formatCalendar(day: string, style: keyof typeof CALENDAR_STYLES): string {
  const at = new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  const locale = getDisplayLocale();
  const key = `${locale ?? ""}|${style}`;
  let found = calendarFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...CALENDAR_STYLES[style], timeZone: "UTC" });
    calendarFormatters.set(key, found);
  }
  return found.format(at);
}

/** A moment's time of day ("14:05", "2:05 PM") the shown language's way, at the working church's clock. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (churchZone) return zoneFormatter(churchZone, "time").format(date);
  return new Intl.DateTimeFormat(getDisplayLocale(), STYLES.time).format(date);
}
