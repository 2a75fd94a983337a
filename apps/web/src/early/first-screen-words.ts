import { type Language, matchLanguage } from "@cm/contracts/rules";

// The signed-in pages' HTML carries a loading screen rendered at build time, in English
// (app/first-screen). On a slow phone it shows for seconds while the app's code travels: this puts
// its few words in the reader's language as the HTML arrives, before the screen is first painted.
// The app's own catalogs are too large for the page's first script; these words are the same as
// theirs (a test holds them together).

/** Where the language chosen on this device is kept (lib/i18n keeps it there). */
export const LANGUAGE_KEY = "cm.language";
/** The first loading screen's element (app/first-screen). */
const FIRST_SCREEN = "first-screen";

/** The first loading screen's texts, as the English of the catalogs' keys. */
export const FIRST_SCREEN_TEXTS = [
  "Loading",
  "Please wait while we prepare your experience",
  "Gathering resources",
  "Loading progress",
] as const;
type FirstScreenText = (typeof FIRST_SCREEN_TEXTS)[number];

/** The first loading screen's texts in each language but English, as the "common" catalogs have them. */
export const FIRST_SCREEN_WORDS: Record<Exclude<Language, "en">, Record<FirstScreenText, string>> = {
  fr: {
    Loading: "Chargement",
    "Please wait while we prepare your experience": "Veuillez patienter pendant la préparation",
    "Gathering resources": "Collecte des ressources",
    "Loading progress": "Progression du chargement",
  },
  pt: {
    Loading: "A carregar",
    "Please wait while we prepare your experience": "Aguarde enquanto preparamos tudo",
    "Gathering resources": "A reunir os recursos",
    "Loading progress": "Progresso do carregamento",
  },
  sw: {
    Loading: "Inapakia",
    "Please wait while we prepare your experience": "Tafadhali subiri tunapoandaa",
    "Gathering resources": "Inakusanya rasilimali",
    "Loading progress": "Maendeleo ya upakiaji",
  },
  yo: {
    Loading: "Ó ń gbé e wá",
    "Please wait while we prepare your experience": "Ẹ jọ̀wọ́ ẹ dúró díẹ̀ bí a ṣe ń palẹ̀ mọ́",
    "Gathering resources": "À ń kó àwọn ohun èlò jọ",
    "Loading progress": "Ìlọsíwájú gbígbé wá",
  },
};

/** The language the page opens in, by the rule of lib/i18n: the one chosen here last, else the browser's. */
export function openingLanguage(): Language | null {
  let chosen = "";
  try {
    chosen = window.localStorage.getItem(LANGUAGE_KEY) ?? "";
  } catch {
    // A browser that keeps nothing: the browser's languages decide.
  }
  return matchLanguage([chosen]) ?? matchLanguage(navigator.languages ?? [navigator.language]);
}

/** Puts the screen's words (its texts and its elements' names) in `language`. */
export function translateFirstScreen(screen: Element, language: Language): void {
  if (language === "en") return;
  const words: Record<string, string> = FIRST_SCREEN_WORDS[language];
  for (const element of [screen, ...screen.querySelectorAll("[aria-label]")]) {
    const name = element.getAttribute("aria-label");
    const said = name ? words[name] : undefined;
    if (said) element.setAttribute("aria-label", said);
  }
  const texts = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const said = words[node.nodeValue?.trim() ?? ""];
    if (said) node.nodeValue = said;
  }
}

/**
 * Watches the page's HTML as it is read and puts the first loading screen in the reader's
 * language as its parts arrive (an observer's answer comes before the browser paints them).
 */
export function speakFirstScreen(): void {
  const language = openingLanguage();
  if (!language || language === "en" || typeof MutationObserver === "undefined") return;
  const translate = () => {
    const screen = document.getElementById(FIRST_SCREEN);
    if (screen) translateFirstScreen(screen, language);
  };
  if (document.readyState !== "loading") {
    translate();
    return;
  }
  const observer = new MutationObserver(translate);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      observer.disconnect();
      translate();
    },
    { once: true },
  );
}
