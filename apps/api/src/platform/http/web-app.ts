import { existsSync, readFileSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite puts a content hash in every name under /assets, so a URL there never changes its content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html above all) is checked with the server on each use. */
export const REVALIDATE = "no-cache";

/** The caching rule of a built file, by its path on disk. */
export const cacheControlOf = (path: string): string =>
  path.replace(/\\/g, "/").includes("/assets/") ? IMMUTABLE : REVALIDATE;

/** What the web build's prerender step wrote to prerendered/pages.json. */
type PrerenderedList = {
  pages: Record<string, string>;
  signedIn: { file: string; sections: string[] };
  /** Hashes (`sha256-...`) of the scripts written into the pages themselves. */
  scriptHashes?: string[];
};

/**
 * The hashes of the built pages' inline scripts (the signed-in pages' first script), which the
 * Content-Security-Policy names so that those scripts, and no other inline script, may run.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const list = `${distDir}/prerendered/pages.json`;
  if (!existsSync(list)) return [];
  const { scriptHashes } = JSON.parse(readFileSync(list, "utf8")) as PrerenderedList;
  return (scriptHashes ?? []).filter((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash));
}

/**
 * The page file to send for an address: the prerendered home or sign-in page, the signed-in
 * pages' variant of index.html (it asks for the signed-in layout's code up front) for an address
 * in a signed-in section ("church", "finance"...), else index.html.
 */
function pageFileOf(distDir: string): (path: string) => string {
  const list = `${distDir}/prerendered/pages.json`;
  if (!existsSync(list)) return () => "index.html";
  const { pages, signedIn } = JSON.parse(readFileSync(list, "utf8")) as PrerenderedList;
  const sections = new Set(signedIn.sections);
  return (path) => {
    const page = pages[path];
    if (page) return `prerendered/${page}`;
    return sections.has(path.split("/")[1] ?? "") ? `prerendered/${signedIn.file}` : "index.html";
  };
}

/**
 * Serves the built web app from the API's port. Unknown API paths answer a JSON 404;
 * any other unknown path gets index.html so the browser router can show the page.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file; the one the
 * browser accepts is sent as it is, so no request pays for compressing it.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(`${distDir}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are found beside their file; they are not addresses of their own.
      globIgnore: ["**/*.br", "**/*.gz"],
      // @fastify/send would write its own `Cache-Control: public, max-age=0` over the one set
      // below (its headers are applied after setHeaders), so it is told to leave the header alone.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader("Cache-Control", cacheControlOf(path));
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }
  const pageFile = pageFileOf(distDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (path.startsWith("/api/") || path === "/api" || !wantsPage || !hasWeb) {
      return reply.code(404).send({ detail: "Not found.", code: "not_found" });
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type("text/plain").send("Not found");
    return reply.header("Cache-Control", REVALIDATE).sendFile(pageFile(path));
  });
}
