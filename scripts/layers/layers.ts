import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// The layers of the repository, checked by `npm run lint` (STYLE.md, convention 17): every
// import of a source file is resolved and judged by the rules below; any cycle fails too.
// Imports are read with patterns rather than a parser: Biome formats every file, so each
// import or re-export starts a line, and type-only imports count like any other.

/** One broken rule: the importing file, the imported one (or the specifier) and why. */
export type Violation = { rule: string; from: string; to: string; why: string };

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "drizzle", "coverage", ".git", "test-results"]);
// Tests and their helpers may set up data from anywhere in their own app; only cycles bind them.
const TEST_FILE = /(\.test\.tsx?|\.test-support\.tsx?)$|(^|\/)test\//;
/** Whether a repository path is a test or a test's helper (fixtures, support, `test/` folders). */
export const isTestFile = (path: string) => TEST_FILE.test(path);

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,?\s*)?(?:\*\s*(?:as\s+[\w$]+\s*)?)?(?:\{[^}]*\}\s*)?from\s*["']([^"']+)["']/gm;
const BARE_IMPORT = /^\s*import\s*["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** One import of a source file: what it names and the line its statement starts on. */
export type ImportLine = { specifier: string; line: number };

/** The imports of a source file, in the order they appear, each with its line. */
export function importLinesOf(source: string): ImportLine[] {
  const found: { specifier: string; at: number }[] = [];
  for (const pattern of [STATIC_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      // The static patterns may start on the blank lines before the statement.
      const at = match.index + match[0].length - match[0].trimStart().length;
      if (match[1]) found.push({ specifier: match[1], at });
    }
  }
  found.sort((a, b) => a.at - b.at);
  // One pass over the text for every line number, not one per import.
  let line = 1;
  let counted = 0;
  return found.map(({ specifier, at }) => {
    for (let i = source.indexOf("\n", counted); i !== -1 && i < at; i = source.indexOf("\n", i + 1)) line++;
    counted = at;
    return { specifier, line };
  });
}

/** The specifiers a source file imports, in the order they appear. */
export function importsOf(source: string): string[] {
  return importLinesOf(source).map((i) => i.specifier);
}

function sourceFiles(root: string, dir: string, out: string[]): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (SKIPPED_DIRS.has(name) || name.startsWith(".")) continue;
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(root, path, out);
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The repository path a relative specifier names, or null when it is not a source file. */
function resolveRelative(root: string, from: string, specifier: string): string | null {
  const base = resolve(root, dirname(from), specifier.replace(/\.js$/, ""));
  for (const ending of CANDIDATES) {
    const path = base + ending;
    if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile())
      return relative(root, path).split(sep).join("/");
  }
  return null;
}

/** Every source file under the given top folders and the files each imports (relative ones resolved). */
export function importGraph(root: string, tops: string[]) {
  const files = tops.filter((t) => existsSync(join(root, t))).flatMap((t) => sourceFiles(root, t, []));
  const edges = new Map<string, { specifier: string; line: number; target: string | null }[]>();
  for (const file of files) {
    const imports = importLinesOf(readFileSync(join(root, file), "utf8"));
    edges.set(
      file,
      imports.map(({ specifier, line }) => ({
        specifier,
        line,
        target: specifier.startsWith(".") ? resolveRelative(root, file, specifier) : null,
      })),
    );
  }
  return edges;
}

const API = "apps/api/src/";
const WEB = "apps/web/src/";
/** The module folder a path of the API's modules lies in (`members` for modules/members/x.ts). */
export const moduleOf = (path: string) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const featureOf = (path: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
const under = (path: string, ...folders: string[]) => folders.some((f) => path.startsWith(f));

type Rule = { name: string; why: string; breaks: (from: string, to: string) => boolean };

/** Which way imports may point. `to` is a repository path, or a package name for bare imports. */
export const RULES: Rule[] = [
  {
    name: "contracts-import-no-app",
    why: "contracts import nothing of the apps",
    breaks: (from, to) =>
      from.startsWith("packages/contracts/") &&
      (under(to, "apps/", "e2e/", "bench/") || /^@cm\/(api|web)\b/.test(to)),
  },
  {
    name: "web-imports-no-api",
    why: "the web app never imports the API",
    breaks: (from, to) =>
      from.startsWith("apps/web/") && (to.startsWith("apps/api/") || /^@cm\/api\b/.test(to)),
  },
  {
    name: "api-imports-no-web",
    why: "the API never imports the web app",
    breaks: (from, to) =>
      from.startsWith("apps/api/") && (to.startsWith("apps/web/") || /^@cm\/web\b/.test(to)),
  },
  {
    name: "db-imports-below-platform",
    why: "db knows neither the platform nor the modules",
    breaks: (from, to) =>
      from.startsWith(`${API}db/`) &&
      under(to, `${API}platform/`, `${API}modules/`, `${API}cli/`, `${API}app.ts`, `${API}server.ts`),
  },
  {
    name: "platform-imports-no-module",
    why: "the platform knows no domain",
    breaks: (from, to) =>
      from.startsWith(`${API}platform/`) &&
      under(to, `${API}modules/`, `${API}cli/`, `${API}app.ts`, `${API}server.ts`),
  },
  {
    name: "module-through-index",
    why: "a module uses another module only through its index.ts",
    breaks: (from, to) => {
      const mine = moduleOf(from);
      const theirs = moduleOf(to);
      return mine !== null && theirs !== null && mine !== theirs && !/\/index\.ts$/.test(to);
    },
  },
  {
    name: "web-shared-imports-no-feature",
    why: "components and lib know no feature and no page",
    breaks: (from, to) =>
      under(from, `${WEB}components/`, `${WEB}lib/`) && under(to, `${WEB}features/`, `${WEB}app/`),
  },
  {
    name: "feature-imports-no-page",
    why: "features do not import the app's pages and layouts",
    breaks: (from, to) => from.startsWith(`${WEB}features/`) && to.startsWith(`${WEB}app/`),
  },
  {
    name: "feature-imports-no-feature",
    why: "no feature imports another feature",
    breaks: (from, to) => {
      const mine = featureOf(from);
      const theirs = featureOf(to);
      return mine !== null && theirs !== null && mine !== theirs;
    },
  },
];

/** The cycles of a graph (each strongly connected set of two files or more, or a file importing itself). */
export function cyclesOf(edges: Map<string, { target: string | null }[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const { target } of edges.get(file) ?? []) {
      if (target === null || !edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    const selfImport = edges.get(file)?.some((e) => e.target === file);
    if (members.length > 1 || selfImport) cycles.push(members.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** Every broken layer rule and every cycle among the source files under `tops` of `root`. */
export function checkLayers(root: string, tops: string[]): Violation[] {
  const edges = importGraph(root, tops);
  const violations: Violation[] = [];
  for (const [from, imports] of edges) {
    if (isTestFile(from)) continue;
    for (const { specifier, target } of imports) {
      const to = target ?? specifier;
      for (const rule of RULES)
        if (rule.breaks(from, to)) violations.push({ rule: rule.name, from, to, why: rule.why });
    }
  }
  for (const cycle of cyclesOf(edges))
    violations.push({
      rule: "no-cycle",
      from: cycle[0] ?? "",
      to: cycle.join(" -> "),
      why: "imports form a cycle",
    });
  return violations;
}
