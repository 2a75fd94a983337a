import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type Rolldown } from "vite";
import type { PageCode } from "../src/early/page-code";
import { pageCodeOf, tagLazyPages } from "./page-code";
import { compressFile, PRERENDERED_DIR } from "./precompress";

/** The public pages most visits start on, and the file each is written to under dist/prerendered. */
const PRERENDERED_PAGES: Record<string, string> = { "/": "home.html", "/login": "login.html" };
/** index.html with the signed-in layout's code and styles asked for up front (see shellPreloads). */
const SIGNED_IN_FILE = "app.html";
const SIGNED_IN_LAYOUT = "src/app/layouts/signed-in-layout.tsx";

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * Links that make the browser fetch the signed-in layout's code and styles with the app's own,
 * instead of after the app has started and found it needs them: on a slow line that is one
 * round trip and a queue of downloads less before a signed-in page shows.
 */
function shellPreloads(manifest: Manifest, template: string): { links: string; files: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(SIGNED_IN_LAYOUT);
  if (scripts.size === 0) throw new Error(`The build has no ${SIGNED_IN_LAYOUT}.`);
  const missing = (file: string) => !template.includes(`/${file}"`);
  const links = [
    ...[...scripts].filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...[...styles].filter(missing).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ].join("");
  // What the HTML asks for already: the shell's files and the app's own (in the template).
  const inTemplate = [...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1] ?? "");
  return { links, files: new Set([...scripts, ...styles, ...inTemplate]) };
}

/** The signed-in pages' first script (src/early/start.ts), written into the page itself. */
const EARLY_SCRIPT = "src/early/start.ts";

/**
 * The first script of the signed-in pages, built on its own into one small script with nothing
 * to import, and the hash the server's Content-Security-Policy names to let it run inline. Inline
 * rather than a file under /assets: it starts as the HTML is read, and costs no request of its own.
 */
async function earlyScript(root: string, pageCode: PageCode): Promise<{ tag: string; hash: string }> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { __PAGE_CODE__: JSON.stringify(pageCode) },
    build: {
      write: false,
      outDir: join(root, ".early"),
      emptyOutDir: false,
      minify: true,
      rolldownOptions: { input: join(root, EARLY_SCRIPT), output: { format: "iife" } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  const chunk = chunks.find((c): c is Rolldown.OutputChunk => c.type === "chunk");
  if (!chunk || chunks.length !== 1) throw new Error(`${EARLY_SCRIPT} did not build into one script.`);
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error(`${EARLY_SCRIPT} holds a closing script tag.`);
  return {
    tag: `<script>${code}</script>`,
    hash: `sha256-${createHash("sha256").update(code).digest("base64")}`,
  };
}

/**
 * Renders the first screen of the home and sign-in pages into HTML at build time, so a phone on a
 * slow line paints them as soon as the HTML and styles arrive instead of after the app's scripts;
 * the server sends these files for those two addresses and the app hydrates them (main.tsx).
 * The pages are rendered by the app's own components, built once more for Node. It also writes
 * app.html, sent for the signed-in pages' addresses, which asks for the signed-in layout's code
 * up front, and pages.json, which tells the server which address gets which file.
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "cm-prerender",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = join(root, ".prerender");
      await build({
        root,
        configFile: false,
        logLevel: "warn",
        plugins: [react(), tagLazyPages(root)],
        build: { ssr: "src/prerender/render-page.tsx", outDir: ssrDir, emptyOutDir: true },
      });
      try {
        const { renderPage, renderFirstScreen, signedInSections, signedInPageSources } = (await import(
          pathToFileURL(join(ssrDir, "render-page.js")).href
        )) as {
          renderPage(path: string): Promise<string>;
          renderFirstScreen(): string;
          signedInSections(): string[];
          signedInPageSources(): [string, string][];
        };
        const template = await readFile(join(outDir, "index.html"), "utf8");
        if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root.");
        const files: Record<string, string> = {};
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const page = await renderPage(path);
          files[file] = template.replace('<div id="root"></div>', () => `<div id="root">${page}</div>`);
        }
        const manifest = JSON.parse(
          await readFile(join(outDir, ".vite", "manifest.json"), "utf8"),
        ) as Manifest;
        const shell = shellPreloads(manifest, template);
        const sources = signedInPageSources();
        if (sources.length === 0) throw new Error("No signed-in page names its source file.");
        // The early script goes first, so its request leaves before the app's code is asked for;
        // it also asks for the code of the page the address shows (build/page-code.ts).
        const early = await earlyScript(root, pageCodeOf(sources, manifest, shell.files));
        // The loading screen is there from the first paint, over the page the app draws under it.
        // (Replaced by functions: a "$" in the inserted code must not read as a replacement pattern.)
        files[SIGNED_IN_FILE] = template
          .replace("<title>", () => `${early.tag}<title>`)
          .replace("</head>", () => `${shell.links}</head>`)
          .replace('<div id="root"></div>', () => `${renderFirstScreen()}<div id="root"></div>`);
        await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const [file, html] of Object.entries(files)) {
          const target = join(outDir, PRERENDERED_DIR, file);
          await writeFile(target, html);
          await compressFile(target);
        }
        // The server reads from here which addresses get which of these files.
        await writeFile(
          join(outDir, PRERENDERED_DIR, "pages.json"),
          JSON.stringify({
            pages: PRERENDERED_PAGES,
            signedIn: { file: SIGNED_IN_FILE, sections: signedInSections() },
            // The inline scripts' hashes, for the server's Content-Security-Policy.
            scriptHashes: [early.hash],
          }),
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
