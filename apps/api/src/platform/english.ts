import type { Message } from "@cm/contracts";
import i18next from "i18next";
import ICU from "i18next-icu";

// A message with values in English, the source language: its key is the English text in ICU
// message format, so the key is put in words with its values ("{count, plural, one {# row} ...}").

const english = i18next.createInstance();
void english.use(ICU).init({
  lng: "en",
  resources: {},
  nsSeparator: false,
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A text as an English reader sees it: a plain text as it is, a message with its values filled in. */
export function inEnglishWords(text: string | Message): string {
  return typeof text === "string" ? text : english.t(text.key, text.values);
}
