import type { DocumentDates, Language } from "@cm/contracts";

/** The locale a document in `language` writes its dates and amounts in (English: day before month). */
export const documentLocale = (language: Language | string | undefined): string =>
  !language || language === "en" ? "en-GB" : language;

// Documents print thousands of dates (a year's statements): one formatter per locale and zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    dayFormats.set(key, format);
  }
  return format;
}

// Not dateStyle "medium": Yoruba's medium style is all figures ("2 03 2025").
const DAY = { day: "numeric", month: "short", year: "numeric" } as const;

/** A calendar day ("2026-03-01") as a language writes it: "1 Mar 2026", "1 mars 2026". */
export function dayText(day: string, language: Language | string | undefined): string {
  const at = Date.parse(`${day}T12:00:00Z`);
  if (Number.isNaN(at)) return day;
  // Not dateStyle "medium": Yoruba's medium style is all figures ("2 03 2025").
  return dayFormat(documentLocale(language), "UTC", {
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(at);
}

/** The calendar day an instant falls on at a zone's clock (a church's), as YYYY-MM-DD. */
export function dayAt(instant: Date, zone: string): string {
  try {
    return dayFormat("en-CA", zone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  } catch {
    // A zone this runtime does not know: the day in UTC.
    return instant.toISOString().slice(0, 10);
  }
}

/**
 * A moment as a language writes it, at a zone's clock and naming it: "18 mars 2026, 10:21 UTC",
 * "18 Mar 2026, 11:21 GMT+1" in Lagos.
 */
export function momentText(iso: string, language: Language | string | undefined, zone = "UTC"): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const options = { ...DAY, hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
  try {
    return dayFormat(documentLocale(language), zone, { ...options, timeZoneName: "short" }).format(at);
  } catch {
    // A zone this runtime does not know: the moment at UTC's clock.
    return `${dayFormat(documentLocale(language), "UTC", options).format(at)} UTC`;
  }
}

/** How a report downloaded in `language` writes its dates; its moments at `zone`'s clock. */
export const documentDates = (language: Language, zone = "UTC"): DocumentDates => ({
  day: (day) => dayText(day, language),
  moment: (iso) => momentText(iso, language, zone),
});
