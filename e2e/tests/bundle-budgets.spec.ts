// Size budgets of the web build (sizes are deterministic, so they are tests, not benchmarks): the
// JavaScript the home page starts with, each chunk loaded later, and how many files a page needs.
// Read from the build the browser tests run against (Vite's manifest in apps/web/dist).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, test } from "../support/test";

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/dist");
const KIB = 1024;
/**
 * The JavaScript of `/` (and of the sign-in page, which comes with it), gzipped: 170 KiB before
 * the app spoke five languages; the translation runtime every page draws its text through
 * (i18next, its React binding and the ICU message format) is 28 KiB of it.
 */
const INITIAL_JS_BUDGET = 200 * KIB;
/** Any chunk a page loads after the first ones, gzipped. */
const CHUNK_BUDGET = 50 * KIB;
/** Script and style files a page may need, before its data: one round trip each on a slow phone. */
const FILES_BUDGET = 20;

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

const manifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8"));

/** The size as sent: the build's .gz copy (or the file gzipped at level 9, as the build does). */
function gzipped(file: string): number {
  const copy = path.join(DIST, `${file}.gz`);
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  return gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
}

/** The chunks that load with the given ones: everything they import statically, transitively. */
function closure(m: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !m[key]) return;
    seen.add(key);
    for (const next of m[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const sum = (m: Manifest, keys: Iterable<string>) =>
  [...keys].reduce((total, k) => total + gzipped(m[k]?.file ?? ""), 0);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

// The lazily loaded pages whose file counts are checked, by their module in the web app.
const PAGES: Record<string, string[]> = {
  "/churches": ["src/app/layouts/signed-in-layout.tsx", "src/app/routes/churches.tsx"],
  "/church/members": ["src/app/layouts/signed-in-layout.tsx", "src/app/routes/church/members.tsx"],
  "/church/events": ["src/app/layouts/signed-in-layout.tsx", "src/app/routes/church/events.tsx"],
  "/users": ["src/app/layouts/signed-in-layout.tsx", "src/app/routes/users.tsx"],
};

test("the home page starts with at most 200 KiB of JavaScript, gzipped", () => {
  const m = manifest();
  const entry = Object.keys(m).find((k) => m[k]?.isEntry);
  expect(entry, "the build's entry in its manifest").toBeDefined();
  const initial = closure(m, [entry as string]);
  const size = sum(m, initial);
  const files = [...initial].map((k) => `${m[k]?.file} ${kib(gzipped(m[k]?.file ?? ""))}`).join(", ");
  expect(size, `initial JavaScript ${kib(size)}: ${files}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  // The first page names no zod, charts or toasts: they come with the pages that use them.
  for (const k of initial) expect(m[k]?.file, "a first-page chunk").not.toMatch(/\/(forms|toasts)-/);
});

test("every chunk loaded after the first page is at most 50 KiB, gzipped", () => {
  const m = manifest();
  const entry = Object.keys(m).find((k) => m[k]?.isEntry) as string;
  const initial = closure(m, [entry]);
  const over = Object.entries(m)
    .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith(".js"))
    .map(([, chunk]) => ({ file: chunk.file, size: gzipped(chunk.file) }))
    .filter((c) => c.size > CHUNK_BUDGET)
    .map((c) => `${c.file} ${kib(c.size)}`);
  expect(over).toEqual([]);
});

test("a page needs at most 20 script and style files", () => {
  const m = manifest();
  const entry = Object.keys(m).find((k) => m[k]?.isEntry) as string;
  for (const [page, modules] of Object.entries(PAGES)) {
    for (const module of modules) expect(m[module], `${module} in the manifest`).toBeDefined();
    const chunks = closure(m, [entry, ...modules]);
    const styles = new Set([...chunks].flatMap((k) => m[k]?.css ?? []));
    const files = chunks.size + styles.size;
    expect(files, `${page}: ${[...chunks].map((k) => m[k]?.file).join(", ")}`).toBeLessThanOrEqual(
      FILES_BUDGET,
    );
  }
});

test("the build carries brotli and gzip copies of its page, scripts and styles", () => {
  const m = manifest();
  const missing = ["index.html", ...Object.values(m).flatMap((c) => [c.file, ...(c.css ?? [])])]
    // A copy is left out only when it would not be smaller, which happens below a few hundred bytes.
    .filter((f) => fs.statSync(path.join(DIST, f)).size >= KIB)
    .filter((f) => !fs.existsSync(path.join(DIST, `${f}.br`)) || !fs.existsSync(path.join(DIST, `${f}.gz`)));
  expect(missing).toEqual([]);
});

/** Rings of chunks that import each other, each as the chunks in order ("a → b → a"). */
function importRings(chunks: Manifest): string[] {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const rings: string[] = [];
  const visit = (key: string) => {
    state.set(key, "open");
    path.push(key);
    for (const imported of chunks[key]?.imports ?? []) {
      if (state.get(imported) === "open")
        rings.push([...path.slice(path.indexOf(imported)), imported].join(" → "));
      else if (!state.has(imported)) visit(imported);
    }
    path.pop();
    state.set(key, "done");
  };
  for (const key of Object.keys(chunks)) if (!state.has(key)) visit(key);
  return rings;
}

// Two chunks that import each other can leave a page waiting for ever, with no error: a zod-free
// part of the shell that imports a schema pulled the forms chunk into a ring with the shared one,
// and the public giving page never drew.
test("no chunks import each other in a ring", () => {
  expect(importRings(manifest())).toEqual([]);
});
