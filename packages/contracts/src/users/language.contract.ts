import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";

// The language schema sits here, beside the user and church contracts that hold it, and not in
// i18n/languages.ts: that file is read by the web's first page, which must not load zod.

/** One of the languages the app speaks, as its code ("fr"). */
export const languageCode = z.enum(LANGUAGES).describe("A language code: en, fr, pt, sw or yo");

/** A chosen language, or null for the default (a user: their church's; a church: English). */
export const chosenLanguage = languageCode.nullable();
