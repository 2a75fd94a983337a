import { getDisplayLocale } from "@cm/contracts/rules";
import { translator } from "./i18n";

const t = translator("common");

// One formatter per locale the app has shown (the language's, or the reader's own for English).
const formatters = new Map<string, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>();
function formattersNow() {
  const locale = getDisplayLocale();
  const key = locale ?? "";
  let found = formatters.get(key);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
      dateOnly: new Intl.DateTimeFormat(locale, { dateStyle: "medium" }),
    };
    formatters.set(key, found);
  }
  return found;
}

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
 * services) else this browser's; "Never" for an empty value.
 */
export function formatDateTime(iso: string | null | undefined, empty = t("Never"), zone?: string): string {
  if (!iso) return empty;
  const date = parse(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return (zone ? zoneFormatter(zone, "dateTime") : formattersNow().dateTime).format(date);
}

// One formatter per locale, zone and style that a page has shown.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
/** A date-and-time or a time-only formatter of the reader's locale at a zone's clock. */
export function zoneFormatter(zone: string, style: "dateTime" | "time"): Intl.DateTimeFormat {
  const locale = getDisplayLocale();
  const key = `${locale ?? ""}|${zone}|${style}`;
  let found = zoneFormatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, {
        ...(style === "dateTime" ? { dateStyle: "medium" as const } : {}),
        timeStyle: "short",
        timeZone: zone,
      });
    } catch {
      // A zone this browser does not know: its own clock.
      found = new Intl.DateTimeFormat(locale, {
        ...(style === "dateTime" ? { dateStyle: "medium" as const } : {}),
        timeStyle: "short",
      });
    }
    zoneFormatters.set(key, found);
  }
  return found;
}

/** "12 Mar 2026" in the reader's locale. */
export function formatDate(iso: string | null | undefined, empty = "—"): string {
  if (!iso) return empty;
  const date = parse(iso);
  return Number.isNaN(date.getTime()) ? empty : formattersNow().dateOnly.format(date);
}
