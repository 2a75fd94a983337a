import { relative } from "node:path";
import type { Plugin } from "vite";

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** `const Name = lazyPage(() => import("./spec")` in a route file. */
const LAZY_PAGE = /const (\w+) = lazyPage\(\(\) =>\s*import\("([^"]+)"\)/g;

/**
 * For the build that prerenders: each lazy page learns the source file its code comes from
 * (`Page.source = "src/app/routes/churches.tsx"`), so the route table can say which page needs
 * which file. The browser's build is left as it is.
 */
export function tagLazyPages(root: string): Plugin {
  return {
    name: "cm-tag-lazy-pages",
    async transform(code, id) {
      if (!code.includes("lazyPage(")) return null;
      const tags: string[] = [];
      for (const [, name, spec] of code.matchAll(LAZY_PAGE)) {
        const resolved = spec ? await this.resolve(spec, id) : null;
        if (resolved) tags.push(`${name}.source = ${JSON.stringify(relative(root, resolved.id))};`);
      }
      return tags.length ? { code: `${code}\n${tags.join("\n")}\n`, map: null } : null;
    },
  };
}

/** A route's path ("church/members/:id", "profile/:tab?") as a regular expression for an address. */
export function addressPattern(path: string): string {
  const parts = path.split("/").filter(Boolean);
  const body = parts
    .map((part) => {
      if (part === "*") return "(?:/.*)?";
      if (part.startsWith(":")) return part.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
      return `/${part.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}`;
    })
    .join("");
  return `^${body || "/"}/?$`;
}

/**
 * Each signed-in page's address pattern and the files its code needs that the shell's HTML does
 * not already ask for (`shell`): the page's own chunk, the chunks it imports, and their styles.
 */
export function pageCodeOf(
  pages: [path: string, source: string][],
  manifest: Manifest,
  shell: Set<string>,
): [string, string[]][] {
  return pages.flatMap(([path, source]) => {
    const files = new Set<string>();
    // Chunks may import each other in a ring; each is visited once (a shell chunk adds no file).
    const seen = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || seen.has(key)) return;
      seen.add(key);
      if (!shell.has(entry.file)) files.add(entry.file);
      for (const css of entry.css ?? []) if (!shell.has(css)) files.add(css);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    visit(source);
    return files.size ? [[addressPattern(path), [...files]] as [string, string[]]] : [];
  });
}
