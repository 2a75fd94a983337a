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

/** The English texts of a namespace that read differently in `language` (so an English one shows it was left). */
export function changedTexts(language: string, namespace = "common"): Set<string> {
  const catalog = catalogsOf(language).get(namespace) ?? {};
  return new Set(
    Object.entries(catalog).flatMap(([english, translated]) => (translated !== english ? [english] : [])),
  );
}
