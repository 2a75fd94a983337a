import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses every text answer (JSON, HTML, CSS, JavaScript, SVG, CSV) of 1 KiB or more with
 * brotli or gzip, whichever the browser prefers. The web app's files arrive compressed by the
 * build already (see web-app.ts), so they are sent as they are. Register before the routes: the
 * plugin attaches itself to each route as it is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Request bodies stay plain: a compressed upload would get round the body limit.
    globalDecompression: false,
  });
}
