import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The app's message catalogs as the tests read them: what a text is in another language.
const CATALOGS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../packages/contracts/src/i18n/catalogs",
);

type Catalog = Record<string, string>;

function catalogsOf(language: string): Map<string, Catalog> {
  const dir = path.join(CATALOGS, language);
  return new Map(
    readdirSync(dir).map((file) => [
      file.replace(/\.json$/, ""),
      JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Catalog,
    ]),
  );
}

/** A text (its English, the catalogs' key) as a language shows it, looked up in `namespace`. */
export function inLanguage(language: string, text: string, namespace = "common"): string {
  const found = catalogsOf(language).get(namespace)?.[text];
  if (!found) throw new Error(`"${text}" has no ${language} translation in ${namespace}`);
  return found;
}

/**
 * Every English text of the app that reads differently in `language`, whichever namespace holds
 * it, unless it is also a translation there ("Maintenance" is French too): one of them shown whole
 * on a page in that language was left untranslated.
 */
export function englishLeftOver(language: string): Set<string> {
  const catalogs = [...catalogsOf(language).values()];
  const translations = new Set(catalogs.flatMap((catalog) => Object.values(catalog)));
  return new Set(
    catalogs.flatMap((catalog) =>
      Object.entries(catalog).flatMap(([english, translated]) =>
        translated !== english && !translations.has(english) ? [english] : [],
      ),
    ),
  );
}
