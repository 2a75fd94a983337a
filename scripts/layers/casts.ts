import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { type Node, SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";

// Module code reads rows as Drizzle types them (resources are declared with their table), so a
// type assertion there is rare and worth a look. This counts them with the compiler's own parser:
// every `x as T` in the API's modules outside tests, except `as const`; import and export renames
// are not assertions, and text in comments and strings is not code.

/** One type assertion: where it is and what it says. */
export type Cast = { file: string; line: number; text: string };

const MODULE_SOURCE = /\.ts$/;
const TEST_SOURCE = /\.test\.ts$|\.d\.ts$/;

function moduleFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) moduleFiles(path, out);
    else if (MODULE_SOURCE.test(name) && !TEST_SOURCE.test(name)) out.push(path);
  }
  return out;
}

const isConst = (type: Node) =>
  type.kind === SyntaxKind.TypeReference &&
  (type as Node & { typeName: { text?: string } }).typeName.text === "const";

/** The type assertions of `<root>/apps/api/src/modules`, parsed with the API's own project. */
export function castsOf(root: string): Cast[] {
  const files = moduleFiles(join(root, "apps/api/src/modules"));
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openProject: join(root, "apps/api/tsconfig.json") });
    const project = snapshot.getProjects()[0];
    if (!project) throw new Error("The API's project did not open.");
    const casts: Cast[] = [];
    for (const file of files) {
      const source = project.program.getSourceFile(file);
      if (!source) throw new Error(`${file} is not part of the API's project.`);
      const lineOf = (pos: number) => source.text.slice(0, pos).split("\n").length;
      const visit = (node: Node): void => {
        if (node.kind === SyntaxKind.AsExpression) {
          const { type } = node as Node & { type: Node };
          if (!isConst(type)) {
            const text = source.text.slice(node.pos, node.end).trim();
            casts.push({
              file: relative(root, file).split(sep).join("/"),
              line: lineOf(node.pos + (source.text.slice(node.pos, node.end).length - text.length)),
              text: text.replace(/\s+/g, " "),
            });
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    return casts;
  } finally {
    api.close();
  }
}

// `tsx scripts/layers/casts.ts` lists them.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "../..");
  const casts = castsOf(root);
  for (const c of casts) console.log(`${c.file}:${c.line}  ${c.text.slice(0, 120)}`);
  console.log(`${casts.length} type assertions in the API's modules (tests aside).`);
}
