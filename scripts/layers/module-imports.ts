import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { importGraph, isTestFile, moduleOf } from "./layers";

// A module may use another through its index.ts (the layer rule), for a real domain need: a trial
// from subscriptions, the payment mechanism from payments. What every area shares (users' names,
// the member roll, a church's currency) belongs to the platform instead. This lists the imports
// from one module into another outside tests, so their number can be held down.

/** One import of another module: the importing file, its line, what it names and which module. */
export type ModuleImport = { file: string; line: number; specifier: string; module: string };

/** The imports between the API's modules under `root`, tests and their helpers aside. */
export function moduleImportsOf(root: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const [file, imports] of importGraph(root, ["apps/api/src/modules"])) {
    const mine = moduleOf(file);
    if (mine === null || isTestFile(file)) continue;
    for (const { specifier, line, target } of imports) {
      const theirs = target === null ? null : moduleOf(target);
      if (theirs !== null && theirs !== mine) found.push({ file, line, specifier, module: theirs });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

// `tsx scripts/layers/module-imports.ts` lists them.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const imports = moduleImportsOf(join(import.meta.dirname, "../.."));
  for (const i of imports) console.log(`${i.file}:${i.line}  ${i.specifier}`);
  console.log(`${imports.length} imports between the API's modules (tests aside).`);
}
