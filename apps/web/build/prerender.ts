import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { compressFile, PRERENDERED_DIR } from "./precompress";

/** The public pages most visits start on, and the file each is written to under dist/prerendered. */
const PRERENDERED_PAGES: Record<string, string> = { "/": "home.html", "/login": "login.html" };

/**
 * Renders the first screen of the home and sign-in pages into HTML at build time, so a phone on a
 * slow line paints them as soon as the HTML and styles arrive instead of after the app's scripts;
 * the server sends these files for those two addresses and the app hydrates them (main.tsx).
 * The pages are rendered by the app's own components, built once more for Node.
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
        plugins: [react()],
        build: { ssr: "src/prerender/render-page.tsx", outDir: ssrDir, emptyOutDir: true },
      });
      try {
        const { renderPage } = (await import(pathToFileURL(join(ssrDir, "render-page.js")).href)) as {
          renderPage(path: string): Promise<string>;
        };
        const template = await readFile(join(outDir, "index.html"), "utf8");
        if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root.");
        await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const html = template.replace(
            '<div id="root"></div>',
            `<div id="root">${await renderPage(path)}</div>`,
          );
          const target = join(outDir, PRERENDERED_DIR, file);
          await writeFile(target, html);
          await compressFile(target);
        }
        // The server reads which addresses have a prerendered page from here.
        await writeFile(join(outDir, PRERENDERED_DIR, "pages.json"), JSON.stringify(PRERENDERED_PAGES));
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
