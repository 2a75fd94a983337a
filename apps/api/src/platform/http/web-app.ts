import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app from the API's port. Unknown API paths answer a JSON 404;
 * any other unknown path gets index.html so the browser router can show the page.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(`${distDir}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite puts a content hash in asset names, so they never change under the same URL.
        res.setHeader(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (path.startsWith("/api/") || path === "/api" || !wantsPage || !hasWeb) {
      return reply.code(404).send({ detail: "Not found.", code: "not_found" });
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type("text/plain").send("Not found");
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
