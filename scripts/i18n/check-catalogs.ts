import { fileURLToPath } from "node:url";
import { checkCatalogs, readSources, writeCatalogs } from "./catalogs";

// `npm run lint` runs this: it fails on text in the web app that is not translated and on a key
// that a language's catalog lacks. `npm run i18n:extract` (with --write) brings the catalogs in
// line with the code: new keys added empty for the translators, keys no longer used removed.
const root = fileURLToPath(new URL("../..", import.meta.url));
const started = performance.now();
const { keys, findings } = readSources(root);
const count = [...keys.values()].reduce((n, k) => n + k.size, 0);
if (process.argv.includes("--write")) {
  const missing = writeCatalogs(root, keys);
  console.log(
    `Catalogs written: ${count} texts in ${keys.size} namespaces, ${missing} entries to translate.`,
  );
}
const problems = [...findings, ...checkCatalogs(root, keys)];
for (const f of problems) console.error(`${f.file}:${f.line}: ${f.problem}`);
const took = Math.round(performance.now() - started);
if (problems.length > 0) {
  console.error(`Translations: ${problems.length} problems (${took} ms).`);
  process.exit(1);
}
console.log(
  `Translations: ${count} texts in ${keys.size} namespaces, every one in every language (${took} ms).`,
);
