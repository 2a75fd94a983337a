import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { API_ROOT, ENDPOINTS, routesOf } from "@cm/contracts";
import { describe, expect, it } from "vitest";

// Features reach the API only through the typed client (lib/typed-client.ts), whose URLs come
// from the endpoints declared in the contracts, and type their request bodies from the contracts'
// schemas. A string in a feature that spells an API path, or a request type written by hand, is
// found here.
//
// The same holds for the shell (lib, app, components). The page's first script (src/early) is
// built on its own without the contracts: the paths it spells must be declared ones.
const SRC = join(__dirname, "..");
const EARLY = join(SRC, "early");
const TESTS = join(SRC, "test");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === EARLY || path === TESTS ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every declared path below the API root: each endpoint's own and each of its routes'. */
const declared = [
  ...new Set(Object.values(ENDPOINTS).flatMap((e) => [e.path, ...routesOf(e).map((r) => r.path)])),
];

/** The string literals and template literals of a source that start with "/", each placeholder as "*". */
export function slashLiterals(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(["'])(\/[^"'\n]*)\1/g)) found.push(m[2] ?? "");
  for (const m of text.matchAll(/`(\/[^`]*)`/g)) found.push((m[1] ?? "").replace(/\$\{[^}]*\}/g, "*"));
  return found;
}

/** Whether a literal spells a declared API path; a placeholder stands for any text within a segment. */
export function looksLikeApiPath(literal: string): boolean {
  const below = literal.startsWith(`${API_ROOT}/`) ? literal.slice(API_ROOT.length) : literal;
  const source = below
    .split("*")
    .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"))
    .join("[^/]+");
  const pattern = new RegExp(`^${source}$`);
  return declared.some((path) => pattern.test(path));
}

/** Template literals that add a segment (or an id) and a slash to a value: a path built by hand. */
export function concatenated(text: string): string[] {
  return [...text.matchAll(/`(\$\{[^`]*?(?:[\w-]|\$\{[^}]*\})\/)`/g)].map((m) => m[1] ?? "");
}

/**
 * `type FooInput = ...` or `interface FooInput`: a request body typed in a feature. Input types are
 * the contracts' own (`IncomeInput = z.input<typeof incomeCreate>`), imported from there.
 */
const handWrittenInput =
  /\b(?:type\s+\w*(?:Input|Body|Payload)\s*=|interface\s+\w*(?:Input|Body|Payload)\b)/g;

/** Files that spell or build paths for a reason of their own. */
const OWN_PATHS: Record<string, string> = {
  // The client itself: it puts an id or an action onto a declared path.
  "lib/typed-client.ts": "the typed client",
  "lib/resource-hooks.ts": "the generic hooks over the typed client",
  // The areas whose calls carry the chosen church: prefixes of paths, not calls.
  "lib/working-church.ts": "prefixes of the church's areas",
  // The web pages' own addresses, rendered at build time.
  "prerender/render-page.tsx": "the web pages' addresses",
};

describe("the web app's calls to the API", () => {
  const files = sources(SRC)
    .map((path) => ({ name: relative(SRC, path), text: readFileSync(path, "utf8") }))
    .filter((f) => !(f.name in OWN_PATHS));

  it("recognises a path in a string or a template", () => {
    expect(looksLikeApiPath("/finance/income/")).toBe(true);
    expect(looksLikeApiPath("/api/finance/income/summary/")).toBe(true);
    expect(looksLikeApiPath("/churches/churches/*/")).toBe(true);
    expect(looksLikeApiPath("/finance/*-support/")).toBe(true);
    expect(looksLikeApiPath("/finance/income")).toBe(false);
    expect(looksLikeApiPath("/church/sunday-school/*")).toBe(false);
    const $ = "$";
    expect(concatenated(`get(\`${$}{INCOME_PATH}summary/\`); get(\`${$}{path}${$}{id}/\`)`)).toHaveLength(2);
    expect(concatenated(`\`${$}{prefix}/\`; \`${$}{base}/members/${$}{id}\``)).toEqual([]);
  });

  it("build no path onto another: adding an id or an action to a path is the typed client's work", () => {
    const built = files.flatMap((f) => concatenated(f.text).map((literal) => `${f.name}: ${literal}`));
    expect(built).toEqual([]);
  });

  it("spell no API path: the typed client builds every URL", () => {
    const paths = files.flatMap((f) =>
      slashLiterals(f.text)
        .filter(looksLikeApiPath)
        .map((literal) => `${f.name}: ${literal}`),
    );
    expect(paths).toEqual([]);
  });

  it("lets the page's first script ask only for declared paths", () => {
    const early = readdirSync(EARLY).filter((name) => /^[^.]+\.ts$/.test(name));
    const literals = early.flatMap((name) =>
      slashLiterals(readFileSync(join(EARLY, name), "utf8")).filter((literal) => literal.startsWith("/api/")),
    );
    expect(literals.length).toBeGreaterThan(0);
    expect(literals.filter((literal) => !looksLikeApiPath(literal))).toEqual([]);
  });

  it("declare no request type: bodies are typed by the contracts' input types", () => {
    const types = files.flatMap((f) =>
      [...f.text.matchAll(handWrittenInput)].map((m) => `${f.name}: ${m[0]}`),
    );
    expect(types).toEqual([]);
  });
});
