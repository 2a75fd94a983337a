import { LANGUAGES, type Language, matchLanguage, SOURCE_LANGUAGE } from "@cm/contracts";
import { setDisplayLocale } from "@cm/contracts/rules";
import i18next, { type BackendModule, type PostProcessorModule, type ReadCallback } from "i18next";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";

// The app's text is written in English in the code (the key is the English text, in ICU message
// format: "{count, plural, one {# member} other {# members}}"). The other languages' catalogs live
// in the contracts (`i18n/catalogs/<language>/<namespace>.json`), one namespace a feature of the
// web app plus `common` for the shell and shared parts; each is fetched when a page that uses it
// first opens in that language. English needs no catalog: a key is its own text.

/** Each non-English catalog, fetched on first use (a file of its own in the build). */
const CATALOGS = import.meta.glob<Record<string, string>>(
  "../../../../packages/contracts/src/i18n/catalogs/*/*.json",
  { import: "default" },
);

function catalogOf(language: string, namespace: string) {
  return CATALOGS[`../../../../packages/contracts/src/i18n/catalogs/${language}/${namespace}.json`];
}

const catalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, done: ReadCallback) {
    const load = language === SOURCE_LANGUAGE ? undefined : catalogOf(language, namespace);
    if (!load) {
      done(null, {});
      return;
    }
    load().then(
      (messages) => done(null, messages),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Where a guest's choice (and a signed-in user's last language) is remembered on this device. */
const REMEMBERED = "cm.language";

function remembered(): Language | null {
  try {
    return matchLanguage([window.localStorage.getItem(REMEMBERED) ?? ""]);
  } catch {
    return null;
  }
}

/** The language a page opens in before anyone is known: the one chosen here last, else the browser's. */
export function firstLanguage(): Language {
  if (typeof window === "undefined") return SOURCE_LANGUAGE;
  return remembered() ?? matchLanguage(navigator.languages ?? [navigator.language]) ?? SOURCE_LANGUAGE;
}

/**
 * The browser tests' long language: every text 40 % longer (the longest of the five languages runs
 * about that much longer than English), to find text cut off or pushing a page wider than a phone.
 * Turned on for this device by `localStorage["cm.long-text"] = "1"`.
 */
const lengthen: PostProcessorModule = {
  type: "postProcessor",
  name: "lengthen",
  // In words of at most five signs, as a language's own long words would be, not one long run.
  process: (value: string) =>
    `${value} ${("~".repeat(Math.ceil(value.length * 0.4)).match(/~{1,5}/g) ?? []).join(" ")}`,
};

function longTextWanted(): boolean {
  try {
    return typeof window !== "undefined" && window.localStorage.getItem("cm.long-text") === "1";
  } catch {
    return false;
  }
}

/**
 * The namespaces of the shell, which every page draws (the route pages' own words among them):
 * fetched side by side when the app starts, so a first page in another language does not wait on
 * them one after another.
 */
export const SHELL_NAMESPACES = ["common", "pages", "navigation", "site-banners"];

export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(catalogs)
  .use(lengthen)
  .use(initReactI18next)
  .init({
    lng: firstLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: SOURCE_LANGUAGE,
    ns: SHELL_NAMESPACES,
    defaultNS: "common",
    // A feature's page finds the shell's words ("Save", "Cancel", status words) in `common`.
    fallbackNS: "common",
    // Keys are English text, which holds ":" and "." of its own.
    nsSeparator: false,
    keySeparator: false,
    // An untranslated (empty) entry shows the English text rather than nothing.
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    initAsync: false,
    postProcess: longTextWanted() ? ["lengthen"] : false,
  });

/**
 * The page's language follows the app's (`<html lang>`), and so do money, numbers and dates: in
 * English they stay in the reader's own way (the browser's), in another language its own.
 */
function followDocument(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = language;
  setDisplayLocale(language === SOURCE_LANGUAGE ? undefined : language);
}
followDocument(i18n.language);
i18n.on("languageChanged", followDocument);

/** The language the app shows now. */
export function currentLanguage(): Language {
  return matchLanguage([i18n.language]) ?? SOURCE_LANGUAGE;
}

/** Shows the app in `language` (its catalogs fetched first); `remember` keeps it for this device. */
export async function switchLanguage(language: Language, remember = true): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(REMEMBERED, language);
    } catch {
      // A browser that keeps nothing still shows the language for this visit.
    }
  }
  if (language !== i18n.language) await i18n.changeLanguage(language);
}

/** A date, number or money format for the language shown now ("fr" writes 1 250,00). */
export const formatLocale = (): string => currentLanguage();

/**
 * A namespace's `t` for code outside a component (a hook's toast, a column's label): it reads the
 * language at the moment it is called. `const t = translator("members")` beside the code that
 * shows it; the catalog check reads its keys like a component's.
 */
export function translator(namespace: string) {
  return (key: string, values?: Record<string, unknown>): string => i18n.t(key, { ns: namespace, ...values });
}
