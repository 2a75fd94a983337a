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

/**
 * The pages the web build prerendered (its prerender step lists them in prerendered/pages.json):
 * address -> file under the build. None when the build has no such list.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const list = `${distDir}/prerendered/pages.json`;
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, "utf8")) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, `prerendered/${file}`]));
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
  const prerendered = prerenderedPages(distDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (path.startsWith("/api/") || path === "/api" || !wantsPage || !hasWeb) {
      return reply.code(404).send({ detail: "Not found.", code: "not_found" });
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type("text/plain").send("Not found");
    // The home and sign-in pages have a prerendered copy (the web build's prerender step).
    const page = prerendered.get(path);
    return reply.header("Cache-Control", REVALIDATE).sendFile(page ?? "index.html");
  });
}
