/**
 * The languages the app speaks, English first (the source: its text is written in the code, and
 * the other languages' catalogs translate it). Each name is written in its own language, as a
 * reader looks for it in a list.
 */
export const LANGUAGES = ["en", "fr", "pt", "sw", "yo"] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = "en";

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  fr: "Français",
  pt: "Português",
  sw: "Kiswahili",
  yo: "Yorùbá",
};

/** The first of the reader's preferred languages the app speaks ("fr-CI" is French), else null. */
export function matchLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    const found = LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return null;
}

/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/**
 * A message with values, put in words where it is shown: its key (English, ICU message format) and
 * the values of its placeholders.
 */
export class Message {
  constructor(
    readonly key: string,
    readonly values: MessageValues,
  ) {}
}

/**
 * Marks a text for translation where it is written as data (a sidebar label, a status word) and
 * translated where it is shown: the catalog check finds it here, and the text itself is unchanged.
 * With values (`msg("Row {row} needs fixing.", { row })`) it is a Message, put in words where shown.
 */
export function msg<T extends string>(text: T): T;
export function msg(text: string, values: MessageValues): Message;
export function msg(text: string, values?: MessageValues): string | Message {
  return values ? new Message(text, values) : text;
}
