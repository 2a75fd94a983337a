/**
 * What a church's country decides unless the church says otherwise: the currency its books are kept
 * in and the time zone its dates are in. No zod here, so the web's pages can use it without it.
 */

/** The currency and time zone most churches of a country use, by ISO 3166 alpha-2 country code. */
export const COUNTRY_DEFAULTS: Readonly<Record<string, { currency: string; time_zone: string }>> = {
  GH: { currency: "GHS", time_zone: "Africa/Accra" },
  NG: { currency: "NGN", time_zone: "Africa/Lagos" },
  KE: { currency: "KES", time_zone: "Africa/Nairobi" },
  ZA: { currency: "ZAR", time_zone: "Africa/Johannesburg" },
  CI: { currency: "XOF", time_zone: "Africa/Abidjan" },
  SN: { currency: "XOF", time_zone: "Africa/Dakar" },
  BJ: { currency: "XOF", time_zone: "Africa/Porto-Novo" },
  TG: { currency: "XOF", time_zone: "Africa/Lome" },
  BF: { currency: "XOF", time_zone: "Africa/Ouagadougou" },
  ML: { currency: "XOF", time_zone: "Africa/Bamako" },
  CM: { currency: "XAF", time_zone: "Africa/Douala" },
  CD: { currency: "CDF", time_zone: "Africa/Kinshasa" },
  UG: { currency: "UGX", time_zone: "Africa/Kampala" },
  TZ: { currency: "TZS", time_zone: "Africa/Dar_es_Salaam" },
  RW: { currency: "RWF", time_zone: "Africa/Kigali" },
  ZM: { currency: "ZMW", time_zone: "Africa/Lusaka" },
  ZW: { currency: "USD", time_zone: "Africa/Harare" },
  LR: { currency: "LRD", time_zone: "Africa/Monrovia" },
  SL: { currency: "SLE", time_zone: "Africa/Freetown" },
  AO: { currency: "AOA", time_zone: "Africa/Luanda" },
  MZ: { currency: "MZN", time_zone: "Africa/Maputo" },
  GB: { currency: "GBP", time_zone: "Europe/London" },
  US: { currency: "USD", time_zone: "America/New_York" },
  CA: { currency: "CAD", time_zone: "America/Toronto" },
};

/** The currency and zone of a church whose country is not in the table (the demo's country). */
export const FALLBACK_CHURCH_LOCALE = { currency: "GHS", time_zone: "Africa/Accra" } as const;

/** The currency and time zone a new church of this country takes when it names none. */
export function countryDefaults(countryCode: string | null | undefined): {
  currency: string;
  time_zone: string;
} {
  return COUNTRY_DEFAULTS[(countryCode ?? "").trim().toUpperCase()] ?? FALLBACK_CHURCH_LOCALE;
}

// The codes this runtime knows, read once; a runtime without the list falls back to the table's.
let known: Set<string> | undefined;
function knownCurrencies(): Set<string> {
  if (!known) {
    const listed =
      typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : ([] as string[]);
    known = new Set([...listed, ...Object.values(COUNTRY_DEFAULTS).map((d) => d.currency)]);
  }
  return known;
}

/** Whether a code is a currency in use (ISO 4217, as this runtime lists them): GHS, NGN, XOF. */
export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && knownCurrencies().has(code);
}

/** Every currency a church may keep its books in, by code. */
export function currencyCodes(): string[] {
  return [...knownCurrencies()].sort();
}

/** "Ghanaian cedi" for GHS in the reader's language; the code itself when the runtime has no name. */
export function currencyName(code: string, locale?: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

// The first day of the week for the app's own languages when no region is named: the churches
// they serve start the week on Monday (French- and Portuguese-speaking Africa, East Africa,
// Nigeria); English without a region keeps the Sunday-first calendar of most English pages.
const FIRST_DAY_BY_LANGUAGE: Readonly<Record<string, number>> = { en: 0, fr: 1, pt: 1, sw: 1, yo: 1 };

/**
 * The day a calendar's week starts on in a locale, 0 = Sunday to 6 = Saturday: the locale's own
 * (Intl.Locale week information) when it names a region, else the app's table, else Monday. No
 * locale: the runtime's own.
 */
export function firstDayOfWeek(locale: string | undefined): number {
  try {
    // No locale named: the reader's own (the browser's, e.g. en-GH or en-US).
    const tag = locale || new Intl.DateTimeFormat().resolvedOptions().locale;
    const parsed = new Intl.Locale(tag);
    const language = parsed.language;
    if (!parsed.region && language in FIRST_DAY_BY_LANGUAGE) return FIRST_DAY_BY_LANGUAGE[language] ?? 1;
    const info =
      (
        parsed as Intl.Locale & {
          getWeekInfo?: () => { firstDay: number };
          weekInfo?: { firstDay: number };
        }
      ).getWeekInfo?.() ?? (parsed as Intl.Locale & { weekInfo?: { firstDay: number } }).weekInfo;
    // Intl counts 1 = Monday to 7 = Sunday.
    if (info) return info.firstDay % 7;
    return FIRST_DAY_BY_LANGUAGE[language] ?? 1;
  } catch {
    return 1;
  }
}
